import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { expect, expectAccessible, test } from '../fixtures';
import { startAppServer } from '../support/start-app-server';
import type { AppServer } from '../support/start-app-server';

/**
 * The built app as `WEB_CONCURRENCY=2 npm start` runs it on the embedded
 * database: a supervising process, the database's own process and two app
 * processes sharing the port, of which exactly one migrates, seeds and runs
 * the background jobs.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 10;

let server: AppServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startAppServer(PORT, { WEB_CONCURRENCY: '2', SEED_DEMO: 'true' });
});

test.afterAll(async () => {
  await server?.stop();
});

interface ChildProcessInfo {
  pid: number;
  commandLine: string;
  environment: string;
}

/** The processes whose parent is `pid`, from /proc. */
function childrenOf(pid: number): ChildProcessInfo[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== pid) return [];
        return [
          {
            pid: Number(entry),
            commandLine: readFileSync(`/proc/${entry}/cmdline`, 'utf8'),
            environment: readFileSync(`/proc/${entry}/environ`, 'utf8'),
          },
        ];
      } catch {
        return []; // exited meanwhile
      }
    });
}

test('two app processes serve the site from one embedded database, and stop with it', async ({
  page,
}) => {
  // The second app process starts once the first listens.
  await expect
    .poll(() =>
      childrenOf(server.pid).filter((child) => child.commandLine.includes('dist/app/main.js')),
    )
    .toHaveLength(2);
  const children = childrenOf(server.pid);
  const workers = children.filter((child) => child.commandLine.includes('dist/app/main.js'));
  const roles = workers.map((worker) => /QUIRE_WORKER_ROLE=(\w+)/.exec(worker.environment)?.[1]);
  expect(roles.sort()).toEqual(['first', 'other']);
  expect(children.filter((child) => child.commandLine.includes('database-process'))).toHaveLength(
    1,
  );

  // Whichever process answers, a reader sees the demo the first one seeded.
  for (let visit = 0; visit < 4; visit += 1) {
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  }
  await expectAccessible(page);

  // Leave the site first: a page that is left reports its performance on the way out.
  await page.goto('about:blank');
  await server.stop();
  for (const child of children) expect(existsSync(`/proc/${child.pid}`)).toBe(false);
});
