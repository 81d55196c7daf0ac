import { expect, expectAccessible, test } from '../fixtures';
import { blockReader } from '../support/block-reader';
import { publishStoryByApi } from '../support/story-graphql';

const FOLLOW = 'mutation ($id: ID!) { followUser(targetUserId: $id) { id isFollowing } }';

test('one-click follow: follows on arrival, then says already following, and refuses yourself', async ({
  page,
  visit,
  signIn,
}) => {
  const writer = await signIn({ name: 'Ada Quill' });

  // A visitor is asked to sign in first.
  await page.context().clearCookies();
  await visit(`/@${writer.username}/follow`, { accessibility: false });
  await expect(page.getByRole('dialog')).toBeVisible();

  const reader = await signIn({ name: 'Bea Page' });
  // The page follows on arrival and then slides its toast in: check it once that has shown.
  await visit(`/@${writer.username}/follow`, { accessibility: false });
  await expect(
    page.getByText('You are now following Ada Quill on Quire', { exact: true }),
  ).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('button', { name: 'Following Ada Quill' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await visit(`/@${writer.username}/follow`);
  await expect(
    page.getByText("You're already following Ada Quill on Quire", { exact: true }),
  ).toBeVisible();

  await visit(`/@${reader.username}/follow`);
  await expect(
    page.getByText('You cannot follow yourself on Quire', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Follow/ })).toHaveCount(0);

  // The follower shows in the writer's Follows dialog, with a follow button of their own.
  await visit(`/@${writer.username}/follow`);
  await page.getByRole('button', { name: '1 Follower' }).click();
  const dialog = page.getByRole('dialog', { name: "Ada Quill's followers" });
  await expect(dialog.getByRole('link', { name: 'Bea Page' })).toBeVisible();
  await expect(dialog.getByText(`@${reader.username}`)).toBeVisible();
});

test('follow and unfollow from a profile: optimistic, counted, and kept after reload', async ({
  page,
  visit,
  signIn,
}) => {
  const writer = await signIn({ name: 'Cy Writer' });
  await signIn({ name: 'Dee Reader' });

  await visit(`/@${writer.username}`);
  const header = page.locator('main header');
  await expect(header.getByRole('link', { name: '0 Followers' })).toBeVisible();
  await header.getByRole('button', { name: 'Follow Cy Writer' }).click();
  await expect(header.getByRole('button', { name: 'Following Cy Writer' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(header.getByRole('link', { name: '1 Follower' })).toBeVisible();

  await visit(`/@${writer.username}`);
  await expect(header.getByRole('button', { name: 'Following Cy Writer' })).toBeVisible();
  await expect(header.getByRole('link', { name: '1 Follower' })).toBeVisible();

  await header.getByRole('button', { name: 'Following Cy Writer' }).click();
  await expect(header.getByRole('button', { name: 'Follow Cy Writer' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(header.getByRole('link', { name: '0 Followers' })).toBeVisible();
  await visit(`/@${writer.username}`);
  await expect(header.getByRole('button', { name: 'Follow Cy Writer' })).toBeVisible();
});

test('a refused follow goes back to Follow and says why in the server’s words', async ({
  page,
  visit,
  signIn,
  expectErrors,
  playwright,
  baseURL,
}) => {
  const writer = await signIn({ name: 'Vi Private' });
  const reader = await signIn({ name: 'Kit Keen' });
  await visit(`/@${writer.username}`);
  const header = page.locator('main header');
  const follow = header.getByRole('button', { name: 'Follow Vi Private' });
  await expect(follow).toBeVisible();
  await blockReader(playwright.request, baseURL ?? '', writer, reader.userId);

  expectErrors({ graphql: 'You cannot follow this user.', code: 'BAD_REQUEST' });
  await follow.click();
  await expect(page.locator('[data-toast-style="ERROR"] p')).toHaveText(
    'You cannot follow this user.',
  );
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await expect(header.getByRole('link', { name: '0 Followers' })).toBeVisible();
});

test('follow and unfollow from a followers list: optimistic, and kept after reload', async ({
  page,
  visit,
  signIn,
}) => {
  const writer = await signIn({ name: 'Flo Writer' });
  const follower = await signIn({ name: 'Ned Follower' });
  const followed = await page.request.post('/_/graphql', {
    headers: { 'x-xsrf-token': follower.xsrfToken },
    data: { query: FOLLOW, variables: { id: writer.userId } },
  });
  expect(((await followed.json()) as { errors?: unknown[] }).errors).toBeUndefined();
  await signIn({ name: 'Opal Reader' });

  await visit(`/@${writer.username}/followers`);
  const row = page.getByRole('listitem').filter({ hasText: `@${follower.username}` });
  await row.getByRole('button', { name: 'Follow Ned Follower' }).click();
  await expect(row.getByRole('button', { name: 'Following Ned Follower' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await visit(`/@${writer.username}/followers`);
  await row.getByRole('button', { name: 'Following Ned Follower' }).click();
  await expect(row.getByRole('button', { name: 'Follow Ned Follower' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await visit(`/@${writer.username}/followers`);
  await expect(row.getByRole('button', { name: 'Follow Ned Follower' })).toBeVisible();
});

test('block with confirmation from the keyboard; the blocked person cannot follow; report with also-block', async ({
  page,
  visit,
  signIn,
  expectErrors,
}) => {
  const pest = await signIn({ name: 'Eli Pest' });
  const writer = await signIn({ name: 'Fay Writer' });

  await visit(`/@${pest.username}`);
  const menuButton = page.getByRole('button', { name: 'More actions for Eli Pest' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Mute this author' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Block this author' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Block Eli Pest?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('Successfully blocked user.', { exact: true })).toBeVisible();
  await expect(confirm).toBeHidden();
  await menuButton.click();
  await expect(page.getByRole('menuitem', { name: 'Unblock this author' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Block this author', exact: true })).toHaveCount(
    0,
  );
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();

  // The blocked person sees the blocked state and no way to follow.
  const pestAgain = await signIn({ username: pest.username });
  await visit(`/@${writer.username}/follow`);
  await expect(page.getByText('You are now following', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Follow/ })).toHaveCount(0);
  // The profile answers 403 Forbidden to the person blocked.
  expectErrors({ status: 403, url: `/@${writer.username}` });
  await visit(`/@${writer.username}`);
  await expect(page.getByRole('heading', { name: 'You’re blocked' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow Fay Writer' })).toHaveCount(0);
  const refused = await page.request.post('/_/graphql', {
    // The token of the session signed in last: an older one is refused as a forgery.
    headers: { 'x-xsrf-token': pestAgain.xsrfToken },
    data: { query: FOLLOW, variables: { id: writer.userId } },
  });
  expect(await refused.json()).toMatchObject({
    errors: [{ message: 'You cannot follow this user.', extensions: { code: 'BAD_REQUEST' } }],
  });

  // A third person reports the pest and blocks them in the same step.
  await signIn({ name: 'Gus Reader' });
  await visit(`/@${pest.username}`);
  await page.getByRole('button', { name: 'More actions for Eli Pest' }).click();
  await page.getByRole('menuitem', { name: 'Report this author' }).click();
  const report = page.getByRole('dialog', { name: 'Report Eli Pest' });
  const alsoBlock = report.getByRole('checkbox', { name: 'Also block this user' });
  await expect(alsoBlock).toBeChecked();
  await expect(report.getByRole('button', { name: 'Report and block' })).toBeVisible();
  await alsoBlock.uncheck();
  await expect(report.getByRole('button', { name: 'Report', exact: true })).toBeVisible();
  await alsoBlock.check();
  await report.getByRole('radio', { name: 'Harassment' }).check();
  await report.getByRole('button', { name: 'Report and block' }).click();
  await expect(page.getByText('Successfully reported user.', { exact: true })).toBeVisible();
  await visit(`/@${pest.username}`);
  await page.getByRole('button', { name: 'More actions for Eli Pest' }).click();
  await expect(page.getByRole('menuitem', { name: 'Unblock this author' })).toBeVisible();
});

test('muting an author and a publication takes their stories off the home list until unmuted', async ({
  page,
  visit,
  signIn,
}) => {
  // Eight pages, each checked by axe: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const author = await signIn({ name: 'Hal Author' });
  const byAuthor = await publishStoryByApi(page, author, 'Hal writes about muting', 'Words.');
  const editor = await signIn({ name: 'Ivy Editor' });
  const inPublication = await publishStoryByApi(page, editor, 'Gazette front page', 'News.');
  const slug = `gazette-${Date.now().toString(36)}`;
  const created = await page.request.post('/_/test/publication', {
    data: {
      slug,
      name: 'Ivy Gazette',
      domain: `${slug}.example`,
      creatorId: editor.userId,
      postIds: [inPublication.id],
    },
  });
  expect(created.ok()).toBe(true);

  await signIn({ name: 'Jo Reader' });
  await visit('/');
  const main = page.locator('main');
  await expect(main.getByText('Hal writes about muting')).toBeVisible();
  await expect(main.getByText('Gazette front page')).toBeVisible();

  await visit(byAuthor.path);
  await page.getByRole('button', { name: 'More actions for this story' }).click();
  await page.getByRole('menuitem', { name: 'Mute this author' }).click();
  await expect(
    page.getByText('Hal Author has been muted. You will no longer see their stories.', {
      exact: true,
    }),
  ).toBeVisible();

  await visit(`/p/${inPublication.id}`);
  await page.getByRole('button', { name: 'More actions for this story' }).click();
  await page.getByRole('menuitem', { name: 'Mute this publication' }).click();
  await expect(
    page.getByText('Ivy Gazette has been muted. You will no longer see their stories.', {
      exact: true,
    }),
  ).toBeVisible();

  await visit('/');
  await expect(main.getByText('Hal writes about muting')).toHaveCount(0);
  await expect(main.getByText('Gazette front page')).toHaveCount(0);

  await visit('/me/settings/mute/users');
  const people = page.getByRole('list', { name: 'Authors' });
  await expect(people.getByRole('link', { name: 'Hal Author' })).toBeVisible();
  await people.getByRole('button', { name: 'Unmute Hal Author' }).click();
  await expect(page.getByText('Hal Author has been unmuted.', { exact: true })).toBeVisible();
  await expect(people.getByRole('button', { name: 'Mute Hal Author' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Muted lists' })
    .getByRole('link', { name: 'Publications' })
    .click();
  const publications = page.getByRole('list', { name: 'Publications' });
  await publications.getByRole('button', { name: 'Unmute Ivy Gazette' }).click();
  await expect(page.getByText('Ivy Gazette has been unmuted.', { exact: true })).toBeVisible();

  await visit('/');
  await expect(main.getByText('Hal writes about muting')).toBeVisible();
  await expect(main.getByText('Gazette front page')).toBeVisible();
});
