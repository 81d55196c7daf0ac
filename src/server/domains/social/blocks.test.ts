import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userReports } from '@server/db/schema/social';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { PUBLISH_RESPONSE, RESPONSES, responseContent } from '@server/test/kits/conversation-kit';
import { buildPost } from '@server/test/factories';
import {
  BLOCK,
  FOLLOW,
  REPORT,
  UNBLOCK,
  VIEWER_LISTS,
  buildPeople,
  errorCode,
  errorMessage,
  run,
} from '@server/test/kits/social-kit';
import type { Person, SocialUser } from '@server/test/kits/social-kit';
import { SOCIAL_TEXTS } from './social.texts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const follow = (who: Person, whom: Person) =>
  testApp.graphql<{ followUser: SocialUser }>(FOLLOW, {
    variables: { id: whom.user.id },
    as: who.actor,
  });
const block = async (who: Person, whom: Person) =>
  (
    await run<{ blockUser: SocialUser }>(
      testApp,
      BLOCK,
      { me: who.user.id, id: whom.user.id },
      who.actor,
    )
  ).blockUser;
const counts = async (who: Person) => {
  const { viewer } = await run<{ viewer: { followerCount: number; followingCount: number } }>(
    testApp,
    VIEWER_LISTS,
    {},
    who.actor,
  );
  return [viewer.followerCount, viewer.followingCount];
};

describe('blocking', () => {
  it('removes the follows between the two people, both ways, with their totals', async () => {
    const [blocker, pest] = await buildPeople(testApp, 2);
    if (!blocker || !pest) throw new Error('no people');
    await follow(pest, blocker);
    await follow(blocker, pest);
    expect(await counts(blocker)).toEqual([1, 1]);

    const blocked = await block(blocker, pest);
    expect(blocked).toMatchObject({ id: pest.user.id, isBlocking: true, isFollowing: false });
    expect(await counts(blocker)).toEqual([0, 0]);
    expect(await counts(pest)).toEqual([0, 0]);
  });

  it('stops the blocked user from following the blocker, and the blocker from following them', async () => {
    const [blocker, pest] = await buildPeople(testApp, 2);
    if (!blocker || !pest) throw new Error('no people');
    await block(blocker, pest);

    const refused = await follow(pest, blocker);
    expect(errorCode(refused.body)).toBe('BAD_REQUEST');
    expect(errorMessage(refused.body)).toBe(SOCIAL_TEXTS.followBlocked);
    const own = await follow(blocker, pest);
    expect(errorCode(own.body)).toBe('BAD_REQUEST');
    expect(errorMessage(own.body)).toBe('Unblock this user to follow them.');
    expect(await counts(blocker)).toEqual([0, 0]);

    const unblocked = await run<{ unblockUser: SocialUser }>(
      testApp,
      UNBLOCK,
      { me: blocker.user.id, id: pest.user.id },
      blocker.actor,
    );
    expect(unblocked.unblockUser.isBlocking).toBe(false);
    expect((await follow(pest, blocker)).body.data?.followUser.followerCount).toBe(1);
  });

  it('refuses yourself, someone else’s userId and unknown people', async () => {
    const [blocker, other] = await buildPeople(testApp, 2);
    if (!blocker || !other) throw new Error('no people');
    const self = await testApp.graphql(BLOCK, {
      variables: { me: blocker.user.id, id: blocker.user.id },
      as: blocker.actor,
    });
    expect(errorCode(self.body)).toBe('BAD_REQUEST');
    expect(errorMessage(self.body)).toBe('You cannot block yourself.');
    const impostor = await testApp.graphql(BLOCK, {
      variables: { me: other.user.id, id: other.user.id },
      as: blocker.actor,
    });
    expect(errorCode(impostor.body)).toBe('FORBIDDEN');
    const missing = await testApp.graphql(BLOCK, {
      variables: { me: blocker.user.id, id: '000000000000' },
      as: blocker.actor,
    });
    expect(errorCode(missing.body)).toBe('NOT_FOUND');
  });

  it('hides responses across a block, both ways, through GraphQL', async () => {
    const [author, blocker, pest, bystander] = await buildPeople(testApp, 4);
    if (!author || !blocker || !pest || !bystander) throw new Error('no people');
    const story = await buildPost(testApp.database.db, { creatorId: author.user.id });
    for (const [who, text] of [
      [pest, 'From the pest.'],
      [blocker, 'From the blocker.'],
      [bystander, 'From a bystander.'],
    ] as const)
      await run(
        testApp,
        PUBLISH_RESPONSE,
        { to: story.id, content: responseContent(text) },
        who.actor,
      );

    type Responses = {
      postResult: {
        postResponses: {
          responsesConnection: { items: Array<{ post: { creator: { id: string } } }> };
        };
      };
    };
    const authorsSeenBy = async (who?: Person) =>
      (
        await run<Responses>(testApp, RESPONSES, { id: story.id }, who?.actor)
      ).postResult.postResponses.responsesConnection.items
        .map((item) => item.post.creator.id)
        .sort();

    const everyone = [pest, blocker, bystander].map((who) => who.user.id).sort();
    expect(await authorsSeenBy(blocker)).toEqual(everyone);
    await block(blocker, pest);
    expect(await authorsSeenBy(blocker)).toEqual(
      [blocker, bystander].map((who) => who.user.id).sort(),
    );
    expect(await authorsSeenBy(pest)).toEqual([pest, bystander].map((who) => who.user.id).sort());
    expect(await authorsSeenBy(bystander)).toEqual(everyone);
    expect(await authorsSeenBy()).toEqual(everyone);
  });
});

describe('reporting', () => {
  type Reported = {
    reportAndMaybeBlockUser: {
      report: { id: string; status: string; reason: string; note: string | null };
      user: SocialUser;
    };
  };

  it('flags the user for staff review, and blocks them when asked', async () => {
    const [reporter, target, other] = await buildPeople(testApp, 3);
    if (!reporter || !target || !other) throw new Error('no people');
    await follow(reporter, target);
    const reported = await run<Reported>(
      testApp,
      REPORT,
      { me: reporter.user.id, id: target.user.id, alsoBlock: true, reason: 'SPAM', note: ' Ads. ' },
      reporter.actor,
    );
    expect(reported.reportAndMaybeBlockUser.report).toMatchObject({
      status: 'OPEN',
      reason: 'SPAM',
      note: 'Ads.',
    });
    expect(reported.reportAndMaybeBlockUser.user).toMatchObject({
      isBlocking: true,
      isFollowing: false,
      followerCount: 0,
    });

    const plain = await run<Reported>(
      testApp,
      REPORT,
      { me: other.user.id, id: target.user.id, alsoBlock: false },
      other.actor,
    );
    expect(plain.reportAndMaybeBlockUser.report).toMatchObject({ status: 'OPEN', reason: 'OTHER' });
    expect(plain.reportAndMaybeBlockUser.user.isBlocking).toBe(false);

    // Reporting again keeps one open report and updates it.
    await run(
      testApp,
      REPORT,
      { me: other.user.id, id: target.user.id, alsoBlock: false, reason: 'HARASSMENT' },
      other.actor,
    );
    const rows = await testApp.database.db
      .select()
      .from(userReports)
      .where(eq(userReports.targetUserId, target.user.id));
    expect(rows.map((row) => [row.reporterId, row.status, row.reason]).sort()).toEqual(
      [
        [reporter.user.id, 'OPEN', 'SPAM'],
        [other.user.id, 'OPEN', 'HARASSMENT'],
      ].sort(),
    );
  });

  it('refuses yourself, someone else’s userId, unknown people and long notes', async () => {
    const [reporter, target] = await buildPeople(testApp, 2);
    if (!reporter || !target) throw new Error('no people');
    const attempt = (variables: Record<string, unknown>) =>
      testApp.graphql(REPORT, {
        variables: { me: reporter.user.id, id: target.user.id, alsoBlock: false, ...variables },
        as: reporter.actor,
      });
    const self = await attempt({ id: reporter.user.id });
    expect(errorCode(self.body)).toBe('BAD_REQUEST');
    expect(errorMessage(self.body)).toBe('You cannot report yourself.');
    expect(errorCode((await attempt({ me: target.user.id })).body)).toBe('FORBIDDEN');
    expect(errorCode((await attempt({ id: '000000000000' })).body)).toBe('NOT_FOUND');
    const long = await attempt({ note: 'x'.repeat(1001) });
    expect(errorCode(long.body)).toBe('BAD_REQUEST');
    expect(errorMessage(long.body)).toBe('The note can be at most 1000 characters.');
    const rows = await testApp.database.db
      .select()
      .from(userReports)
      .where(eq(userReports.reporterId, reporter.user.id));
    expect(rows).toEqual([]);
  });
});
