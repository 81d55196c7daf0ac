import pg from 'pg';
import { expect, test } from '../fixtures';

/** On the PostgreSQL run: what the server holds for the story titled `title`. */
async function storedOnPostgres(databaseUrl: string, title: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ claps: string; responses: string }>(
      `select (select coalesce(sum(c.count), 0) from claps c where c.post_id = p.id) as claps,
              (select count(*) from posts r where r.in_response_to_post_id = p.id) as responses
         from posts p where p.title = $1`,
      [title],
    );
    return rows.map((row) => ({ claps: Number(row.claps), responses: Number(row.responses) }));
  } finally {
    await client.end();
  }
}

/**
 * The short path every database must carry: a writer publishes from the
 * editor, a reader reads, claps and responds. It runs in the main suite and
 * again with the app on a PostgreSQL server (playwright.postgres.config.ts).
 */
test('a writer publishes a story; a reader reads it, claps and responds', async ({
  page,
  signIn,
  visit,
}) => {
  test.setTimeout(90_000);
  const title = `Smoke over the harbour ${Date.now().toString(36)}`;
  await signIn({ name: 'Sam Smoke' });
  await visit('/new-story');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Story', exact: true }).click();
  await page.keyboard.type('The boats came in before the fog.');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish story' });
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).not.toHaveURL(/\/edit$/, { timeout: 15_000 });
  const path = new URL(page.url()).pathname;

  await signIn({ name: 'Rae Reader' });
  await visit(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('The boats came in before the fog.')).toBeVisible();

  await page.getByRole('button', { name: 'Clap', exact: true }).first().click();
  await expect(page.getByRole('button', { name: '1 clap', exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Responses (0)' }).click();
  const panel = page.getByRole('dialog', { name: 'Responses (0)' });
  await panel.getByLabel('What are your thoughts?').fill('Fog suits this harbour.');
  await panel.getByRole('button', { name: 'Respond' }).click();
  await expect(page.getByRole('button', { name: 'Responses (1)' })).toBeVisible();

  // Everything above was stored: it is all there after a reload.
  await visit(`${path}?responsesOpen=true`);
  await expect(page.getByRole('button', { name: '1 clap', exact: true }).first()).toBeVisible();
  await expect(
    page
      .getByRole('dialog', { name: 'Responses (1)' })
      .getByRole('article', { name: 'Rae Reader', exact: true })
      .getByText('Fog suits this harbour.'),
  ).toBeVisible();

  // The PostgreSQL run must really read back from the server, never skip the check quietly.
  const databaseUrl = process.env.E2E_DATABASE_URL;
  const postgresRun = test.info().config.configFile?.endsWith('playwright.postgres.config.ts');
  if (postgresRun) expect(databaseUrl, 'the PostgreSQL run names its database').toBeTruthy();
  if (databaseUrl)
    expect(await storedOnPostgres(databaseUrl, title)).toEqual([{ claps: 1, responses: 1 }]);
});
