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

/** Attributes that hold an element's id or name others' ids. */
const ID_ATTRIBUTES = new Set([
  'id',
  'for',
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-labelledby',
  'aria-owns',
  'headers',
  'list',
  'form',
  'popovertarget',
]);

let hydrating = false;

/** Preact's element for a vnode; `__e` is its published build's name for `_dom`. */
function elementOf(vnode: VNode): Element | null {
  const dom = (vnode as unknown as { __e?: Node | null }).__e;
  return dom && dom.nodeType === Node.ELEMENT_NODE ? (dom as Element) : null;
}

/** Sets each id attribute the server wrote to the value the client rendered. */
function alignIds(element: Element, props: Record<string, unknown>) {
  for (const prop in props) {
    // React's htmlFor is the one prop named unlike its attribute.
    const attribute = prop === 'htmlFor' ? 'for' : prop;
    const value = props[prop];
    if (!ID_ATTRIBUTES.has(attribute) || typeof value !== 'string') continue;
    if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
  }
}

const nextDiffed = options.diffed?.bind(options);
options.diffed = (vnode) => {
  const element = hydrating && typeof vnode.type === 'string' ? elementOf(vnode) : null;
  if (element) alignIds(element, vnode.props);
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
