import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newerLocalDraft, readLocalDraft, removeLocalDraft, writeLocalDraft } from './local-draft';

const server = { title: 'T', subtitle: '', paragraphs: [] };

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('local draft copy', () => {
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = { localStorage: memoryStorage() };
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('offers an unsaved copy that differs from the server', () => {
    writeLocalDraft('p1', { ...server, title: 'Newer', changedAt: 1, isUnsaved: true });
    expect(newerLocalDraft('p1', server)?.title).toBe('Newer');
  });

  it('offers nothing when the copy was saved or equals the server', () => {
    writeLocalDraft('p1', { ...server, title: 'Newer', changedAt: 1, isUnsaved: false });
    expect(newerLocalDraft('p1', server)).toBeNull();
    writeLocalDraft('p2', { ...server, changedAt: 1, isUnsaved: true });
    expect(newerLocalDraft('p2', server)).toBeNull();
    expect(newerLocalDraft('missing', server)).toBeNull();
  });

  it('removes a copy and survives unreadable storage', () => {
    writeLocalDraft('p1', { ...server, changedAt: 1, isUnsaved: true });
    removeLocalDraft('p1');
    expect(readLocalDraft('p1')).toBeNull();
    (globalThis as { window?: unknown }).window = {
      get localStorage(): Storage {
        throw new Error('denied');
      },
    };
    expect(readLocalDraft('p1')).toBeNull();
    expect(() => writeLocalDraft('p1', { ...server, changedAt: 1, isUnsaved: true })).not.toThrow();
  });
});
