// Every rule is either an error or off: a warning nobody fixes is noise.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const TEST_FUNCTIONS = '/^(describe|it|test|suite|bench)$/';

/**
 * `.only` on a test or a group runs it alone and silently skips the rest of
 * the suite (Vitest and Playwright alike): `test.only`, `it.only`,
 * `describe.only`, `test.describe.only`, `test.describe.serial.only`,
 * `it.concurrent.only`, `it.skipIf(x).only`, `test['only']`…
 */
export const FOCUSED_TEST = {
  selector: [
    'MemberExpression:matches([property.name="only"], [property.value="only"])',
    `:matches([object.name=${TEST_FUNCTIONS}], [object.object.name=${TEST_FUNCTIONS}], ` +
      `[object.object.object.name=${TEST_FUNCTIONS}], [object.callee.object.name=${TEST_FUNCTIONS}])`,
  ].join(''),
  message: '`.only` skips every other test of the suite; remove it before committing.',
};

/**
 * An import climbs at most one folder (`../x`); anything further away is named by its
 * alias (`@shared/…`, `@server/…`, `@client/…`, `@scripts/…`, `@root/…`: tsconfig.json's
 * paths), so a file can move without rewriting what it imports, and the walls
 * (.dependency-cruiser.cjs) read the same names.
 */
const CLIMBING = '^(\\.\\./){2,}';
const CLIMBING_MESSAGE =
  'Imports climb at most one folder; name anything further away by its alias (@shared/, @server/, @client/…).';
const CLIMBING_IMPORT = {
  patterns: [{ regex: CLIMBING, message: CLIMBING_MESSAGE }],
};
const CLIMBING_DYNAMIC_IMPORT = {
  // esquery ends a regular expression at its first slash: \x2F stands for it.
  selector: ':matches(ImportExpression, TSImportType) > Literal[value=/^\\.\\.\\x2F\\.\\.\\x2F/]',
  message: CLIMBING_MESSAGE,
};

/**
 * The client writes its documents with the `graphql()` function graphql-codegen's client
 * preset generates, which types them from their text and which the build swaps for each
 * document alone (ADR 024); Apollo's `gql` would be neither typed nor precompiled.
 */
export const CLIENT_GQL_IMPORT = {
  name: '@apollo/client',
  importNames: ['gql'],
  message:
    "Write client documents with graphql() from '@client/graphql/generated' and run npm run codegen.",
};

/**
 * Every mutation's outcome goes through one room (src/client/graphql/mutation-outcome.ts),
 * which reads the server's refusal in its words whatever its shape; nothing else calls
 * useMutation or client.mutate.
 */
const MUTATION_OUTCOME_MESSAGE =
  "Run mutations through useMutationOutcome or mutateForOutcome ('@client/graphql/mutation-outcome'): they return the server's refusal in its words.";
const USE_MUTATION_IMPORT = {
  name: '@apollo/client/react',
  importNames: ['useMutation'],
  message: MUTATION_OUTCOME_MESSAGE,
};
const CLIENT_MUTATE = {
  selector: "CallExpression[callee.property.name='mutate']",
  message: MUTATION_OUTCOME_MESSAGE,
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'test-results/',
      'playwright-report/',
      '.test-output/',
      'src/server/db/migrations/',
      'src/server/graphql/generated/',
      'src/client/graphql/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/require-await': 'off',
      'no-restricted-syntax': ['error', FOCUSED_TEST, CLIMBING_DYNAMIC_IMPORT],
      'no-restricted-imports': ['error', CLIMBING_IMPORT],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...CLIMBING_IMPORT, paths: [CLIENT_GQL_IMPORT, USE_MUTATION_IMPORT] },
      ],
      'no-restricted-syntax': ['error', FOCUSED_TEST, CLIMBING_DYNAMIC_IMPORT, CLIENT_MUTATE],
    },
  },
  {
    files: ['src/client/**/*.test.{ts,tsx}', 'src/client/graphql/mutation-outcome.ts'],
    rules: {
      'no-restricted-imports': ['error', { ...CLIMBING_IMPORT, paths: [CLIENT_GQL_IMPORT] }],
      'no-restricted-syntax': ['error', FOCUSED_TEST, CLIMBING_DYNAMIC_IMPORT],
    },
  },
  {
    // Drawing a publisher's design is on every story, profile and publication page: only
    // the style sheet's validator, for the design editor and the server, may use zod.
    files: ['src/shared/design/**/*.ts'],
    ignores: ['src/shared/design/style-sheet.ts', 'src/shared/design/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...CLIMBING_IMPORT,
          paths: [
            {
              name: 'zod',
              message: "Readers' pages load this module: validate in style-sheet.ts instead.",
            },
            {
              name: './style-sheet',
              message: "style-sheet.ts brings zod to readers' pages: use style-sheet-values.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly' },
    },
  },
);
