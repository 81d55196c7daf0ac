import type { PostContent } from '@shared/content/paragraph-model';
import type { TableWriter } from './bulk-insert';
import type { People } from './people';
import type { Random } from './random';

const HIGHLIGHT_COUNTS = [0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 3, 5];

/**
 * Readers' highlights on a public story: a run of whole sentences in one of
 * its text paragraphs, stored the way createQuote stores them (the anchor
 * plus the paragraph's text and type at the time).
 */
export async function writeHighlights(options: {
  random: Random;
  writer: TableWriter;
  newId: () => string;
  people: People;
  postId: string;
  content: PostContent;
  at: number;
  anchor: Date;
}): Promise<void> {
  const { random, content } = options;
  const candidates = content.paragraphs.filter((paragraph) => paragraph.type === 'P');
  if (candidates.length === 0) return;
  const count = random.pick(HIGHLIGHT_COUNTS);
  for (let made = 0; made < count; made += 1) {
    const paragraph = random.pick(candidates);
    const stops = [0, ...[...paragraph.text.matchAll(/\. /g)].map((match) => match.index + 2)];
    const first = random.int(0, stops.length - 1);
    const startOffset = stops[first] ?? 0;
    const next = stops[first + random.int(1, 2)];
    const endOffset = next === undefined ? paragraph.text.length : next - 1;
    const reader = random.int(0, options.people.ids.length - 2);
    const when = options.at + random.next() * (options.anchor.getTime() - options.at);
    await options.writer.add({
      id: options.newId(),
      post_id: options.postId,
      user_id: options.people.ids[reader],
      paragraph_name: paragraph.name,
      start_offset: startOffset,
      end_offset: endOffset,
      paragraph_text: paragraph.text,
      paragraph_type: paragraph.type,
      created_at: new Date(when).toISOString(),
    });
  }
}
