import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerEnrollments, partnerPayouts } from '@server/db/schema/partner';
import { userReports } from '@server/db/schema/social';
import { users } from '@server/db/schema/users';
import { newId } from '@server/lib/ids';
import { buildUser } from '@server/test/factories';
import { enrolledWriter, memberReadsWriter } from '@server/test/partner-fixtures';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { closePartnerMonths } from '@server/domains/billing';
import { parseCommandLine } from './command-line';
import { COMMANDS } from './commands';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const run = (name: string, ...args: string[]) => COMMANDS[name]!.run(testApp.database.db, ...args);

async function emailOf(userId: string) {
  const [row] = await testApp.database.db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

describe("the operator's commands", () => {
  it('promote makes an account staff, and an unknown address is refused', async () => {
    const writer = await enrolledWriter(testApp.database.db, {
      status: 'submitted',
      since: new Date(),
    });
    const { email, username } = await emailOf(writer);
    expect(await run('promote', email!)).toBe(`@${username} is now staff.`);
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, writer));
    expect(row?.isStaff).toBe(true);
    await expect(run('promote', 'nobody@example.com')).rejects.toThrow(
      'No account uses nobody@example.com.',
    );
  });

  it('tax-id-not-verified asks the writer to fix a submitted tax id, once', async () => {
    const writer = await enrolledWriter(testApp.database.db, {
      status: 'submitted',
      since: new Date('2026-01-01T00:00:00Z'),
    });
    const { email, username } = await emailOf(writer);
    expect(await run('tax-id-not-verified', email!)).toBe(
      `@${username} will be asked to fix their tax id.`,
    );
    const [row] = await testApp.database.db
      .select()
      .from(partnerEnrollments)
      .where(eq(partnerEnrollments.userId, writer));
    expect(row?.taxStatus).toBe('failed');
    expect(await run('tax-id-not-verified', email!)).toBe(
      `@${username} has no submitted tax id to mark.`,
    );
  });

  it('payouts-due lists what to pay as CSV, and payout-paid marks one paid with its reference', async () => {
    const db = testApp.database.db;
    const writer = await enrolledWriter(db, {
      status: 'submitted',
      since: new Date('2026-01-01T00:00:00Z'),
    });
    await db
      .update(partnerEnrollments)
      .set({ legalName: 'Writer, "Quoted"' })
      .where(eq(partnerEnrollments.userId, writer));
    await memberReadsWriter(db, writer, '2026-02-01');
    await closePartnerMonths({
      db,
      currency: 'USD',
      platformShareBasisPoints: 5000,
      tax: { graceDays: 30, earningLimit: 60_000 },
      now: new Date('2026-03-05T00:00:00Z'),
    });
    const [payout] = await db
      .select()
      .from(partnerPayouts)
      .where(eq(partnerPayouts.userId, writer));
    const { email, username } = await emailOf(writer);

    const lines = (await run('payouts-due')).split('\n');
    expect(lines[0]).toBe(
      'id,username,email,legal_name,country,tax_id_last4,month,amount,currency',
    );
    expect(lines).toContain(
      `${payout!.id},${username},${email},"Writer, ""Quoted""",US,6789,2026-02,250,USD`,
    );

    // A name a spreadsheet would run as a formula reaches it as text.
    await db
      .update(partnerEnrollments)
      .set({ legalName: '=HYPERLINK("http://evil.example/","Pay me")' })
      .where(eq(partnerEnrollments.userId, writer));
    expect((await run('payouts-due')).split('\n')).toContain(
      `${payout!.id},${username},${email},"'=HYPERLINK(""http://evil.example/"",""Pay me"")",US,6789,2026-02,250,USD`,
    );

    expect(await run('payout-paid', payout!.id, 'wire 42')).toBe(
      `Payout ${payout!.id} is marked paid.`,
    );
    expect(await run('payouts-due')).not.toContain(payout!.id);
    await expect(run('payout-paid', payout!.id, 'wire 43')).rejects.toThrow(
      `No due payout has the id ${payout!.id}.`,
    );
  });

  it('users finds accounts by name, username or e-mail address, as a table', async () => {
    const db = testApp.database.db;
    const stamp = newId().slice(0, 6).toLowerCase();
    const grace = await buildUser(db, {
      username: `grace_${stamp}`,
      name: 'Grace Hopper',
      email: `grace.${stamp}@navy.example`,
      isStaff: true,
    });
    await buildUser(db, { username: `alan_${stamp}`, name: 'Alan Turing', isSuspended: true });

    const byName = (await run('users', 'Grace Hopper')).split('\n');
    expect(byName[0]).toMatch(/^USERNAME +NAME +E-MAIL +STATUS +JOINED$/);
    expect(byName).toHaveLength(2);
    expect(byName[1]).toMatch(
      new RegExp(
        `^@grace_${stamp} +Grace Hopper +grace\\.${stamp}@navy\\.example +staff +\\d{4}-\\d\\d-\\d\\d$`,
      ),
    );
    expect(await run('users', `NAVY.example`)).toContain(`@${grace.username}`);
    expect(await run('users', `@alan_${stamp}`)).toMatch(/Alan Turing +\S+ +suspended +\d/);
    // Wildcards are letters.
    expect(await run('users', `%${stamp}`)).toBe(`No account matches “%${stamp}”.`);
    expect(await run('users', '')).toContain('USERNAME');
  });

  it('suspend closes the reports about an account as actioned and says why; restore lifts it', async () => {
    const db = testApp.database.db;
    const writer = await buildUser(db);
    const reporter = await buildUser(db);
    const reportId = newId();
    await db.insert(userReports).values({
      id: reportId,
      reporterId: reporter.id,
      targetUserId: writer.id,
      reason: 'SPAM',
    });

    expect(await run('suspend', `@${writer.username}`, 'Spam links in every story')).toBe(
      `@${writer.username} is suspended. Reason: Spam links in every story`,
    );
    const row = async () => (await db.select().from(users).where(eq(users.id, writer.id)))[0];
    expect((await row())?.isSuspended).toBe(true);
    const [report] = await db.select().from(userReports).where(eq(userReports.id, reportId));
    expect(report?.status).toBe('ACTIONED');
    expect(report?.reviewedById).toBeNull();
    expect(await run('suspend', writer.email!, 'again')).toBe(
      `@${writer.username} is already suspended.`,
    );

    expect(await run('restore', writer.username)).toBe(`@${writer.username} is restored.`);
    expect((await row())?.isSuspended).toBe(false);
    expect(await run('restore', writer.username)).toBe(`@${writer.username} is not suspended.`);
    await expect(run('restore', '@nobody_here')).rejects.toThrow(
      'No account is called @nobody_here.',
    );
  });

  it('reads a command line: arguments, a required --reason, and nothing else', () => {
    expect(parseCommandLine(['suspend', '@ada', '--reason', 'spam'], COMMANDS)?.values).toEqual([
      '@ada',
      'spam',
    ]);
    expect(parseCommandLine(['suspend', '--reason=spam', '@ada'], COMMANDS)?.values).toEqual([
      '@ada',
      'spam',
    ]);
    expect(parseCommandLine(['suspend', '@ada'], COMMANDS)).toBeNull();
    expect(parseCommandLine(['suspend', '@ada', '--reason', ' '], COMMANDS)).toBeNull();
    expect(parseCommandLine(['suspend', '@ada', '--why', 'x'], COMMANDS)).toBeNull();
    expect(parseCommandLine(['users'], COMMANDS)?.values).toEqual([]);
    expect(parseCommandLine(['users', 'ada'], COMMANDS)?.values).toEqual(['ada']);
    expect(parseCommandLine(['users', 'ada', 'extra'], COMMANDS)).toBeNull();
    expect(parseCommandLine(['promote'], COMMANDS)).toBeNull();
    expect(parseCommandLine(['nothing'], COMMANDS)).toBeNull();
  });
});
