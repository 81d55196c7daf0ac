import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '@server/db/statement-counter';
import { buildCollection, buildPost, buildUser, paragraph } from '@server/test/factories';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  for (let i = 0; i < 12; i += 1) {
    const author = await buildUser(db, { name: `Quill Writer ${i}`, username: `quill${i}` });
    await buildPost(db, {
      creatorId: author.id,
      title: `Notes on quills ${i}`,
      content: { paragraphs: [paragraph('H3', `Notes on quills ${i}`)] },
      // Two of them are in a publication.
      ...(i < 2 ? { collectionId: (await quillPublication(author.id)).id } : {}),
    });
  }
});

let publication: Awaited<ReturnType<typeof buildCollection>> | undefined;
async function quillPublication(creatorId: string) {
  publication ??= await buildCollection(testApp.database.db, {
    creatorId,
    name: 'Quill Quarterly',
    slug: 'quill-quarterly',
  });
  return publication;
}

afterAll(async () => {
  await testApp.close();
});

const SEARCH = `query Search($q: String!, $tab: SearchTab, $page: Int) {
  search(query: $q, tab: $tab, page: $page) {
    query page hasNextPage suggestion
    stories { id title clapCount responseCount readingListState creator { username } }
    people { username }
    publications { slug }
    tags { tagSlug }
  }
}`;

type Answer = {
  search: {
    query: string;
    page: number;
    hasNextPage: boolean;
    suggestion: string | null;
    stories: Array<{ id: string; title: string }>;
    people: Array<{ username: string }>;
  };
};

const SCOPED = `query Scoped($q: String!, $username: String) {
  search(query: $q, username: $username, tab: PEOPLE) {
    tab scopedTo { username } stories { creator { username } } people { username }
  }
}`;

type Scoped = {
  search: {
    tab: string;
    scopedTo: { username: string } | null;
    stories: Array<{ creator: { username: string } }>;
    people: unknown[];
  };
};

describe('the results page query', () => {
  it('limits a writer’s search to their stories', async () => {
    const { body } = await testApp.graphql<Scoped>(SCOPED, {
      variables: { q: 'quills', username: 'QUILL3' },
    });
    expect(body.data?.search.scopedTo?.username).toBe('quill3');
    expect(body.data?.search.tab).toBe('STORIES');
    expect(body.data?.search.stories.map((story) => story.creator.username)).toEqual(['quill3']);
    const unknown = await testApp.graphql<Scoped>(SCOPED, {
      variables: { q: 'quills', username: 'nobody_here' },
    });
    expect(unknown.body.data?.search.scopedTo).toBeNull();
  });

  it('limits a publication’s search to its stories', async () => {
    const query = `query InPublication($q: String!, $slug: String) {
      search(query: $q, collectionSlug: $slug, tab: TAGS) {
        tab scopedToPublication { slug } stories { title }
      }
    }`;
    type InPublication = {
      search: {
        tab: string;
        scopedToPublication: { slug: string } | null;
        stories: Array<{ title: string }>;
      };
    };
    const { body } = await testApp.graphql<InPublication>(query, {
      variables: { q: 'quills', slug: 'Quill-Quarterly' },
    });
    expect(body.data?.search.scopedToPublication?.slug).toBe('quill-quarterly');
    expect(body.data?.search.tab).toBe('STORIES');
    expect(body.data?.search.stories.map((story) => story.title).sort()).toEqual([
      'Notes on quills 0',
      'Notes on quills 1',
    ]);
    const unknown = await testApp.graphql<InPublication>(query, {
      variables: { q: 'quills', slug: 'no-such-publication' },
    });
    expect(unknown.body.data?.search.scopedToPublication).toBeNull();
  });

  it('pages stories ten at a time in a fixed number of statements', async () => {
    const actor = await testApp.signIn((await buildUser(testApp.database.db)).id);
    const { count, result } = await countStatements(() =>
      testApp.graphql<Answer>(SEARCH, { variables: { q: 'quills' }, as: actor }),
    );
    const first = result.body.data?.search;
    expect(first?.stories).toHaveLength(10);
    expect(first?.hasNextPage).toBe(true);
    const second = await testApp.graphql<Answer>(SEARCH, {
      variables: { q: 'quills', page: 2 },
      as: actor,
    });
    expect(second.body.data?.search.stories).toHaveLength(2);
    expect(second.body.data?.search.hasNextPage).toBe(false);
    // Session, corrections, suggestion, hits, rows, then one batch per card field.
    expect(count).toBeLessThanOrEqual(14);
  });

  it('finds people on their tab and suggests a spelling', async () => {
    const people = await testApp.graphql<Answer>(SEARCH, {
      variables: { q: 'quill writer 1', tab: 'PEOPLE' },
    });
    expect(people.body.data?.search.people.map((p) => p.username)).toContain('quill1');
    const misspelt = await testApp.graphql<Answer>(SEARCH, { variables: { q: 'quils notez' } });
    expect(misspelt.body.data?.search.suggestion).toBe('quills notes');
  });

  it('refuses a tab that does not exist', async () => {
    const unknown = await testApp.graphql(SEARCH, { variables: { q: 'x', tab: 'LISTS' } });
    expect(unknown.body.errors?.[0]?.message).toContain('LISTS');
  });
});
