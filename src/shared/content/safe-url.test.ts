import { describe, expect, it } from 'vitest';
import { checkIframeSrc, checkLinkHref, checkWebUrl } from './safe-url';

const HOSTILE_LINKS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript\u0000:alert(1)',
  '\u00a0javascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'javascript:/*https://ok.example*/alert(1)',
  'javascript://https://ok.example/%0aalert(1)',
  '&#106;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'jav&#x09;ascript:alert(1)',
  '%6A%61%76%61script:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,x',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://files.example/x',
  'blob:https://ok.example/uuid',
  '//evil.example',
  '///evil.example',
  '\\\\evil.example',
  '/\\evil.example',
  '\\/evil.example',
  'https:\\\\evil.example',
  'http:/\\evil.example',
  'https:evil.example',
  'evil.example',
  '/relative/path',
  '#fragment',
  '?query=1',
  'https://ok.example@evil.example',
  'https://user:pass@evil.example',
  'https://',
  'http:// evil.example',
  'https://evil.example/\u2028',
  'https://evil.example/ path',
  'mailto:',
  'tel:+15551234',
  'chrome://settings',
  '',
];

describe('checkLinkHref', () => {
  it.each(HOSTILE_LINKS.map((href) => [JSON.stringify(href), href]))(
    'refuses %s',
    (_label, href) => {
      expect(checkLinkHref(href).ok).toBe(false);
    },
  );

  it('has at least 30 hostile payloads', () => {
    expect(HOSTILE_LINKS.length).toBeGreaterThanOrEqual(30);
  });

  it.each([
    'https://example.org',
    'http://example.org/a?b=c#d',
    'HTTPS://EXAMPLE.ORG/Path',
    'https://example.org/%20encoded',
    'https://xn--bcher-kva.example/',
    'mailto:someone@example.org',
    'mailto:someone@example.org?subject=Hi',
  ])('accepts %s', (href) => {
    expect(checkLinkHref(href).ok).toBe(true);
  });

  it('explains why a link was refused', () => {
    expect(checkLinkHref('javascript:alert(1)')).toEqual({
      ok: false,
      reason: 'Links must start with http://, https:// or mailto:.',
    });
  });
});

describe('checkWebUrl', () => {
  it('takes http and https only', () => {
    expect(checkWebUrl('https://example.org/original').ok).toBe(true);
    expect(checkWebUrl('mailto:a@example.org').ok).toBe(false);
    expect(checkWebUrl('javascript:alert(1)').ok).toBe(false);
  });
});

describe('checkIframeSrc', () => {
  it.each([
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?start=10',
    'https://player.vimeo.com/video/76979871',
  ])('accepts %s', (src) => {
    expect(checkIframeSrc(src).ok).toBe(true);
  });

  it.each([
    'http://www.youtube.com/embed/x',
    'https://youtube.com/embed/x',
    'https://www.youtube.com/watch?v=x',
    'https://www.youtube.com/embed/',
    'https://www.youtube.com.evil.example/embed/x',
    'https://evil.example/https://www.youtube.com/embed/x',
    'https://www.youtube.com@evil.example/embed/x',
    'https://www.youtube.com:8443/embed/x',
    'https://player.vimeo.com/videox/1',
    'javascript:alert(1)',
    'data:text/html,x',
    '//www.youtube.com/embed/x',
  ])('refuses %s', (src) => {
    expect(checkIframeSrc(src).ok).toBe(false);
  });
});
