import { describe, expect, it } from 'vitest';
import { FakeStorage } from '../test/kits/fake-storage-kit';
import { createSafeStorage } from './safe-storage';

describe('createSafeStorage', () => {
  it('stores JSON in the given storage', () => {
    const backing = new FakeStorage();
    const storage = createSafeStorage(() => backing);
    storage.set('k', { a: [1, 2] });
    expect(backing.items.get('k')).toBe('{"a":[1,2]}');
    expect(storage.get('k')).toEqual({ a: [1, 2] });
    storage.remove('k');
    expect(storage.get('k')).toBeUndefined();
    expect(storage.isMemoryOnly()).toBe(false);
  });

  it('uses memory when there is no storage or reaching it throws', () => {
    for (const getStorage of [
      () => undefined,
      () => {
        throw new Error('SecurityError');
      },
    ]) {
      const storage = createSafeStorage(getStorage);
      storage.set('k', 1);
      expect(storage.get('k')).toBe(1);
      expect(storage.isMemoryOnly()).toBe(true);
    }
  });

  it('falls back to memory, keeping the latest value, when a write throws', () => {
    const backing = new FakeStorage();
    const storage = createSafeStorage(() => backing);
    storage.set('k', 'old');
    backing.failWrites = true;
    storage.set('k', 'new');
    expect(storage.get('k')).toBe('new');
    expect(storage.isMemoryOnly()).toBe(true);
    // The stale copy is gone so a later page does not pick it up.
    expect(backing.items.has('k')).toBe(false);
  });

  it('falls back to memory when a read throws', () => {
    const backing = new FakeStorage();
    const storage = createSafeStorage(() => backing);
    storage.set('k', 'v');
    backing.failReads = true;
    expect(storage.get('k')).toBe('v');
    expect(storage.isMemoryOnly()).toBe(true);
  });

  it('treats corrupt JSON as missing and refuses unserialisable values', () => {
    const backing = new FakeStorage();
    backing.items.set('bad', '{not json');
    const storage = createSafeStorage(() => backing);
    expect(storage.get('bad')).toBeUndefined();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => storage.set('c', cyclic)).not.toThrow();
    expect(storage.get('c')).toBeUndefined();
  });
});
