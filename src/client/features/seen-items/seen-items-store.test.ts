import { describe, expect, it } from 'vitest';
import { FakeStorage } from '@client/test/kits/fake-storage-kit';
import { createSafeStorage } from '@client/reporting/safe-storage';
import { SEEN_ITEMS_LIMIT, SEEN_ITEMS_STORAGE_KEY, createSeenItemsStore } from './seen-items-store';

function setup(startAt = 1_000) {
  const browser = new FakeStorage();
  let clock = startAt;
  const make = () =>
    createSeenItemsStore({ storage: createSafeStorage(() => browser), now: () => clock++ });
  return { browser, store: make(), make };
}

describe('seen-items store', () => {
  it('remembers an item by kind, across page loads', () => {
    const { store, make } = setup();
    store.markSeen('postRead', 'abc123');
    expect(store.hasSeen('postRead', 'abc123')).toBe(true);
    expect(store.hasSeen('postView', 'abc123')).toBe(false);
    expect(make().hasSeen('postRead', 'abc123')).toBe(true);
  });

  it('keeps at most 200 entries per kind, dropping the oldest when full', () => {
    const { store } = setup();
    for (let index = 0; index < SEEN_ITEMS_LIMIT; index += 1)
      store.markSeen('postView', `p${index}`);
    expect(store.list('postView')).toHaveLength(200);
    store.markSeen('postView', 'newest');
    const ids = store.list('postView').map((item) => item.id);
    expect(ids).toHaveLength(200);
    expect(ids).not.toContain('p0');
    expect(ids[0]).toBe('p1');
    expect(ids.at(-1)).toBe('newest');
  });

  it('does not let one full kind push out another kind', () => {
    const { store } = setup();
    store.markSeen('topicView', 'science');
    for (let index = 0; index < SEEN_ITEMS_LIMIT + 5; index += 1)
      store.markSeen('postView', `p${index}`);
    expect(store.list('topicView').map((item) => item.id)).toEqual(['science']);
  });

  it('moves an item seen again to the newest place instead of storing it twice', () => {
    const { store } = setup();
    store.markSeen('mediumSearch', 'cats');
    store.markSeen('mediumSearch', 'dogs');
    store.markSeen('mediumSearch', 'cats');
    const list = store.list('mediumSearch');
    expect(list.map((item) => item.id)).toEqual(['dogs', 'cats']);
    expect(list[1]!.seenAt).toBeGreaterThan(list[0]!.seenAt);
  });

  it('forgets one item or a whole kind', () => {
    const { store } = setup();
    store.markSeen('postRead', 'a');
    store.markSeen('postRead', 'b');
    store.markSeen('externalSearch', 'q');
    store.forget('postRead', 'a');
    expect(store.list('postRead').map((item) => item.id)).toEqual(['b']);
    store.clear('postRead');
    expect(store.list('postRead')).toEqual([]);
    expect(store.hasSeen('externalSearch', 'q')).toBe(true);
  });

  it('keeps the well-formed entries of a damaged stored value', () => {
    const { browser, make } = setup();
    browser.setItem(
      SEEN_ITEMS_STORAGE_KEY,
      JSON.stringify({ postRead: [{ id: 'ok', seenAt: 5 }, { id: 7 }, null], topicView: 'x' }),
    );
    const store = make();
    expect(store.list('postRead')).toEqual([{ id: 'ok', seenAt: 5 }]);
    expect(store.list('topicView')).toEqual([]);
  });

  it('keeps working from memory when browser storage refuses writes', () => {
    const { browser, store } = setup();
    browser.failWrites = true;
    store.markSeen('postRead', 'abc');
    expect(store.hasSeen('postRead', 'abc')).toBe(true);
  });
});
