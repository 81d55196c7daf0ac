import { expect, expectAccessible, test } from '../fixtures';

/**
 * A publication's creator links a *.localhost domain (Chromium sends those
 * to loopback), verifies it over HTTP (the app answers the challenge on the
 * domain; CUSTOM_DOMAIN_LOCAL_CHECKS lets the server reach itself there),
 * makes it live, and readers find the publication on it.
 */
test('a creator links, verifies and activates a domain, and the publication is served there', async ({
  page,
  visit,
  signIn,
  baseURL,
  expectErrors,
}) => {
  const port = new URL(baseURL ?? '').port;
  const suffix = Date.now().toString(36);
  const slug = `harbour-${suffix}`;
  const domain = `${slug}.localhost`;
  const creator = await signIn({ name: 'Rae Harbour' });
  const created = await page.request.post('/_/test/publication', {
    data: { slug, name: 'Harbour Letters', creatorId: creator.userId },
  });
  expect(created.ok()).toBe(true);

  await visit(`/${slug}/settings`);
  await page.getByRole('link', { name: 'Custom domain' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/settings/custom-domain$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Custom domain' })).toBeVisible();
  await expectAccessible(page);

  // A bad name is refused before anything is sent.
  await page.getByLabel('Domain').fill('10.0.0.7');
  await page.getByRole('button', { name: 'Link domain' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Use a domain name, not an IP address.',
  );

  await page.getByLabel('Domain').fill(`http://${domain.toUpperCase()}/`);
  await page.getByRole('button', { name: 'Link domain' }).click();
  await expect(page.getByText('Domain linked. Verify it to continue.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: domain })).toBeVisible();
  await expect(page.getByText('Waiting for verification')).toBeVisible();
  await expect(page.getByText(`_quire-challenge.${domain}`)).toBeVisible();
  await expect(
    page.getByText(
      new RegExp(`^http://${domain.replaceAll('.', '\\.')}/\\.well-known/quire-challenge/quire-`),
    ),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Verify over HTTP' }).click();
  await expect(page.getByText('Domain verified.')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Your publication is live on its domain.')).toBeVisible();
  await expect(page.getByText(`This publication is served at ${domain}.`)).toBeVisible();
  await expectAccessible(page);

  // Readers meet it on its domain: its home at /, canonical there, its header's links too.
  const origin = `http://${domain}:${port}`;
  await page.getByRole('link', { name: 'Visit' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Letters' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);
  await expectAccessible(page);
  await page
    .getByRole('navigation', { name: 'Publication' })
    .getByRole('link', { name: 'About' })
    .click();
  await expect(page).toHaveURL(`${origin}/about`);
  await visit(`${origin}/about`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/about`);

  // Its pages on the site name the domain as their address.
  await visit(`/${slug}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);

  // Removed: the domain no longer serves the publication.
  await visit(`/${slug}/settings/custom-domain`);
  await page.getByRole('button', { name: 'Remove domain' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove domain' }).click();
  await expect(page.getByText('Domain removed.')).toBeVisible();
  await expect(page.getByLabel('Domain')).toBeVisible();
  await visit(`${origin}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Letters' })).toHaveCount(0);

  // Another publication may link it, but proving it over HTTP is refused for a while, in the
  // server's words: the domain may still point here for its old owner.
  const rivalSlug = `rival-${suffix}`;
  const rival = await signIn({ name: 'Rex Rival' });
  const rivalCreated = await page.request.post('/_/test/publication', {
    data: { slug: rivalSlug, name: 'Rival Letters', creatorId: rival.userId },
  });
  expect(rivalCreated.ok()).toBe(true);
  await visit(`/${rivalSlug}/settings/custom-domain`);
  await page.getByLabel('Domain').fill(domain);
  await page.getByRole('button', { name: 'Link domain' }).click();
  await expect(page.getByText('Domain linked. Verify it to continue.')).toBeVisible();
  expectErrors({
    graphql:
      'That domain belonged to another publication until recently: verify it with a DNS TXT record.',
    code: 'BAD_REQUEST',
  });
  await page.getByRole('button', { name: 'Verify over HTTP' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'That domain belonged to another publication until recently: verify it with a DNS TXT record.',
  );
});
