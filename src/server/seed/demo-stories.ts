import type { Markup, Paragraph } from '@shared/content/paragraph-model';
import { DEMO_IMAGE_SIZE } from './demo-art';

/** Demo stories. Between them they use every paragraph type and the common markups. */
type DemoParagraph = Omit<Paragraph, 'name' | 'markups'> & { markups?: Paragraph['markups'] };

export interface DemoStory {
  author: string;
  inPublication: boolean;
  /** Pinned to the top of Field Notes' home. */
  pinned?: boolean;
  title: string;
  subtitle: string;
  tags: string[];
  image: string | null;
  daysAgo: number;
  paragraphs: DemoParagraph[];
}

type Mark = { type: Markup['type']; phrase: string; href?: string };

/**
 * A text paragraph whose markups cover the given phrases: offsets are found in
 * the text, so an edit to the wording can never leave a markup cutting a word.
 */
function marked(type: Paragraph['type'], text: string, ...marks: Mark[]): DemoParagraph {
  const markups = marks.map(({ type: markupType, phrase, href }): Markup => {
    const start = text.indexOf(phrase);
    if (start === -1 || text.indexOf(phrase, start + 1) !== -1)
      throw new Error(`Demo markup "${phrase}" must occur exactly once in "${text}"`);
    const range = { type: markupType, start, end: start + phrase.length };
    return href === undefined ? range : { ...range, href };
  });
  return { type, text, markups };
}

const image = (id: string, caption: string, layout: Paragraph['layout'] = 'INSET_CENTER') => ({
  type: 'IMG' as const,
  text: caption,
  layout,
  metadata: { id, ...DEMO_IMAGE_SIZE, alt: caption },
});

export const DEMO_STORIES: DemoStory[] = [
  {
    author: 'ada',
    inPublication: true,
    title: 'The quiet craft of writing in public',
    subtitle: 'Why a small audience that reads closely beats a large one that skims',
    tags: ['writing', 'craft'],
    image: 'demo-desk.svg',
    daysAgo: 1,
    paragraphs: [
      { type: 'H3', text: 'The quiet craft of writing in public' },
      image('demo-desk.svg', 'A desk by the window, early morning.', 'OUTSET_CENTER'),
      marked(
        'P',
        'Most of what we publish is read by a handful of people. That is not a failure; it is the point.',
        { type: 'EM', phrase: 'it is the point' },
      ),
      { type: 'H4', text: 'Start with one reader' },
      marked(
        'P',
        'Write for the person who will read every word. The rest follow, or they do not, and both are fine.',
        { type: 'STRONG', phrase: 'Write for the person who will read every word.' },
      ),
      {
        type: 'PQ',
        text: 'A small audience that reads closely is worth more than a crowd that skims.',
      },
      { type: 'ULI', text: 'Publish on a schedule you can keep.' },
      { type: 'ULI', text: 'Answer every response in the first week.' },
      { type: 'ULI', text: 'Keep a file of ideas you have not written yet.' },
      { type: 'HR', text: '' },
      marked('P', 'If you want to go further, read the notes on revision at the Quire handbook.', {
        type: 'A',
        phrase: 'the Quire handbook',
        href: 'https://example.org/handbook',
      }),
    ],
  },
  {
    author: 'grace',
    inPublication: false,
    title: 'Debugging is a conversation with your past self',
    subtitle: 'Notes from a decade of reading stack traces',
    tags: ['programming', 'software-engineering'],
    image: 'demo-city.svg',
    daysAgo: 2,
    paragraphs: [
      { type: 'H3', text: 'Debugging is a conversation with your past self' },
      { type: 'SECTION_CAPTION', text: 'Part one' },
      {
        type: 'P',
        text: 'Every bug is a message from the person who wrote the code: you, a few months ago, in a hurry.',
      },
      { type: 'H2', text: 'Read the error first' },
      marked(
        'P',
        'The message usually says exactly what is wrong. Run fetchUser with a valid id and compare.',
        { type: 'CODE', phrase: 'fetchUser' },
      ),
      {
        type: 'PRE',
        text: 'async function fetchUser(id) {\n  const row = await db.users.find(id);\n  if (!row) throw new NotFound(id);\n  return row;\n}',
      },
      { type: 'OLI', text: 'Reproduce it.' },
      { type: 'OLI', text: 'Make it smaller.' },
      { type: 'OLI', text: 'Write the test that fails.' },
      { type: 'OLI', text: 'Only then, fix it.' },
      {
        type: 'BQ',
        text: 'Debugging is twice as hard as writing the code in the first place.',
      },
      image('demo-city.svg', 'Evening traffic, long exposure.'),
    ],
  },
  {
    author: 'ada',
    inPublication: true,
    pinned: true,
    title: 'A field guide to slow mornings',
    subtitle: 'Coffee, a notebook and forty minutes before the day starts asking for things',
    tags: ['productivity', 'life'],
    image: 'demo-forest.svg',
    daysAgo: 3,
    paragraphs: [
      { type: 'COVER_TITLE', text: 'A field guide to slow mornings' },
      image('demo-forest.svg', 'The path behind the house.', 'FULL_WIDTH'),
      {
        type: 'P',
        text: 'The first hour belongs to you. Guard it the way you would guard an appointment with someone you admire.',
      },
      { type: 'H1', text: 'What goes into the hour' },
      { type: 'P', text: 'A walk, a page of writing, and nothing that glows.' },
      {
        type: 'MIXTAPE_EMBED',
        text: 'Walking as thinking — an essay on the long walk',
        mixtapeMetadata: { href: 'https://example.org/walking-as-thinking' },
      },
    ],
  },
  {
    author: 'linus',
    inPublication: false,
    title: 'What the harbour taught me about patience',
    subtitle: 'Tides keep their own schedule',
    tags: ['travel', 'life'],
    image: 'demo-harbour.svg',
    daysAgo: 4,
    paragraphs: [
      { type: 'H3', text: 'What the harbour taught me about patience' },
      image('demo-harbour.svg', 'Low tide at the old harbour.'),
      {
        type: 'P',
        text: 'Boats wait for water. Nobody on the quay finds this strange, and nobody hurries the sea.',
      },
      {
        type: 'IFRAME',
        text: 'Tide table for the week',
        iframe: { src: 'https://example.org/embed/tides', width: 640, height: 360 },
      },
      { type: 'P', text: 'We could learn something from that.' },
    ],
  },
  {
    author: 'grace',
    inPublication: true,
    title: 'Small tools, sharp edges',
    subtitle: 'In praise of programs that do one thing',
    tags: ['programming'],
    image: null,
    daysAgo: 6,
    paragraphs: [
      { type: 'H3', text: 'Small tools, sharp edges' },
      {
        type: 'P',
        text: 'A tool that does one thing can be understood in an afternoon and trusted for a decade.',
      },
      { type: 'H2', text: 'Composition over configuration' },
      { type: 'P', text: 'Pipes, not plugins. Files, not frameworks.' },
    ],
  },
];
