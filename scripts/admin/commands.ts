import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { listDuePayouts, markPayoutPaid, markTaxIdNotVerified } from '@server/domains/billing';
import { findUserByEmail } from '@server/domains/users';

/** An operator's command: its arguments' names, and what it does; it answers what to print. */
export interface Command {
  args: string[];
  run: (db: Database, ...args: string[]) => Promise<string>;
}

/** Runs `act` on the account an e-mail address names. */
async function onAccount(
  db: Database,
  email: string,
  act: (user: { id: string; username: string }) => Promise<string>,
): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`No account uses ${email}.`);
  return act(user);
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
  /** Makes an account staff. */
  promote: {
    args: ['EMAIL'],
    run: (db, email) =>
      onAccount(db, email, async (user) => {
        await db.update(users).set({ isStaff: true }).where(eq(users.id, user.id));
        return `@${user.username} is now staff.`;
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
