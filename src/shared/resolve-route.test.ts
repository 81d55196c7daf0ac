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

  it('serves test aids only where test routes are allowed', () => {
    expect(resolveRoute('/_/test/avatars', FLAG_DEFAULTS)).toEqual({ kind: 'not-found' });
    const allowed = resolveRoute('/_/test/avatars', FLAG_DEFAULTS, { allowsTestRoutes: true });
    expect(allowed.kind === 'screen' && allowed.route.name).toBe('ShowTestAvatars');
  });

  it('opens the responses panel on /p/{postId}/responses/show', () => {
    const resolved = resolveRoute('/p/0123456789ab/responses/show', FLAG_DEFAULTS);
    expect(resolved.kind === 'screen' && resolved.route).toMatchObject({
      name: 'ShowPostResponses',
      opensResponses: true,
    });
    const story = resolveRoute('/p/0123456789ab', FLAG_DEFAULTS);
    expect(story.kind === 'screen' && story.route.opensResponses).toBeFalsy();
  });

  it('resolves the operator-written pages', () => {
    const names = ['/about', '/help', '/help/how-do-i-write', '/legal'].map((path) => {
      const resolved = resolveRoute(path, FLAG_DEFAULTS);
      return resolved.kind === 'screen' ? resolved.route.name : resolved.kind;
    });
    expect(names).toEqual(['ShowAbout', 'ShowHelp', 'ShowHelpHowToWrite', 'ShowLegal']);
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
