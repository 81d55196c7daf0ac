import { describe, expect, it } from 'vitest';
import { readCookie, readStartupGlobals } from './startup';

const complete = {
  __PRELOADED_STATE__: { routeName: 'ShowHome' },
  __GRAPHQL_URI__: '/_/graphql',
  __APOLLO_STATE__: [],
};

describe('readStartupGlobals', () => {
  it('returns the three embedded values', () => {
    const globals = readStartupGlobals(complete);
    expect(globals.graphqlUri).toBe('/_/graphql');
    expect(globals.state.routeName).toBe('ShowHome');
  });

  it('throws the exact message for each missing value', () => {
    expect(() => readStartupGlobals({ ...complete, __PRELOADED_STATE__: undefined })).toThrow(
      'Expected window.__PRELOADED_STATE__ to exist',
    );
    expect(() => readStartupGlobals({ ...complete, __GRAPHQL_URI__: undefined })).toThrow(
      'Expected window.__GRAPHQL_URI__ to exist',
    );
    expect(() => readStartupGlobals({ ...complete, __APOLLO_STATE__: undefined })).toThrow(
      'Expected window.__APOLLO_STATE__ to exist',
    );
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; xsrf=ab%2Bc; uid=lo_1', 'xsrf')).toBe('ab+c');
    expect(readCookie('a=1', 'xsrf')).toBeNull();
  });
});
