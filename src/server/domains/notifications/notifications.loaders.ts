import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { noteReplies, notes, quotes } from '../../db/schema/conversation';
import type { NoteReplyRow, NoteRow, QuoteRow } from '../../db/schema/conversation';
import type { GraphQLContext } from '../../graphql/context';

function byId<Row extends { id: string }>(load: (ids: string[]) => Promise<Row[]>) {
  return new DataLoader<string, Row | null>(async (ids) => {
    const rows = await load([...ids]);
    const found = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => found.get(id) ?? null);
  });
}

function createNotificationLoaders(db: Database) {
  return {
    quoteById: byId<QuoteRow>((ids) => db.select().from(quotes).where(inArray(quotes.id, ids))),
    noteById: byId<NoteRow>((ids) => db.select().from(notes).where(inArray(notes.id, ids))),
    noteReplyById: byId<NoteReplyRow>((ids) =>
      db.select().from(noteReplies).where(inArray(noteReplies.id, ids)),
    ),
  };
}

type NotificationLoaders = ReturnType<typeof createNotificationLoaders>;
const perRequest = new WeakMap<GraphQLContext, NotificationLoaders>();

/** This request's loaders for what notifications point at (made on first use). */
export function notificationLoaders(ctx: GraphQLContext): NotificationLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = createNotificationLoaders(ctx.db);
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
