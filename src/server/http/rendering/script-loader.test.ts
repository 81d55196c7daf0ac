import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { scriptLoader } from './script-loader';

interface FakeElement {
  tag: string;
  [attribute: string]: unknown;
}

/** Runs the loader against a stand-in document; timers and frames fire when the test says so. */
function runLoader(visibilityState: 'visible' | 'hidden') {
  const added: FakeElement[] = [];
  const deferredStylesheet = {
    disabled: true,
    removeAttribute: (name: string) => name === 'disabled' && (deferredStylesheet.disabled = false),
  };
  const frames: Array<() => void> = [];
  const timers: Array<{ callback: () => void; delay: number }> = [];
  const document = {
    visibilityState,
    currentScript: { nonce: 'n0nce' },
    querySelectorAll: (selector: string) =>
      selector === 'link[data-deferred]' ? [deferredStylesheet] : [],
    createElement: (tag: string): FakeElement => ({ tag }),
    createDocumentFragment: () => {
      const children: FakeElement[] = [];
      return { children, appendChild: (child: FakeElement) => children.push(child) };
    },
    head: {
      appendChild: (fragment: { children: FakeElement[] }) => added.push(...fragment.children),
    },
  };
  runInNewContext(scriptLoader(['/assets/entry.js'], ['/assets/screen.js']), {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay: number) => timers.push({ callback, delay }),
  });
  return { added, frames, timers, deferredStylesheet };
}

describe('scriptLoader', () => {
  it('asks for the app only after the first frame, with the page nonce', () => {
    const { added, frames, timers, deferredStylesheet } = runLoader('visible');
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    expect(deferredStylesheet.disabled).toBe(true);
    timers.filter((timer) => timer.delay === 0).forEach((timer) => timer.callback());
    // The stylesheets the first paint did without are enabled with the app.
    expect(deferredStylesheet.disabled).toBe(false);
    expect(added).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/screen.js' },
      { tag: 'script', type: 'module', src: '/assets/entry.js', nonce: 'n0nce' },
    ]);
    // The one-second fallback finds the app already started.
    timers.filter((timer) => timer.delay === 1000).forEach((timer) => timer.callback());
    expect(added).toHaveLength(2);
  });

  it('starts within a second when no frame comes', () => {
    const { added, timers } = runLoader('visible');
    timers.filter((timer) => timer.delay === 1000).forEach((timer) => timer.callback());
    expect(added.map((element) => element.href ?? element.src)).toEqual([
      '/assets/screen.js',
      '/assets/entry.js',
    ]);
  });

  it('starts at once in a hidden tab, which paints no frames', () => {
    const { added, frames } = runLoader('hidden');
    expect(frames).toEqual([]);
    expect(added.map((element) => element.href ?? element.src)).toEqual([
      '/assets/screen.js',
      '/assets/entry.js',
    ]);
  });

  it('keeps a script address from closing the inline script', () => {
    expect(scriptLoader(['/a</script><script>alert(1)//'], [])).not.toContain('</script>');
  });
});
