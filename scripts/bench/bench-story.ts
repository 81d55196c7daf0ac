import { makeJpeg } from './photo';

/**
 * Builds the benchmark story through the public API, as a writer would:
 * a test session, five uploaded JPEGs, then createDraft and publishPost.
 */
interface Session {
  cookie: string;
  xsrfToken: string;
}

interface Uploaded {
  id: string;
  width: number;
  height: number;
}

const WORDS = (
  'garden morning light river stone quiet window letter bread harbour lantern ' +
  'season music paper winter summer forest meadow kitchen market evening story ' +
  'small careful patient bright slow warm open simple honest little early late ' +
  'walk write read listen gather plant build carry remember notice return follow'
).split(' ');

export const STORY_WORDS = 3000;
export const STORY_IMAGES = 5;

async function signIn(origin: string): Promise<Session> {
  const username = `bench${Date.now().toString(36)}`;
  const response = await fetch(`${origin}/_/test/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Writer', username }),
  });
  if (!response.ok) throw new Error(`POST /_/test/session answered ${response.status}`);
  const body = (await response.json()) as { xsrfToken: string };
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { cookie, xsrfToken: body.xsrfToken };
}

async function upload(origin: string, session: Session, index: number): Promise<Uploaded> {
  const form = new FormData();
  const bytes = await makeJpeg(index);
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }),
    `photo-${index}.jpg`,
  );
  const response = await fetch(`${origin}/_/media/upload`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrfToken },
    body: form,
  });
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Uploaded;
}

function sentence(seed: number, length: number): string {
  const words = Array.from({ length }, (_, index) => WORDS[(seed * 7 + index * 13) % WORDS.length]);
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** 30 paragraphs of 100 words, a heading every sixth paragraph, an image every sixth too. */
function storyParagraphs(images: Uploaded[]) {
  const paragraphs: Array<Record<string, unknown>> = [];
  const perParagraph = STORY_WORDS / 30;
  for (let index = 0; index < 30; index += 1) {
    if (index > 0 && index % 6 === 0)
      paragraphs.push({ name: `h${index}`, type: 'H3', text: `Part ${index / 6 + 1}` });
    paragraphs.push({
      name: `p${index}`,
      type: 'P',
      text: Array.from({ length: 5 }, (_, part) => sentence(index * 5 + part, perParagraph / 5))
        .join(' ')
        .replace(/\.$/, '.'),
    });
    const image = index % 6 === 2 ? images[Math.floor(index / 6)] : undefined;
    if (image)
      paragraphs.push({
        name: `i${index}`,
        type: 'IMG',
        text: `Figure ${Math.floor(index / 6) + 1}: a view of the garden`,
        layout: 'INSET_CENTER',
        metadata: {
          id: image.id,
          originalWidth: image.width,
          originalHeight: image.height,
          alt: `Garden scene number ${Math.floor(index / 6) + 1}`,
        },
      });
  }
  return paragraphs;
}

async function graphql<T>(origin: string, session: Session, query: string, variables: object) {
  const response = await fetch(`${origin}/_/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: session.cookie,
      'x-xsrf-token': session.xsrfToken,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Publishes the story and answers its canonical URL and its word count. */
export async function publishBenchStory(origin: string): Promise<{ url: string; words: number }> {
  const session = await signIn(origin);
  const images: Uploaded[] = [];
  for (let index = 0; index < STORY_IMAGES; index += 1)
    images.push(await upload(origin, session, index));
  const paragraphs = storyParagraphs(images);
  const draft = await graphql<{ createDraft: { id: string; wordCount: number } }>(
    origin,
    session,
    `
      mutation CreateDraft($title: String, $subtitle: String, $content: PostContentInput) {
        createDraft(title: $title, subtitle: $subtitle, content: $content) {
          id
          wordCount
        }
      }
    `,
    {
      title: 'A long walk through the winter garden',
      subtitle: 'Three thousand words and five pictures about patience, soil and light',
      content: { paragraphs },
    },
  );
  const published = await graphql<{ publishPost: { mediumUrl: string } }>(
    origin,
    session,
    `
      mutation PublishPost($postId: ID!, $input: PublishPostInput) {
        publishPost(postId: $postId, input: $input) {
          mediumUrl
        }
      }
    `,
    { postId: draft.createDraft.id, input: { tags: ['Gardening', 'Slow living'] } },
  );
  const url = new URL(published.publishPost.mediumUrl, origin).href;
  return { url, words: draft.createDraft.wordCount };
}
