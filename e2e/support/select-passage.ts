import type { Page } from '@playwright/test';

export interface SelectPassageOptions {
  /**
   * A key pressed on the page in the same task the mouse-up ends, as soon as
   * the menu is in the document and before the browser paints again: what a
   * reader quick on the keyboard does.
   */
  keyAsMenuAppears?: string;
}

/**
 * Selects `passage` inside the story paragraph reading `paragraphText`, as a
 * reader's drag would, ending with the mouse-up; answers the selection menu.
 */
export async function selectPassage(
  page: Page,
  paragraphText: string,
  passage: string,
  options: SelectPassageOptions = {},
) {
  const paragraph = page.locator('[data-paragraph-name]', { hasText: paragraphText }).first();
  await paragraph.evaluate(
    async (element, { wanted, key }) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
      const whole = nodes.map((node) => node.data).join('');
      const start = whole.indexOf(wanted);
      if (start === -1) throw new Error(`"${wanted}" is not in the paragraph`);
      const end = start + wanted.length;
      const range = document.createRange();
      let offset = 0;
      for (const node of nodes) {
        const next = offset + node.data.length;
        if (start >= offset && start < next) range.setStart(node, start - offset);
        if (end > offset && end <= next) range.setEnd(node, end - offset);
        offset = next;
      }
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      element.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
      if (!key) return;
      // The menu renders on a microtask: wait for it there, never for a timer or a frame.
      for (let turn = 0; turn < 20 && !document.querySelector('[role="toolbar"]'); turn += 1) {
        await Promise.resolve();
      }
      const target = document.activeElement ?? document.body;
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    },
    { wanted: passage, key: options.keyAsMenuAppears },
  );
  return page.getByRole('toolbar', { name: 'Selection menu' });
}
