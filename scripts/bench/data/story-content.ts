import type { Markup, Paragraph, PostContent } from '@shared/content/paragraph-model';
import type { Random } from './random';
import { paragraphText, sentence } from './text';

/** An uploaded picture a story may show. */
export interface BenchImage {
  id: string;
  width: number;
  height: number;
}

export interface StoryShape {
  title: string;
  subtitle: string;
  words: number;
  images: readonly BenchImage[];
}

/** Paragraph names are unique within a story; highlights and notes anchor to them. */
function nameMaker(random: Random): () => string {
  const used = new Set<string>();
  return () => {
    let name = random.hex(4);
    while (used.has(name)) name = random.hex(4);
    used.add(name);
    return name;
  };
}

/** Emphasis, bold or a link over a run of whole words, now and then. */
function markupsFor(random: Random, text: string): Markup[] {
  if (!random.chance(0.25)) return [];
  const spaces = [...text.matchAll(/ /g)].map((match) => match.index);
  if (spaces.length < 4) return [];
  const first = random.int(0, spaces.length - 3);
  const start = first === 0 ? 0 : (spaces[first - 1] ?? 0) + 1;
  const end = spaces[first + random.int(1, 2)] ?? text.length;
  const roll = random.next();
  if (roll < 0.15)
    return [{ type: 'A', start, end, href: `https://example.org/notes/${random.hex(6)}` }];
  return [{ type: roll < 0.6 ? 'EM' : 'STRONG', start, end }];
}

function bodyParagraph(random: Random, name: string, words: number): Paragraph {
  const text = paragraphText(random, words);
  return { name, type: 'P', text, markups: markupsFor(random, text) };
}

function imageParagraph(random: Random, name: string, image: BenchImage): Paragraph {
  const caption = sentence(random, random.int(4, 10));
  return {
    name,
    type: 'IMG',
    text: random.chance(0.7) ? caption : '',
    markups: [],
    layout: random.chance(0.2) ? 'FULL_WIDTH' : 'INSET_CENTER',
    metadata: {
      id: image.id,
      originalWidth: image.width,
      originalHeight: image.height,
      alt: caption.slice(0, -1),
    },
  };
}

/** Now and then a quote, a pull quote or a short list, as writers use them. */
function flourish(random: Random, name: () => string): Paragraph[] {
  const roll = random.next();
  if (roll < 0.4) return [{ name: name(), type: 'BQ', text: sentence(random, 14), markups: [] }];
  if (roll < 0.6) return [{ name: name(), type: 'PQ', text: sentence(random, 10), markups: [] }];
  const type = roll < 0.8 ? 'ULI' : 'OLI';
  return Array.from({ length: random.int(2, 5) }, () => ({
    name: name(),
    type,
    text: sentence(random, random.int(4, 12)),
    markups: [],
  }));
}

/**
 * A story of about `words` words: its title as the first heading, paragraphs
 * of 30 to 140 words, a heading every few paragraphs in longer pieces, its
 * pictures spread through the text, and the odd quote or list.
 */
export function storyContent(random: Random, shape: StoryShape): PostContent {
  const name = nameMaker(random);
  const paragraphs: Paragraph[] = [{ name: name(), type: 'H3', text: shape.title, markups: [] }];
  if (shape.subtitle)
    paragraphs.push({ name: name(), type: 'H4', text: shape.subtitle, markups: [] });
  const bodyCount = Math.max(1, Math.round(shape.words / 85));
  const imageEvery =
    shape.images.length > 0 ? Math.max(1, Math.floor(bodyCount / shape.images.length)) : 0;
  let written = 0;
  for (let index = 0; index < bodyCount; index += 1) {
    if (index > 0 && index % 6 === 0 && shape.words > 600)
      paragraphs.push({
        name: name(),
        type: 'H3',
        text: sentence(random, 4).slice(0, -1),
        markups: [],
      });
    const image =
      imageEvery && index % imageEvery === 0 ? shape.images[index / imageEvery] : undefined;
    if (image) paragraphs.push(imageParagraph(random, name(), image));
    const left = shape.words - written;
    const length = index === bodyCount - 1 ? Math.max(left, 10) : random.int(30, 140);
    paragraphs.push(bodyParagraph(random, name(), Math.min(length, Math.max(left, 10))));
    written += length;
    if (random.chance(0.06)) paragraphs.push(...flourish(random, name));
  }
  return { paragraphs };
}

/** A response: one to three short paragraphs, no title. */
export function responseContent(random: Random, words: number): PostContent {
  const name = nameMaker(random);
  const count = words > 80 ? random.int(2, 3) : 1;
  return {
    paragraphs: Array.from({ length: count }, () =>
      bodyParagraph(random, name(), Math.ceil(words / count)),
    ),
  };
}
