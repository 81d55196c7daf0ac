import type { Random } from './random';

/**
 * Words, names and titles for the benchmark data set. Frequent words are
 * listed more than once, so sentences have roughly the rhythm of English and
 * the text compresses (TOAST, gzip) about as much as real stories do.
 */
const FUNCTION_WORDS =
  'the the the the of of of and and and to to a a in in that is was it for on with as at by ' +
  'this from but not or have an they which you were all we there when would their been has who ' +
  'more if out so what up about into than them can only other some could time these may then do ' +
  'any my now such like our over even most after also many before through where much your way ' +
  'well should because each just those how too very still own between both being under never';

const CONTENT_WORDS =
  'garden morning light river stone quiet window letter bread harbour lantern season music paper ' +
  'winter summer forest meadow kitchen market evening story city street train station library ' +
  'teacher student writer reader editor draft chapter page sentence word notebook pencil coffee ' +
  'table chair door house village road bridge mountain valley ocean island coast weather rain ' +
  'snow wind cloud sun moon star field farm orchard apple tree leaf root seed soil water fire ' +
  'engineer program code system server database network error test design product team meeting ' +
  'project deadline budget question answer problem idea habit practice routine attention memory ' +
  'family friend neighbour child parent doctor nurse patient health sleep walk run climb swim ' +
  'build carry gather plant notice remember follow listen write read learn teach measure repair ' +
  'careful patient bright slow warm open simple honest little early late small large strange ' +
  'ordinary useful quiet gentle sharp clear heavy light broken whole distant familiar private ' +
  'money work home language history science craft tool machine engine signal pattern version';

export const VOCABULARY: readonly string[] = `${FUNCTION_WORDS} ${CONTENT_WORDS}`.split(/\s+/);
const NOUNS = CONTENT_WORDS.split(/\s+/).slice(0, 150);

const FIRST_NAMES = (
  'Ada Alan Alice Amara Anna Arjun Ben Bianca Carlos Chen Clara Daniel Dara Elena Emil Fatima ' +
  'Felix Grace Hana Hugo Ines Ivan Jade James Jonas Julia Kai Kenji Lara Leo Lina Linus Maya ' +
  'Mateo Mina Nadia Noah Nora Olga Omar Priya Rafael Rosa Sam Sara Sofia Tariq Theo Uma Vera ' +
  'Wen Yara Yusuf Zoe'
).split(' ');
const LAST_NAMES = (
  'Abbott Adeyemi Almeida Baker Berg Brooks Campbell Castro Chen Costa Dahl Diaz Eriksen Evans ' +
  'Fischer Fontaine Garcia Gupta Hale Hansen Hollis Ito Jensen Kato Keller Kim Kowalski Lam ' +
  'Larsen Lopez Mare Meyer Moreau Nakamura Novak Okafor Olsen Patel Quill Rossi Santos Schmidt ' +
  'Silva Sato Tanaka Torres Vogel Wagner Walsh Weber Young Zhang'
).split(' ');

const TOPICS = (
  'Writing|Programming|Technology|Design|Productivity|Life|Travel|Science|Health|Culture|' +
  'Politics|Books|Music|Film|Photography|Education|Business|Startups|Leadership|Psychology|' +
  'Philosophy|History|Nature|Climate|Food|Cooking|Gardening|Parenting|Relationships|Poetry|' +
  'Fiction|Self Improvement|Mental Health|Fitness|Running|Data Science|Machine Learning|' +
  'JavaScript|Python|Web Development|Software Engineering|UX|Marketing|Economics|Finance|Art|' +
  'Architecture|Cities|Language|Mathematics|Space|Sports|Humor|Work|Remote Work|Slow Living'
).split('|');

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function personName(random: Random): { first: string; last: string } {
  return { first: random.pick(FIRST_NAMES), last: random.pick(LAST_NAMES) };
}

export function sentence(random: Random, words: number): string {
  const parts: string[] = [];
  for (let index = 0; index < words; index += 1) parts.push(random.pick(VOCABULARY));
  return `${capitalise(parts.join(' '))}.`;
}

/** A paragraph of about `words` words, in sentences of 6 to 24 words. */
export function paragraphText(random: Random, words: number): string {
  const sentences: string[] = [];
  let left = Math.max(3, words);
  while (left > 0) {
    const length = Math.min(left, random.int(6, 24));
    sentences.push(sentence(random, Math.max(3, length)));
    left -= length;
  }
  return sentences.join(' ');
}

export function storyTitle(random: Random): string {
  const words = [random.pick(NOUNS)];
  const length = random.int(3, 8);
  while (words.length < length) words.push(random.pick(VOCABULARY));
  return capitalise(words.join(' '));
}

/** `count` distinct tag titles (at most 25 characters): common topics, then compounds. */
export function tagTitles(random: Random, count: number): string[] {
  const titles = new Set(TOPICS.slice(0, count));
  while (titles.size < count) {
    const title = `${capitalise(random.pick(NOUNS))} ${capitalise(random.pick(NOUNS))}`;
    if (title.length <= 25) titles.add(title);
  }
  return [...titles];
}

export function publicationName(random: Random): string {
  const forms = [
    () => `The ${capitalise(random.pick(NOUNS))} ${capitalise(random.pick(NOUNS))}`,
    () => `${capitalise(random.pick(NOUNS))} Notes`,
    () => `${capitalise(random.pick(NOUNS))} and ${capitalise(random.pick(NOUNS))}`,
  ];
  return random.pick(forms)();
}
