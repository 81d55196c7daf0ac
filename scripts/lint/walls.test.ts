import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import type { IConfiguration } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

/** The walls of .dependency-cruiser.cjs, tried on small made-up trees. */
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;
let root = '';

function tree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'quire-walls-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

async function violations(files: Record<string, string>): Promise<string[]> {
  const baseDir = tree(files);
  const result = await cruise(['src'], {
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx'] },
  });
  const output = result.output as { summary: { violations: Array<{ rule: { name: string } }> } };
  return output.summary.violations.map((violation) => violation.rule.name);
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the walls', () => {
  it('refuse a circle made of type-only imports', async () => {
    expect(
      await violations({
        'src/client/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
        'src/client/b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
      }),
    ).toContain('no-circles');
  });

  it("keep a domain's resolvers for the schema alone", async () => {
    expect(
      await violations({
        'src/server/domains/posts/graphql.ts': 'export const postsResolvers = {};\n',
        'src/server/http/routes/feeds.ts':
          "import { postsResolvers } from '../../domains/posts/graphql';\nexport const x = postsResolvers;\n",
      }),
    ).toContain('graphql-face-for-the-schema');
  });

  it('let a tree without circles through', async () => {
    expect(
      await violations({
        'src/client/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
        'src/client/b.ts': 'export type B = { name: string };\n',
      }),
    ).toEqual([]);
  });
});
