import path from 'node:path';
import { parse } from 'graphql';
import MagicString from 'magic-string';
import type { SourceMap } from 'magic-string';
import type { Plugin } from 'vite';

const GQL_TEMPLATE = /\bgql`([^`]*)`/g;
const INTERPOLATION = /\$\{\s*([^}]*?)\s*\}/g;
const IDENTIFIER = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;
const HELPER = 'src/client/graphql/precompiled-document.ts';

/**
 * The document as a JavaScript literal that keeps the parser's absent fields
 * (`alias: undefined` …): every node of a kind then has one shape, as when
 * parsed at run time, and the engine's property caches stay fast. (JSON would
 * drop them, and reading such mixed-shape documents measured several times slower.)
 */
function literalOf(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map(literalOf).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value).map(([key, field]) => `${key}:${literalOf(field)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Replaces every gql`…` template in `code` by its document parsed now, plus
 * the interpolated fragments merged at run time (with a source map). Returns
 * null when the code has no template. Throws, naming the file, when a template does not parse
 * or interpolates anything but a plain name.
 */
export function precompileGraphqlTemplates(
  code: string,
  file: string,
  helperPath: string,
): { code: string; map: SourceMap } | null {
  if (!code.includes('gql`')) return null;
  const output = new MagicString(code);
  let count = 0;
  for (const match of code.matchAll(GQL_TEMPLATE)) {
    const body = match[1] ?? '';
    const interpolated: string[] = [];
    const text = body.replace(INTERPOLATION, (_expression, name: string) => {
      if (!IDENTIFIER.test(name))
        throw new Error(
          `${file}: gql templates may only interpolate a fragment's name, not ${name}`,
        );
      interpolated.push(name);
      return '\n';
    });
    let document;
    try {
      document = parse(text, { noLocation: true });
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    count += 1;
    output.overwrite(
      match.index,
      match.index + match[0].length,
      `__precompiledDocument(${literalOf(document)}, [${interpolated.join(', ')}])`,
    );
  }
  if (count === 0) return null;
  output.prepend(
    `import { precompiledDocument as __precompiledDocument } from ${JSON.stringify(helperPath)};\n`,
  );
  return { code: output.toString(), map: output.generateMap({ hires: true, source: file }) };
}

/** Build-only: the browser and server bundles carry parsed GraphQL documents. */
export function precompileGraphql(): Plugin {
  let helperPath = '';
  return {
    name: 'quire:precompile-graphql',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      helperPath = path.resolve(config.root, HELPER);
    },
    transform(code, id) {
      if (!/\/src\/client\/.*\.tsx?$/.test(id) || id === helperPath) return null;
      return precompileGraphqlTemplates(code, id, helperPath);
    },
  };
}
