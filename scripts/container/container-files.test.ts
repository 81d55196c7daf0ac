import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '@server/env';
import { execForm, parseDockerfile } from './dockerfile';
import type { Stage } from './dockerfile';

/**
 * The Dockerfile and compose.yaml cannot be built here (no Docker): this reads them and
 * checks what docs/operations.md promises of them.
 */
const stages = parseDockerfile(readFileSync('Dockerfile', 'utf8'));
const runtime = stages.at(-1) as Stage;
const all = (stage: Stage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword);
const last = (stage: Stage, keyword: string) => all(stage, keyword).at(-1)?.args ?? '';

/** ENV lines of the runtime stage, in the NAME=value form. */
const runtimeEnv = Object.fromEntries(
  all(runtime, 'ENV').flatMap(({ args }) =>
    args.split(/\s+/).map((pair) => pair.split('=') as [string, string]),
  ),
);

interface ComposeService {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test?: string[] };
  volumes?: string[];
}
const compose = parse(readFileSync('compose.yaml', 'utf8')) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};

describe('the Dockerfile', () => {
  it('builds in stages and runs on a slim Node.js image with production dependencies only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(runtime.image).toMatch(/^node:\$\{NODE_VERSION\}-\S*slim$/);
    expect(readFileSync('Dockerfile', 'utf8')).toMatch(/^ARG NODE_VERSION=(22|24)$/m);
    const installs = stages.flatMap((stage) => all(stage, 'RUN')).map(({ args }) => args);
    expect(installs.some((run) => run.startsWith('npm ci') && !run.includes('--omit=dev'))).toBe(
      true,
    );
    expect(installs.some((run) => run.startsWith('npm ci --omit=dev'))).toBe(true);
    expect(
      stages.some((stage) => all(stage, 'RUN').some(({ args }) => args === 'npm run build')),
    ).toBe(true);
    expect(all(runtime, 'RUN').some(({ args }) => args.includes('npm run build'))).toBe(false);
    expect(all(runtime, 'COPY').map(({ args }) => args)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^--from=production-deps \/app\/node_modules /),
      ]),
    );
  });

  it('runs `node dist/app/main.js` as an unprivileged user', () => {
    expect(execForm(last(runtime, 'CMD'))).toEqual(['node', 'dist/app/main.js']);
    const user = last(runtime, 'USER');
    expect(user).not.toBe('');
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const keywords = runtime.instructions.map(({ keyword }) => keyword);
    expect(keywords.lastIndexOf('USER')).toBeLessThan(keywords.lastIndexOf('CMD'));
  });

  it('checks its health on /_/health, which the server answers', () => {
    const healthcheck = last(runtime, 'HEALTHCHECK');
    expect(healthcheck).toMatch(/ CMD \[/);
    expect(healthcheck).toContain("/_/health'");
    expect(readFileSync('src/server/http/routes/status-routes.ts', 'utf8')).toContain(
      "app.get('/_/health'",
    );
  });

  it('listens on every interface inside the container and keeps DATA_DIR in a volume', () => {
    const config = loadConfig(runtimeEnv);
    expect(config).toMatchObject({ host: '0.0.0.0', port: 3000, dataDir: '/data' });
    expect(execForm(last(runtime, 'VOLUME'))).toEqual([runtimeEnv.DATA_DIR]);
    expect(last(runtime, 'EXPOSE')).toBe(runtimeEnv.PORT);
  });

  it('copies from the build context only files that exist and .dockerignore lets in', () => {
    const ignore = readFileSync('.dockerignore', 'utf8').split('\n');
    expect(ignore).toContain('*');
    for (const { args } of stages.flatMap((stage) => all(stage, 'COPY'))) {
      if (args.startsWith('--from=')) continue;
      const sources = args
        .split(/\s+/)
        .slice(0, -1)
        .filter((source) => source !== '.');
      for (const source of sources) {
        expect(existsSync(source), source).toBe(true);
        const top = source.replace(/^\.\//, '').split('/')[0] ?? '';
        expect(
          ignore.some((line) => line === `!${top}` || line === `!${top}/`),
          source,
        ).toBe(true);
      }
    }
  });
});

describe('compose.yaml', () => {
  const { app, db } = compose.services;

  it('runs the app beside PostgreSQL 17 and starts it once the database is healthy', () => {
    expect(db?.image).toBe('postgres:17');
    expect(db?.healthcheck?.test?.join(' ')).toContain('pg_isready');
    expect(app?.build).toBe('.');
    expect(app?.depends_on?.db?.condition).toBe('service_healthy');
  });

  it('points the app at that database', () => {
    const url = app?.environment?.DATABASE_URL ?? '';
    expect(url).toMatch(/^postgres:\/\/quire:\$\{POSTGRES_PASSWORD\}@db:5432\/quire$/);
    expect(db?.environment).toMatchObject({ POSTGRES_USER: 'quire', POSTGRES_DB: 'quire' });
  });

  it('keeps the data of both in named volumes, the app’s where the image keeps DATA_DIR', () => {
    const mounts = (service?: ComposeService) =>
      (service?.volumes ?? []).map((volume) => volume.split(':') as [string, string]);
    for (const [name] of [...mounts(app), ...mounts(db)])
      expect(compose.volumes).toHaveProperty(name);
    expect(mounts(app).map(([, target]) => target)).toContain(runtimeEnv.DATA_DIR);
    expect(mounts(db).map(([, target]) => target)).toContain('/var/lib/postgresql/data');
  });
});
