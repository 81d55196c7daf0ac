import { expect, expectAccessible, test } from '../fixtures';
import { waitForMail } from '../support/outbox';
import { graphql, publishStoryByApi } from '../support/story-graphql';
import type { TestSession } from '../fixtures';

function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

test('a writer turns on clap e-mails, gets one when a reader claps, and unsubscribes from it logged out', async ({
  browser,
  page,
  signIn,
  visit,
  expectErrors,
}, testInfo) => {
  test.setTimeout(90_000);
  const baseURL = String(testInfo.project.use.baseURL);
  const username = unique('mailer');
  const email = `${username}@example.org`;
  const writer = await signIn({ name: 'Wanda Writer', username, email });
  const title = unique('Letters from the garden ');
  const story = await publishStoryByApi(page, writer, title, 'A story worth clapping for.');

  // Settings: claps are off by default; turning them on saves at once and says so.
  await visit('/me/settings');
  const section = page.getByRole('region', { name: 'Email notifications' });
  const claps = section.getByRole('checkbox', { name: 'Claps on your stories' });
  await expect(section.getByRole('checkbox', { name: 'Responses to your stories' })).toBeChecked();
  await expect(claps).not.toBeChecked();
  await claps.check();
  await expect(section.getByRole('status')).toHaveText(
    'Saved: you will get emails about “Claps on your stories”.',
  );
  await expectAccessible(page);
  await visit('/me/settings');
  await expect(claps).toBeChecked();

  // A reader claps; the worker mails the writer.
  const readerContext = await browser.newContext({ baseURL });
  const readerPage = await readerContext.newPage();
  const session = await readerPage.request.post('/_/test/session', {
    data: { name: 'Rita Reader', username: unique('rita') },
  });
  const reader = (await session.json()) as TestSession;
  await graphql(
    readerPage,
    reader,
    'mutation ($id: ID!) { clap(postId: $id, count: 1) { clapCount } }',
    { id: story.id },
  );
  await readerContext.close();

  const mail = await waitForMail(email);
  expect(mail.subject).toBe(`Rita Reader clapped for “${title}”`);
  expect(mail.text).toContain(`Read the story: ${baseURL}/p/${story.id}`);
  const unsubscribeLink = mail.links.find((link) => link.includes('/unsubscribe?token='));
  expect(unsubscribeLink).toBeDefined();

  // Logged out, in another browser: confirm, then unsubscribe. Nobody gets signed in.
  const strangerContext = await browser.newContext({ baseURL });
  const stranger = await strangerContext.newPage();
  await stranger.goto(String(unsubscribeLink));
  await expect(
    stranger.getByRole('heading', { level: 1, name: 'Unsubscribe from these e-mails?' }),
  ).toBeVisible();
  await expect(stranger.getByText('“Claps on your stories”')).toBeVisible();
  await expectAccessible(stranger);
  await stranger.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    stranger.getByRole('heading', { level: 1, name: 'You are unsubscribed' }),
  ).toBeVisible();
  await expectAccessible(stranger);
  expect((await strangerContext.cookies()).map((cookie) => cookie.name)).not.toContain('sid');

  // A changed link is refused with a clear page.
  const forgedPath = new URL(`${String(unsubscribeLink)}x`);
  expectErrors({ status: 400, url: forgedPath.pathname + forgedPath.search });
  const forged = await stranger.goto(forgedPath.href);
  expect(forged?.status()).toBe(400);
  await expect(
    stranger.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' }),
  ).toBeVisible();
  await expectAccessible(stranger);
  await strangerContext.close();

  // The writer's setting is off now; the other choices are untouched.
  await visit('/me/settings');
  await expect(claps).not.toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Responses to your stories' })).toBeChecked();
});
