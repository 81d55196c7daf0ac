import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import type { TestSession } from '../fixtures';
import { graphql, publishStoryByApi } from '../support/story-graphql';

/**
 * Who stands behind a story, on the story page: Follow beside the author's
 * name, the 'Written by' card with its Follow, 'Published in' for a
 * publication's story, and 'More from' the author. GraphQL only writes the
 * stories and makes the publication; following and reading on happen on the screens.
 */

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

/** An author with three published stories; the first is the one read. */
async function authorWithStories(page: Page, author: TestSession) {
  const stories = [];
  for (const title of ['The first of three', 'The second of three', 'The third of three'])
    stories.push(await publishStoryByApi(page, author, title, `Words of ${title.toLowerCase()}.`));
  return stories;
}

test('a reader follows the author beside the byline and on the Written by card; the profile counts it', async ({
  page,
  visit,
  signIn,
}) => {
  const author = await signIn({ name: 'Ada Byline' });
  const [story] = await authorWithStories(page, author);
  await signIn({ name: 'Rey Reader' });
  await visit(story?.path ?? '');

  const byline = page.locator('article header');
  const card = page.getByRole('region', { name: 'Written by Ada Byline' });
  await expect(card.getByRole('link', { name: 'Ada Byline' })).toHaveAttribute(
    'href',
    `/@${author.username}`,
  );
  await expect(card.getByText('0 Followers')).toBeVisible();

  await byline.getByRole('button', { name: 'Follow Ada Byline' }).click();
  await expect(byline.getByRole('button', { name: 'Following Ada Byline' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Both buttons read the one cached person.
  await expect(card.getByRole('button', { name: 'Following Ada Byline' })).toBeVisible();
  await expect(card.getByText('1 Follower', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Following Ada Byline' }).click();
  await expect(card.getByRole('button', { name: 'Follow Ada Byline' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(byline.getByRole('button', { name: 'Follow Ada Byline' })).toBeVisible();
  await expect(card.getByText('0 Followers')).toBeVisible();

  await card.getByRole('button', { name: 'Follow Ada Byline' }).click();
  await expect(card.getByRole('button', { name: 'Following Ada Byline' })).toBeVisible();
  await expect(card.getByText('1 Follower', { exact: true })).toBeVisible();

  await card.getByRole('link', { name: 'Ada Byline' }).click();
  await expect(page).toHaveURL(new RegExp(`/@${author.username}$`));
  const header = page.locator('main header');
  await expect(header.getByRole('link', { name: '1 Follower' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Following Ada Byline' })).toBeVisible();
});

test('More from lists the author’s other stories, and a click lands on one', async ({
  page,
  visit,
  signIn,
}) => {
  const author = await signIn({ name: 'Mo Morefrom' });
  const [first, second] = await authorWithStories(page, author);
  await signIn({ name: 'Lu Reader' });
  await visit(first?.path ?? '');

  const more = page.getByRole('region', { name: 'More from Mo Morefrom' });
  const titles = more.getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(['The third of three', 'The second of three']);
  await expect(more.getByText('1 min read')).toHaveCount(2);
  await expect(more.getByRole('link', { name: 'See all from Mo Morefrom' })).toHaveAttribute(
    'href',
    `/@${author.username}`,
  );

  await more.getByRole('link', { name: /The second of three/ }).click();
  await expect(page).toHaveURL(new RegExp(`${second?.path ?? ''}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The second of three');
  await expect(
    page.getByRole('region', { name: 'More from Mo Morefrom' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['The third of three', 'The first of three']);
});

test('the author reads their own story with no Follow for themself', async ({
  page,
  visit,
  signIn,
}) => {
  const author = await signIn({ name: 'Io Ownstory' });
  const [story] = await authorWithStories(page, author);
  await visit(story?.path ?? '');
  await expect(page.getByRole('button', { name: 'Story options' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Written by Io Ownstory' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Follow/ })).toHaveCount(0);
});

test('a visitor who clicks Follow on a story is asked to sign up', async ({
  page,
  visit,
  signIn,
}) => {
  const author = await signIn({ name: 'Vi Visited' });
  const [story] = await authorWithStories(page, author);
  await page.context().clearCookies();
  await visit(story?.path ?? '');
  await expect(page.getByRole('region', { name: 'More from Vi Visited' })).toBeVisible();
  await page.locator('article header').getByRole('button', { name: 'Follow Vi Visited' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a publication’s story says where it was published, and its readers follow the publication there', async ({
  page,
  visit,
  signIn,
}) => {
  const creator = await signIn({ name: 'Cy Editor' });
  const slug = `late-edition-${unique()}`;
  const name = `Late Edition ${slug.slice(-6)}`;
  const created = await graphql<{ createPublication: { id: string } }>(
    page,
    creator,
    'mutation ($input: NewPublicationInput!) { createPublication(input: $input) { id } }',
    { input: { name, slug, tagline: 'News after dark.' } },
  );
  const story = await publishStoryByApi(page, creator, 'Filed at midnight', 'The presses roll.');
  // The creator's own story joins the publication at once.
  await graphql(
    page,
    creator,
    'mutation ($c: ID!, $p: ID!) { submitStoryToPublication(collectionId: $c, postId: $p) { id } }',
    { c: created.createPublication.id, p: story.id },
  );

  await signIn({ name: 'Pat Reader' });
  await visit(`/p/${story.id}`);
  await expect(page).toHaveURL(new RegExp(`/${slug}/`));
  const card = page.getByRole('region', { name: `Published in ${name}` });
  await expect(card.getByRole('link', { name })).toHaveAttribute('href', `/${slug}`);
  await expect(card.getByText('News after dark.')).toBeVisible();
  await expect(card.getByText('0 Followers')).toBeVisible();
  await card.getByRole('button', { name: `Follow ${name}` }).click();
  await expect(card.getByRole('button', { name: `Following ${name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card.getByText('1 Follower', { exact: true })).toBeVisible();

  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}$`));
  await expect(page.getByRole('button', { name: `Following ${name}` })).toBeVisible();
});
