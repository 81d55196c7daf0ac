import { describe, expect, it, vi } from 'vitest';
import { createMatcher, routeMatcher } from './matcher';
import type { MatchContext } from './matcher';
import { ROUTES } from './route-table';
import type { RouteDefinition } from './route-table';

/** A concrete path for a pattern, plus the params it should capture. */
function sampleFor(route: RouteDefinition): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const path = route.path.replace(/(@?)\{(\w+)\}/g, (_, at: string, name: string) => {
    params[name] = `sample-${name.toLowerCase()}`;
    return at + params[name];
  });
  return { path, params };
}

const nameOf = (pathname: string, context?: MatchContext) =>
  routeMatcher.match(pathname, context)?.route.name ?? null;

const route = (name: string, path: string): RouteDefinition => ({ name, path, table: 'default' });

describe('routeMatcher over ROUTES', () => {
  it('registers the whole table without an ambiguity warning', () => {
    const warn = vi.fn();
    createMatcher(ROUTES, { warn });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(ROUTES.map((definition) => [definition.name, definition] as const))(
    'matches a sample path of %s with its params',
    (_, definition) => {
      const { path, params } = sampleFor(definition);
      const match = routeMatcher.match(path);
      expect(match?.route).toBe(definition);
      expect(match?.params).toEqual(params);
    },
  );

  it('captures concrete params', () => {
    expect(routeMatcher.match('/p/0123456789ab')?.params).toEqual({ postId: '0123456789ab' });
    expect(routeMatcher.match('/@alice/my-story-abc')).toMatchObject({
      route: { name: 'ShowPostUnderUser' },
      params: { username: 'alice', postId: 'my-story-abc' },
    });
    expect(routeMatcher.match('/trending/mode/week/topic/design')?.params).toEqual({
      mode: 'week',
      topicSlug: 'design',
    });
  });
});

describe('precedence: literal > handle > param', () => {
  it.each([
    ['/me/stories', 'ShowYourStoriesRedirect'],
    ['/me/design', 'ShowUserDesignEditor'],
    ['/me/styles', 'ShowUserStylesRedirect'],
    ['/trending', 'ShowTrending'],
    ['/topics', 'ShowTopics'],
    ['/collections', 'ShowSequenceLibrary'],
    ['/plans', 'ShowPlans'],
    ['/@alice', 'ShowUser'],
    ['/@alice/about', 'ShowUserAbout'],
    ['/@alice/follow', 'ShowUserOneClickFollow'],
    ['/field-notes/about', 'ShowCollectionAbout'],
    ['/field-notes/search', 'ShowCollectionSearch'],
    ['/field-notes/design', 'ShowCollectionDesignEditor'],
    ['/field-notes/settings', 'ShowCollectionSettings'],
    ['/field-notes/settings/followers', 'ShowCollectionFollowers'],
    ['/field-notes/settings/dashboard', 'ShowCollectionDashboard'],
    ['/field-notes/stats/overview', 'ShowCollectionStatsOverview'],
    ['/me/stats', 'ShowStats'],
    ['/field-notes/settings/navigation', 'ShowCollectionNavigationSettings'],
    ['/field-notes/settings/feature-pages', 'ShowCollectionFeaturePages'],
    ['/field-notes/pages/best-of-2024', 'ShowCollectionFeaturePage'],
    ['/field-notes/best-of-2024', 'ShowPostUnderCollection'],
    ['/field-notes/new-story', 'ShowCollectionNewStory'],
    ['/field-notes/some-story', 'ShowPostUnderCollection'],
    ['/field-notes', 'ShowCollectionHome'],
  ])('%s → %s', (pathname, name) => {
    expect(nameOf(pathname)).toBe(name);
  });

  it('falls back to the param branch when a literal branch dead-ends', () => {
    // 'me' and 'p' are literals, but no literal route continues this way.
    expect(routeMatcher.match('/me/a-story')).toMatchObject({
      route: { name: 'ShowPostUnderCollection' },
      params: { collectionSlug: 'me', postId: 'a-story' },
    });
    expect(routeMatcher.match('/p/abc/edit-shortform')).toMatchObject({
      route: { name: 'ShowEditShortform' },
      params: { collectionSlug: 'p', postId: 'abc' },
    });
    expect(nameOf('/trending/x')).toBe('ShowPostUnderCollection');
    expect(nameOf('/p')).toBe('ShowCollectionHome');
  });

  it('falls back from the handle branch to the param branch', () => {
    const matcher = createMatcher([
      route('Literal', '/x/{a}/y'),
      route('Handle', '/x/@{username}/z'),
      route('Param', '/x/{id}/w'),
    ]);
    expect(matcher.match('/x/@bob/z')?.route.name).toBe('Handle');
    expect(matcher.match('/x/@bob/y')?.route.name).toBe('Literal');
    expect(matcher.match('/x/@bob/w')).toMatchObject({
      route: { name: 'Param' },
      params: { id: '@bob' },
    });
  });

  it('prefers a literal over a handle over a param at the same place', () => {
    const matcher = createMatcher([
      route('Param', '/{slug}'),
      route('Handle', '/@{username}'),
      route('Literal', '/@me'),
    ]);
    expect(matcher.match('/@me')?.route.name).toBe('Literal');
    expect(matcher.match('/@you')?.route.name).toBe('Handle');
    expect(matcher.match('/you')?.route.name).toBe('Param');
  });
});

describe('the @ rule', () => {
  it('matches a handle segment only for values starting with @', () => {
    expect(nameOf('/alice')).toBe('ShowCollectionHome');
    expect(nameOf('/alice/about')).toBe('ShowCollectionAbout');
    expect(nameOf('/@alice')).toBe('ShowUser');
  });

  it('captures the username without the leading @', () => {
    expect(routeMatcher.match('/@alice')?.params).toEqual({ username: 'alice' });
  });
});

describe('decoding', () => {
  it('URL-decodes segments before matching', () => {
    expect(routeMatcher.match('/%40alice')).toMatchObject({
      route: { name: 'ShowUser' },
      params: { username: 'alice' },
    });
    expect(routeMatcher.match('/@al%20ice')?.params).toEqual({ username: 'al ice' });
    expect(nameOf('/me/st%6Fries')).toBe('ShowYourStoriesRedirect');
    expect(routeMatcher.match('/topic/a%2Fb')?.params).toEqual({ topicSlug: 'a/b' });
  });

  it('turns an invalid encoding into an empty segment', () => {
    expect(routeMatcher.match('/me/stories/%E0%A4%A')).toMatchObject({
      route: { name: 'ShowYourStories' },
      params: { filterBy: '' },
    });
    expect(routeMatcher.match('/%E0%A4%A')).toMatchObject({
      route: { name: 'ShowCollectionHome' },
      params: { collectionSlug: '' },
    });
  });
});

describe('ignored parts of the address', () => {
  it.each([
    '/me/stories/',
    '/me/stories?x=1',
    '/me/stories/?x=1#top',
    '/me/stories#top',
    '/me/stories#a?b',
    '//me//stories//',
  ])('%s matches like /me/stories', (pathname) => {
    expect(nameOf(pathname)).toBe('ShowYourStoriesRedirect');
  });

  it('matches the root however it is written', () => {
    for (const pathname of ['/', '', '//', '/?q=1', '/#x'])
      expect(nameOf(pathname)).toBe('ShowHome');
  });

  it('keeps a query out of the params', () => {
    expect(routeMatcher.match('/p/abc?source=x')?.params).toEqual({ postId: 'abc' });
  });
});

describe('unknown paths', () => {
  it.each([
    '/nope/nope/nope',
    '/p/abc/unknown',
    '/@alice/a/b/c',
    '/_/admin/internal-status/x',
    '/a/b/c/d/e/f',
  ])('%s → null', (pathname) => {
    expect(routeMatcher.match(pathname)).toBeNull();
  });
});

describe('ambiguous registration', () => {
  it('refuses a pattern with the same shape, warns and keeps the first route', () => {
    const warn = vi.fn();
    const first = route('First', '/a/{id}/b');
    const matcher = createMatcher([first, route('Second', '/a/{other}/b')], { warn });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe('Cannot add route');
    expect(matcher.match('/a/1/b')).toEqual({ route: first, params: { id: '1' } });
  });

  it('treats handles at the same place as ambiguous whatever their names', () => {
    const warn = vi.fn();
    createMatcher([route('A', '/@{username}/x'), route('B', '/@{handle}/x')], { warn });
    expect(warn).toHaveBeenCalledWith('Cannot add route', expect.anything());
  });

  it('does not refuse patterns that differ in a literal, handle or param', () => {
    const warn = vi.fn();
    createMatcher(
      [route('A', '/{a}/x'), route('B', '/{a}/y'), route('C', '/@{u}/x'), route('D', '/x/x')],
      { warn },
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns through console.warn by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createMatcher([route('A', '/x'), route('B', '/x')]);
    expect(spy).toHaveBeenCalledWith('Cannot add route', expect.anything());
    spy.mockRestore();
  });
});

describe('custom domains', () => {
  const collectionDomain: MatchContext = {
    customDomain: { kind: 'collection', collectionSlug: 'field-notes' },
  };
  const userDomain: MatchContext = { customDomain: { kind: 'user', username: 'alice' } };

  it('routes a publication domain as if under its slug', () => {
    expect(routeMatcher.match('/abc123', collectionDomain)).toMatchObject({
      route: { name: 'ShowPostUnderCollection' },
      params: { collectionSlug: 'field-notes', postId: 'abc123' },
    });
    expect(nameOf('/', collectionDomain)).toBe('ShowCollectionHome');
    expect(nameOf('/about', collectionDomain)).toBe('ShowCollectionAbout');
    expect(nameOf('/styles', collectionDomain)).toBe('ShowCollectionStylesRedirect');
    expect(routeMatcher.match('/tagged/essays/', collectionDomain)?.params).toEqual({
      collectionSlug: 'field-notes',
      tagSlug: 'essays',
    });
  });

  it('still lands a link built for the site (/{slug}/…) on the publication domain', () => {
    expect(nameOf('/field-notes', collectionDomain)).toBe('ShowCollectionHome');
    expect(nameOf('/field-notes/about', collectionDomain)).toBe('ShowCollectionAbout');
  });

  it('considers only collection routes on a publication domain', () => {
    for (const pathname of [
      '/me/stories',
      '/p/abc/settings',
      '/@bob/about',
      '/_/admin/internal-status',
    ]) {
      const match = routeMatcher.match(pathname, collectionDomain);
      expect(match === null || match.route.table === 'collection', pathname).toBe(true);
    }
    expect(nameOf('/me/stories', collectionDomain)).toBeNull();
    expect(nameOf('/trending', collectionDomain)).toBe('ShowPostUnderCollection');
  });

  it('routes a user domain as if under the handle', () => {
    expect(routeMatcher.match('/', userDomain)).toMatchObject({
      route: { name: 'ShowUser' },
      params: { username: 'alice' },
    });
    expect(routeMatcher.match('/abc123', userDomain)).toMatchObject({
      route: { name: 'ShowPostUnderUser' },
      params: { username: 'alice', postId: 'abc123' },
    });
    expect(nameOf('/followers', userDomain)).toBe('ShowUserFollowers');
  });

  it('considers only user routes on a user domain', () => {
    expect(nameOf('/me/stories', userDomain)).toBeNull();
    expect(nameOf('/design', userDomain)).toBe('ShowPostUnderUser');
    expect(nameOf('/tagged/x', userDomain)).toBeNull();
  });

  it('matches the full table with an empty context', () => {
    expect(nameOf('/me/stories', {})).toBe('ShowYourStoriesRedirect');
  });
});
