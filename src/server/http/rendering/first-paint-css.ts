import { transform } from 'lightningcss';
import type { Selector } from 'lightningcss';
import { LRUCache } from 'lru-cache';

/**
 * The part of a built stylesheet a page's first paint needs: the rules whose
 * selectors can match the server-rendered HTML. A rule naming a class the page
 * does not carry (a dialog's, a menu's, another screen's) is left to the full
 * stylesheet, which the page fetches after its first paint (script-loader.ts).
 * Only the classes a selector requires by itself count: a class inside
 * :not(), :is() or :has() never drops a rule, nor do elements, attributes or
 * states, so the pruning can keep too much but never too little.
 */

const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;

/** Every class the HTML's elements carry. */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE))
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  return classes;
}

function canMatch(selector: Selector, classes: ReadonlySet<string>): boolean {
  return selector.every((part) => part.type !== 'class' || classes.has(part.name));
}

function prune(css: string, classes: ReadonlySet<string>): string {
  const { code } = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        // Undefined keeps the rule as it is; an empty list removes it.
        style: (rule) =>
          rule.value.selectors.some((selector) => canMatch(selector, classes)) ? undefined : [],
      },
    },
  });
  return code.toString();
}

// Pages of one screen carry the same classes, so a handful of prunings serve every page.
const pruned = new LRUCache<string, string>({ max: 256 });

/** The stylesheet's rules the page's classes can match, pruned once per set of classes. */
export function firstPaintCss(href: string, css: string, classes: ReadonlySet<string>): string {
  const key = `${href}\n${[...classes].sort().join(' ')}`;
  let result = pruned.get(key);
  if (result === undefined) {
    result = prune(css, classes);
    pruned.set(key, result);
  }
  return result;
}
