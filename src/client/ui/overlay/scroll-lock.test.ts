import { describe, expect, it } from 'vitest';
import { createScrollLock } from './scroll-lock';

function fakeTarget(overflow: string) {
  return { style: { overflow } };
}

describe('createScrollLock', () => {
  it('hides overflow and restores the previous value', () => {
    const target = fakeTarget('scroll');
    const lock = createScrollLock(() => target);
    const release = lock();
    expect(target.style.overflow).toBe('hidden');
    release();
    expect(target.style.overflow).toBe('scroll');
  });

  it('restores an empty value too', () => {
    const target = fakeTarget('');
    const release = createScrollLock(() => target)();
    release();
    expect(target.style.overflow).toBe('');
  });

  it('stays locked until the last of several locks is released', () => {
    const target = fakeTarget('auto');
    const lock = createScrollLock(() => target);
    const releaseOuter = lock();
    const releaseInner = lock();
    releaseOuter();
    expect(target.style.overflow).toBe('hidden');
    releaseInner();
    expect(target.style.overflow).toBe('auto');
  });

  it('ignores a second release of the same lock', () => {
    const target = fakeTarget('auto');
    const lock = createScrollLock(() => target);
    const releaseA = lock();
    const releaseB = lock();
    releaseA();
    releaseA();
    expect(target.style.overflow).toBe('hidden');
    releaseB();
    expect(target.style.overflow).toBe('auto');
  });

  it('saves afresh for the next round of locking', () => {
    const target = fakeTarget('auto');
    const lock = createScrollLock(() => target);
    lock()();
    target.style.overflow = 'clip';
    const release = lock();
    release();
    expect(target.style.overflow).toBe('clip');
  });

  it('does not touch the page until a lock is taken', () => {
    let isRead = false;
    createScrollLock(() => {
      isRead = true;
      return fakeTarget('');
    });
    expect(isRead).toBe(false);
  });
});
