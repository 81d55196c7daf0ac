import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { waitForMail } from '../support/outbox';
import { expectSignedInAs } from '../support/signed-in';

/** /plans as a visitor and as a reader meet it: the plans, their prices and what members get. */

const BENEFITS = [
  'Read every member-only story, with no monthly limit.',
  'A member badge and a halo around your picture, wherever your name appears.',
  'Part of your fee goes to the writers whose stories you read.',
  'Give a membership to a friend whenever you like.',
];

function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
}

async function expectPlansAndBenefits(page: Page) {
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Choose your membership' }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'What members get' })).toBeVisible();
  for (const benefit of BENEFITS) await expect(main.getByText(benefit)).toBeVisible();
  const monthly = main.getByRole('radio', { name: /Monthly/ });
  const yearly = main.getByRole('radio', { name: /Yearly/ });
  await expect(monthly).toBeVisible();
  await expect(yearly).toBeChecked();
  for (const [plan, price, period] of [
    ['Monthly', '$5.00', 'per month'],
    ['Yearly', '$50.00', 'per year'],
  ] as const) {
    const card = main.locator('label').filter({ hasText: plan });
    await expect(card).toContainText(price);
    await expect(card).toContainText(period);
  }
}

test('a visitor sees the plans, prices and benefits; choosing one signs in and comes back', async ({
  page,
  request,
  visit,
}) => {
  const email = uniqueEmail('planner');
  await request.post('/_/test/session', { data: { name: 'Pia Planner', email } });

  await visit('/plans');
  await expectPlansAndBenefits(page);
  await expect(
    page.getByText('You will sign in or create an account before paying.'),
  ).toBeVisible();

  await page.getByRole('radio', { name: /Monthly/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome back.' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/plans$/);

  await dialog.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your inbox' })).toBeVisible({
    timeout: 20_000,
  });
  const mail = await waitForMail(email);
  const link = mail.links.find((href) => href.includes('/m/callback/email')) ?? '';
  expect(new URL(link).searchParams.get('redirect')).toBe('/plans');

  // The link signs in and lands on the plans again, ready for the checkout.
  await page.goto(link);
  await expect(page).toHaveURL(/\/plans$/);
  await expectSignedInAs(page, 'Pia Planner');
  await expectPlansAndBenefits(page);
  await expect(page.getByText('You will sign in or create an account before paying.')).toHaveCount(
    0,
  );
  await page.getByRole('radio', { name: /Monthly/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/payment\?session=/);
  await expect(page.getByText('Monthly membership: $5.00')).toBeVisible();
});
