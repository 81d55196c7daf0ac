/**
 * Sets Ghost up (owner account) and creates its ~3,000-word benchmark post
 * through the Admin API with session auth, once: the same text as the shared
 * Ghost recipe, so figures stay comparable. Run by ghost.sh with GHOST_URL and
 * POST_SLUG.
 */
const base = process.env.GHOST_URL ?? 'http://127.0.0.1:2368';
const slug = process.env.POST_SLUG ?? 'benchmark-post';
const api = `${base}/ghost/api/admin`;
const HEADERS = { 'Content-Type': 'application/json', Origin: base, 'Accept-Version': 'v6.0' };
const EMAIL = 'owner@example.com';
const PASSWORD = 'Anchor-Bench-Pass-2024!';

const WORDS = (
  'the of and to a in that is was he for it with as his on be at by this had not are but from or ' +
  'have an they which one you were her all she there would their we him been has when who will more no if out ' +
  'so said what up its about into than them can only other new some could time these two may then do first any ' +
  'my now such like our over man me even most made after also did many before must through back years where much ' +
  'your way well down should because each just those people how too little state good very make world still own ' +
  'see men work long get here between both life being under never day same another know while last might us great ' +
  'old year off come since against go came right used take three publishing platform writer reader newsletter'
).split(' ');

interface Answer {
  response: Response;
  json: Record<string, unknown>;
}

async function call(method: string, path: string, body?: unknown, cookie?: string) {
  const response = await fetch(api + path, {
    method,
    headers: { ...HEADERS, ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok && response.status !== 404)
    throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // An empty or non-JSON body: nothing to read.
  }
  return { response, json } satisfies Answer;
}

/** The recipe's generator: an LCG, so Ghost's post is the same on every machine. */
function postHtml(): { html: string; words: number; paragraphs: number } {
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const sentence = () => {
    const length = 8 + Math.floor(random() * 14);
    const words: string[] = [];
    for (let index = 0; index < length; index += 1)
      words.push(WORDS[Math.floor(random() * WORDS.length)] ?? 'the');
    const text = words.join(' ');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  let html = '';
  let words = 0;
  let paragraphs = 0;
  while (words < 3000) {
    if (paragraphs % 5 === 0) html += `<h2>Section ${paragraphs / 5 + 1}: notes on publishing</h2>`;
    let paragraph = '';
    while (paragraph.split(' ').length < 140) paragraph += (paragraph ? ' ' : '') + sentence();
    words += paragraph.split(' ').length;
    html += `<p>${paragraph}</p>`;
    paragraphs += 1;
    if (paragraphs === 7) html += `<blockquote>${sentence()}</blockquote>`;
    if (paragraphs === 12)
      html += `<ul><li>${sentence()}</li><li>${sentence()}</li><li>${sentence()}</li></ul>`;
  }
  return { html, words, paragraphs };
}

async function main() {
  const setup = await call('GET', '/authentication/setup/');
  const isSetUp = (setup.json.setup as Array<{ status: boolean }> | undefined)?.[0]?.status;
  if (!isSetUp)
    await call('POST', '/authentication/setup/', {
      setup: [{ name: 'Bench Owner', email: EMAIL, password: PASSWORD, blogTitle: 'Ghost Anchor' }],
    });
  const login = await call('POST', '/session/', { username: EMAIL, password: PASSWORD });
  const cookie = login.response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const existing = await call('GET', `/posts/slug/${slug}/`, undefined, cookie);
  if (existing.response.status !== 404) return;
  const { html, words, paragraphs } = postHtml();
  await call(
    'POST',
    '/posts/?source=html',
    {
      posts: [
        {
          title: 'A long-form benchmark post',
          slug,
          status: 'published',
          custom_excerpt: 'A ~3,000-word text post used as a performance anchor.',
          html,
        },
      ],
    },
    cookie,
  );
  console.error(`[ghost] created the post (${words} words, ${paragraphs} paragraphs)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
