import { describe, expect, it } from 'vitest';
import { buildRoutePath, extractPostId } from './links';
import { routeMatcher } from './matcher';
import { ROUTES } from './route-table';

describe('buildRoutePath', () => {
  it('fills params into the path', () => {
    expect(buildRoutePath('ShowHome')).toBe('/');
    expect(buildRoutePath('ShowPost', { postId: 'abc123' })).toBe('/p/abc123');
    expect(
      buildRoutePath('ShowCollectionTagged', { collectionSlug: 'notes', tagSlug: 'art' }),
    ).toBe('/notes/tagged/art');
  });

  it('writes the username as a handle', () => {
    expect(buildRoutePath('ShowUser', { username: 'alice' })).toBe('/@alice');
    expect(buildRoutePath('ShowPostUnderUser', { username: 'alice', postId: 'x-1' })).toBe(
      '/@alice/x-1',
    );
  });

  it('URL-encodes each value', () => {
    expect(buildRoutePath('ShowTopic', { topicSlug: 'a b/c?d#e' })).toBe(
      '/topic/a%20b%2Fc%3Fd%23e',
    );
    expect(buildRoutePath('ShowUser', { username: 'al ice' })).toBe('/@al%20ice');
  });

  it('ignores params the path does not use', () => {
    expect(buildRoutePath('ShowPlans', { extra: 'x' })).toBe('/plans');
  });

  it('throws when a required param is missing or empty', () => {
    expect(() => buildRoutePath('ShowPost')).toThrow('One or more required param(s) not provided');
    expect(() => buildRoutePath('ShowPost', { postId: '' })).toThrow(
      'One or more required param(s) not provided',
    );
    expect(() => buildRoutePath('ShowTrendingModeTopic', { mode: 'week' })).toThrow(
      'One or more required param(s) not provided',
    );
    expect(() => buildRoutePath('ShowUser', {})).toThrow(
      'One or more required param(s) not provided',
    );
  });

  it('throws for an unknown route', () => {
    expect(() => buildRoutePath('ShowNothing')).toThrow('Unknown route: ShowNothing');
  });

  it('round-trips through the matcher for every route', () => {
    for (const route of ROUTES) {
      const params: Record<string, string> = {};
      for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
        if (name) params[name] = `v ${name}/é`;
      }
      const match = routeMatcher.match(buildRoutePath(route.name, params));
      expect(match?.route.name, route.name).toBe(route.name);
      expect(match?.params, route.name).toEqual(params);
    }
  });
});

describe('extractPostId', () => {
  it('takes the trailing hex run after the last dash of a slug', () => {
    expect(extractPostId({ postIdOrSlug: 'my-great-story-0123456789ab' })).toBe('0123456789ab');
    expect(extractPostId({ postSlug: 'hello-world-cafe42' })).toBe('cafe42');
  });

  it('returns a bare hex id as is', () => {
    expect(extractPostId({ postId: '0123456789ab' })).toBe('0123456789ab');
  });

  it('takes only the trailing hex characters of the last part', () => {
    expect(extractPostId({ postId: 'story-xyz12ab' })).toBe('12ab');
  });

  it('returns null when there is no hex run', () => {
    expect(extractPostId({ postId: 'story-xyz' })).toBeNull();
    expect(extractPostId({ postId: 'story-' })).toBeNull();
    expect(extractPostId({ postId: 'HELLO' })).toBeNull();
    expect(extractPostId({ postId: 'story-ABC' })).toBeNull();
    expect(extractPostId({})).toBeNull();
  });

  it('prefers postIdOrSlug, then postSlug, then postId', () => {
    expect(extractPostId({ postIdOrSlug: 'a-111', postSlug: 'b-222', postId: '333' })).toBe('111');
    expect(extractPostId({ postSlug: 'b-222', postId: '333' })).toBe('222');
    expect(extractPostId({ postIdOrSlug: undefined, postId: '333' })).toBe('333');
  });

  it('skips empty values', () => {
    expect(extractPostId({ postIdOrSlug: '', postId: 'abc' })).toBe('abc');
  });
});
