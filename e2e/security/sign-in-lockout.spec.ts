import { expect, test } from '../fixtures';
import { countMails, waitForMail } from '../support/outbox';
import { expectSignedInAs } from '../support/signed-in';

/**
 * The probe locked e-mail sign-in for any address with 5 login requests in
 * 15 minutes. Now only the first request for an address in that time goes
 * without a captcha: the flood below mails once, and the owner's dialog
 * solves the challenge it is then asked for and signs in.
 */
const SEND = `mutation Send($email: String!) {
  sendAcctAuthEmail(email: $email, operation: login) {
    __typename
    ... on FailedChallenge { message }
  }
}`;

test('a flood of login requests for an address does not lock its owner out', async ({
  page,
  signIn,
  visit,
  context,
  playwright,
  baseURL,
}) => {
  const email = `lena.${Date.now().toString(36)}@example.org`;
  await signIn({ name: 'Lena Lockout', email });
  await context.clearCookies();

  const flooder = await playwright.request.newContext({ baseURL });
  // A logged-out client fetches its anti-forgery cookie before its first change.
  await flooder.get('/_/xsrf');
  const xsrf = (await flooder.storageState()).cookies.find((c) => c.name === 'xsrf')?.value ?? '';
  const answers: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const response = await flooder.post('/_/graphql', {
      headers: { 'x-xsrf-token': xsrf },
      data: { query: SEND, variables: { email } },
    });
    const body = (await response.json()) as {
      data: { sendAcctAuthEmail: { __typename: string; message?: string } };
    };
    answers.push(body.data.sendAcctAuthEmail.__typename);
  }
  await flooder.dispose();
  expect(answers).toEqual([
    'SendAcctAuthEmailSuccess',
    'FailedChallenge',
    'FailedChallenge',
    'FailedChallenge',
    'FailedChallenge',
  ]);
  await waitForMail(email);
  expect(await countMails(email)).toBe(1);

  await visit('/m/signin');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('link', { name: 'OK' })).toBeVisible({ timeout: 20_000 });

  const mail = await waitForMail(email, { after: 1 });
  const link = mail.links.find((href) => href.includes('/m/callback/email')) ?? '';
  await page.goto(link);
  await expectSignedInAs(page, 'Lena Lockout');
});
