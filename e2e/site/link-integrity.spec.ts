import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { demoStoryPath } from '../support/demo-stories';
import { startAppServer, type AppServer } from '../support/start-app-server';
import { linksInBrowser } from './crawl/browser-links';
import { crawl, type Seed, type Visit } from './crawl/crawler';
import { sitemapEntries } from './crawl/entry-points';
import { waitForMails, type MailLinks } from './crawl/mail-links';
import { askForSignInLink, engageWith, publishAsNewWriter, signInAs } from './crawl/site-activity';
import type { Person } from './crawl/site-activity';
import { judgeCrawls, type Crawl } from './crawl/verdict';
import { LATER_TARGETS } from './later-targets';

/**
 * Every link lands: the demo site is crawled three levels deep from its home
 * page, every story, profile and tag page and every feed, logged out and
 * signed in as a demo writer, with the menus and popovers opened in the
 * browser, and from the links in the mails it sent. Nothing may answer 4xx or
 * 5xx but the targets of later capabilities, listed in later-targets.ts.
 *
 * It runs its own copy of the demo site, so what is linked (and mailed) does
 * not depend on what other specs did before.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 9;
const MAX_DEPTH = 3;
const CONCURRENCY = 4;
/** A path no route serves: the links of its 404 page must land too. */
const MISSING_PAGE = '/no-such-page-for-the-link-check';
/** The demo writer's story the reader answers. */
const ENGAGED_STORY = 'The quiet craft of writing in public';

let server: AppServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startAppServer(PORT, { SEED_DEMO: 'true', ENABLE_TEST_ROUTES: 'true' });
});

test.afterAll(async () => {
  await server?.stop();
});

/** GETs that change state (signing out) and API endpoints that take only POST. */
function isSkipped(url: URL): boolean {
  return (
    url.pathname.startsWith('/m/signout/') ||
    /^\/_\/(graphql|batch|oh-noes|clientele)(\/|$)/.test(url.pathname)
  );
}

function crawlFrom(request: APIRequestContext, seeds: Seed[], maxDepth = MAX_DEPTH) {
  return crawl({
    request,
    origin: server.url,
    seeds,
    maxDepth,
    concurrency: CONCURRENCY,
    skip: isSkipped,
  });
}

interface StartingPoints {
  /** Requested over HTTP only. */
  fixed: string[];
  /** Also opened in the browser, menus and all. */
  pages: string[];
}

async function startingPoints(request: APIRequestContext): Promise<StartingPoints> {
  const origin = server.url;
  const entries = await sitemapEntries(request, origin);
  const tagFeeds = entries.tags.flatMap((url) => {
    const feed = `${origin}/feed/tagged/${url.split('/').pop() ?? ''}`;
    return [feed, `${feed}/json`];
  });
  const files = [
    '/robots.txt',
    '/sitemap.xml',
    '/feed',
    '/feed/json',
    '/favicon.ico',
    MISSING_PAGE,
  ];
  return {
    fixed: [
      ...files.map((path) => origin + path),
      ...entries.tags,
      ...entries.publications,
      ...tagFeeds,
    ],
    pages: [`${origin}/`, ...entries.stories, ...entries.profiles],
  };
}

/**
 * The starting points, plus everything the browser finds on the pages and in
 * their menus. The page is left afterwards, so that it reports what it has
 * to while its session lasts (the crawl ends with signing out).
 */
async function seedsFrom(page: Page, points: StartingPoints, extraPages: string[] = []) {
  const pages = [...points.pages, ...extraPages.map((path) => server.url + path)];
  const seeds: Seed[] = [...points.fixed, ...pages].map((url) => ({ url, foundOn: 'the start' }));
  for (const url of pages) seeds.push(...(await linksInBrowser(page, url)));
  await page.goto('about:blank');
  return seeds;
}

/** The demo writer, made staff so the user menu shows every item it has. */
async function signInDemoWriter(browser: Browser): Promise<Person> {
  const ada = await signInAs(browser, server.url, { username: 'ada' });
  const promoted = await ada.page.request.post('/_/test/staff', {
    data: { userId: ada.session.userId },
  });
  expect(promoted.ok()).toBe(true);
  return ada;
}

/** Activity that gives the bell rows and the outbox mails; answers the writer's mails. */
async function bringTheSiteToLife(browser: Browser, ada: Person): Promise<MailLinks[]> {
  const reader = await signInAs(browser, server.url, { username: 'rita', name: 'Rita Reader' });
  const adaStory = await demoStoryPath(ada.page.request, ENGAGED_STORY);
  await engageWith(reader, ada.session, adaStory.split('-').pop() ?? '');
  const { writer, postId } = await publishAsNewWriter(browser, server.url);
  await engageWith(reader, writer.session, postId);
  await askForSignInLink(browser, server.url, writer.email);
  // A follow, a response (claps mail only when asked for) and the sign-in link.
  return waitForMails(server.dataDir, writer.email, 3);
}

/** The mails' links: opened as their recipient (signed in by the mail's own link), then by anyone. */
async function crawlMails(browser: Browser, mails: MailLinks[]): Promise<Crawl[]> {
  const seeds = mails.flatMap((mail) => mail.seeds);
  for (const seed of seeds)
    expect(new URL(seed.url).origin, `${seed.foundOn} links ${seed.url}`).toBe(server.url);
  const signInLinks = seeds.filter((seed) => seed.url.includes('/m/callback/email'));
  expect(signInLinks.length, 'a sign-in link in the outbox').toBeGreaterThan(0);

  const recipient = await browser.newContext({ baseURL: server.url });
  const signingIn = await crawlFrom(recipient.request, signInLinks, 0);
  const cookies = await recipient.cookies();
  expect(
    cookies.map((cookie) => cookie.name),
    'the sign-in link signs in',
  ).toContain('sid');
  const others = seeds.filter((seed) => !signInLinks.includes(seed));
  const asRecipient = await crawlFrom(recipient.request, others, 1);
  await recipient.close();

  // Anyone else, later: the sign-in link is used up by now and must still land somewhere.
  const stranger = await browser.newContext({ baseURL: server.url });
  const asStranger = await crawlFrom(stranger.request, seeds, 1);
  await stranger.close();
  return [
    { label: 'mail, signing in', visits: [...signingIn.values()] },
    { label: 'mail, as its recipient', visits: [...asRecipient.values()] },
    { label: 'mail, logged out', visits: [...asStranger.values()] },
  ];
}

function withoutMissingPage(visits: Map<string, Visit>): Visit[] {
  const missing = server.url + MISSING_PAGE;
  const page = visits.get(missing);
  expect(page?.status, `${MISSING_PAGE} is the 404 page`).toBe(404);
  return [...visits.values()].filter((visit) => visit.url !== missing);
}

test('every link on the demo site lands, but those to later capabilities, which stay listed', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const ada = await signInDemoWriter(browser);
  const mails = await bringTheSiteToLife(browser, ada);
  const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
  const points = await startingPoints(visitor.request);
  const crawls: Crawl[] = [];

  await test.step('logged out', async () => {
    const seeds = await seedsFrom(visitor, points);
    const visits = await crawlFrom(visitor.request, seeds);
    crawls.push({ label: 'logged out', visits: withoutMissingPage(visits) });
  });
  await test.step('signed in as a demo writer', async () => {
    const seeds = await seedsFrom(ada.page, points, ['/me/stories/public', '/me/notifications']);
    const visits = await crawlFrom(ada.page.request, seeds);
    crawls.push({ label: 'signed in as ada', visits: withoutMissingPage(visits) });
    // Skipped while crawling, so that the crawl stays signed in: the menu's last item.
    const signOut = seeds.find((seed) => seed.url.includes('/m/signout/'));
    expect(signOut, 'a sign-out item in the user menu').toBeDefined();
    const response = await ada.page.request.get(signOut?.url ?? '', { maxRedirects: 0 });
    expect(response.status(), 'signing out').toBeLessThan(400);
  });
  await test.step('the mails in the outbox', async () => {
    crawls.push(...(await crawlMails(browser, mails)));
  });

  for (const { label, visits } of crawls)
    console.log(`link check, ${label}: ${visits.length} URLs requested`);
  const problems = judgeCrawls(crawls, LATER_TARGETS, server.url);
  expect(problems, problems.join('\n')).toEqual([]);
});
