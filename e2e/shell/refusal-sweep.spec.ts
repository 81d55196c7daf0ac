import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Every form, given an input the server refuses: its message is shown where
 * the person acted, in the server's words (the texts are the server's own),
 * the page stays where it is and every field keeps what was typed.
 *
 * A taken and a reserved publication address on /publication-beta are swept in
 * e2e/publications/create-publication.spec.ts, and a link that is not a web
 * address on the shortform editor in e2e/publications/shortform.spec.ts.
 */

const TAKEN_USERNAME = 'That username is already taken. Please choose another one.';

/**
 * Acts, then: the message is on screen where the person acted, the address is
 * the one the form was on, and every field holds what was typed.
 */
async function expectRefusedInPlace(
  page: Page,
  act: () => Promise<void>,
  refusal: { where: Locator; message: string; kept: Array<[Locator, string]> },
) {
  const url = page.url();
  await act();
  // A field's error may start with a word for screen readers ('Error:'); the message is whole.
  const shown = refusal.where.getByText(refusal.message);
  await expect(shown).toBeVisible();
  for (const [field, value] of refusal.kept) await expect(field).toHaveValue(value);
  expect(page.url()).toBe(url);
  await expect(shown).toBeVisible();
}

/** Someone else holds `username` (an account made through a request context of its own). */
async function someoneHolds(request: APIRequestContext, username: string) {
  const held = await request.post('/_/test/session', { data: { username, name: 'Tara Taken' } });
  expect(held.ok()).toBe(true);
}

test('settings: an over-long name and bio and a taken username are refused beside their fields', async ({
  page,
  signIn,
  visit,
  request,
}) => {
  const taken = `held_${Date.now().toString(36)}`;
  await someoneHolds(request, taken);
  await signIn({ name: 'Rita Refused' });
  await visit('/me/settings');
  const profile = page.getByRole('form', { name: 'Profile' });
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  const bio = page.getByRole('textbox', { name: 'Short bio' });
  const saveProfile = () => page.getByRole('button', { name: 'Save profile' }).click();

  // A name over 50 characters: refused beside the name; both fields keep their text.
  const longName = 'N'.repeat(51);
  await name.fill(longName);
  await bio.fill('Writes about refusals.');
  await expectRefusedInPlace(page, saveProfile, {
    where: profile,
    message: 'Names may be at most 50 characters long.',
    kept: [
      [name, longName],
      [bio, 'Writes about refusals.'],
    ],
  });
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  // A bio over 160 characters: refused beside the bio.
  const longBio = 'b'.repeat(161);
  await name.fill('Rita Refused');
  await bio.fill(longBio);
  await expectRefusedInPlace(page, saveProfile, {
    where: profile,
    message: 'Bios may be at most 160 characters long.',
    kept: [
      [name, 'Rita Refused'],
      [bio, longBio],
    ],
  });
  await expect(bio).toHaveAttribute('aria-invalid', 'true');

  // A taken username, submitted at once: the server's words beside the field.
  const username = page.getByRole('textbox', { name: 'Username', exact: true });
  await username.fill(taken);
  await expectRefusedInPlace(page, () => username.press('Enter'), {
    where: page.getByRole('form', { name: 'Username' }),
    message: TAKEN_USERNAME,
    kept: [[username, taken]],
  });
  await expect(username).toHaveAttribute('aria-invalid', 'true');
});

test('onboarding: a taken username is refused on the registration form, which keeps it', async ({
  page,
  signIn,
  visit,
  request,
}) => {
  const taken = `kept_${Date.now().toString(36)}`;
  await someoneHolds(request, taken);
  await signIn({ name: 'Nico Newcomer' });
  await visit('/registration-form?redirect=%2Fme%2Fsettings');
  await expect(page.getByRole('heading', { level: 1, name: 'Almost there!' })).toBeVisible();
  const username = page.getByLabel('Username');
  await username.fill(taken);
  await expectRefusedInPlace(page, () => page.getByRole('button', { name: 'Continue' }).click(), {
    where: page.getByRole('main'),
    message: TAKEN_USERNAME,
    kept: [[username, taken]],
  });
});

test('gift: an address that is not an e-mail address is refused on the gift form', async ({
  page,
  signIn,
  visit,
}) => {
  await signIn({ name: 'Gita Giver' });
  await visit('/gift-checkout');
  const recipient = page.getByLabel('Their e-mail address');
  // It looks like an address, but the one e-mail rule wants a suffix of two letters or more.
  await recipient.fill('friend@example.c');
  await expectRefusedInPlace(
    page,
    () => page.getByRole('button', { name: 'Continue to payment' }).click(),
    {
      where: page.getByRole('main').getByRole('alert'),
      message: 'Enter a valid e-mail address.',
      kept: [[recipient, 'friend@example.c']],
    },
  );
  await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
});

test('payment: a declined card is refused on the card form, paying and changing the card', async ({
  page,
  signIn,
  visit,
}) => {
  test.slow();
  await signIn({ name: 'Dora Declined' });
  await visit('/plans');
  await page.getByRole('radio', { name: /Monthly/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/payment\?session=/);

  const number = page.getByLabel('Card number');
  const expiry = page.getByLabel('Expiry (MM/YY)');
  const cvc = page.getByLabel('Security code');
  async function typeCard(card: string) {
    await number.fill(card);
    await expiry.fill('12/34');
    await cvc.fill('123');
  }
  const typed = (card: string): Array<[Locator, string]> => [
    [number, card],
    [expiry, '12/34'],
    [cvc, '123'],
  ];

  await typeCard('4000 0000 0000 0002');
  await expectRefusedInPlace(page, () => page.getByRole('button', { name: 'Pay $5.00' }).click(), {
    where: page.getByRole('main').getByRole('alert'),
    message: 'Your card was declined. Try another card.',
    kept: typed('4000 0000 0000 0002'),
  });

  // Once a member, a new card without funds is refused on the update form.
  await typeCard('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $5.00' }).click();
  await expect(page).toHaveURL(/\/welcome-member$/);
  await visit('/me/settings/payment/update');
  await typeCard('4000 0000 0000 9995');
  await expectRefusedInPlace(page, () => page.getByRole('button', { name: 'Save card' }).click(), {
    where: page.getByRole('main').getByRole('alert'),
    message: 'Your card has insufficient funds. Try another card.',
    kept: typed('4000 0000 0000 9995'),
  });
});

test('shortform: an over-long note is refused on the editor, which keeps it', async ({
  page,
  signIn,
  visit,
  expectErrors,
}) => {
  await signIn({ name: 'Sol Shortform' });
  const slug = `refusals-${Date.now().toString(36)}`;
  await visit('/publication-beta');
  await page.getByLabel('Name').fill('Refusals Weekly');
  await page.getByLabel(/^URL/).fill(slug);
  await page.getByRole('button', { name: 'Create publication' }).click();
  await expect(page).toHaveURL(/\/me\/publications$/);

  await visit(`/${slug}`);
  await page.getByRole('link', { name: 'New shortform post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New shortform post' })).toBeVisible();
  const note = page.getByRole('textbox', { name: 'Your note' });
  const longNote = 'n'.repeat(1001);
  await note.fill(longNote);
  // The count shows the note over its limit; typing is not blocked.
  await expect(page.locator('[data-over="true"]')).toHaveText(/^1001\/1000/);
  expectErrors({ graphql: 'Keep it under 1,000 characters.', code: 'BAD_REQUEST' });
  await expectRefusedInPlace(
    page,
    () => page.getByRole('button', { name: 'Post', exact: true }).click(),
    {
      where: page.getByRole('main').getByRole('alert'),
      message: 'Keep it under 1,000 characters.',
      kept: [[note, longNote]],
    },
  );
});

test('topics: a tag over 100 characters is refused on the new-topic form, which keeps it all', async ({
  page,
  signIn,
  visit,
  expectErrors,
}) => {
  const staff = await signIn({ name: 'Stan Staff' });
  const promoted = await page.request.post('/_/test/staff', { data: { userId: staff.userId } });
  expect(promoted.ok()).toBe(true);
  await visit('/topics');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('heading', { name: 'New topic' }) });
  const name = form.getByLabel('Name');
  const address = form.getByLabel('Address (/topic/…)');
  const tags = form.getByLabel('Tags, separated by commas');
  const topicSlug = `long-tags-${Date.now().toString(36)}`;
  const longTags = `craft, ${'t'.repeat(101)}`;
  await name.fill('Long tags');
  await address.fill(topicSlug);
  await tags.fill(longTags);
  expectErrors({
    graphql: 'A tag is lower-case letters, digits and dashes.',
    code: 'BAD_REQUEST',
  });
  await expectRefusedInPlace(page, () => form.getByRole('button', { name: 'Save topic' }).click(), {
    where: form,
    message: 'A tag is lower-case letters, digits and dashes.',
    kept: [
      [name, 'Long tags'],
      [address, topicSlug],
      [tags, longTags],
    ],
  });
});

test('design: a palette below contrast is refused beside Save, with every choice kept', async ({
  page,
  signIn,
  visit,
}) => {
  await signIn({ name: 'Dana Dim' });
  await visit('/me/design');
  const background = page.getByRole('textbox', { name: 'Background colour', exact: true });
  const font = page.getByLabel('Font 2 (story text)');
  await background.fill('#808080');
  await font.selectOption('SERIF_2');
  await expectRefusedInPlace(
    page,
    () => page.getByRole('button', { name: 'Save design' }).click(),
    {
      where: page.getByRole('main').getByRole('alert'),
      message: 'Text on this background has a contrast of 3.5:1; it needs at least 4.5:1.',
      kept: [
        [background, '#808080'],
        [font, 'SERIF_2'],
      ],
    },
  );
  // The page ends readable for the accessibility check.
  await background.fill('#ffffff');
});
