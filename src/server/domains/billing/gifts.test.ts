import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@server/test/factories';
import { payCheckout, startCheckout, membershipOf } from '@server/test/kits/billing-kit';
import { startMailbox } from '@server/test/kits/mailbox-kit';
import type { Mailbox } from '@server/test/kits/mailbox-kit';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

let testApp: TestApp;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  testApp = await createTestApp({ SMTP_URL: mailbox.smtpUrl, PUBLIC_URL: 'http://quire.test' });
});
afterAll(async () => {
  await testApp.close();
  await mailbox.close();
});

const REDEEM = `mutation($code: String!) { redeemGift(code: $code) {
  __typename ... on Membership { plan isActive } ... on BadRequest { message } ... on NotFound { message }
} }`;

describe('gift a membership', () => {
  it('the buyer pays, the recipient gets a mail with a link that redeems it once', async () => {
    const db = testApp.database.db;
    const buyer = await testApp.signIn((await buildUser(db, { name: 'Ada Buyer' })).id);
    const session = await startCheckout(testApp, buyer, {
      plan: 'yearly',
      kind: 'gift',
      recipientEmail: 'friend@example.org',
    });
    expect(session).toMatchObject({ kind: 'gift', amount: 5000 });
    expect(await payCheckout(testApp, buyer, String(session.id))).toEqual({
      __typename: 'CheckoutPaid',
      redirectTo: '/gift-checkout?sent=1',
    });
    // Buying a gift does not make the buyer a member; it is in their billing history.
    const buyerView = await membershipOf(testApp, buyer);
    expect(buyerView.mediumMemberAt).toBeNull();
    expect(buyerView.membershipCharges?.edges.map((edge) => edge.node.kind)).toEqual(['gift']);

    const mail = await mailbox.latest('friend@example.org');
    expect(mail.subject).toBe('Ada Buyer gave you a Quire membership');
    expect(mail.text).toContain('Ada Buyer gave you one year of Quire membership.');
    const link = mail.links.find((url) => url.includes('/gift-checkout?redeem='));
    expect(link).toMatch(/^http:\/\/quire\.test\/gift-checkout\?redeem=/);
    const code = new URL(link!).searchParams.get('redeem')!;

    const { body } = await testApp.graphql(
      `query($c: String!) { gift(code: $c) { plan isRedeemed } }`,
      {
        variables: { c: code },
      },
    );
    expect(body.data).toEqual({ gift: { plan: 'yearly', isRedeemed: false } });

    const friend = await testApp.signIn((await buildUser(db)).id);
    const redeemed = await testApp.graphql(REDEEM, { as: friend, variables: { code } });
    expect(redeemed.body.data).toEqual({
      redeemGift: { __typename: 'Membership', plan: 'gift', isActive: true },
    });
    expect((await membershipOf(testApp, friend)).mediumMemberAt).not.toBeNull();

    const someoneElse = await testApp.signIn((await buildUser(db)).id);
    const again = await testApp.graphql(REDEEM, { as: someoneElse, variables: { code } });
    expect(again.body.data).toEqual({
      redeemGift: { __typename: 'BadRequest', message: 'This gift has already been redeemed.' },
    });
    const unknown = await testApp.graphql(REDEEM, { as: someoneElse, variables: { code: 'nope' } });
    expect(unknown.body.data).toEqual({
      redeemGift: { __typename: 'NotFound', message: 'This gift link is not valid.' },
    });
  });
});
