import { count, desc, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { users } from '@server/db/schema/users';

const LIMIT = 20;

/** `%` and `_` in what the operator typed are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/**
 * The accounts whose name, username or e-mail address holds `query` (all
 * accounts when it is empty), newest first, as a small table.
 */
export async function accountsTable(db: Database, query: string): Promise<string> {
  const text = query.trim().replace(/^@/, '');
  const where = text
    ? or(
        ilike(users.name, likePattern(text)),
        ilike(users.username, likePattern(text)),
        ilike(users.email, likePattern(text)),
      )
    : sql`true`;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(LIMIT);
  if (rows.length === 0)
    return text ? `No account matches “${text}”.` : 'There are no accounts yet.';
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const body = table(
    ['USERNAME', 'NAME', 'E-MAIL', 'STATUS', 'JOINED'],
    rows.map((user) => [
      `@${user.username}`,
      user.name,
      user.email ?? '',
      [user.isStaff ? 'staff' : '', user.isSuspended ? 'suspended' : ''].filter(Boolean).join(', '),
      user.createdAt.toISOString().slice(0, 10),
    ]),
  );
  const shown =
    total && total.n > rows.length ? `\n(${rows.length} of ${total.n}: narrow the search)` : '';
  return body + shown;
}
