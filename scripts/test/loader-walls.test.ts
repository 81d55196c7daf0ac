import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '@server/db/client';

/**
 * Domains reach each other's loaders through `ctx.loaders`, where no import shows it: each
 * loader a domain reads must belong to the domain itself or to one its map lets it call
 * (scripts/lint/domain-map.cjs), so the loops the import walls cannot see are refused too.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const DOMAINS = path.join(ROOT, 'src/server/domains');
const { DOMAIN_MAP } = createRequire(import.meta.url)('../lint/domain-map.cjs') as {
  DOMAIN_MAP: Record<string, string[]>;
};

type Factory = (db: Database, viewer: null) => Record<string, unknown>;

/** Which domain made each loader: its loaders face, its factories called on no database. */
async function loaderOwners(): Promise<Map<string, string>> {
  const owners = new Map<string, string>([['readerMeter', 'access']]);
  for (const domain of readdirSync(DOMAINS)) {
    let face: Record<string, unknown>;
    try {
      face = (await import(`@server/domains/${domain}/loaders`)) as Record<string, unknown>;
    } catch {
      continue;
    }
    for (const [name, factory] of Object.entries(face)) {
      if (!/^create\w+Loaders$/.test(name)) continue;
      for (const key of Object.keys((factory as Factory)({} as Database, null)))
        owners.set(key, domain);
    }
  }
  return owners;
}

function sourcesOf(domain: string): string[] {
  const folder = path.join(DOMAINS, domain);
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .map((file) => readFileSync(path.join(folder, file), 'utf8'));
}

describe('the loader walls', () => {
  it('let a domain read only its own loaders and those of the domains it may call', async () => {
    const owners = await loaderOwners();
    expect(owners.get('userById')).toBe('access');
    const reachedUp: string[] = [];
    for (const domain of Object.keys(DOMAIN_MAP)) {
      const allowed = new Set([domain, 'access', ...(DOMAIN_MAP[domain] ?? [])]);
      const read = new Set(
        sourcesOf(domain).flatMap((text) =>
          [...text.matchAll(/loaders\.(\w+)/g)].map((m) => m[1] ?? ''),
        ),
      );
      for (const name of read) {
        const owner = owners.get(name);
        if (owner && !allowed.has(owner)) reachedUp.push(`${domain} reads ${owner}'s ${name}`);
      }
    }
    expect(reachedUp).toEqual([]);
  });
});
