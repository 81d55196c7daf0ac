import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { users } from '@server/db/schema/users';
import type { UserRow } from '@server/db/schema/users';
import { listDuePayouts, markPayoutPaid, markTaxIdNotVerified } from '@server/domains/billing';
import { suspendUser, unsuspendUser } from '@server/domains/moderation';
import { accountsTable } from './accounts-table';
import { findAccount } from './find-account';

/**
 * An operator's command: its arguments' names (`[NAME]` may be left out), the
 * `--name VALUE` options it requires, handed to `run` after the arguments in
 * this order, and what it does; it answers what to print. A command that
 * `records` what it did also leaves its answer in DATA_DIR/admin.log.
 */
export interface Command {
  args: string[];
  options?: string[];
  records?: boolean;
  run: (db: Database, ...args: string[]) => Promise<string>;
}

/** Runs `act` on the account an e-mail address or username names. */
async function onAccount(
  db: Database,
  reference: string,
  act: (user: UserRow) => Promise<string>,
): Promise<string> {
  return act(await findAccount(db, reference));
}

/**
 * A CSV field, quoted when it must be. Text a spreadsheet would take for a
 * formula (=, +, -, @, a tab or a carriage return first) gets a leading
 * apostrophe, so a legal name like `=HYPERLINK(…)` stays a name (OWASP's advice).
 */
const csv = (value: string | number | null) => {
  const raw = String(value ?? '');
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const COMMANDS: Record<string, Command> = {
  /** Finds accounts by name, username or e-mail address. */
  users: {
    args: ['[QUERY]'],
    run: (db, query) => accountsTable(db, query ?? ''),
  },
  /** Makes an account staff. */
  promote: {
    args: ['USER'],
    records: true,
    run: (db, reference) =>
      onAccount(db, reference, async (user) => {
        await db.update(users).set({ isStaff: true }).where(eq(users.id, user.id));
        return `@${user.username} is now staff.`;
      }),
  },
  /** Suspends an account as staff would (its reports close as actioned), for a reason kept in the log. */
  suspend: {
    args: ['USER'],
    options: ['reason'],
    records: true,
    run: (db, reference, reason) =>
      onAccount(db, reference, async (user) => {
        if (user.isSuspended) return `@${user.username} is already suspended.`;
        await suspendUser({ db, staff: null, userId: user.id });
        return `@${user.username} is suspended. Reason: ${reason}`;
      }),
  },
  /** Lifts an account's suspension. */
  restore: {
    args: ['USER'],
    records: true,
    run: (db, reference) =>
      onAccount(db, reference, async (user) => {
        if (!user.isSuspended) return `@${user.username} is not suspended.`;
        await unsuspendUser({ db, staff: null, userId: user.id });
        return `@${user.username} is restored.`;
      }),
  },
  /** The tax authority could not match the writer's tax id: Quire asks them to fix it. */
  'tax-id-not-verified': {
    args: ['EMAIL'],
    run: (db, email) =>
      onAccount(db, email, async (user) =>
        (await markTaxIdNotVerified(db, user.id))
          ? `@${user.username} will be asked to fix their tax id.`
          : `@${user.username} has no submitted tax id to mark.`,
      ),
  },
  /** The Partner Program payouts to pay, oldest first, as CSV (amounts in minor units). */
  'payouts-due': {
    args: [],
    run: async (db) => {
      const header = 'id,username,email,legal_name,country,tax_id_last4,month,amount,currency';
      const rows = (await listDuePayouts(db)).map((payout) =>
        [
          payout.id,
          payout.username,
          payout.email,
          payout.legalName,
          payout.country,
          payout.taxIdLast4,
          payout.month.slice(0, 7),
          payout.amount,
          payout.currency,
        ]
          .map(csv)
          .join(','),
      );
      return [header, ...rows].join('\n');
    },
  },
  /** A due payout was paid (outside Quire), under the operator's reference. */
  'payout-paid': {
    args: ['PAYOUT_ID', 'REFERENCE'],
    run: async (db, id, reference) => {
      if (await markPayoutPaid(db, id, reference)) return `Payout ${id} is marked paid.`;
      throw new Error(`No due payout has the id ${id}.`);
    },
  },
};
