/**
 * `react-dom/client` in the browser build, where Preact's React layer stands in
 * for React (decision 045; vite.config.ts points the import here).
 *
 * The server renders with React, whose `useId` values differ from Preact's.
 * Preact hydrates without touching attributes, so an element rendered on the
 * server keeps React's id while an element the browser adds later (a menu, an
 * error message) would point at Preact's: `aria-labelledby` to nothing. While
 * hydrating, every attribute that holds or names an id is set to the value the
 * client rendered, so the page's ids and references agree from the start.
 */
import { options, type VNode } from 'preact';
import { hydrateRoot as hydratePreactRoot } from 'preact/compat/client';

export { createRoot } from 'preact/compat/client';

/** Props that hold an element's id or name others, and the attribute each writes. */
const ID_PROPS: Record<string, string> = {
  id: 'id',
  htmlFor: 'for',
  for: 'for',
  'aria-activedescendant': 'aria-activedescendant',
  'aria-controls': 'aria-controls',
  'aria-describedby': 'aria-describedby',
  'aria-details': 'aria-details',
  'aria-errormessage': 'aria-errormessage',
  'aria-labelledby': 'aria-labelledby',
  'aria-owns': 'aria-owns',
  headers: 'headers',
  list: 'list',
  form: 'form',
  popovertarget: 'popovertarget',
};

let hydrating = false;

/** Preact's element for a vnode; `__e` is its published build's name for `_dom`. */
function elementOf(vnode: VNode): Element | null {
  const dom = (vnode as unknown as { __e?: Node | null }).__e;
  return dom && dom.nodeType === Node.ELEMENT_NODE ? (dom as Element) : null;
}

const nextDiffed = options.diffed?.bind(options);
options.diffed = (vnode) => {
  if (hydrating && typeof vnode.type === 'string') {
    const element = elementOf(vnode);
    const props = vnode.props as Record<string, unknown>;
    if (element) {
      for (const prop in props) {
        const attribute = ID_PROPS[prop];
        const value = props[prop];
        if (attribute && typeof value === 'string' && element.getAttribute(attribute) !== value) {
          element.setAttribute(attribute, value);
        }
      }
    }
  }
  nextDiffed?.(vnode);
};

export function hydrateRoot(
  container: Element,
  children: Parameters<typeof hydratePreactRoot>[1],
  _options?: unknown,
) {
  hydrating = true;
  try {
    return hydratePreactRoot(container, children);
  } finally {
    hydrating = false;
  }
}
