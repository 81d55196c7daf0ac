import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, print } from 'graphql';
import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphql } from '@client/graphql/generated';
import { precompiledDocument } from '@client/graphql/precompiled-document';
import { fragmentModule, precompileGraphqlCalls, readFragments } from './precompile-graphql';

const HELPER = '/repo/src/client/graphql/precompiled-document.ts';
const CLIENT_DIR = path.resolve(import.meta.dirname, '../../src/client');

function printedDefinitions(document: DocumentNode): string[] {
  return document.definitions.map((definition) => print(definition)).sort();
}

function clientSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : clientSources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

function fragmentsOf(text: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-fragments-'));
  writeFileSync(path.join(dir, 'fields.graphql'), text);
  return readFragments(dir);
}

const FRAGMENTS = fragmentsOf(`
  fragment Author on User { id name }
  fragment Card on Post { id creator { ...Author } }
`);

/** The expression a rewritten call or fragment module holds, with its fragments' documents. */
function evaluate(expression: string, fragments: Record<string, DocumentNode>): DocumentNode {
  const names = Object.keys(fragments).map((name) => `__fragment_${name}`);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('__precompiledDocument', ...names, `return ${expression};`) as (
    ...args: unknown[]
  ) => DocumentNode;
  return run(precompiledDocument, ...Object.values(fragments));
}

function expressionIn(code: string): string {
  const match = /(\/\* @__PURE__ \*\/ __precompiledDocument\(.*\]\))/.exec(code);
  return match?.[1] ?? 'null';
}

describe('precompiled GraphQL documents', () => {
  it('rewrite a graphql() call into its parsed document; the preset import goes', () => {
    const source = [
      "import { graphql } from '@client/graphql/generated';",
      'export const Q = graphql(`',
      '  query Viewer {',
      '    viewer {',
      '      id',
      '    }',
      '  }',
      '`);',
    ].join('\n');
    const result = precompileGraphqlCalls(source, 'viewer.ts', HELPER, FRAGMENTS);
    expect(result?.code).toContain(`from "${HELPER}"`);
    expect(result?.code).not.toContain('@client/graphql/generated');
    expect(result?.code).not.toContain('graphql(`');
    expect(result?.code).toMatch(/export const Q = \/\* @__PURE__ \*\/ __precompiledDocument\(/);
    const document = evaluate(expressionIn(result?.code ?? ''), {});
    const parsed = parse('query Viewer { viewer { id } }', { noLocation: true });
    // Same nodes with the same keys in the same order, absent fields included.
    expect(document).toStrictEqual(parsed);
    expect(Object.keys(document.definitions[0] ?? {})).toContain('directives');
  });

  it('carry every fragment a document reaches, each once, from one module per fragment', () => {
    const source = 'const Q = graphql(`query Story { post { ...Card creator { ...Author } } }`);';
    const result = precompileGraphqlCalls(source, 'story.ts', HELPER, FRAGMENTS);
    expect(result?.code).toContain(
      'import __fragment_Author from "\\u0000quire-graphql-fragment:Author"',
    );
    expect(result?.code).toContain(
      'import __fragment_Card from "\\u0000quire-graphql-fragment:Card"',
    );
    const author = evaluate(
      /export default (.*);/.exec(fragmentModule('Author', HELPER, FRAGMENTS))?.[1] ?? '',
      {},
    );
    const cardModule = fragmentModule('Card', HELPER, FRAGMENTS);
    expect(cardModule).toContain('import __fragment_Author');
    const card = evaluate(/export default (.*);/.exec(cardModule)?.[1] ?? '', { Author: author });
    const story = evaluate(expressionIn(result?.code ?? ''), { Author: author, Card: card });
    const expected = parse(
      `query Story { post { ...Card creator { ...Author } } }
       fragment Card on Post { id creator { ...Author } }
       fragment Author on User { id name }`,
      { noLocation: true },
    );
    expect(printedDefinitions(story)).toEqual(printedDefinitions(expected));
  });

  it('refuse documents that do not parse, define fragments or spread an unknown one', () => {
    expect(() =>
      precompileGraphqlCalls('graphql(`query {`)', 'broken.ts', HELPER, FRAGMENTS),
    ).toThrow(/^broken\.ts: Syntax Error/);
    expect(() =>
      precompileGraphqlCalls('graphql(`fragment F on User { id }`)', 'f.ts', HELPER, FRAGMENTS),
    ).toThrow(/fragments live in \.graphql files/);
    expect(() =>
      precompileGraphqlCalls('graphql(`query { viewer { ...Nope } }`)', 'n.ts', HELPER, FRAGMENTS),
    ).toThrow(/^n\.ts: no src\/client\/\*\*\/\*\.graphql file defines fragment Nope/);
    expect(() => fragmentsOf('fragment A on User { id }\nfragment A on User { name }')).toThrow(
      /fragment A is defined twice/,
    );
    expect(precompileGraphqlCalls('const x = 1;', 'plain.ts', HELPER, FRAGMENTS)).toBeNull();
  });

  it('handle every document the client ships, as the generated graphql() builds it', () => {
    const fragments = readFragments(CLIENT_DIR);
    const files = clientSources(CLIENT_DIR).filter((file) =>
      readFileSync(file, 'utf8').includes('graphql(`'),
    );
    expect(files.length).toBeGreaterThan(10);
    const fragmentDocuments: Record<string, DocumentNode> = {};
    const fragmentDocument = (name: string): DocumentNode => {
      const module = fragmentModule(name, HELPER, fragments);
      const spreads = [...module.matchAll(/import __fragment_(\w+) from/g)].map((m) => m[1] ?? '');
      fragmentDocuments[name] ??= evaluate(
        /export default (.*);/.exec(module)?.[1] ?? '',
        Object.fromEntries(spreads.map((spread) => [spread, fragmentDocument(spread)])),
      );
      return fragmentDocuments[name];
    };
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      const result = precompileGraphqlCalls(code, file, HELPER, fragments);
      expect(result?.code, file).not.toContain('graphql(`');
      for (const match of code.matchAll(/graphql\(`([^`]*)`\)/g)) {
        const source = match[1] ?? '';
        const call = precompileGraphqlCalls(`graphql(\`${source}\`)`, file, HELPER, fragments);
        const spreads = [...(call?.code ?? '').matchAll(/import __fragment_(\w+) from/g)].map(
          (m) => m[1] ?? '',
        );
        const built = evaluate(
          expressionIn(call?.code ?? ''),
          Object.fromEntries(spreads.map((name) => [name, fragmentDocument(name)])),
        );
        const generated = graphql(source) as DocumentNode;
        expect(printedDefinitions(built), file).toEqual(printedDefinitions(generated));
      }
    }
  });
});
