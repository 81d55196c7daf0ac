import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gql } from '@apollo/client';
import { parse, print } from 'graphql';
import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { precompiledDocument } from '@client/graphql/precompiled-document';
import { precompileGraphqlTemplates } from './precompile-graphql';

const HELPER = '/repo/src/client/graphql/precompiled-document.ts';

function printedDefinitions(document: DocumentNode): string[] {
  return document.definitions.map((definition) => print(definition)).sort();
}

function clientSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientSources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('precompiled GraphQL documents', () => {
  it('equal what gql builds at run time, each fragment once', () => {
    const AUTHOR = gql`
      fragment Author on User {
        id
        name
      }
    `;
    const CARD = gql`
      fragment Card on Post {
        id
        creator {
          ...Author
        }
      }
      ${AUTHOR}
    `;
    const atRunTime = gql`
      query Story($id: ID!) {
        post(id: $id) {
          ...Card
          creator {
            ...Author
          }
        }
      }
      ${CARD}
      ${AUTHOR}
    `;
    const card = precompiledDocument(
      parse('fragment Card on Post { id creator { ...Author } }', { noLocation: true }),
      [AUTHOR],
    );
    const precompiled = precompiledDocument(
      parse('query Story($id: ID!) { post(id: $id) { ...Card creator { ...Author } } }', {
        noLocation: true,
      }),
      [card, AUTHOR],
    );
    expect(printedDefinitions(precompiled)).toEqual(printedDefinitions(atRunTime));
    expect(precompiled.definitions).toHaveLength(3);
  });

  it('rewrites a module: the template becomes a parsed document and the helper is imported', () => {
    const source = [
      "import { gql } from '@apollo/client';",
      'export const Q = gql`',
      '  query Viewer {',
      '    viewer {',
      '      ...Fields',
      '    }',
      '  }',
      '  ${FIELDS}',
      '`;',
    ].join('\n');
    const result = precompileGraphqlTemplates(source, 'viewer.ts', HELPER);
    expect(result?.code).toContain(`from "${HELPER}"`);
    expect(result?.code).toMatch(/export const Q = __precompiledDocument\(\{.*\}, \[FIELDS\]\);/);
    expect(result?.code).not.toContain('gql`');
    const literal = /__precompiledDocument\((\{.*\}), \[FIELDS\]\)/.exec(result?.code ?? '')?.[1];
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const evaluate = new Function(`return ${literal ?? 'null'};`) as () => DocumentNode;
    const document = evaluate();
    const parsed = parse('query Viewer { viewer { ...Fields } }', { noLocation: true });
    expect(print(document)).toBe(print(parsed));
    // Same nodes with the same keys in the same order, absent fields included.
    expect(document).toStrictEqual(parsed);
    expect(Object.keys(document.definitions[0] ?? {})).toContain('directives');
  });

  it('refuses templates that do not parse or interpolate anything but a name', () => {
    expect(() => precompileGraphqlTemplates('gql`query {`', 'broken.ts', HELPER)).toThrow(
      /^broken\.ts: Syntax Error/,
    );
    expect(() =>
      precompileGraphqlTemplates('gql`query { ${field()} }`', 'call.ts', HELPER),
    ).toThrow(/only interpolate a fragment's name/);
    expect(precompileGraphqlTemplates('const x = 1;', 'plain.ts', HELPER)).toBeNull();
  });

  it('handles every document the client ships', () => {
    const files = clientSources(path.resolve(import.meta.dirname, '../../src/client')).filter(
      (file) => readFileSync(file, 'utf8').includes('gql`'),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      const templates = code.match(/\bgql`/g)?.length ?? 0;
      const result = precompileGraphqlTemplates(code, file, HELPER);
      expect(result?.code.match(/__precompiledDocument\(\{/g)?.length, file).toBe(templates);
    }
  });
});
