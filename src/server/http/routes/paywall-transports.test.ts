import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meteredReads } from '@server/db/schema/paywall';
import type { PostRow } from '@server/db/schema/posts';
import { buildPost, buildUser, paragraph } from '@server/test/factories';
import { CREATE_QUOTE, run } from '@server/test/kits/conversation-kit';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';
import { storyCardPath } from '@shared/seo/social-image';

/**
 * A non-member past the meter (and a logged-out visitor) cannot reach a
 * member-only story's body through any path: the page, GraphQL, AMP, the feeds,
 * search, the pictures past its opening, highlights and the quotes responses
 * answer, nor a page kept in the shared page cache. Members, metered readers
 * and friend-link holders read it whole, and their pages are never shared.
 */

const SECRET = 'zanzibarian';
const SECRET_PICTURE = 'lockedpicture.jpg';
const PAYWALLED = [
  'Create an account to read the full story.',
  'You’ve read all your free member-only stories this month.',
];

let app: TestApp;
let story: PostRow;
let member: Actor;
let pastMeter: Actor;
let metered: Actor;

const get = (url: string, as?: Actor) =>
  app.request({ method: 'GET', url, cookies: as?.cookies ?? {} });

const pagePath = () => `/@meterwriter/${story.slug}-${story.id}`;

const leaks = (text: string) => text.includes(SECRET) || text.includes(SECRET_PICTURE);

beforeAll(async () => {
  app = await createTestApp({ FREE_MEMBER_ONLY_STORIES: '1', PAGE_CACHE: 'true' });
  const db = app.database.db;
  const author = await buildUser(db, { username: 'meterwriter' });
  story = await buildPost(db, {
    creatorId: author.id,
    title: 'Members only garden',
    visibility: 'LOCKED',
    content: {
      paragraphs: [
        paragraph('P', 'Opening one.'),
        paragraph('P', 'Opening two.'),
        paragraph('P', 'Opening three.'),
        { ...paragraph('P', `The ${SECRET} passage for members.`), name: 'sec1' },
        paragraph('IMG', 'A hidden picture', {
          metadata: { id: SECRET_PICTURE, originalWidth: 1200, originalHeight: 800 },
        }),
        paragraph('P', 'Closing words.'),
      ],
    },
  });
  const other = await buildPost(db, { creatorId: author.id, visibility: 'LOCKED' });
  member = await app.signIn((await buildUser(db, { memberAt: new Date() })).id);
  const secondMember = await app.signIn((await buildUser(db, { memberAt: new Date() })).id);
  // Two members highlight the hidden passage: it would be the top highlight.
  for (const as of [member, secondMember])
    await run(app, CREATE_QUOTE, { postId: story.id, name: 'sec1', start: 4, end: 15 }, as);
  // One reader has spent the month's free story elsewhere; another spent it on this story.
  const month = `${new Date().toISOString().slice(0, 7)}-01`;
  const spent = await buildUser(db);
  await db.insert(meteredReads).values({ readerId: spent.id, month, postId: other.id });
  pastMeter = await app.signIn(spent.id);
  const counted = await buildUser(db);
  await db.insert(meteredReads).values({ readerId: counted.id, month, postId: story.id });
  metered = await app.signIn(counted.id);
});
afterAll(() => app.close());

describe('a non-member cannot read a locked body through any path', () => {
  it.each([
    ['logged-out visitor', () => undefined, PAYWALLED[0]],
    ['reader past the meter', () => pastMeter, PAYWALLED[1]],
  ])('the story page, for a %s, ends at the wall', async (_, as, wall) => {
    const page = await get(pagePath(), as());
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Opening three.');
    expect(page.body).toContain(wall);
    expect(leaks(page.body)).toBe(false);
  });

  it('GraphQL: content, the top highlight and the viewer’s highlights stay in the opening', async () => {
    const query = `query Q($id: ID!) { postResult(id: $id) { ... on Post {
      content { isLockedPreviewOnly paragraphs { text metadata { id } } }
      topHighlight { quoteText } viewerHighlights { quoteText }
    } } }`;
    for (const as of [app.visitor(), pastMeter]) {
      const { body } = await app.graphql(query, { variables: { id: story.id }, as });
      expect(leaks(JSON.stringify(body))).toBe(false);
      expect(JSON.stringify(body)).toContain('"isLockedPreviewOnly":true');
    }
    // The member who highlighted it sees the passage; so does the reader whose free story this is.
    for (const as of [member, metered]) {
      const { body } = await app.graphql(query, { variables: { id: story.id }, as });
      expect(JSON.stringify(body)).toContain(SECRET);
    }
  });

  it('a quote answered by a response shows only what the reader may read', async () => {
    const quote = await run<{ createQuote: { id: string } }>(
      app,
      CREATE_QUOTE,
      { postId: story.id, name: 'sec1', start: 4, end: 15 },
      member,
    );
    const query = `query Q($id: ID!) { viewerQuote(id: $id) { quoteText } }`;
    const mine = await app.graphql(query, { variables: { id: quote.createQuote.id }, as: member });
    expect(JSON.stringify(mine.body)).toContain(SECRET);
    const draft = `mutation D($quote: ID) {
      createDraft(title: "An answer", inResponseToQuoteId: $quote) { id inResponseToQuote { quoteText } }
    }`;
    // Someone past the meter cannot start a response to it, nor see its text.
    const answer = await app.graphql(draft, {
      variables: { quote: quote.createQuote.id },
      as: pastMeter,
    });
    expect(leaks(JSON.stringify(answer.body))).toBe(false);
  });

  it('AMP is the shared opening for everyone, members too', async () => {
    for (const as of [undefined, pastMeter, member]) {
      const amp = await get(`/amp/p/${story.id}`, as);
      expect(amp.statusCode).toBe(200);
      expect(amp.body).toContain('Opening three.');
      expect(leaks(amp.body)).toBe(false);
    }
  });

  it.each(['/feed', '/feed/json', '/feed/@meterwriter', '/feed/@meterwriter/json'])(
    '%s carries the opening only',
    async (path) => {
      const feed = await get(path);
      expect(feed.statusCode).toBe(200);
      expect(feed.body).toContain('Members only garden');
      expect(leaks(feed.body)).toBe(false);
    },
  );

  it('search finds the story by its title and never by its locked words', async () => {
    const query = `query S($q: String!) { search(query: $q) { stories { id title } } }`;
    const byTitle = await app.graphql<{ search: { stories: { id: string }[] } }>(query, {
      variables: { q: 'garden' },
    });
    expect(byTitle.body.data?.search.stories.map((hit) => hit.id)).toContain(story.id);
    for (const as of [app.visitor(), pastMeter, member]) {
      const bySecret = await app.graphql<{ search: { stories: unknown[] } }>(query, {
        variables: { q: SECRET },
        as,
      });
      expect(bySecret.body.data?.search.stories).toEqual([]);
    }
    const visitor = app.visitor();
    const predictive = await app.request({
      method: 'POST',
      url: '/_/search/1/indexes/*/queries',
      cookies: visitor.cookies,
      headers: {
        'x-xsrf-token': visitor.xsrfToken,
        'content-type': 'application/json',
        'x-search-application-id': 'quire',
        'x-search-api-key': 'quire-search-only',
      },
      payload: {
        requests: [
          {
            indexName: 'quire_posts',
            params: {
              query: SECRET,
              hitsPerPage: 3,
              facetFilters: [],
              numericFilters: [],
              attributesToRetrieve: [],
            },
          },
        ],
      },
    });
    expect(predictive.statusCode).toBe(200);
    expect(predictive.json<{ results: { hits: unknown[] }[] }>().results[0]?.hits).toEqual([]);
  });

  it('the picture past the opening is named nowhere a non-member reads, so the image proxy is never asked', async () => {
    const pages = [
      await get(pagePath()),
      await get(pagePath(), pastMeter),
      await get(`/amp/p/${story.id}`),
      await get('/feed'),
      await get(storyCardPath(story.id, story.updatedAt)),
    ];
    for (const page of pages) expect(page.body.toString()).not.toContain(SECRET_PICTURE);
  });
});

describe('the page cache never holds a locked body', () => {
  it('keeps the logged-out copy, which ends at the registration wall', async () => {
    await get(pagePath());
    const kept = await get(pagePath());
    expect(kept.headers['x-cache']).toBe('HIT');
    expect(kept.body).toContain(PAYWALLED[0]);
    expect(leaks(kept.body)).toBe(false);
  });

  it('never keeps or shares a friend-link page, which carries the body', async () => {
    const url = `${pagePath()}?source=friends_link&sk=${story.shareKey}`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(SECRET);
      expect(page.headers['x-cache']).toBeUndefined();
      expect(page.headers['cache-control']).toBe('private, no-cache');
    }
    expect(leaks((await get(pagePath())).body)).toBe(false);
  });

  it("never caches a member's page", async () => {
    const page = await get(pagePath(), member);
    expect(page.body).toContain(SECRET);
    expect(page.body).toContain(SECRET_PICTURE);
    expect(page.headers['x-cache']).toBeUndefined();
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });
});
