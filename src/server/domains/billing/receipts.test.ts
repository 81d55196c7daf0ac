import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/users';
import { buildUser } from '@server/test/factories';
import { becomeMember, membershipOf } from '@server/test/kits/billing-kit';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

let testApp: TestApp;
let owner: Actor;
let chargeId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await testApp.signIn((await buildUser(testApp.database.db)).id);
  await becomeMember(testApp, owner);
  chargeId = (await membershipOf(testApp, owner)).membershipCharges!.edges[0]!.node.id;
});
afterAll(() => testApp.close());

const RECEIPT = `query($id: ID!) { charge(id: $id) { id amount formattedAmount membership { plan } } }`;

describe('receipts and billing history: only their owner sees them', () => {
  it('answers by viewer: the owner reads it, anyone else (staff too) finds nothing', async () => {
    const db = testApp.database.db;
    const actors: Record<string, Actor> = {
      visitor: testApp.visitor(),
      owner,
      otherReader: await testApp.signIn((await buildUser(db)).id),
      staff: await testApp.signIn((await buildUser(db, { isStaff: true })).id),
    };
    // Written out, not derived from the access room's rule.
    const EXPECTED = {
      visitor: 'UNAUTHORIZED',
      owner: 'receipt',
      otherReader: 'nothing',
      staff: 'nothing',
    };
    const outcomes: Record<string, string> = {};
    for (const [role, actor] of Object.entries(actors)) {
      const { body } = await testApp.graphql<{ charge: { id: string } | null }>(RECEIPT, {
        as: actor,
        variables: { id: chargeId },
      });
      outcomes[role] = body.errors
        ? String(body.errors[0]?.extensions?.code)
        : body.data?.charge
          ? 'receipt'
          : 'nothing';
    }
    expect(outcomes).toEqual(EXPECTED);
  });

  it("another person's billing history and membership are not on their profile", async () => {
    const db = testApp.database.db;
    const other = await testApp.signIn((await buildUser(db)).id);
    const [ownerRow] = await db.select().from(users).where(eq(users.id, owner.userId));
    const { body } = await testApp.graphql<{ userResult: Record<string, unknown> }>(
      `query($u: String!) { userResult: user(username: $u) {
         ... on User { mediumMemberAt membership { plan } membershipCharges { edges { node { id } } } }
       } }`,
      { as: other, variables: { u: ownerRow?.username } },
    );
    const { mediumMemberAt, ...private_ } = body.data?.userResult ?? {};
    expect(typeof mediumMemberAt).toBe('string');
    expect(private_).toEqual({ membership: null, membershipCharges: null });
  });

  it('the owner reads the receipt with its membership', async () => {
    const { body } = await testApp.graphql(RECEIPT, { as: owner, variables: { id: chargeId } });
    expect(body.data).toEqual({
      charge: {
        id: chargeId,
        amount: 500,
        formattedAmount: '$5.00',
        membership: { plan: 'monthly' },
      },
    });
  });
});
