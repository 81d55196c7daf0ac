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
  it('goes to one valid address, or says what is wrong and opens no checkout', async () => {
    const buyer = await testApp.signIn((await buildUser(testApp.database.db)).id);
    for (const recipientEmail of ['a@example.org, b@example.org', 'not-an-address', '']) {
      expect(
        await startCheckout(testApp, buyer, { plan: 'monthly', kind: 'gift', recipientEmail }),
      ).toEqual({ __typename: 'BadRequest', message: 'Enter a valid e-mail address.' });
    }
    expect(await startCheckout(testApp, buyer, { plan: 'monthly', kind: 'gift' })).toEqual({
      __typename: 'BadRequest',
      message: 'Enter a valid e-mail address.',
    });
  });

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

  it('lets one reader try ten gift links an hour, so codes cannot be guessed', async () => {
    const guesser = await testApp.signIn((await buildUser(testApp.database.db)).id);
    const answers: string[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const { body } = await testApp.graphql(REDEEM, {
        as: guesser,
        variables: { code: `guess${attempt}` },
      });
      answers.push(String((body.data?.redeemGift as { message?: string }).message));
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill('This gift link is not valid.'));
    expect(answers[10]).toBe('Too many gift links tried. Try again in an hour.');
  });
});
