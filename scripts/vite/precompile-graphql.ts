import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, visit } from 'graphql';
import type { DocumentNode, FragmentDefinitionNode } from 'graphql';
import MagicString from 'magic-string';
import type { SourceMap } from 'magic-string';
import type { Plugin } from 'vite';

const GRAPHQL_CALL = /\bgraphql\(`([^`]*)`\)/g;
/** The preset's `graphql()` import; once every call is swapped, nothing may pull in its map. */
const GRAPHQL_IMPORT = /^import \{ graphql \} from '@client\/graphql\/generated';\n/m;
const HELPER = 'src/client/graphql/precompiled-document.ts';
const FRAGMENT_MODULE = '\0quire-graphql-fragment:';

/** Every fragment the client's documents may spread, by name. */
export type FragmentRegistry = ReadonlyMap<string, FragmentDefinitionNode>;

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

function parseNamed(text: string, file: string): DocumentNode {
  try {
    return parse(text, { noLocation: true });
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The fragments a document spreads itself (those fragments bring their own). */
function spreadNames(document: DocumentNode, file: string, fragments: FragmentRegistry): string[] {
  const names = new Set<string>();
  visit(document, {
    FragmentSpread(node) {
      names.add(node.name.value);
    },
  });
  for (const name of names)
    if (!fragments.has(name))
      throw new Error(`${file}: no src/client/**/*.graphql file defines fragment ${name}`);
  return [...names].sort();
}

function fragmentImport(name: string): string {
  return `import __fragment_${name} from ${JSON.stringify(FRAGMENT_MODULE + name)};\n`;
}

/** `precompiledDocument(parsed, [the fragments it spreads])`, marked pure so unused ones drop. */
function documentExpression(document: DocumentNode, spreads: readonly string[]): string {
  const fragments = spreads.map((name) => `__fragment_${name}`).join(', ');
  return `/* @__PURE__ */ __precompiledDocument(${literalOf(document)}, [${fragments}])`;
}

function helperImport(helperPath: string): string {
  return `import { precompiledDocument as __precompiledDocument } from ${JSON.stringify(helperPath)};\n`;
}

/**
 * Replaces every `graphql(`…`)` call in `code` (graphql-codegen's client preset) by
 * its document parsed now, with the fragments it spreads imported from one module
 * per fragment, so a fragment is in the bundle once however many documents spread it.
 * The preset's `graphql` import goes: its map of every document never reaches a bundle.
 * Returns null when the code has no call. Throws, naming the file, when a document does
 * not parse, defines a fragment (fragments live in .graphql files) or spreads an unknown one.
 */
export function precompileGraphqlCalls(
  code: string,
  file: string,
  helperPath: string,
  fragments: FragmentRegistry,
): { code: string; map: SourceMap } | null {
  if (!code.includes('graphql(`')) return null;
  const output = new MagicString(code);
  const imported = new Set<string>();
  for (const match of code.matchAll(GRAPHQL_CALL)) {
    const document = parseNamed(match[1] ?? '', file);
    if (document.definitions.some((definition) => definition.kind !== Kind.OPERATION_DEFINITION))
      throw new Error(`${file}: graphql() takes operations; fragments live in .graphql files`);
    const spreads = spreadNames(document, file, fragments);
    spreads.forEach((name) => imported.add(name));
    const end = match.index + match[0].length;
    output.overwrite(match.index, end, documentExpression(document, spreads));
  }
  if (!output.hasChanged()) return null;
  const graphqlImport = GRAPHQL_IMPORT.exec(code);
  if (graphqlImport)
    output.remove(graphqlImport.index, graphqlImport.index + graphqlImport[0].length);
  output.prepend(helperImport(helperPath) + [...imported].sort().map(fragmentImport).join(''));
  return { code: output.toString(), map: output.generateMap({ hires: true, source: file }) };
}

/** The module one fragment's document lives in: its definition plus the fragments it spreads. */
export function fragmentModule(
  name: string,
  helperPath: string,
  fragments: FragmentRegistry,
): string {
  const definition = fragments.get(name);
  if (!definition) throw new Error(`No src/client/**/*.graphql file defines fragment ${name}`);
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [definition] };
  const spreads = spreadNames(document, `fragment ${name}`, fragments);
  return [
    helperImport(helperPath),
    ...spreads.map(fragmentImport),
    `export default ${documentExpression(document, spreads)};\n`,
  ].join('');
}

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

/** The fragments of every .graphql file under `dir`; a name defined twice is refused. */
export function readFragments(dir: string): FragmentRegistry {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const file of graphqlFiles(dir)) {
    for (const definition of parseNamed(readFileSync(file, 'utf8'), file).definitions) {
      if (definition.kind !== Kind.FRAGMENT_DEFINITION)
        throw new Error(`${file}: .graphql files hold fragments; operations use graphql()`);
      if (fragments.has(definition.name.value))
        throw new Error(`${file}: fragment ${definition.name.value} is defined twice`);
      fragments.set(definition.name.value, definition);
    }
  }
  return fragments;
}

/** Build-only: the browser and server bundles carry parsed GraphQL documents, each its own. */
export function precompileGraphql(): Plugin {
  let helperPath = '';
  let clientDir = '';
  let fragments: FragmentRegistry = new Map();
  return {
    name: 'quire:precompile-graphql',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      helperPath = path.resolve(config.root, HELPER);
      clientDir = path.resolve(config.root, 'src/client');
    },
    buildStart() {
      fragments = readFragments(clientDir);
    },
    resolveId(id) {
      return id.startsWith(FRAGMENT_MODULE) ? id : null;
    },
    load(id) {
      if (!id.startsWith(FRAGMENT_MODULE)) return null;
      return fragmentModule(id.slice(FRAGMENT_MODULE.length), helperPath, fragments);
    },
    transform(code, id) {
      if (!/\/src\/client\/.*\.tsx?$/.test(id) || id === helperPath) return null;
      return precompileGraphqlCalls(code, id, helperPath, fragments);
    },
  };
}
