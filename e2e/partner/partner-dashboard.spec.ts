import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import type { TestSession } from '../fixtures';
import { graphql, publishMemberOnlyStory } from '../support/story-graphql';

/**
 * The Partner Program dashboard as a writer meets it: a member pays for a
 * membership with the local provider's test card, reads the writer's
 * member-only story, and the writer's earnings and statement show the split.
 */

const PARAGRAPHS = 40;

/** A member-only story long enough that reading it to its end takes scrolling. */
async function writeLongMemberOnlyStory(page: Page, writer: TestSession, title: string) {
  const paragraphs = [
    { name: 'l0', type: 'H3', text: title },
    ...Array.from({ length: PARAGRAPHS }, (_, index) => ({
      name: `l${index + 1}`,
      type: 'P',
      text: `Paragraph ${index + 1} of a story worth a member's time, long enough to scroll through.`,
    })),
  ];
  return (await publishMemberOnlyStory(page, writer, title, paragraphs)).path;
}

test('an enrolled writer sees the earnings a member’s reading produced, by month and by story', async ({
  page,
  visit,
  signIn,
}) => {
  // A reader's events reach the server in the browser's next batch, five seconds on.
  test.setTimeout(150_000);
  const writer = await signIn({ name: 'Paz Partner' });
  const title = `Worth the fee ${Date.now().toString(36)}`;
  const story = await writeLongMemberOnlyStory(page, writer, title);

  // Not enrolled yet: the dashboard sends the writer to the enrolment page.
  await page.goto('/me/partner/dashboard');
  await expect(page).toHaveURL(/\/me\/partner\/enroll$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Join the Partner Program' }),
  ).toBeVisible();
  await graphql(
    page,
    writer,
    'mutation ($input: PartnerTaxInput!) { submitPartnerTaxInfo(input: $input) { __typename } }',
    { input: { legalName: 'Paz Partner', country: 'US', taxId: '987654321' } },
  );

  // A reader pays for a monthly membership with the test card.
  await signIn({ name: 'Mina Member' });
  await visit('/plans', { accessibility: false });
  await page.getByRole('radio', { name: /Monthly/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/payment\?session=/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay $5.00' }).click();
  await expect(page).toHaveURL(/\/welcome-member$/);

  // The member reads the story to its end, taking their time.
  const readSent = page.waitForRequest(
    (request) =>
      request.url().endsWith('/_/batch') && /post\.clientRead/.test(request.postData() ?? ''),
  );
  await visit(story, { accessibility: false });
  await expect(page.getByText(`Paragraph ${PARAGRAPHS} of a story`)).toBeAttached();
  await page.waitForTimeout(2500);
  await page.getByText(`Paragraph ${PARAGRAPHS} of a story`).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await (await readSent).response();

  // The writer follows the user menu's Partner Program item to the dashboard.
  await signIn({ username: writer.username });
  await visit('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Your account' }).click();
  await nav.getByRole('menuitem', { name: 'Partner Program' }).click();
  await expect(page).toHaveURL(/\/me\/partner\/dashboard$/);
  await visit('/me/partner/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Your earnings' })).toBeVisible();

  // This month's statement: the member's $5.00, half kept by the site at the default share.
  const thisMonth = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date());
  const statement = page.getByRole('region', { name: `Statement for ${thisMonth}` });
  await expect(statement.getByRole('definition')).toHaveText([
    '$5.00',
    '$2.50',
    '$2.50',
    'Not closed yet',
  ]);
  const storyRow = statement.getByRole('row', { name: new RegExp(title) });
  await expect(storyRow.getByRole('cell').last()).toHaveText('$2.50');
  await expect(storyRow.getByRole('link', { name: title })).toBeVisible();

  // By month: this month's row, whose statement link lands on the same statement.
  const byMonth = page.getByRole('region', { name: 'Earnings by month' });
  const monthRow = byMonth.getByRole('row', { name: new RegExp(thisMonth) });
  await expect(monthRow.getByRole('cell')).toHaveText([
    '$5.00',
    '$2.50',
    '$2.50',
    'Not closed yet',
    'Statement',
  ]);
  await monthRow.getByRole('link', { name: `View the statement for ${thisMonth}` }).click();
  await expect(page).toHaveURL(/\/me\/partner\/dashboard\?month=\d{4}-\d{2}$/);
  await expect(statement.getByRole('definition').nth(2)).toHaveText('$2.50');

  // A day after the month ends, the Partner Program's clock closes it: the writer's tax id is
  // on file, so the payout is due.
  const now = new Date();
  const closed = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2, 1));
  const clock = await page.request.post('/_/test/partner-clock', {
    data: { at: closed.toISOString() },
  });
  expect(clock.ok()).toBe(true);
  await page.reload();
  await expect(monthRow.getByRole('cell').nth(3)).toHaveText('$2.50 to be paid');
  await expect(statement.getByRole('definition').last()).toHaveText('$2.50 to be paid');
});
