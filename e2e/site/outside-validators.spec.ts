import type { APIRequestContext } from '@playwright/test';
import { DEMO_STORIES } from '@server/seed/demo-stories';
import { expect, test } from '../fixtures';
import { demoStoryPath } from '../support/demo-stories';
import { jsonFeedProblems, rssProblems } from './validators/feed-checks';
import { checkHtml, formatMessage } from './validators/nu-html-checker';
import type { CheckedDocument } from './validators/nu-html-checker';
import { ARTICLE_FIELDS, describeFailures, testStructuredData } from './validators/structured-data';

/**
 * Tools nobody on this project wrote read the demo site: the W3C's Nu Html
 * Checker, a feed reader's parser, and a structured-data tester with
 * Google's presets. None may find an error.
 */

const DEMO_WRITERS = ['ada', 'grace', 'linus'];
const DEMO_TAGS = [...new Set(DEMO_STORIES.flatMap((story) => story.tags))];

/**
 * AMP pages need attributes the HTML standard does not know (AMP's own
 * validator checks AMP's rules; the Nu checker cannot): the ⚡ mark on
 * <html> and the amp-custom and amp-boilerplate styles. Exactly these
 * messages are left out, on AMP pages only.
 */
const AMP_ONLY_ATTRIBUTES = new Set([
  'Attribute “⚡” not allowed on element “html” at this point.',
  'Attribute “amp-custom” not allowed on element “style” at this point.',
  'Attribute “amp-boilerplate” not allowed on element “style” at this point.',
]);

async function fetchText(request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path);
  expect(response.status(), `${path} answers ${status}`).toBe(status);
  return { body: await response.text(), type: response.headers()['content-type'] ?? '' };
}

/** The demo stories' ids, found by title however many stories other specs published. */
async function demoStoryIds(request: APIRequestContext): Promise<Array<[string, string]>> {
  const ids: Array<[string, string]> = [];
  for (const story of DEMO_STORIES) {
    const path = await demoStoryPath(request, story.title);
    ids.push([story.title, path.split('-').pop() ?? '']);
  }
  return ids;
}

function reportWarnings(checked: CheckedDocument[]): void {
  for (const document of checked)
    for (const warning of document.warnings)
      console.log(`Nu Html Checker warning, ${document.name}: ${formatMessage(warning)}`);
}

test('the Nu Html Checker finds no error on the home page, the stories with their AMP and responses pages, the profiles, and the 404, sign-in, Help, About, Legal and status pages', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const pages: Array<{ name: string; path: string; status?: number }> = [
    { name: 'home', path: '/' },
    ...DEMO_WRITERS.map((username) => ({ name: `profile @${username}`, path: `/@${username}` })),
    { name: '404', path: '/no-such-page-for-the-checker', status: 404 },
    { name: 'sign-in', path: '/m/signin' },
    { name: 'Help', path: '/help' },
    { name: 'About', path: '/about' },
    { name: 'Legal', path: '/legal' },
    { name: 'status', path: '/status' },
  ];
  for (const [title, id] of await demoStoryIds(request)) {
    pages.push({ name: `story “${title}”`, path: `/p/${id}` });
    pages.push({ name: `AMP “${title}”`, path: `/amp/p/${id}` });
    pages.push({ name: `responses of “${title}”`, path: `/p/${id}/responses/show` });
  }
  const documents = [];
  for (const page of pages) {
    const { body } = await fetchText(request, page.path, page.status);
    documents.push({ name: page.name, html: body });
  }

  const checked = await checkHtml(documents);
  reportWarnings(checked);
  const errors = checked.flatMap((document) =>
    document.errors
      .filter(
        (error) => !(document.name.startsWith('AMP ') && AMP_ONLY_ATTRIBUTES.has(error.message)),
      )
      .map((error) => `${document.name}: ${formatMessage(error)}`),
  );
  expect(errors, errors.join('\n')).toEqual([]);
});

test('every feed reads in a feed reader with every item complete: the site’s, each writer’s and each tag’s, RSS and JSON Feed', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(String(baseURL)).origin;
  const feeds = [
    '/feed',
    ...DEMO_WRITERS.map((username) => `/feed/@${username}`),
    ...DEMO_TAGS.map((tag) => `/feed/tagged/${tag}`),
  ];
  const problems: string[] = [];
  for (const path of feeds) {
    const rss = await fetchText(request, path);
    expect(rss.type, path).toMatch(/^application\/rss\+xml/);
    problems.push(...rssProblems(rss.body, origin).map((problem) => `${path}: ${problem}`));
    const json = await fetchText(request, `${path}/json`);
    expect(json.type, `${path}/json`).toMatch(/^application\/feed\+json/);
    problems.push(
      ...jsonFeedProblems(json.body, origin).map((problem) => `${path}/json: ${problem}`),
    );
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('every demo story carries what Google’s Article rich result and social cards need', async ({
  request,
}) => {
  for (const [title, id] of await demoStoryIds(request)) {
    const { body } = await fetchText(request, `/p/${id}`);
    const result = await testStructuredData(body, { schemas: ['Article'] });
    expect(describeFailures(result), `“${title}”`).toEqual([]);
    const passed = result.passed.map((test) => test.test);
    for (const field of ARTICLE_FIELDS)
      expect(passed, `“${title}”: Article ${field}`).toContain(`Article[0].${field}`);
    for (const warning of result.warnings)
      console.log(`Structured data warning, “${title}”: ${warning.test}`);
  }
});
