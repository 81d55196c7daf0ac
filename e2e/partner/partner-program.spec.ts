import { expect, test } from '../fixtures';

test('a writer enrols in the Partner Program from the user menu and updates their tax information', async ({
  page,
  visit,
  signIn,
}) => {
  await signIn({ name: 'Penny Partner' });
  await visit('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Your account' }).click();
  await nav.getByRole('menuitem', { name: 'Partner Program' }).click();
  await expect(page).toHaveURL(/\/me\/partner\/enroll$/);
  await visit('/me/partner/enroll');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Join the Partner Program' }),
  ).toBeVisible();

  // A tax id that is too short is refused with a clear message, and nothing is lost.
  await page.getByLabel('Legal name').fill('Penny Partner');
  await page.getByLabel('Country of tax residence').selectOption({ label: 'Canada' });
  await page.getByLabel('Tax identification number').fill('12');
  await page.getByRole('button', { name: 'Enrol' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'A tax identification number has 4 to 30 letters or digits (spaces and dashes are ignored).',
  );
  await expect(page.getByLabel('Legal name')).toHaveValue('Penny Partner');

  await page.getByLabel('Tax identification number').fill('123 456 789');
  await page.getByRole('button', { name: 'Enrol' }).click();
  await expect(page.getByText('You are enrolled in the Partner Program.')).toBeVisible();

  // Now the user menu's Partner Program item leads an enrolled writer to their earnings.
  await visit('/');
  await nav.getByRole('button', { name: 'Your account' }).click();
  await nav.getByRole('menuitem', { name: 'Partner Program' }).click();
  await expect(page).toHaveURL(/\/me\/partner\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your earnings' })).toBeVisible();

  // The tax page names the id by its last 4 only and keeps it when left empty.
  await page.getByRole('link', { name: 'Review your tax information' }).click();
  await expect(page).toHaveURL(/\/me\/partner\/taxes$/);
  await visit('/me/partner/taxes');
  await expect(page.getByRole('heading', { level: 1, name: 'Tax information' })).toBeVisible();
  await expect(page.getByText('Tax identification number on file: ending in 6789')).toBeVisible();
  await expect(page.getByText('123456789')).toHaveCount(0);
  await expect(page.getByLabel('Country of tax residence')).toHaveValue('CA');
  await page.getByLabel('Legal name').fill('Penelope Partner');
  await page.getByRole('button', { name: 'Save tax information' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your tax information is saved.',
  );
  await page.reload();
  await expect(page.getByLabel('Legal name')).toHaveValue('Penelope Partner');
  await expect(page.getByText('ending in 6789')).toBeVisible();
});

test('a writer enrols before giving a tax id, is reminded, and the reminder leads to the tax form', async ({
  page,
  visit,
  signIn,
}) => {
  await signIn({ name: 'Tara Later' });
  await visit('/me/partner/enroll');
  await page.getByLabel('Legal name').fill('Tara Later');
  await page.getByLabel('Country of tax residence').selectOption({ label: 'United States' });
  await expect(page.getByText('You may leave it empty and add it later.')).toBeVisible();
  await page.getByRole('button', { name: 'Enrol' }).click();
  await expect(page.getByText('You are enrolled in the Partner Program.')).toBeVisible();
  const notice = page.getByText(
    /^Add your tax identification number by [A-Z][a-z]+ \d{1,2}, \d{4}, and before your earnings this year reach \$600\.00, to keep being paid\.$/,
  );
  await expect(notice).toBeVisible();

  // The hourly reminder job's run: the writer hears of it in their notifications.
  const reminders = await page.request.post('/_/test/partner-clock', { data: {} });
  expect(reminders.ok()).toBe(true);
  await visit('/me/notifications');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Add your tax details to be paid for your stories/ })
    .click();
  await expect(page).toHaveURL(/\/me\/partner\/taxes$/);
  await visit('/me/partner/taxes');
  await expect(notice).toBeVisible();

  await page.getByLabel('Tax identification number').fill('123-45-6789');
  await page.getByRole('button', { name: 'Save tax information' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your tax information is saved.',
  );
  await expect(page.getByText('Tax identification number on file: ending in 6789')).toBeVisible();
  await expect(notice).toHaveCount(0);
});
