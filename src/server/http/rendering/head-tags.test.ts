import { describe, expect, it } from 'vitest';
import { renderHeadTags } from './head-tags';

describe('renderHeadTags', () => {
  it('escapes attribute values and keeps JSON-LD unable to close its script', () => {
    const tags = renderHeadTags({
      robots: 'noindex',
      properties: [['og:title', 'Say "hi" <b>']],
      names: [['twitter:title', "It's & more"]],
      links: [{ rel: 'amphtml', href: 'https://x.test/amp/p/1?a=1&b=2' }],
      jsonLd: { headline: '</script><script>alert(1)</script>' },
    });
    expect(tags).toEqual([
      '<meta name="robots" content="noindex">',
      '<meta property="og:title" content="Say &quot;hi&quot; &lt;b&gt;">',
      '<meta name="twitter:title" content="It&#39;s &amp; more">',
      '<link rel="amphtml" href="https://x.test/amp/p/1?a=1&amp;b=2">',
      '<script type="application/ld+json">{"headline":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    ]);
  });

  it('renders nothing without metadata', () => {
    expect(renderHeadTags(null)).toEqual([]);
  });
});
