import { inArray, sql } from 'drizzle-orm';
import type { PostContent } from '@shared/content/paragraph-model';
import type { Database } from '@server/db/client';
import { users } from '@server/db/schema/users';

// An @ that starts a word (not part of an e-mail address or a path), then a
// handle; a trailing dot or dash belongs to the sentence, not the handle.
const MENTION = /(?:^|[^\w@/.])@([A-Za-z0-9_]+(?:[.-][A-Za-z0-9_]+)*)/g;

/** The handles written as @username in some texts, lowercased, each once. */
function mentionedHandles(texts: readonly string[]): string[] {
  const handles = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(MENTION)) if (match[1]) handles.add(match[1].toLowerCase());
  return [...handles];
}

export const storyTexts = (title: string, content: PostContent): string[] => [
  title,
  ...content.paragraphs.map((paragraph) => paragraph.text),
];

/** The people @mentioned in some texts who have an account: one statement. */
export async function mentionedUserIds(db: Database, texts: readonly string[]): Promise<string[]> {
  const handles = mentionedHandles(texts).slice(0, 50);
  if (handles.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, handles));
  return rows.map((row) => row.id);
}
