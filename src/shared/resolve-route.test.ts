import { describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS } from './flags';
import { resolveRoute, splitNavigationParams } from './resolve-route';

describe('resolveRoute', () => {
  it('resolves the home page to its screen', () => {
    const resolved = resolveRoute('/', FLAG_DEFAULTS);
    expect(resolved.kind === 'screen' && resolved.route.name).toBe('ShowHome');
  });

  it('treats a route whose gating flag is off as not found', () => {
    expect(resolveRoute('/', { ...FLAG_DEFAULTS, enable_lite_homepage: false })).toEqual({
      kind: 'not-found',
    });
  });

  it('treats every flag as off while flags are unknown (loading or failed)', () => {
    expect(resolveRoute('/', {})).toEqual({ kind: 'not-found' });
  });

  it('answers the redirect routes with their target', () => {
    expect(resolveRoute('/me/styles', FLAG_DEFAULTS)).toEqual({
      kind: 'redirect',
      location: '/me/design',
    });
    expect(resolveRoute('/field-notes/styles', FLAG_DEFAULTS)).toEqual({
      kind: 'redirect',
      location: '/field-notes/design',
    });
  });

  it('does not match unknown deep paths', () => {
    expect(resolveRoute('/nope/nope/nope', FLAG_DEFAULTS)).toEqual({ kind: 'not-found' });
  });

  it('uses the custom-domain flag for a post on a publication domain', () => {
    const context = {
      customDomain: { kind: 'collection' as const, collectionSlug: 'field-notes' },
    };
    const on = resolveRoute('/a-story-0123456789ab', FLAG_DEFAULTS, context);
    expect(on.kind === 'screen' && on.route.name).toBe('ShowPostUnderCollection');
    const off = resolveRoute(
      '/a-story-0123456789ab',
      { ...FLAG_DEFAULTS, enable_lite_post_cd: false },
      context,
    );
    expect(off).toEqual({ kind: 'not-found' });
  });
});

describe('splitNavigationParams', () => {
  it('reads source, redirectUrl and responsesOpen and keeps other parameters', () => {
    expect(
      splitNavigationParams('?source=friends_link&responsesOpen=true&redirectUrl=%2Fx&sk=abc'),
    ).toEqual({
      search: '?sk=abc',
      referrerSource: 'friends_link',
      unsafeRedirectUrl: '/x',
      responsesOpen: true,
    });
  });

  it('gives an empty search when nothing else is left', () => {
    expect(splitNavigationParams('?responsesOpen=false').search).toBe('');
    expect(splitNavigationParams('?responsesOpen=false').responsesOpen).toBe(false);
  });
});
