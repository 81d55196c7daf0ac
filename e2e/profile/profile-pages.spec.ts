import { expect, test } from '../fixtures';
import { graphql, publishStoryByApi } from '../support/story-graphql';

const CLAP = 'mutation ($id: ID!) { clap(postId: $id, count: 3) { clapCount } }';
const FOLLOW = 'mutation ($id: ID!) { followUser(targetUserId: $id) { id isFollowing } }';
const BLOCK =
  'mutation ($me: ID!, $id: ID!) { blockUser(userId: $me, targetUserId: $id) { id isBlocking } }';

test('a reader walks a writer’s profile: stories, every tab, about counts and followers', async ({
  page,
  visit,
  signIn,
  expectErrors,
}) => {
  // Eleven pages, each checked by axe: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const writer = await signIn({ name: 'Wren Writer' });
  const first = await publishStoryByApi(page, writer, 'First light', 'Morning over the hills.');
  await publishStoryByApi(page, writer, 'Second wind', 'The afternoon picks up.');

  const reader = await signIn({ name: 'Rae Reader' });
  await graphql(page, reader, CLAP, { id: first.id });
  await graphql(page, reader, FOLLOW, { id: writer.userId });

  const home = await visit(`/@${writer.username}`);
  expect(home?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Wren Writer – /);
  await expect(page.getByRole('heading', { level: 1, name: 'Wren Writer' })).toBeVisible();
  await expect(page.getByText(`@${writer.username}`, { exact: true })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Profile sections' });
  await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  const stories = page.locator('main article');
  await expect(stories).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'First light' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Second wind' })).toBeVisible();
  await expect(page.getByRole('link', { name: '1 Follower' })).toBeVisible();

  // Every tab keeps the header and marks itself current.
  const walk: Array<[string, string, string]> = [
    ['Claps', '/has-recommended', 'Wren Writer hasn’t clapped for any stories yet.'],
    ['Highlights', '/highlights', 'Wren Writer hasn’t highlighted any stories yet.'],
    ['Series', '/series', 'Wren Writer hasn’t published any series yet.'],
    ['Responses', '/responses', 'Wren Writer hasn’t responded to any stories yet.'],
  ];
  for (const [tab, suffix, empty] of walk) {
    const response = await visit(`/@${writer.username}${suffix}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Wren Writer' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(empty)).toBeVisible();
  }

  await visit(`/@${writer.username}/latest`);
  await expect(page.locator('main article')).toHaveCount(2);

  await visit(`/@${writer.username}/about`);
  await expect(tabs.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/^Member since [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByRole('link', { name: '0 Following' })).toHaveAttribute(
    'href',
    `/@${writer.username}/following`,
  );
  await page.locator('main').getByRole('link', { name: '1 Follower' }).last().click();
  await expect(page).toHaveURL(new RegExp(`/@${writer.username}/followers$`));
  const followers = page.getByRole('list', { name: 'Wren Writer’s followers' });
  await expect(followers.getByRole('listitem')).toHaveCount(1);
  await expect(followers.getByRole('link', { name: 'Rae Reader' })).toBeVisible();
  await expect(followers.getByText(`@${reader.username}`)).toBeVisible();

  const following = await visit(`/@${writer.username}/following`);
  expect(following?.status()).toBe(200);
  await expect(page.getByText('Wren Writer isn’t following anyone yet.')).toBeVisible();

  // The reader's own claps tab lists the story they clapped for.
  await visit(`/@${reader.username}/has-recommended`);
  await expect(page.getByRole('link', { name: 'First light' })).toBeVisible();
  await visit(`/@${reader.username}/following`);
  await expect(
    page.getByRole('list', { name: 'People Rae Reader follows' }).getByRole('link', {
      name: 'Wren Writer',
    }),
  ).toBeVisible();

  expectErrors({ status: 404, url: '/@nobody_by_this_name_at_all' });
  const missing = await page.goto('/@nobody_by_this_name_at_all');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
});

test('someone the writer blocked sees the blocked state on the profile and on a story', async ({
  page,
  visit,
  signIn,
  expectErrors,
}) => {
  const writer = await signIn({ name: 'Bea Blocker' });
  const story = await publishStoryByApi(page, writer, 'Not for everyone', 'Quiet words.');
  const reader = await signIn({ name: 'Tom Blocked' });

  const again = await signIn({ username: writer.username });
  await graphql(page, again, BLOCK, { me: writer.userId, id: reader.userId });

  await signIn({ username: reader.username });
  // Both pages answer 403 Forbidden to the person blocked.
  expectErrors({ status: 403, url: `/@${writer.username}` }, { status: 403, url: story.path });
  const profile = await visit(`/@${writer.username}`);
  expect(profile?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'You’re blocked' })).toBeVisible();
  await expect(
    page.getByText('You can’t see this profile: its owner has blocked you.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Not for everyone' })).toHaveCount(0);

  const storyPage = await visit(story.path);
  expect(storyPage?.status()).toBe(403);
  await expect(
    page.getByRole('heading', { name: 'You can’t read this story: its author has blocked you.' }),
  ).toBeVisible();
  await expect(page.getByText('Quiet words.')).toHaveCount(0);
});
