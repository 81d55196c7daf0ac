import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import type { TestSession } from '../fixtures';
import { countMails, waitForMail } from '../support/outbox';
import { publishMemberOnlyStory } from '../support/story-graphql';

/**
 * Membership as readers meet it with the built-in local provider (test mode):
 * choosing a plan and paying, a declined card, the welcome page, the badge,
 * billing history and receipts, cancel and resume, a new card, and a gift
 * bought by one reader and redeemed by another.
 */

const HIDDEN = 'Only members and metered readers get this far.';
const DECLINING_CARD = '4000 0000 0000 0002';
const GOOD_CARD = '4242 4242 4242 4242';
const TEST_MODE = 'Test mode: no money moves. Pay with a test card such as 4242 4242 4242 4242.';

async function writeMemberOnlyStory(page: Page, writer: TestSession, title: string) {
  const paragraphs = [
    { name: 'm1', type: 'H3', text: title },
    { name: 'm2', type: 'P', text: 'The opening anyone may read.' },
    { name: 'm3', type: 'P', text: 'More of the opening.' },
    { name: 'm4', type: 'P', text: 'The end of the opening.' },
    { name: 'm5', type: 'P', text: HIDDEN },
  ];
  return (await publishMemberOnlyStory(page, writer, title, paragraphs)).path;
}

/** Types a card into the local provider's form and presses the pay button. */
async function payWith(page: Page, number: string, button: string | RegExp) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: button }).click();
}

/** From /plans to the card form of a monthly membership. */
async function checkOutMonthly(page: Page, visit: (path: string) => Promise<unknown>) {
  await visit('/plans');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose your membership' }),
  ).toBeVisible();
  await expect(page.getByText(TEST_MODE)).toBeVisible();
  await page.getByRole('radio', { name: /Monthly/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/payment\?session=/);
  await expect(page.getByText('Monthly membership: $5.00')).toBeVisible();
}

async function openUserMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Your account' }).click();
  return nav.getByRole('menu');
}

test('a reader is declined, pays, becomes a member and finds the receipt', async ({
  page,
  signIn,
  visit,
  expectErrors,
}) => {
  test.slow();
  const writer = await signIn({ name: 'Wren Writer' });
  const story = await writeMemberOnlyStory(page, writer, `For members ${Date.now().toString(36)}`);

  await signIn({ name: 'Milo Member' });
  await visit('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Upgrade' })).toBeVisible();

  // The user menu's membership entry leads to the plans.
  const menu = await openUserMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Member', exact: true })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Become a member' }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await visit('/membership');
  await page.getByRole('link', { name: 'See plans' }).first().click();
  await expect(page).toHaveURL(/\/plans$/);

  await checkOutMonthly(page, visit);
  await visit(new URL(page.url()).pathname + new URL(page.url()).search);

  // A declining card: its reason, and no membership.
  await payWith(page, DECLINING_CARD, 'Pay $5.00');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Your card was declined. Try another card.',
  );
  await expect(page).toHaveURL(/\/payment\?session=/);
  await visit('/me/settings');
  await expect(page.locator('#membership').getByText('You are not a member.')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/payment\?session=/);

  // The good card: the welcome page, the badge, no Upgrade.
  await payWith(page, GOOD_CARD, 'Pay $5.00');
  await expect(page).toHaveURL(/\/welcome-member$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, member' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  const memberMenu = await openUserMenu(page);
  await expect(memberMenu.getByRole('menuitem', { name: 'Member', exact: true })).toBeVisible();
  await expect(memberMenu.getByRole('menuitem', { name: 'Gift a membership' })).toBeVisible();
  await page.keyboard.press('Escape');
  await visit('/welcome-member');

  // A member-only story reads whole, with no meter.
  await visit(story);
  await expect(page.getByText(HIDDEN)).toBeVisible();
  await expect(page.getByText(/free member-only stor/)).toHaveCount(0);

  // Billing history lists the charge; its receipt shows the amount.
  await visit('/me/billing-history');
  const row = page.getByRole('row', { name: /Membership \(monthly\)/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('$5.00');
  await row.getByRole('link', { name: 'View receipt' }).click();
  await expect(page).toHaveURL(/\/me\/billing-history\/receipt\/[^/]+$/);
  const receipt = new URL(page.url()).pathname;
  await visit(receipt);
  await expect(page.getByRole('heading', { level: 1, name: /receipt$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '$5.00' })).toBeVisible();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();

  // Someone else meets the 404 page there.
  await signIn({ name: 'Nosy Neighbour' });
  expectErrors({ status: 404, url: receipt });
  const response = await page.goto(receipt);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  await expect(page.getByText('$5.00')).toHaveCount(0);
});

test('a member cancels, resumes and changes the card', async ({ page, signIn, visit }) => {
  test.slow();
  await signIn({ name: 'Cass Canceller' });
  await checkOutMonthly(page, visit);
  await payWith(page, GOOD_CARD, 'Pay $5.00');
  await expect(page).toHaveURL(/\/welcome-member$/);

  await visit('/me/settings#membership');
  const section = page.locator('#membership');
  await expect(section.getByText('Monthly membership')).toBeVisible();
  await expect(section).toContainText('Renews on ');
  await section.getByRole('button', { name: 'Cancel membership' }).click();
  await section.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'Your membership is cancelled. It lasts until the end of the paid period.',
  );
  await expect(section).toContainText('Cancelled: your membership ends on ');
  await visit('/me/settings#membership');

  await section.getByRole('button', { name: 'Resume membership' }).click();
  await expect(section.getByRole('status')).toHaveText('Your membership will continue.');
  await expect(section).toContainText('Renews on ');
  await expect(section.getByRole('button', { name: 'Cancel membership' })).toBeVisible();

  // A new card, then back to the settings.
  await section.getByRole('link', { name: 'Update payment method' }).click();
  await expect(page).toHaveURL(/\/me\/settings\/payment\/update$/);
  await visit('/me/settings/payment/update');
  await expect(page.getByText('Paid with Visa ending in 4242.')).toBeVisible();
  await payWith(page, '5555 5555 5555 4444', 'Save card');
  // Back at /me/settings?updatedPayment=1#membership: the hash lives in the
  // navigation state, not in the address bar (as on every page load), and the
  // page opens at the membership section.
  await expect(page).toHaveURL(/\/me\/settings\?updatedPayment=1$/);
  await expect(section).toBeInViewport();
  await expect(section.getByRole('status')).toHaveText('Your payment method was updated.');
  await expect(section.getByText('Paid with Mastercard ending in 4444.')).toBeVisible();
  await visit('/me/settings?updatedPayment=1#membership');
});

test('a member of five years pages through the billing history', async ({
  page,
  signIn,
  visit,
}) => {
  test.slow();
  const member = await signIn({ name: 'Lena Longtime' });
  await checkOutMonthly(page, visit);
  await payWith(page, GOOD_CARD, 'Pay $5.00');
  await expect(page).toHaveURL(/\/welcome-member$/);

  // Five years pass for this membership: sixty renewals, each charged.
  const until = new Date(Date.now() + 1_830 * 24 * 3_600_000).toISOString();
  const clock = await page.request.post('/_/test/billing-clock', {
    data: { userId: member.userId, until },
  });
  expect(await clock.json()).toEqual({ periods: 60 });

  await visit('/me/billing-history');
  const payments = page.getByRole('row', { name: /Membership \(monthly\)/ });
  await expect(payments).toHaveCount(50);
  await page.getByRole('button', { name: 'Show earlier payments' }).click();
  await expect(payments).toHaveCount(61);
  await expect(page.getByRole('button', { name: 'Show earlier payments' })).toHaveCount(0);
  // The first payment, five years back, is last; each row has its receipt.
  await expect(payments.last()).toContainText('$5.00');
  await expect(page.getByRole('link', { name: 'View receipt' })).toHaveCount(61);
});

test('a gift bought by one reader is redeemed by another from the mail', async ({
  page,
  signIn,
  visit,
}) => {
  test.slow();
  const recipient = `gift${Date.now().toString(36)}@example.com`;
  await signIn({ name: 'Gale Giver' });
  await visit('/gift-checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Gift a membership' })).toBeVisible();
  await page.getByRole('radio', { name: /Yearly/ }).check();
  await page.getByLabel('Their e-mail address').fill(recipient);
  const before = await countMails(recipient);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/payment\?session=/);
  await expect(page.getByText(`Yearly gift membership for ${recipient}: $50.00`)).toBeVisible();
  await visit(new URL(page.url()).pathname + new URL(page.url()).search);
  await payWith(page, GOOD_CARD, 'Pay $50.00');
  await expect(page).toHaveURL(/\/gift-checkout\?sent=1$/);
  await expect(page.getByRole('heading', { name: 'Your gift is on its way' })).toBeVisible();
  await visit('/gift-checkout?sent=1');

  const mail = await waitForMail(recipient, { after: before });
  expect(mail.subject).toBe('Gale Giver gave you a Quire membership');
  const link = mail.links.find((href) => href.includes('/gift-checkout?redeem='));
  if (!link) throw new Error(`No redeem link in: ${mail.text}`);
  const redeemPath = new URL(link).pathname + new URL(link).search;

  await signIn({ name: 'Rhea Recipient', email: recipient });
  await visit(redeemPath);
  await expect(
    page.getByRole('heading', { name: 'You have been given a membership' }),
  ).toBeVisible();
  await expect(page.getByText('A one-year membership is waiting for you.')).toBeVisible();
  await page.getByRole('button', { name: 'Redeem gift' }).click();
  await expect(page).toHaveURL(/\/welcome-member$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  await visit('/me/settings#membership');
  await expect(page.locator('#membership').getByText('Gift membership')).toBeVisible();

  // The link is spent.
  await visit(redeemPath);
  await expect(page.getByText('This gift has already been redeemed.')).toBeVisible();
});
