import { describe, expect, it } from 'vitest';
import { installReporting, reportError, track } from './install-reporting';

// Node has no window: this is the server-rendering situation.
describe('install-reporting on the server', () => {
  it('makes track and reportError safe no-ops', () => {
    expect(() => track('post.clientViewed', { postId: 'p' })).not.toThrow();
    expect(() => reportError(new Error('x'))).not.toThrow();
    const reporting = installReporting({
      getXsrfToken: async () => 't',
      userId: 'u',
      isBot: false,
      buildId: 'b',
      version: 'v',
      getLocation: () => '/',
      getReferrer: () => '',
      getReferrerSource: () => null,
    });
    expect(() => reporting.track('a')).not.toThrow();
    expect(() => reporting.reportError('e')).not.toThrow();
  });
});
