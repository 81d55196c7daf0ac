import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDataDir } from '@server/test/kits/media-kit';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { renderSitePage } from './site-pages.service';

let testApp: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = makeTempDataDir();
  testApp = await createTestApp({
    PUBLIC_URL: 'https://quire.test',
    PRODUCT_NAME: 'Harbour Notes',
    DATA_DIR: dataDir,
  });
});

afterAll(async () => {
  await testApp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) => testApp.request({ method: 'GET', url });

function writePage(file: string, text: string) {
  mkdirSync(path.join(dataDir, 'pages'), { recursive: true });
  writeFileSync(path.join(dataDir, 'pages', file), text);
}

describe('About, Help and Legal', () => {
  it.each([
    ['/about', 'About Harbour Notes'],
    ['/help', 'Help'],
    ['/help/how-do-i-write', 'How do I write?'],
    ['/legal', 'Legal'],
  ])(
    '%s has a built-in page that says what the site runs and links the licence',
    async (url, title) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<title>${title} – Harbour Notes</title>`);
      expect(response.body).toContain(`<link rel="canonical" href="https://quire.test${url}">`);
      expect(response.body).toMatch(new RegExp(`<h1[^>]*>${title.replace('?', '\\?')}</h1>`));
      expect(response.body).toContain('<meta name="description" content="');
      expect(response.body).toContain(
        `<meta property="og:url" content="https://quire.test${url}">`,
      );
      expect(response.body).toContain('<meta property="og:locale" content="en_US">');
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    },
  );

  it('names the software and its licence in About, Help and Legal', async () => {
    for (const url of ['/about', '/help', '/legal']) {
      const html = (await get(url)).body;
      expect(html).toContain('Quire');
      expect(html).toContain('href="https://www.gnu.org/licenses/agpl-3.0.html"');
    }
    expect((await get('/about')).body).toContain('AGPL-3.0-or-later');
  });

  it('shows the operator’s Markdown instead, with raw HTML and script links kept inert', async () => {
    writePage(
      'legal.md',
      [
        '# Terms of {{siteName}}',
        '',
        'Be *kind*. <script>alert(1)</script> <img src=x onerror=alert(2)>',
        '',
        '[Click](javascript:alert(3)) and [our terms](https://example.org/terms).',
        '',
        '# Privacy',
        '',
        'We keep little.',
      ].join('\n'),
    );
    const response = await get('/legal');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Terms of Harbour Notes – Harbour Notes</title>');
    expect(html).toContain('Be <em>kind</em>.');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toMatch(/<img[^>]+onerror/);
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('<a href="https://example.org/terms">our terms</a>');
    // A second `#` heading moves below the page's one h1.
    expect(html).toContain('<h2>Privacy</h2>');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it('reads an edited file on the next request, without a restart', async () => {
    writePage('help.md', '# Help desk\n\nWrite to us.');
    expect((await get('/help')).body).toContain('Write to us.');
    writePage('help.md', '# Help desk\n\nCall us.');
    expect((await get('/help')).body).toContain('Call us.');
  });
});

describe('renderSitePage', () => {
  it('shows a site name as typed, even with Markdown characters in it', () => {
    const page = renderSitePage({
      name: 'ABOUT',
      source: '# About {{siteName}}\n\nWelcome to {{ siteName }}.',
      siteName: '*Stars* & [Co]',
    });
    expect(page.title).toBe('About *Stars* & [Co]');
    expect(page.description).toBe('Welcome to *Stars* & [Co].');
    expect(page.html).toBe('<p>Welcome to *Stars* &amp; [Co].</p>\n');
  });

  it('falls back to the page’s own title when the file has no leading heading', () => {
    const page = renderSitePage({ name: 'HOW_TO_WRITE', source: 'Just write.', siteName: 'Q' });
    expect(page.title).toBe('How do I write?');
    expect(page.html).toBe('<p>Just write.</p>\n');
  });
});
