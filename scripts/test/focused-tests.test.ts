import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import playwrightConfig from '@root/playwright.config';
import vitestConfig from '@root/vitest.config';

/**
 * `.only` runs one test and silently skips the rest: the lint refuses it in
 * every test file, and both runners refuse it at run time, on CI or not.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

async function onlyRule(file: string) {
  const config = (await new ESLint({ cwd: ROOT }).calculateConfigForFile(file)) as {
    rules: Record<string, Linter.RuleEntry>;
  };
  return config.rules['no-restricted-syntax'];
}

async function lintMessages(file: string, code: string): Promise<string[]> {
  const rule = await onlyRule(file);
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        rules: { 'no-restricted-syntax': rule },
      },
    ],
    file,
  );
  return messages.map((message) => `${message.line}: ${message.message}`);
}

const REFUSAL = '`.only` skips every other test of the suite; remove it before committing.';

describe('.only', () => {
  it.each([
    ['e2e/reading/claps.spec.ts', "test.only('a', async () => {});"],
    ['e2e/reading/claps.spec.ts', "test.describe.only('group', () => {});"],
    ['e2e/reading/claps.spec.ts', "test.describe.serial.only('group', () => {});"],
    ['e2e/reading/claps.spec.ts', "test['only']('a', async () => {});"],
    ['src/server/env.test.ts', "it.only('a', () => {});"],
    ['src/server/env.test.ts', "describe.only('group', () => {});"],
    ['src/server/env.test.ts', "it.concurrent.only('a', () => {});"],
    ['src/server/env.test.ts', "it.skipIf(false).only('a', () => {});"],
    ['src/client/app/load-screen.test.ts', "describe.skip.only('group', () => {});"],
  ])('is a lint error in %s: %s', async (file, code) => {
    expect(await lintMessages(file, code)).toEqual([`1: ${REFUSAL}`]);
  });

  it('leaves other tests and other `only`s alone', async () => {
    const code = [
      "test('a', async () => {});",
      "it.skip('b', () => {});",
      "test.describe('c', () => {});",
      'const only = options.only;',
      'filters.only(1);',
    ].join('\n');
    expect(await lintMessages('src/server/env.test.ts', code)).toEqual([]);
  });

  it('is refused at run time by Vitest and Playwright, whether CI is set or not', () => {
    expect(vitestConfig.test?.allowOnly).toBe(false);
    const projects = (vitestConfig.test?.projects ?? []) as Array<{
      test?: { allowOnly?: boolean };
    }>;
    expect(projects.length).toBeGreaterThan(0);
    for (const project of projects) expect(project.test?.allowOnly).toBe(false);
    expect(playwrightConfig.forbidOnly).toBe(true);
  });

  it('CI runs with CI set', () => {
    const script = readFileSync(path.join(ROOT, '.ci/run'), 'utf8');
    const exported = script.indexOf('\nexport CI=1\n');
    expect(exported).toBeGreaterThan(0);
    expect(exported).toBeLessThan(script.indexOf('npm test'));
  });
});
