import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { rateLimitCounters } from '@server/db/schema/auth';
import { inTransaction } from '@server/db/transaction';

/**
 * How much client event data the site takes in (spec §7.2 events are
 * analytics: useful, never worth unbounded storage). Each event counts as its
 * stored size, at least 256 bytes (a row's own weight).
 */
export const CLIENT_EVENT_LIMITS = {
  /** One POST /_/batch body; more is a 413. */
  batchBytes: 256 * 1024,
  /** One event's `data` as JSON; more is a 413. */
  eventDataBytes: 4 * 1024,
  /** Stored bytes per visitor (or signed-in person) per UTC day; more is a 429. */
  visitorBytesPerDay: 1024 * 1024,
  /** Stored bytes per address (IPv6: per /64) per UTC day, whatever the visitor cookie says. */
  addressBytesPerDay: 10 * 1024 * 1024,
  minimumEventBytes: 256,
} as const;

/** The counters live beside the sign-in limits; the retention job sweeps expired ones. */
export const QUOTA_KEY_PREFIX = 'client-events:';

const DAY_MS = 24 * 60 * 60 * 1000;

export function storedBytesOf(events: Array<{ key: string; data: unknown }>): number {
  return events.reduce(
    (sum, event) =>
      sum +
      Math.max(
        CLIENT_EVENT_LIMITS.minimumEventBytes,
        Buffer.byteLength(event.key) + Buffer.byteLength(JSON.stringify(event.data)),
      ),
    0,
  );
}

/** An IPv6 address counts by its /64: one connection gets a whole /64 to pick from. */
function addressBlock(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const groups = [...head.split(':').filter(Boolean)];
  const tailGroups = tail.split(':').filter(Boolean);
  while (groups.length + tailGroups.length < 8) groups.push('0');
  return [...groups, ...tailGroups].slice(0, 4).join(':');
}

/** Addresses are kept only as a keyed hash, for a day. */
export function addressKey(secret: string, ip: string): string {
  const digest = createHmac('sha256', secret).update(addressBlock(ip)).digest('base64url');
  return `${QUOTA_KEY_PREFIX}address:${digest.slice(0, 32)}`;
}

function visitorKey(visitorId: string): string {
  return `${QUOTA_KEY_PREFIX}visitor:${visitorId}`;
}

/**
 * Adds `amount` to today's counter under `key` unless that would pass `max`;
 * true when it was added. One statement, so concurrent requests (and
 * processes) can never push the counter past the limit together.
 */
async function spendDailyQuota(
  db: Database,
  options: { key: string; amount: number; max: number; now?: Date },
): Promise<boolean> {
  const now = (options.now ?? new Date()).getTime();
  const windowStart = new Date(Math.floor(now / DAY_MS) * DAY_MS);
  const { amount, max } = options;
  if (amount > max) return false;
  const rows = await db
    .insert(rateLimitCounters)
    .values({
      key: options.key,
      windowStart,
      count: amount,
      expiresAt: new Date(windowStart.getTime() + DAY_MS),
    })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + ${amount}` },
      setWhere: sql`${rateLimitCounters.count} + ${amount} <= ${max}`,
    })
    .returning({ count: rateLimitCounters.count });
  return rows.length > 0;
}

class QuotaSpent extends Error {}

/** Who a report is charged to: the visitor (or person) and the address it came from. */
export interface ReportSender {
  visitorId: string;
  addressKey: string;
}

/**
 * Charges `bytes` to the sender's daily quotas and runs `write` in the same
 * transaction; false (and nothing written) when either quota is spent.
 */
export async function writeWithinDailyQuota(
  db: Database,
  sender: ReportSender,
  bytes: number,
  write: (tx: Database) => Promise<void>,
): Promise<boolean> {
  const charges = [
    { key: visitorKey(sender.visitorId), max: CLIENT_EVENT_LIMITS.visitorBytesPerDay },
    { key: sender.addressKey, max: CLIENT_EVENT_LIMITS.addressBytesPerDay },
  ];
  try {
    await inTransaction(db, async (tx) => {
      for (const charge of charges)
        if (!(await spendDailyQuota(tx, { ...charge, amount: bytes }))) throw new QuotaSpent();
      await write(tx);
    });
    return true;
  } catch (error) {
    if (error instanceof QuotaSpent) return false;
    throw error;
  }
}

/** Seconds until the quotas start again (the next UTC day). */
export function secondsUntilNextDay(now = Date.now()): number {
  return Math.max(1, Math.ceil((DAY_MS - (now % DAY_MS)) / 1000));
}
