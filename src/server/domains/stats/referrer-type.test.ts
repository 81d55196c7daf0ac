import { describe, expect, it } from 'vitest';
import { classifyReferrer } from './referrer-type';

const ownHosts = new Set(['quire.example', 'notes.example.org']);
const classify = (referrer: string, location = '/p/abc') =>
  classifyReferrer({ referrer, location, ownHosts });

describe('classifyReferrer', () => {
  it('counts no referrer as direct', () => {
    expect(classify('')).toEqual({ type: 'direct', host: '' });
  });

  it('counts the site, its paths and its publications’ custom domains as internal', () => {
    expect(classify('https://quire.example/@ana')).toEqual({
      type: 'internal',
      host: 'quire.example',
    });
    expect(classify('https://notes.example.org/')).toEqual({
      type: 'internal',
      host: 'notes.example.org',
    });
    expect(classify('/tag/craft').type).toBe('internal');
  });

  it('recognises search engines, with their country domains', () => {
    for (const referrer of [
      'https://www.google.com/',
      'https://www.google.co.uk/search?q=x',
      'https://www.bing.com/',
      'https://duckduckgo.com/',
      'https://yandex.ru/',
      'https://search.brave.com/search',
    ])
      expect(classify(referrer).type, referrer).toBe('search');
    expect(classify('https://www.google.de/').host).toBe('www.google.de');
  });

  it('recognises social networks', () => {
    for (const referrer of [
      'https://t.co/abc',
      'https://m.facebook.com/',
      'https://www.linkedin.com/feed',
      'https://news.ycombinator.com/item?id=1',
      'https://old.reddit.com/r/writing',
      'https://bsky.app/profile/x',
    ])
      expect(classify(referrer).type, referrer).toBe('social');
  });

  it('recognises mail clients and links tagged utm_medium=email', () => {
    expect(classify('https://mail.google.com/mail/u/0/').type).toBe('email');
    expect(classify('https://outlook.live.com/').type).toBe('email');
    expect(classify('', '/p/abc?utm_source=digest&utm_medium=email').type).toBe('email');
    expect(classify('https://t.co/x', '/p/abc?utm_medium=EMAIL').type).toBe('email');
  });

  it('counts any other site, and a referrer that is no address, as external', () => {
    expect(classify('https://blog.example.net/links')).toEqual({
      type: 'external',
      host: 'blog.example.net',
    });
    expect(classify('https://googleblog.example.com/').type).toBe('external');
    expect(classify('not a url').type).toBe('external');
  });
});
