import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The walls of .dependency-cruiser.cjs, tried on a small tree laid out like the project's:
 * each wrong arrow is refused by its rule, and the arrows the architecture allows pass.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const CRUISER = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

const TSCONFIG = JSON.stringify({
  compilerOptions: {
    module: 'ESNext',
    moduleResolution: 'bundler',
    paths: {
      '@shared/*': ['./src/shared/*'],
      '@server/*': ['./src/server/*'],
      '@client/*': ['./src/client/*'],
    },
  },
  include: ['src'],
});

/** Files every tree holds: a domain with its index, a schema table, a shared module. */
const BASE: Record<string, string> = {
  'src/shared/limits.ts': 'export const LIMIT = 1;\n',
  'src/server/db/schema/posts.ts':
    'export const posts = {};\nexport type PostRow = { id: string };\n',
  'src/server/domains/posts/posts.service.ts': 'export const findPost = () => null;\n',
  'src/server/domains/posts/index.ts': "export { findPost } from './posts.service';\n",
  'src/server/domains/posts/graphql.ts': 'export const postsResolvers = {};\n',
  'src/server/domains/posts/loaders.ts': 'export const createPostLoaders = () => ({});\n',
  'src/server/domains/users/users.service.ts': 'export const findUser = () => null;\n',
  'src/server/domains/users/index.ts': "export { findUser } from './users.service';\n",
  'src/server/domains/conversation/responses.service.ts':
    'export const findResponse = () => null;\n',
  'src/server/domains/conversation/index.ts':
    "export { findResponse } from './responses.service';\n",
  'src/server/test/kits/post-kit.ts': 'export const aPost = {};\n',
  'src/client/features/claps/clap-button.tsx': 'export const ClapButton = 1;\n',
  'src/client/shell/modal/modal.tsx':
    "import { LIMIT } from '@shared/limits';\nexport const M = LIMIT;\n",
};

let tree: string | null = null;

afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
  tree = null;
});

/** The rules a tree breaks, as "rule: from → to". */
function violations(extra: Record<string, string>): string[] {
  tree = mkdtempSync(path.join(tmpdir(), 'quire-walls-'));
  for (const [file, text] of Object.entries({ ...BASE, ...extra, 'tsconfig.json': TSCONFIG })) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  }
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [CRUISER, '--config', CONFIG, '--output-type', 'json', 'src'],
      { cwd: tree, encoding: 'utf8' },
    );
  } catch (error) {
    // A refused arrow makes the cruiser exit non-zero, as `npm run lint` relies on.
    output = (error as { stdout: string }).stdout;
  }
  const result = JSON.parse(output) as {
    summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> };
  };
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('the architecture walls', () => {
  it('let the allowed arrows through', () => {
    expect(
      violations({
        'src/server/graphql/schema.ts':
          "import { findPost } from '@server/domains/posts';\nimport { postsResolvers } from '@server/domains/posts/graphql';\n",
        'src/server/service-context.ts':
          "import { createPostLoaders } from '@server/domains/posts/loaders';\n",
        'src/server/http/routes/page.ts':
          "import type { PostRow } from '@server/db/schema/posts';\nexport type P = PostRow;\n",
        'src/server/domains/posts/posts.test.ts':
          "import { aPost } from '@server/test/kits/post-kit';\n",
        'src/server/domains/posts/publishing.ts':
          "import { findResponse } from '../conversation';\n",
        'src/client/features/claps/claps.tsx': "import { LIMIT } from '@shared/limits';\n",
      }),
    ).toEqual([]);
  });

  it.each([
    [
      'client-not-to-server',
      'src/client/features/claps/claps.tsx',
      "import { findPost } from '@server/domains/posts';\n",
    ],
    [
      'shared-stays-shared',
      'src/shared/clap-limit.ts',
      "import { M } from '@client/ui/overlay/modal';\n",
    ],
    [
      'db-not-to-domains',
      'src/server/db/client.ts',
      "import { findPost } from '@server/domains/posts';\n",
    ],
    [
      'http-not-to-db-schema',
      'src/server/http/routes/page.ts',
      "import { posts } from '@server/db/schema/posts';\n",
    ],
    [
      'domains-through-their-faces',
      'src/server/graphql/schema.ts',
      "import { findPost } from '@server/domains/posts/posts.service';\n",
    ],
    [
      'graphql-face-for-the-schema',
      'src/server/http/routes/feed.ts',
      "import { postsResolvers } from '@server/domains/posts/graphql';\n",
    ],
    [
      'loaders-face-for-the-request',
      'src/server/http/routes/feed.ts',
      "import { createPostLoaders } from '@server/domains/posts/loaders';\n",
    ],
    [
      'domain-internals-stay-inside',
      'src/server/domains/posts/publishing.ts',
      "import { findResponse } from '../conversation/responses.service';\n",
    ],
    [
      'shell-not-to-features',
      'src/client/shell/modal/frame.tsx',
      "import { ClapButton } from '@client/features/claps/clap-button';\n",
    ],
    [
      'ui-knows-no-screen',
      'src/client/ui/close-button.tsx',
      "import { ClapButton } from '@client/features/claps/clap-button';\n",
    ],
    [
      'production-not-to-tests',
      'src/server/domains/posts/drafts.ts',
      "import { aPost } from '@server/test/kits/post-kit';\n",
    ],
    [
      'domain-map-users',
      'src/server/domains/users/profile.ts',
      "import { findPost } from '../posts';\n",
    ],
  ])('refuse %s', (rule, file, text) => {
    const found = violations({ [file]: text });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((line) => line.startsWith(`${rule}: ${file} → `))).toBe(true);
  });

  it('refuse a circle anywhere, made of type-only imports too', () => {
    const found = violations({
      'src/client/shell/nav-bar/bar.tsx':
        "import type { MenuProps } from './menu';\nexport type Viewer = { menu?: MenuProps };\n",
      'src/client/shell/nav-bar/menu.tsx':
        "import type { Viewer } from './bar';\nexport type MenuProps = { viewer: Viewer };\n",
    });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((line) => line.startsWith('no-circles: src/client/shell/nav-bar/'))).toBe(
      true,
    );
  });

  it('refuse a loop between modules of the domains', () => {
    const found = violations({
      'src/server/domains/users/profile.ts':
        "import { nameOf } from './names';\nexport const profileOf = () => nameOf();\n",
      'src/server/domains/users/names.ts':
        "import { profileOf } from './profile';\nexport const nameOf = () => typeof profileOf;\n",
    });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((line) => line.startsWith('no-circles: src/server/domains/users/'))).toBe(
      true,
    );
  });
});
