import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import type { TestSession } from '../fixtures';
import { publishMemberOnlyStory } from '../support/story-graphql';
import type { MemberOnlyStory } from '../support/story-graphql';

/**
 * The metered paywall as readers meet it: a logged-out visitor hits the
 * registration wall; a signed-in non-member reads three member-only stories
 * free this month (the default allowance), then meets the locked preview
 * with the upsell; re-reading a story already counted costs nothing; the
 * writer's friend link passes the meter.
 */

const HIDDEN = 'Only readers of the whole story get this far.';

async function writeMemberOnlyStory(page: Page, session: TestSession, title: string) {
  const paragraphs = [
    { name: 'm1', type: 'H3', text: title },
    { name: 'm2', type: 'P', text: 'The first paragraph anyone may read.' },
    { name: 'm3', type: 'P', text: 'The second paragraph anyone may read.' },
    { name: 'm4', type: 'P', text: 'The last paragraph of the opening.' },
    { name: 'm5', type: 'P', text: HIDDEN },
  ];
  return publishMemberOnlyStory(page, session, title, paragraphs);
}

test('a reader reads past the allowance and hits the wall; the friend link passes it', async ({
  page,
  context,
  signIn,
  visit,
}) => {
  // Four stories written, eleven pages opened: longer than one page's budget.
  test.slow();
  const writer = await signIn({ name: 'Mira Meter' });
  const stamp = Date.now().toString(36);
  const stories: MemberOnlyStory[] = [];
  for (const n of [1, 2, 3, 4])
    stories.push(await writeMemberOnlyStory(page, writer, `Member story ${n} ${stamp}`));
  const [first, second, third, fourth] = stories as [
    MemberOnlyStory,
    MemberOnlyStory,
    MemberOnlyStory,
    MemberOnlyStory,
  ];

  // Logged out: the opening, then the registration wall.
  await context.clearCookies();
  await visit(first.path);
  await expect(page.getByText('Member-only story')).toBeVisible();
  await expect(page.getByText('The last paragraph of the opening.')).toBeVisible();
  await expect(page.getByText(HIDDEN)).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: 'Create an account to read the full story.' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'The author made this story available to members only. Sign up for free to read it, and 3 member-only stories every month.',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Sign up to read' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // Signed in, not a member: three stories on the meter, each one counted once.
  await signIn({ name: 'Rory Reader' });
  const notices = [
    'You have 2 free member-only stories left this month.',
    'You have 1 free member-only story left this month.',
    'You have no free member-only stories left this month.',
  ];
  for (const [index, story] of [first, second, third].entries()) {
    await visit(story.path);
    await expect(page.getByText(HIDDEN)).toBeVisible();
    await expect(page.getByRole('note')).toContainText(notices[index] ?? '');
  }
  await expect(page.getByRole('note').getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    '/plans',
  );

  // Past the allowance: the locked preview and the upsell.
  await visit(fourth.path);
  await expect(page.getByText('The last paragraph of the opening.')).toBeVisible();
  await expect(page.getByText(HIDDEN)).toHaveCount(0);
  await expect(
    page.getByRole('heading', {
      name: 'You’ve read all your free member-only stories this month.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become a member' }).last()).toHaveAttribute(
    'href',
    '/plans',
  );

  // A story already counted this month stays open, with no other story used.
  await visit(first.path);
  await expect(page.getByText(HIDDEN)).toBeVisible();
  await expect(page.getByRole('note')).toContainText(
    'You have no free member-only stories left this month.',
  );

  // The writer's friend link passes the meter.
  await visit(new URL(fourth.friendLink).pathname + new URL(fourth.friendLink).search);
  await expect(page.getByText(HIDDEN)).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(
    'You’re reading a member-only story with a friend link.',
  );
});
