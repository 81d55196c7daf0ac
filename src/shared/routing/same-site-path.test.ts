import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path';

const SITE = 'http://localhost:3000';

/** Where a browser on SITE would end up following `target`. */
const landsOn = (target: string) => new URL(target, `${SITE}/m/signin`).origin;

describe('sameSitePath', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(sameSitePath('/')).toBe('/');
    expect(sameSitePath('/p/abc123abc123')).toBe('/p/abc123abc123');
    expect(sameSitePath('/search?q=a+b#top')).toBe('/search?q=a+b#top');
    expect(sameSitePath('/@ada/highlights')).toBe('/@ada/highlights');
    expect(sameSitePath('/a/./b/../c')).toBe('/a/c');
  });

  it.each([
    ['https://evil.example'],
    ['/\\evil.example/x'],
    ['//evil.example'],
    ['//evil'],
    ['/\\evil'],
    ['\\/evil'],
    ['\\\\evil'],
    ['https:evil'],
    ['https:/evil'],
    ['http://evil.example/x'],
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    ['\t//evil.example'],
    [' //evil.example'],
    ['/x/..//evil.example/y'],
    ['/.//evil.example'],
    ['/%2e%2e//evil.example'],
    ['/a/../..//evil.example'],
    ['%2F%2Fevil.example'],
    ['%5C%5Cevil.example'],
    ['evil.example'],
    [''],
  ])('refuses %j', (value) => {
    expect(sameSitePath(value)).toBeNull();
    expect(sameSitePath(value, { origin: SITE })).toBeNull();
  });

  it('keeps encoded slashes and backslashes inside the path, where they stay on this site', () => {
    for (const value of ['/%2F%2Fevil.example', '/%5Cevil.example', '/%5C%5Cevil.example']) {
      const path = sameSitePath(value);
      expect(path).toBe(value);
      expect(landsOn(path ?? '')).toBe(SITE);
    }
  });

  it('accepts an absolute URL only on the given origin, as its path', () => {
    expect(sameSitePath(`${SITE}/p/abc?x=1`, { origin: SITE })).toBe('/p/abc?x=1');
    expect(sameSitePath(`${SITE}/p/abc`)).toBeNull();
    expect(sameSitePath('http://localhost:3001/p/abc', { origin: SITE })).toBeNull();
    expect(sameSitePath('http://user:pass@localhost:3000/', { origin: SITE })).toBeNull();
    expect(sameSitePath(`${SITE}//evil.example/`, { origin: SITE })).toBeNull();
  });

  it('never answers a target that leaves the site', () => {
    const hostile = [
      '/\\evil.example/x',
      'https://evil.example',
      '/x/..//evil.example',
      '/\t/evil.example',
    ];
    for (const value of hostile) {
      const path = sameSitePath(value, { origin: SITE }) ?? '/';
      expect(landsOn(path)).toBe(SITE);
    }
  });
});
