import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import type { TestSession } from '../fixtures';
import { graphql } from '../support/story-graphql';

/**
 * A story's way into a publication, driven through the screens: the writer
 * submits from the publish dialog or from Story settings, an editor reviews it
 * in the queue and publishes it, the writer hears at each step, and the
 * creator's New story publishes straight into the publication. GraphQL only
 * makes the publication and sends the invitation, which these tests are not about.
 */

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

async function publicationWithWriter(
  page: Page,
  signIn: (options?: { name?: string; username?: string }) => Promise<TestSession>,
) {
  const writer = await signIn({ name: 'Wren Writer' });
  const creator = await signIn({ name: 'Cora Creator' });
  const slug = `night-desk-${unique()}`;
  const name = `Night Desk ${slug.slice(-6)}`;
  const created = await graphql<{ createPublication: { id: string } }>(
    page,
    creator,
    'mutation ($input: NewPublicationInput!) { createPublication(input: $input) { id } }',
    { input: { name, slug } },
  );
  await graphql(
    page,
    creator,
    'mutation ($c: ID!, $u: String!) { inviteToPublication(collectionId: $c, invitee: $u, role: WRITER) { id } }',
    { c: created.createPublication.id, u: writer.username },
  );
  return { writer, creator, slug, name };
}

/** The writer answers the invitation where it waits for them. */
async function acceptInvitation(page: Page, visit: (path: string) => Promise<unknown>) {
  await visit('/me/publications');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Joined' })).toBeVisible();
}

async function writeDraft(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Story', exact: true }).click();
  await page.keyboard.type('Streetlights hum while the city sleeps.');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({
    timeout: 15_000,
  });
}

async function expectNotification(
  page: Page,
  visit: (path: string) => Promise<unknown>,
  text: string,
) {
  await visit('/me/notifications');
  await expect(page.getByRole('main').getByText(text)).toBeVisible();
}

test('a writer submits a draft from the publish dialog; an editor publishes it from the queue; the writer hears of each step', async ({
  page,
  signIn,
  visit,
}) => {
  test.setTimeout(120_000);
  const { writer, creator, slug, name } = await publicationWithWriter(page, signIn);
  await signIn({ username: writer.username });
  await acceptInvitation(page, visit);

  const title = `Night shift ${unique()}`;
  await visit('/new-story');
  await writeDraft(page, title);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish story' });
  const choice = dialog.getByRole('group', { name: 'Publication' });
  await expect(choice.getByRole('radio', { name: 'Your profile only' })).toBeChecked();
  await choice.getByRole('radio', { name }).check();
  await expect(dialog.getByText(`The editors of ${name} review your story`)).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'When' })).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: `Submit to ${name}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('editor-draft-label')).toHaveText(`Draft submitted to ${name}`);

  // The creator hears of it, finds it in the queue from the publication's menu and opens it.
  await signIn({ username: creator.username });
  await expectNotification(page, visit, `Wren Writer submitted the draft ${title} to ${name}`);
  await visit(`/${slug}`);
  await page.getByRole('button', { name: `Manage ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Stories' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/stories/submissions$`));
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Wren Writer');
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(page.getByTestId('editor-draft-label')).toHaveText(`Draft submitted to ${name}`);

  // Publishing it is the editor's approval: it goes out under the publication.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Publish story' });
  await expect(review.getByTestId('publish-publication-note')).toHaveText(
    `Publishing approves it for ${name}; its writer hears of it.`,
  );
  await review.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/night-shift-[a-z0-9-]+$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visit(`/${slug}/stories/submissions`);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

  await signIn({ username: writer.username });
  await expectNotification(page, visit, `Cora Creator approved ${title} for ${name}`);
  await expect(
    page.getByRole('main').getByText(`Cora Creator published ${title} in ${name}`),
  ).toBeVisible();
});

test("the creator's New story from the publication's menu is published into the publication", async ({
  page,
  signIn,
  visit,
}) => {
  const { creator, slug, name } = await publicationWithWriter(page, signIn);
  await signIn({ username: creator.username });
  await visit(`/${slug}`);
  await page.getByRole('button', { name: `Manage ${name}` }).click();
  await page.getByRole('menuitem', { name: 'New story' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/new-story$`));
  const title = `From the desk ${unique()}`;
  await writeDraft(page, title);
  await expect(page.getByTestId('editor-draft-label')).toHaveText('Unsubmitted draft');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish story' });
  await expect(dialog.getByTestId('publish-publication-note')).toHaveText(
    `Publishing puts it in ${name}.`,
  );
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/from-the-desk-[a-z0-9-]+$`));
  await visit(`/${slug}`);
  await expect(page.getByRole('main').getByRole('link', { name: title }).first()).toBeVisible();
});

test('a writer submits a published story from Story settings; an editor approves it and it moves under the publication', async ({
  page,
  signIn,
  visit,
}) => {
  const { writer, creator, slug, name } = await publicationWithWriter(page, signIn);
  const session = await signIn({ username: writer.username });
  await acceptInvitation(page, visit);
  const title = `City lights ${unique()}`;
  const story = await graphql<{ createDraft: { id: string } }>(
    page,
    session,
    'mutation ($t: String!, $c: PostContentInput!) { createDraft(title: $t, content: $c) { id } }',
    { t: title, c: { paragraphs: [{ name: 'c1', type: 'P', text: 'Neon and rain.' }] } },
  );
  const id = story.createDraft.id;
  await graphql(page, session, 'mutation ($id: ID!) { publishPost(postId: $id) { id } }', { id });

  await visit(`/p/${id}/settings`);
  const section = page.getByRole('region', { name: 'Publication' });
  await expect(section.getByLabel('Publication')).toHaveValue(/.+/);
  await section.getByLabel('Publication').selectOption({ label: name });
  await section.getByRole('button', { name: 'Submit' }).click();
  await expect(section.getByTestId('settings-publication-standing')).toHaveText(
    `Submitted to ${name}`,
  );
  await expectAccessible(page);

  await signIn({ username: creator.username });
  await visit(`/${slug}/stories/submissions`);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row.getByRole('status')).toBeVisible();

  await signIn({ username: writer.username });
  await expectNotification(page, visit, `Cora Creator approved ${title} for ${name}`);
  await visit(`/p/${id}/settings`);
  await expect(
    page.getByRole('region', { name: 'Publication' }).getByTestId('settings-publication-standing'),
  ).toHaveText(`Published in ${name}.`);
  await page.getByRole('link', { name: 'View story' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/city-lights-`));
});
