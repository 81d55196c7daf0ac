import { describe, expect, it } from 'vitest';
import { routeMatcher } from '@shared/routing/matcher';
import { PROFILE_TABS, tabPath } from './profile-tabs';

describe('profile tabs', () => {
  it('link every section to its route', () => {
    const routes = PROFILE_TABS.map((tab) => routeMatcher.match(tabPath('ada', tab))?.route.name);
    expect(routes).toEqual([
      'ShowUser',
      'ShowUserHasRecommended',
      'ShowUserHighlights',
      'ShowUserSeries',
      'ShowUserResponses',
      'ShowUserAbout',
    ]);
  });
});
