import { describe, expect, it } from 'vitest';
import type { PreloadedState } from '@shared/ssr-contract';
import { renderDocument } from './document';
import type { PageAssets } from './document';

function pageWith(assets: PageAssets): string {
  return renderDocument({
    result: {
      html: '<p class="a">Hello</p>',
      title: 'A page',
      description: '',
      queryResults: [],
      head: null,
    },
    state: {} as PreloadedState,
    assets,
    environment: 'test',
    canonicalUrl: null,
    nonce: 'bm9uY2U=',
  });
}

describe('renderDocument stylesheets', () => {
  it('writes built stylesheets into the page and names them with a disabled link', () => {
    const html = pageWith({
      scripts: ['/assets/entry.js'],
      styles: ['/assets/entry.css', '/assets/screen.css'],
      preloads: [],
      inlineStyles: new Map([['/assets/entry.css', '.a{color:red}']]),
    });
    expect(html).toContain(
      '<style>.a{color:red}</style><link rel="stylesheet" href="/assets/entry.css" disabled>',
    );
    // A stylesheet whose text is unknown is linked as usual.
    expect(html).toContain('<link rel="stylesheet" href="/assets/screen.css">');
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('writes only the rules the first paint needs and defers the whole file until after it', () => {
    const html = pageWith({
      scripts: ['/assets/entry.js'],
      styles: ['/assets/entry.css'],
      preloads: [],
      inlineStyles: new Map([['/assets/entry.css', '.a{color:red}.menu{color:blue}']]),
    });
    expect(html).toContain(
      '<style>.a{color:red}</style><link rel="stylesheet" href="/assets/entry.css" data-deferred disabled>',
    );
    expect(html).not.toContain('.menu{');
    // The loader enables it after the first paint.
    expect(html).toMatch(
      /<script nonce="bm9uY2U=">.*link\[data-deferred\].*removeAttribute\('disabled'\)/,
    );
  });

  it('keeps a stylesheet whole on a page without the app, which would never enable it', () => {
    const html = pageWith({
      scripts: [],
      styles: ['/assets/entry.css'],
      preloads: [],
      inlineStyles: new Map([['/assets/entry.css', '.a{color:red}.menu{color:blue}']]),
    });
    expect(html).toContain('<style>.a{color:red}.menu{color:blue}</style>');
  });

  it('links a stylesheet whose text could close the style element', () => {
    const html = pageWith({
      scripts: [],
      styles: ['/assets/odd.css'],
      preloads: [],
      inlineStyles: new Map([['/assets/odd.css', '.a::after{content:"</style><script>"}']]),
    });
    expect(html).not.toContain('<style>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/odd.css">');
  });
});

describe('renderDocument scripts', () => {
  const html = pageWith({
    scripts: ['/assets/entry.js'],
    styles: [],
    preloads: ['/assets/screen.js'],
  });

  it('fetches none of the app before the first paint', () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  });

  it('leaves the app and its chunks to the loader', () => {
    expect(html).toMatch(
      /<script nonce="bm9uY2U=">\(function\(\)\{.*"\/assets\/screen\.js".*"\/assets\/entry\.js"/,
    );
  });
});
