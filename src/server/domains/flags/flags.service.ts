import { FLAG_DEFAULTS, FLAG_NAMES, isFlagName } from '@shared/flags';
import type { FlagMap, FlagName, FlagValue } from '@shared/flags';
import type { Database } from '@server/db/client';
import { announceContentChange } from '@server/lib/content-changes';
import { variantFlags } from '@server/db/schema/platform';

const CACHE_TTL_MS = 5000;

/** Parses an env override: 'true'/'false' become booleans, anything else stays a string. */
function parseOverride(raw: string): FlagValue {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return raw;
}

/** Flags with `name=value` overrides applied on top; unknown names are ignored. */
export function withOverrides(flags: FlagMap, overrides: Record<string, string>): FlagMap {
  const result = { ...flags };
  for (const [name, raw] of Object.entries(overrides)) {
    if (isFlagName(name)) result[name] = parseOverride(raw);
  }
  return result;
}

/**
 * Resolves flags: typed defaults, then database overrides, then environment
 * overrides (the operator's last word). Database reads are cached briefly per
 * process so pages do not pay a query each.
 */
export function createFlagStore(options: { db: Database; envOverrides: Record<string, string> }) {
  let cached: { flags: FlagMap; at: number } | null = null;

  async function load(): Promise<FlagMap> {
    const flags: FlagMap = { ...FLAG_DEFAULTS };
    const rows = await options.db.select().from(variantFlags);
    for (const row of rows) {
      if (isFlagName(row.name)) flags[row.name] = row.value;
    }
    return withOverrides(flags, options.envOverrides);
  }

  return {
    async getAll(now = Date.now()): Promise<FlagMap> {
      if (cached && now - cached.at < CACHE_TTL_MS) return cached.flags;
      cached = { flags: await load(), at: now };
      return cached.flags;
    },
    async setOverride(name: FlagName, value: FlagValue): Promise<void> {
      await options.db
        .insert(variantFlags)
        .values({ name, value })
        .onConflictDoUpdate({ target: variantFlags.name, set: { value, updatedAt: new Date() } });
      cached = null;
      // Flags shape every page.
      announceContentChange({ ids: [], everything: true });
    },
    invalidate(): void {
      cached = null;
    },
  };
}

export type FlagStore = ReturnType<typeof createFlagStore>;

export function listFlags(flags: FlagMap): Array<{ name: FlagName; value: FlagValue }> {
  return FLAG_NAMES.map((name) => ({ name, value: flags[name] }));
}
