import { computeReadingTime } from '@shared/content/paragraph-model';
import type { Paragraph } from '@shared/content/paragraph-model';
import type { PostLifecycleStatus } from '@shared/content/post-enums';
import type { PostVisibility } from '@shared/enums';
import type { Database } from '../db/client';
import { collections, posts } from '../db/schema/posts';
import type { CollectionRow } from '../db/schema/posts';
import type { PostRow } from '../db/schema/posts';
import { users } from '../db/schema/users';
import type { UserRow } from '../db/schema/users';
import { newId, newToken } from '../lib/ids';
import { slugify } from '../domains/posts';

let sequence = 0;
const next = () => (sequence += 1);

export async function buildUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      id: newId(),
      username: `user${n}_${newId().slice(0, 4)}`,
      name: `User ${n}`,
      email: `user${n}.${newId()}@example.org`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('buildUser inserted nothing');
  return row;
}

export function paragraph(
  type: Paragraph['type'],
  text: string,
  extra: Partial<Paragraph> = {},
): Paragraph {
  return { name: newId().slice(0, 4), type, text, markups: [], ...extra };
}

export async function buildPost(
  db: Database,
  overrides: Partial<typeof posts.$inferInsert> & {
    creatorId: string;
    status?: PostLifecycleStatus;
    visibility?: PostVisibility;
  },
): Promise<PostRow> {
  const n = next();
  const title = overrides.title ?? `Story number ${n}`;
  const content = overrides.content ?? {
    paragraphs: [paragraph('H3', title), paragraph('P', 'Some words.')],
  };
  const status = overrides.status ?? 'PUBLISHED';
  const publishedAt =
    status === 'PUBLISHED'
      ? (overrides.latestPublishedAt ?? new Date(Date.now() - n * 1000))
      : null;
  const [row] = await db
    .insert(posts)
    .values({
      id: newId(),
      title,
      slug: slugify(title),
      content,
      shareKey: newToken(8),
      readingTime: computeReadingTime(content).minutes,
      firstPublishedAt: publishedAt,
      latestPublishedAt: publishedAt,
      ...overrides,
      status,
    })
    .returning();
  if (!row) throw new Error('buildPost inserted nothing');
  return row;
}

export async function buildCollection(
  db: Database,
  overrides: Partial<typeof collections.$inferInsert> & { creatorId: string },
): Promise<CollectionRow> {
  const n = next();
  const [row] = await db
    .insert(collections)
    .values({
      id: newId(),
      slug: `pub-${n}-${newId().slice(0, 4)}`,
      name: `Publication ${n}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('buildCollection inserted nothing');
  return row;
}
