import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * Client documents are written with the client preset's `graphql()` (typed from
 * their text, precompiled per call by the build); the lint refuses Apollo's `gql`
 * in the client, and only there.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

async function importRefusals(file: string, code: string): Promise<string[]> {
  const config = (await new ESLint({ cwd: ROOT }).calculateConfigForFile(file)) as {
    rules: Record<string, Linter.RuleEntry>;
  };
  const rule = config.rules['no-restricted-imports'];
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        rules: { 'no-restricted-imports': rule },
      },
    ],
    file,
  );
  return messages.map((message) => message.message);
}

const GQL_IMPORT = "import { gql } from '@apollo/client';\n";

describe('client documents', () => {
  it("refuse Apollo's gql in the client", async () => {
    expect(await importRefusals('src/client/features/claps/new-query.ts', GQL_IMPORT)).toEqual([
      "'gql' import from '@apollo/client' is restricted. Write client documents with graphql() from '@client/graphql/generated' and run npm run codegen.",
    ]);
  });

  it('still refuse climbing imports in the client, and leave the rest of Apollo alone', async () => {
    const code = "import { useQuery } from '@apollo/client';\nimport { x } from '../../x';\n";
    const refusals = await importRefusals('src/client/features/claps/new-query.ts', code);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(/Imports climb at most one folder/);
  });

  it('leave the server alone', async () => {
    expect(await importRefusals('src/server/graphql/new-query.ts', GQL_IMPORT)).toEqual([]);
  });
});
