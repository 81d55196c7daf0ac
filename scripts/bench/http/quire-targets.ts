import { print } from 'graphql';
import { POST_QUERY } from '@client/screens/post/post-query';
import {
  POST_RESPONSES_QUERY,
  RESPONSES_PAGE_SIZE,
} from '@client/features/responses/response-fields';
import { tagUrl, userUrl } from '@shared/routing/urls';
import { publishBenchStory } from '../bench-story';
import type { BenchDataSummary } from '../data/bench-data';
import type { Target } from './load';

/** What a page answered when asked once, before the load: its size and whether it sets cookies. */
export interface Probe {
  page: string;
  status: number;
  bytes: number;
  setsCookies: boolean;
}

export interface QuireTargets {
  targets: Target[];
  probes: Probe[];
  notes: string[];
  storyUrl: string;
}

const HTML = { accept: 'text/html' };

/** Signs the data set's benchmark reader in through the test route, as the end-to-end tests do. */
async function readerCookie(origin: string, username: string): Promise<string> {
  const response = await fetch(`${origin}/_/test/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username }),
  });
  if (!response.ok) throw new Error(`POST /_/test/session answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

function graphqlTarget(page: string, origin: string, operation: object): Target {
  return {
    page,
    server: 'quire',
    url: `${origin}/_/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(operation),
  };
}

async function probe(target: Target): Promise<Probe & { body: string }> {
  const response = await fetch(target.url, {
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    redirect: 'manual',
  });
  const body = await response.text();
  return {
    page: target.page,
    status: response.status,
    bytes: Buffer.byteLength(body),
    setsCookies: response.headers.getSetCookie().length > 0,
    body,
  };
}

/** Checks one answer before it is measured: a benchmark of error pages measures nothing. */
function check(answer: Probe & { body: string }, readerUsername: string): void {
  if (answer.status !== 200)
    throw new Error(`${answer.page} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  if (answer.page.startsWith('graphql') && answer.body.includes('"errors"'))
    throw new Error(`${answer.page} answered errors: ${answer.body.slice(0, 300)}`);
  if (answer.page.includes('signed in') && !answer.body.includes(readerUsername))
    throw new Error(`${answer.page} does not show the signed-in reader: the session did not work.`);
}

/**
 * Publishes the 3,000-word story with five pictures (the Lighthouse bench's),
 * signs the benchmark reader in, and lists the pages to load, each checked
 * once. The tag page is left out, with a note, while it answers 404.
 */
export async function quireTargets(origin: string, data: BenchDataSummary): Promise<QuireTargets> {
  const story = await publishBenchStory(origin);
  const storyId = /([0-9a-f]{12})$/.exec(new URL(story.url).pathname)?.[1] ?? '';
  const cookie = await readerCookie(origin, data.readerUsername);
  const signedIn = { ...HTML, cookie };
  const candidates: Target[] = [
    { page: 'story (logged out)', server: 'quire', url: story.url, headers: HTML },
    { page: 'home (logged out)', server: 'quire', url: `${origin}/`, headers: HTML },
    {
      page: 'profile (logged out)',
      server: 'quire',
      url: `${origin}${userUrl(data.writerUsername)}`,
      headers: HTML,
    },
    {
      page: 'tag (logged out)',
      server: 'quire',
      url: `${origin}${tagUrl(data.tagSlug)}`,
      headers: HTML,
    },
    { page: 'story (signed in)', server: 'quire', url: story.url, headers: signedIn },
    { page: 'home (signed in)', server: 'quire', url: `${origin}/`, headers: signedIn },
    graphqlTarget('graphql PostScreen', origin, {
      operationName: 'PostScreen',
      query: print(POST_QUERY),
      variables: { id: storyId, shareKey: null },
    }),
    graphqlTarget('graphql PostResponses', origin, {
      operationName: 'PostResponses',
      query: print(POST_RESPONSES_QUERY),
      variables: { postId: storyId, limit: RESPONSES_PAGE_SIZE },
    }),
  ];
  const result: QuireTargets = { targets: [], probes: [], notes: [], storyUrl: story.url };
  for (const target of candidates) {
    const answer = await probe(target);
    if (target.page.startsWith('tag') && answer.status === 404) {
      result.notes.push(
        `${target.page}: ${new URL(target.url).pathname} answers 404 (no tag page yet), skipped.`,
      );
      continue;
    }
    check(answer, data.readerUsername);
    const { body: _body, ...summary } = answer;
    result.probes.push(summary);
    result.targets.push(target);
  }
  return result;
}
