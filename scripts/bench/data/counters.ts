import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';

/**
 * The denormalised totals the app keeps in step with every write, filled in
 * one statement each from the rows written: post_stats counts claps, voters
 * and the responses a story's thread lists (published, not deleted, hidden,
 * suspended, nor by a suspended account: see response-stats.ts), and
 * user_social_stats counts follows both ways.
 */
export async function writeCounters(db: Database): Promise<void> {
  await db.execute(sql`
    insert into post_stats (post_id, clap_count, voter_count, response_count)
    select p.id, coalesce(c.claps, 0), coalesce(c.voters, 0), coalesce(r.responses, 0)
    from posts p
    left join (
      select post_id, sum(count)::int as claps, (count(*) filter (where count > 0))::int as voters
      from claps group by post_id
    ) c on c.post_id = p.id
    left join (
      select response.in_response_to_post_id as parent_id, count(*)::int as responses
      from posts response
      join users author on author.id = response.creator_id
      where response.in_response_to_post_id is not null
        and response.status = 'PUBLISHED' and response.deleted_at is null
        and response.suspended_at is null and not author.is_suspended
        and not exists (
          select 1 from hidden_responses hidden
          where hidden.parent_post_id = response.in_response_to_post_id
            and hidden.response_post_id = response.id)
      group by response.in_response_to_post_id
    ) r on r.parent_id = p.id
    where c.post_id is not null or r.parent_id is not null
  `);
  await db.execute(sql`
    insert into user_social_stats (user_id, follower_count, following_count)
    select u.id, coalesce(followers.total, 0), coalesce(following.total, 0)
    from users u
    left join (
      select followee_id as user_id, count(*)::int as total from user_follows group by followee_id
    ) followers on followers.user_id = u.id
    left join (
      select follower_id as user_id, count(*)::int as total from user_follows group by follower_id
    ) following on following.user_id = u.id
    where followers.user_id is not null or following.user_id is not null
  `);
}
