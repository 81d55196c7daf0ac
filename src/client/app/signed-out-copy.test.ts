import { ApolloLink, Observable } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { clientWithViewer, viewerFixture } from '@client/test/kits/apollo-kit';
import { SHELL_QUERY } from './shell-query';
import { fetchViewerState, isSignedOutCopy } from './signed-out-copy';

describe('isSignedOutCopy', () => {
  it('notices the server timing the busy server marks its logged-out copy with', () => {
    expect(isSignedOutCopy([{ serverTiming: [{ name: 'signed-out-copy' }] }])).toBe(true);
  });

  it('is false for an ordinary page, with or without other server timings', () => {
    expect(isSignedOutCopy([{ serverTiming: [{ name: 'db' }] }])).toBe(false);
    expect(isSignedOutCopy([{}])).toBe(false);
    expect(isSignedOutCopy([])).toBe(false);
  });
});

describe('fetchViewerState', () => {
  function clientAnswering(answer: 'signed in' | 'busy') {
    const client = clientWithViewer(null);
    client.setLink(
      new ApolloLink(
        () =>
          new Observable((observer) => {
            if (answer === 'busy') {
              observer.error(new Error('Service Unavailable'));
              return;
            }
            observer.next({
              data: { viewer: viewerFixture('ada', { name: 'Ada' }), variantFlags: [] },
            });
            observer.complete();
          }),
      ),
    );
    return client;
  }

  it("replaces the logged-out copy's empty viewer with the reader's own", async () => {
    const client = clientAnswering('signed in');
    expect(await fetchViewerState(client)).toBe(true);
    expect(client.readQuery({ query: SHELL_QUERY })?.viewer?.name).toBe('Ada');
  });

  it('leaves the page as it was when the server is still busy', async () => {
    const client = clientAnswering('busy');
    expect(await fetchViewerState(client)).toBe(false);
    expect(client.readQuery({ query: SHELL_QUERY })?.viewer).toBeNull();
  });
});
