import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { buildPublicationWorld } from '@server/test/kits/publications-kit';
import type { MatrixRole, PublicationWorld } from '@server/test/kits/publications-kit';

/**
 * Every publication operation, tried by every kind of person over GraphQL on a
 * fresh publication: the allowed ones succeed, the rest are refused and change nothing.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

interface Operation {
  /** For a read, whether what came back shows it was allowed (a refused read answers null). */
  succeeded?: (data: unknown) => boolean | string;
  document: string;
  variables: (world: PublicationWorld, role: MatrixRole) => Record<string, unknown>;
}

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
    document: `query($s: String!) { collectionBySlug(slug: $s) { submissions { edges { node { id } } } } }`,
    variables: (w) => ({ s: w.collection.slug }),
    succeeded: (data) => {
      const found = data as { collectionBySlug: { submissions: { edges: unknown[] } | null } };
      return found.collectionBySlug.submissions?.edges.length === 1 ? true : 'NOT_FOUND';
    },
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
        const { body } = await testApp.graphql(operation.document, {
          variables: operation.variables(world, role),
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
            : role === 'visitor' && !operation.succeeded
              ? 'UNAUTHORIZED'
              : expect.stringMatching(/FORBIDDEN|NOT_FOUND/),
        ]),
      );
      expect(outcomes).toEqual(expected);
    });
  }
});
