import sharp from 'sharp';
import { expect, expectAccessible, test } from '../fixtures';
import { graphql } from '../support/story-graphql';

const USER_LOOKUP = `query ($username: String!) {
  user(username: $username) { __typename ... on User { id username name bio imageId } }
}`;

type Lookup = {
  user: {
    __typename: string;
    id?: string;
    username?: string;
    name?: string;
    bio?: string;
    imageId?: string | null;
  };
};

test('a visitor is asked to sign in on /me/settings', async ({ page, visit }) => {
  await visit('/me/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Sign in to change your profile and settings.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);
});

test('a writer changes name, bio, photo and username, and a taken username is refused', async ({
  page,
  signIn,
  visit,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const taken = `taken_${stamp}`;
  // Someone else holds this handle (created through a separate request context).
  const other = await request.post('/_/test/session', {
    data: { username: taken, name: 'Tara Taken' },
  });
  expect(other.ok()).toBe(true);

  const session = await signIn({ name: 'Sam Settings', email: `sam.${stamp}@example.org` });
  await visit('/me/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(
    `sam.${stamp}@example.org`,
  );
  await expect(page.getByRole('textbox', { name: 'Email address' })).not.toBeEditable();
  await expect(page.getByRole('link', { name: 'Muted writers' })).toHaveAttribute(
    'href',
    '/me/settings/mute/users',
  );

  // Name and bio, with the count/limit counters.
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  const bio = page.getByRole('textbox', { name: 'Short bio' });
  await expect(name).toHaveValue('Sam Settings');
  await name.fill('Samantha Settings');
  await expect(page.getByText('17/50', { exact: true })).toBeVisible();
  await bio.fill('Writes about gardens.');
  await expect(page.getByText('21/160', { exact: true })).toBeVisible();

  // The photo shows from the chosen file, then uploads.
  // A colour of its own: uploads are content-addressed, and the picture must be this writer's upload.
  const colour = `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('avatar-preview')).toHaveAttribute('src', /^blob:/);
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeEnabled();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  const saved = await graphql<Lookup>(page, session, USER_LOOKUP, { username: session.username });
  expect(saved.user).toMatchObject({
    __typename: 'User',
    name: 'Samantha Settings',
    bio: 'Writes about gardens.',
  });
  expect(saved.user.imageId).toMatch(/^[0-9a-f]{32}\.png$/);

  // A bio over the limit turns the counter red and the save is refused beside the field;
  // what was typed stays.
  const longBio = 'b'.repeat(161);
  await bio.fill(longBio);
  await expect(page.locator('[data-over="true"]')).toHaveText(/^161\/160/);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Bios may be at most 160 characters long.' }),
  ).toBeVisible();
  await expect(bio).toHaveValue(longBio);
  await expect(bio).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await bio.fill('Writes about gardens.');

  // A taken username, in another case, is refused while typing.
  const username = page.getByRole('textbox', { name: 'Username', exact: true });
  await username.fill(taken.toUpperCase());
  await expect(
    page.getByText('That username is already taken. Please choose another one.'),
  ).toBeVisible();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Change username' })).toBeDisabled();

  // A free one is announced and taken at once.
  const fresh = `sam_${stamp}`;
  await username.fill(`@${fresh}`);
  await expect(page.getByText(`@${fresh} is available.`)).toBeVisible();
  await page.getByRole('button', { name: 'Change username' }).click();
  await expect(page.getByText(`Your username is now @${fresh}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View your profile' })).toHaveAttribute(
    'href',
    `/@${fresh}`,
  );

  const moved = await graphql<Lookup>(page, session, USER_LOOKUP, { username: fresh });
  expect(moved.user).toMatchObject({
    __typename: 'User',
    username: fresh,
    name: 'Samantha Settings',
  });
  const old = await graphql<Lookup>(page, session, USER_LOOKUP, { username: session.username });
  expect(old.user.__typename).toBe('NotFound');

  // After a reload the page shows what was saved.
  await visit('/me/settings');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Samantha Settings',
  );
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(fresh);
  await expect(page.getByTestId('avatar-preview')).toHaveAttribute(
    'src',
    new RegExp(saved.user.imageId?.replace('.', '\\.') ?? 'never'),
  );
});
