import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '@server/db/schema/posts';
import { collectionMembers, collectionShortforms } from '@server/db/schema/publications';
import { newId } from '@server/lib/ids';
import { buildPost, buildUser } from '@server/test/factories';
import { styleSheetInput } from '@server/test/kits/design-kit';
import { buildPublicationWorld } from '@server/test/kits/publications-kit';
import type { MatrixRole, PublicationWorld } from '@server/test/kits/publications-kit';
import { createTestApp } from '@server/test/test-app';
import type { Actor, TestApp } from '@server/test/test-app';

/**
 * Every publication operation, tried by every kind of person over GraphQL on a
 * fresh publication: the allowed ones succeed, the rest are refused and change nothing.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** What an operation needs beyond the world (ids of things made for it), by name. */
type Extra = Record<string, string>;

interface Operation {
  /** A read: refused, it answers nothing rather than an error, to visitors too. */
  read?: boolean;
  /** Whether what came back shows it was allowed; otherwise what came back instead. */
  succeeded?: (data: unknown) => boolean | string;
  /** Makes what the operation acts on, before the person tries it. */
  setup?: (world: PublicationWorld, role: MatrixRole) => Promise<Extra>;
  document: string;
  variables: (world: PublicationWorld, role: MatrixRole, extra: Extra) => Record<string, unknown>;
}

async function call(document: string, as: Actor, variables: Record<string, unknown>) {
  const { body } = await testApp.graphql(document, { variables, as });
  if (body.errors) throw new Error(body.errors[0]?.message);
  return body.data as Record<string, { id: string }>;
}

/** A writer's story readers see in the publication (APPROVED), to pin, feature or send. */
async function publishedStory(world: PublicationWorld): Promise<Extra> {
  const story = await buildPost(testApp.database.db, {
    creatorId: world.people.writer.id,
    collectionId: world.collection.id,
    statusForCollection: 'APPROVED',
  });
  return { story: story.id };
}

/** A note in the publication by this person, as if they had posted it; answers its id. */
async function shortformBy(world: PublicationWorld, creatorId: string): Promise<string> {
  const id = newId();
  await testApp.database.db.insert(collectionShortforms).values({
    id,
    collectionId: world.collection.id,
    creatorId,
    type: 'NOTE',
    text: 'Frost tonight.',
  });
  return id;
}

const UPDATE_SHORTFORM = `mutation($id: ID!) { updateShortform(id: $id, input: { type: NOTE, text: "Frost at dawn." }) { id } }`;

/** The answer's union member: true when it is the expected one. */
const isA =
  (typename: string) =>
  (data: unknown): boolean | string => {
    const answer = Object.values(data as Record<string, { __typename: string }>)[0];
    return answer?.__typename === typename || String(answer?.__typename);
  };

const OPERATIONS: Record<string, Operation> = {
  inviteWriter: {
    document: `mutation($c: ID!, $u: String!) { inviteToPublication(collectionId: $c, invitee: $u, role: WRITER) { id } }`,
    variables: (w) => ({ c: w.collection.id, u: w.outsider.username }),
  },
  inviteEditor: {
    document: `mutation($c: ID!, $u: String!) { inviteToPublication(collectionId: $c, invitee: $u, role: EDITOR) { id } }`,
    variables: (w) => ({ c: w.collection.id, u: `@${w.outsider.username}` }),
  },
  removeWriter: {
    document: `mutation($c: ID!, $u: ID!) { removePublicationMember(collectionId: $c, userId: $u) { id } }`,
    variables: (w) => ({ c: w.collection.id, u: w.people.writer.id }),
  },
  removeEditor: {
    document: `mutation($c: ID!, $u: ID!) { removePublicationMember(collectionId: $c, userId: $u) { id } }`,
    variables: (w) => ({ c: w.collection.id, u: w.people.editor.id }),
  },
  leave: {
    document: `mutation($c: ID!) { leavePublication(collectionId: $c) { id } }`,
    variables: (w) => ({ c: w.collection.id }),
  },
  transferOwnership: {
    document: `mutation($c: ID!, $u: ID!) { transferPublicationOwnership(collectionId: $c, newOwnerId: $u) { id } }`,
    variables: (w) => ({ c: w.collection.id, u: w.people.editor.id }),
  },
  delete: {
    document: `mutation($c: ID!) { deletePublication(collectionId: $c) }`,
    variables: (w) => ({ c: w.collection.id }),
  },
  submitOwnStory: {
    document: `mutation($c: ID!, $p: ID!) { submitStoryToPublication(collectionId: $c, postId: $p) { id statusForCollection } }`,
    variables: (w, role) => ({
      c: w.collection.id,
      p: (role === 'visitor' ? w.ownDraft.writer : w.ownDraft[role]).id,
    }),
  },
  approve: {
    document: `mutation($p: ID!) { approveSubmission(postId: $p) { id statusForCollection } }`,
    variables: (w) => ({ p: w.pending.id }),
  },
  removeSubmission: {
    document: `mutation($p: ID!) { removeStoryFromPublication(postId: $p) { id } }`,
    variables: (w) => ({ p: w.pending.id }),
  },
  schedule: {
    document: `mutation($p: ID!, $at: DateTime!) { publishPost(postId: $p, input: { publishAt: $at }) { id status } }`,
    variables: (w) => ({ p: w.pending.id, at: new Date(Date.now() + 86_400_000).toISOString() }),
  },
  editSubmission: {
    document: `mutation($p: ID!) { updatePostSettings(postId: $p, input: { previewTitle: "Edited" }) { id } }`,
    variables: (w) => ({ p: w.pending.id }),
  },
  seeSubmissions: {
    read: true,
    document: `query($s: String!) { collectionBySlug(slug: $s) { submissions { edges { node { id } } } } }`,
    variables: (w) => ({ s: w.collection.slug }),
    succeeded: (data) => {
      const found = data as { collectionBySlug: { submissions: { edges: unknown[] } | null } };
      return found.collectionBySlug.submissions?.edges.length === 1 ? true : 'NOT_FOUND';
    },
  },
  editSettings: {
    document: `mutation($c: ID!) { updatePublication(collectionId: $c, input: { name: "Renamed" }) { id } }`,
    variables: (w) => ({ c: w.collection.id }),
  },
  // The same rule on its other settings pages: navigation and the followers list.
  editNavigation: {
    document: `mutation($c: ID!) { setPublicationNavItems(collectionId: $c, items: [{ type: ARCHIVE }]) { id } }`,
    variables: (w) => ({ c: w.collection.id }),
  },
  seeFollowers: {
    document: `query($s: String!) { collectionBySlug(slug: $s) { followers { edges { node { id } } } } }`,
    variables: (w) => ({ s: w.collection.slug }),
  },
  editAurora: {
    document: `mutation($c: ID!) { setPublicationAurora(collectionId: $c, input: { isAuroraEligible: true, isAuroraVisible: true }) { id } }`,
    variables: (w) => ({ c: w.collection.id }),
  },
  editFeaturePages: {
    setup: publishedStory,
    document: `mutation($c: ID!, $s: ID!) { createFeaturePage(collectionId: $c, input: { title: "Best of", slug: "best-of", storyIds: [$s] }) { id } }`,
    variables: (w, _role, extra) => ({ c: w.collection.id, s: extra.story }),
  },
  sendFeedback: {
    // Feedback is about the Aurora pages, so only a publication whose readers see them offers it.
    setup: async (w) => {
      await testApp.database.db
        .update(collections)
        .set({ isAuroraEligible: true, isAuroraVisible: true })
        .where(eq(collections.id, w.collection.id));
      return {};
    },
    document: `mutation($c: ID!) { sendPublicationFeedback(collectionId: $c, message: "The new home reads well.") }`,
    variables: (w) => ({ c: w.collection.id }),
  },
  editDesign: {
    document: `mutation($c: ID!, $input: CustomStyleSheetInput!) { updateCustomStyleSheet(collectionId: $c, baseVersion: 0, input: $input) { __typename } }`,
    variables: (w) => ({ c: w.collection.id, input: styleSheetInput() }),
    succeeded: isA('CustomStyleSheet'),
  },
  manageDomain: {
    document: `mutation($c: ID!, $d: String!) { linkCustomDomain(collectionId: $c, domain: $d) { pending { status } } }`,
    variables: (w) => ({ c: w.collection.id, d: `${w.collection.slug}.example.org` }),
  },
  seeDraftLabels: {
    read: true,
    document: `query($p: ID!) { postResult(id: $p) { __typename ... on Post { statusForCollection pendingCollection { id } } } }`,
    variables: (w) => ({ p: w.pending.id }),
    succeeded: (data) => {
      const { postResult } = data as {
        postResult: { statusForCollection?: string; pendingCollection?: { id: string } | null };
      };
      // The label needs both: that the draft waits, and for which publication.
      const labelled =
        postResult.statusForCollection === 'PENDING' && postResult.pendingCollection?.id;
      return labelled ? true : 'NOT_FOUND';
    },
  },
  pin: {
    setup: publishedStory,
    document: `mutation($p: ID!) { pinStoryToPublication(postId: $p) { id } }`,
    variables: (_w, _role, extra) => ({ p: extra.story }),
  },
  writeShortform: {
    document: `mutation($c: ID!) { createShortform(collectionId: $c, input: { type: NOTE, text: "Frost tonight." }) { id } }`,
    variables: (w) => ({ c: w.collection.id }),
  },
  editAnyShortform: {
    // Written by a writer outside the matrix, so no one tries it as its author.
    setup: async (w) => {
      const author = await buildUser(testApp.database.db);
      await testApp.database.db
        .insert(collectionMembers)
        .values({ collectionId: w.collection.id, userId: author.id, role: 'WRITER' });
      return { shortform: await shortformBy(w, author.id) };
    },
    document: UPDATE_SHORTFORM,
    variables: (_w, _role, extra) => ({ id: extra.shortform }),
  },
  editOwnShortform: {
    // Each person's own note (the visitor tries the writer's), written before any removal.
    setup: async (w, role) => ({
      shortform: await shortformBy(w, w.people[role === 'visitor' ? 'writer' : role].id),
    }),
    document: UPDATE_SHORTFORM,
    variables: (_w, _role, extra) => ({ id: extra.shortform }),
  },
  manageNewsletter: {
    document: `mutation($c: ID!) { createCollectionNewsletter(collectionId: $c, input: { name: "Letters" }) { id } }`,
    variables: (w) => ({ c: w.collection.id }),
  },
  sendNewsletter: {
    setup: async (w) => {
      const made = await call(
        `mutation($c: ID!) { createCollectionNewsletter(collectionId: $c, input: { name: "Letters" }) { id } }`,
        w.actors.creator,
        { c: w.collection.id },
      );
      return { ...(await publishedStory(w)), newsletter: made.createCollectionNewsletter!.id };
    },
    document: `mutation($n: ID!, $p: ID!) { sendStoryToNewsletter(newsletterId: $n, postId: $p) }`,
    variables: (_w, _role, extra) => ({ n: extra.newsletter, p: extra.story }),
  },
};

// Written out in full, not derived from the rules under test.
const Y = true;
const N = false;
const EXPECTED: Record<string, Record<MatrixRole, boolean>> = {
  //                 visitor reader writer editor creator otherEditor removedWriter
  inviteWriter: row(N, N, N, Y, Y, N, N),
  inviteEditor: row(N, N, N, N, Y, N, N),
  removeWriter: row(N, N, N, Y, Y, N, N),
  removeEditor: row(N, N, N, N, Y, N, N),
  leave: row(N, N, Y, Y, N, N, N),
  transferOwnership: row(N, N, N, N, Y, N, N),
  delete: row(N, N, N, N, Y, N, N),
  submitOwnStory: row(N, N, Y, Y, Y, N, N),
  approve: row(N, N, N, Y, Y, N, N),
  removeSubmission: row(N, N, N, Y, Y, N, N),
  // The pending story is the writer's own: its author always publishes or schedules it.
  schedule: row(N, N, Y, Y, Y, N, N),
  // As for scheduling, the writer edits their own story.
  editSubmission: row(N, N, Y, Y, Y, N, N),
  seeSubmissions: row(N, N, N, Y, Y, N, N),
  editSettings: row(N, N, N, Y, Y, N, N),
  editNavigation: row(N, N, N, Y, Y, N, N),
  seeFollowers: row(N, N, N, Y, Y, N, N),
  // Which pages readers see is the owner's decision.
  editAurora: row(N, N, N, N, Y, N, N),
  editFeaturePages: row(N, N, N, Y, Y, N, N),
  sendFeedback: row(N, N, N, Y, Y, N, N),
  editDesign: row(N, N, N, Y, Y, N, N),
  manageDomain: row(N, N, N, Y, Y, N, N),
  // The pending draft is the writer's: its author and the publication's editors see its label.
  seeDraftLabels: row(N, N, Y, Y, Y, N, N),
  pin: row(N, N, N, Y, Y, N, N),
  writeShortform: row(N, N, Y, Y, Y, N, N),
  editAnyShortform: row(N, N, N, Y, Y, N, N),
  // Its author while they still write for the publication; a removed writer loses it at once.
  editOwnShortform: row(N, N, Y, Y, Y, N, N),
  manageNewsletter: row(N, N, N, Y, Y, N, N),
  sendNewsletter: row(N, N, N, Y, Y, N, N),
};

function row(...allowed: boolean[]): Record<MatrixRole, boolean> {
  const roles: MatrixRole[] = [
    'visitor',
    'reader',
    'writer',
    'editor',
    'creator',
    'otherEditor',
    'removedWriter',
  ];
  return Object.fromEntries(roles.map((role, i) => [role, allowed[i] ?? false])) as Record<
    MatrixRole,
    boolean
  >;
}

describe('the publication permission matrix', () => {
  for (const [name, operation] of Object.entries(OPERATIONS)) {
    it(`${name}: only the expected roles succeed; the others are refused`, async () => {
      const outcomes: Record<string, boolean | string> = {};
      for (const role of Object.keys(EXPECTED[name] ?? {}) as MatrixRole[]) {
        const world = await buildPublicationWorld(testApp);
        const extra = (await operation.setup?.(world, role)) ?? {};
        const { body } = await testApp.graphql(operation.document, {
          variables: operation.variables(world, role, extra),
          as: world.actors[role],
        });
        const code = body.errors?.[0]?.extensions?.code;
        outcomes[role] = body.errors ? String(code) : (operation.succeeded?.(body.data) ?? true);
      }
      const expected = Object.fromEntries(
        Object.entries(EXPECTED[name] ?? {}).map(([role, ok]) => [
          role,
          ok
            ? true
            : role === 'visitor' && !operation.read
              ? 'UNAUTHORIZED'
              : expect.stringMatching(/FORBIDDEN|NOT_FOUND/),
        ]),
      );
      expect(outcomes).toEqual(expected);
    });
  }
});
