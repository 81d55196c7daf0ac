import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerEnrollments } from '@server/db/schema/partner';
import { users } from '@server/db/schema/users';
import { buildUser } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { markTaxIdNotVerified, submitTaxInfo } from './partner.service';
import { PARTNER_TEXTS } from './partner.texts';
import { decryptTaxId } from './tax-id-cipher';

const KEY_HEX = 'a1'.repeat(32);
const TAX_ID = '123-45-6789';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ PARTNER_TAX_KEY: KEY_HEX });
});
afterAll(() => testApp.close());

const PROGRAM = `{ partnerProgram { status isOpen enrollment { legalName country taxIdLast4 } } }`;
const SUBMIT = `mutation($input: PartnerTaxInput!) {
  submitPartnerTaxInfo(input: $input) {
    __typename
    ... on PartnerEnrollment { legalName country taxIdLast4 }
    ... on BadRequest { message }
    ... on Forbidden { message }
    ... on TooManyRequests { message }
  }
}`;

async function submit(actor: Actor, input: Record<string, unknown>) {
  const { body } = await testApp.graphql<{ submitPartnerTaxInfo: Record<string, unknown> }>(
    SUBMIT,
    { as: actor, variables: { input } },
  );
  if (body.errors) throw new Error(body.errors[0]?.message);
  return body.data!.submitPartnerTaxInfo;
}

async function program(actor: Actor) {
  const { body } = await testApp.graphql<{ partnerProgram: Record<string, unknown> }>(PROGRAM, {
    as: actor,
  });
  return body.data?.partnerProgram;
}

async function storedRow(userId: string) {
  const [row] = await testApp.database.db
    .select()
    .from(partnerEnrollments)
    .where(eq(partnerEnrollments.userId, userId));
  return row;
}

async function newWriter(overrides: { isSuspended?: boolean } = {}) {
  return testApp.signIn((await buildUser(testApp.database.db, overrides)).id);
}

describe('Partner Program enrolment', () => {
  it('enrols a writer with tax information and shows the tax id by its last 4 only', async () => {
    const writer = await newWriter();
    expect(await program(writer)).toEqual({
      status: 'NOT_ENROLLED',
      isOpen: true,
      enrollment: null,
    });

    const answer = await submit(writer, {
      legalName: ' Ada Lovelace ',
      country: 'gb',
      taxId: TAX_ID,
    });
    expect(answer).toEqual({
      __typename: 'PartnerEnrollment',
      legalName: 'Ada Lovelace',
      country: 'GB',
      taxIdLast4: '6789',
    });
    expect(await program(writer)).toEqual({
      status: 'ENROLLED',
      isOpen: true,
      enrollment: { legalName: 'Ada Lovelace', country: 'GB', taxIdLast4: '6789' },
    });
  });

  it('stores the tax id encrypted: not the plain id, and only the key opens it', async () => {
    const writer = await newWriter();
    await submit(writer, { legalName: 'Grace Hopper', country: 'US', taxId: TAX_ID });
    const row = await storedRow(writer.userId);
    expect(row?.taxIdEncrypted).not.toContain('123456789');
    expect(row?.taxIdEncrypted).not.toContain(TAX_ID);
    expect(decryptTaxId(Buffer.from(KEY_HEX, 'hex'), row!.taxIdEncrypted!)).toBe('123456789');
    expect(() => decryptTaxId(Buffer.alloc(32, 7), row!.taxIdEncrypted!)).toThrow();
    // The same id twice is two different ciphertexts (a fresh nonce each time).
    await submit(writer, { legalName: 'Grace Hopper', country: 'US', taxId: TAX_ID });
    expect((await storedRow(writer.userId))?.taxIdEncrypted).not.toBe(row?.taxIdEncrypted);
  });

  it('updates the name and country and keeps the tax id on file when none is given', async () => {
    const writer = await newWriter();
    await submit(writer, { legalName: 'Old Name', country: 'CA', taxId: '987654321' });
    const before = await storedRow(writer.userId);
    const answer = await submit(writer, { legalName: 'New Name', country: 'FR', taxId: null });
    expect(answer).toEqual({
      __typename: 'PartnerEnrollment',
      legalName: 'New Name',
      country: 'FR',
      taxIdLast4: '4321',
    });
    expect((await storedRow(writer.userId))?.taxIdEncrypted).toBe(before?.taxIdEncrypted);
  });

  it('enrols without a tax id: MISSING with a deadline until one is given, then SUBMITTED', async () => {
    const writer = await newWriter();
    const STATUS = `{ partnerProgram { status taxEarningLimit
      enrollment { taxIdLast4 taxStatus taxDeadline } } }`;
    const status = async () =>
      (await testApp.graphql<{ partnerProgram: unknown }>(STATUS, { as: writer })).body.data
        ?.partnerProgram;
    const answer = await submit(writer, { legalName: 'Later Id', country: 'US', taxId: null });
    expect(answer).toEqual({
      __typename: 'PartnerEnrollment',
      legalName: 'Later Id',
      country: 'US',
      taxIdLast4: null,
    });
    const since = (await storedRow(writer.userId))!.taxStatusSince;
    expect(await status()).toEqual({
      status: 'ENROLLED',
      taxEarningLimit: 60_000,
      enrollment: {
        taxIdLast4: null,
        taxStatus: 'MISSING',
        taxDeadline: new Date(since.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString(),
      },
    });
    // A name change alone keeps it missing.
    await submit(writer, { legalName: 'Still Later', country: 'US', taxId: null });
    expect((await storedRow(writer.userId))?.taxStatus).toBe('missing');

    await submit(writer, { legalName: 'Still Later', country: 'US', taxId: TAX_ID });
    expect(await status()).toMatchObject({
      enrollment: { taxIdLast4: '6789', taxStatus: 'SUBMITTED', taxDeadline: null },
    });

    // The operator marks the id not verified; an update without a new id keeps that,
    // and a new id ends it.
    expect(await markTaxIdNotVerified(testApp.database.db, writer.userId)).toBe(true);
    await submit(writer, { legalName: 'Fixed Later', country: 'US', taxId: null });
    expect(await status()).toMatchObject({ enrollment: { taxStatus: 'NOT_VERIFIED' } });
    await submit(writer, { legalName: 'Fixed Later', country: 'US', taxId: '123-45-6780' });
    expect(await status()).toMatchObject({
      enrollment: { taxIdLast4: '6780', taxStatus: 'SUBMITTED', taxDeadline: null },
    });
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const writer = await newWriter();
    const refusals = [
      [{ legalName: '', country: 'US', taxId: TAX_ID }, PARTNER_TEXTS.legalNameRequired],
      [{ legalName: 'A', country: 'XX', taxId: TAX_ID }, PARTNER_TEXTS.countryInvalid],
      [{ legalName: 'A', country: 'US', taxId: '12' }, PARTNER_TEXTS.taxIdInvalid],
      [{ legalName: 'A'.repeat(201), country: 'US', taxId: null }, PARTNER_TEXTS.legalNameTooLong],
    ] as const;
    for (const [input, message] of refusals)
      expect(await submit(writer, input)).toEqual({ __typename: 'BadRequest', message });
    expect(await storedRow(writer.userId)).toBeUndefined();
  });

  it('answers a visitor with UNAUTHORIZED', async () => {
    const { body } = await testApp.graphql(PROGRAM, { as: testApp.visitor() });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });

  it('refuses a suspended account (PERMISSION_DENIED) and never shows it as enrolled', async () => {
    const writer = await newWriter();
    await submit(writer, { legalName: 'Later Suspended', country: 'US', taxId: TAX_ID });
    await testApp.database.db
      .update(users)
      .set({ isSuspended: true })
      .where(eq(users.id, writer.userId));
    expect((await program(writer))?.status).toBe('PERMISSION_DENIED');
    expect(await submit(writer, { legalName: 'X', country: 'US', taxId: TAX_ID })).toEqual({
      __typename: 'Forbidden',
      message: PARTNER_TEXTS.permissionDenied,
    });
    const { body } = await testApp.graphql<{ viewer: { isPartnerProgramEnrolled: boolean } }>(
      `{ viewer { isPartnerProgramEnrolled } }`,
      { as: writer },
    );
    expect(body.data?.viewer.isPartnerProgramEnrolled).toBe(false);
  });

  it('isPartnerProgramEnrolled is true for an enrolled writer, also on their profile', async () => {
    const writer = await newWriter();
    const reader = await newWriter();
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, writer.userId));
    const ENROLLED = `query($u: String!) { viewer { isPartnerProgramEnrolled }
      user(username: $u) { ... on User { isPartnerProgramEnrolled } } }`;
    const read = async (actor: Actor) =>
      (
        await testApp.graphql<Record<string, { isPartnerProgramEnrolled: boolean }>>(ENROLLED, {
          as: actor,
          variables: { u: row?.username },
        })
      ).body.data;
    expect(await read(writer)).toEqual({
      viewer: { isPartnerProgramEnrolled: false },
      user: { isPartnerProgramEnrolled: false },
    });
    await submit(writer, { legalName: 'Writer', country: 'US', taxId: TAX_ID });
    expect(await read(writer)).toEqual({
      viewer: { isPartnerProgramEnrolled: true },
      user: { isPartnerProgramEnrolled: true },
    });
    expect((await read(reader))?.user).toEqual({ isPartnerProgramEnrolled: true });
  });

  it('is closed while the operator has set no PARTNER_TAX_KEY', async () => {
    const [viewer] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.id, (await newWriter()).userId));
    await expect(
      submitTaxInfo(
        { db: testApp.database.db, viewer: viewer!, taxKey: null },
        { legalName: 'A', country: 'US', taxId: TAX_ID },
      ),
    ).rejects.toThrow(PARTNER_TEXTS.notOpen);
    expect(await storedRow(viewer!.id)).toBeUndefined();
  });

  it('takes at most 10 changes of tax information an hour, and the 11th changes nothing', async () => {
    const writer = await newWriter();
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect(
        await submit(writer, { legalName: `Name ${attempt}`, country: 'US', taxId: TAX_ID }),
      ).toMatchObject({ __typename: 'PartnerEnrollment', legalName: `Name ${attempt}` });
    expect(await submit(writer, { legalName: 'Name 11', country: 'US', taxId: TAX_ID })).toEqual({
      __typename: 'TooManyRequests',
      message: PARTNER_TEXTS.tooManyChanges,
    });
    expect((await storedRow(writer.userId))?.legalName).toBe('Name 10');
  });
});
