import { AxeBuilder } from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import { BELOW_SERIOUS_ATTACHMENT, type AxeFinding } from './axe-findings';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** The WCAG 2.1 A and AA rules. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Impacts that fail a test. Moderate and minor findings do not, but each is
 * attached to the test as `axe-below-serious.json` and gathered by
 * `axe-findings.ts` into `.test-output/axe-below-serious.json`.
 */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface AccessibilityOptions {
  /** CSS selectors of regions to leave out of the check. */
  exclude?: string[];
  /** axe rule ids to skip, e.g. `['color-contrast']`; say why next to the call. */
  disableRules?: string[];
}

/**
 * Waits (up to three seconds) until no finite animation or transition has
 * run for two looks in a row, 100 ms and a couple of frames apart (a dialog
 * may start fading in only after another motion ends, or once its lazily
 * loaded content arrives), so contrast is measured on what a person reads
 * rather than on a half-faded element.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      const deadline = performance.now() + 3_000;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      let quietLooks = 0;
      while (performance.now() < deadline) {
        await frame();
        await frame();
        const running = document
          .getAnimations()
          .filter(
            (animation) =>
              (animation.playState === 'running' || animation.pending) &&
              animation.effect?.getComputedTiming().endTime !== Infinity,
          );
        if (running.length === 0) {
          quietLooks += 1;
          if (quietLooks === 2) return;
          await new Promise((resolve) => setTimeout(resolve, 100));
          continue;
        }
        quietLooks = 0;
        const left = Math.max(0, deadline - performance.now());
        await Promise.race([
          Promise.allSettled(running.map((animation) => animation.finished)),
          new Promise((resolve) => setTimeout(resolve, left)),
        ]);
      }
    })
    .catch(() => undefined);
}

/** Runs axe on the page and returns every violation, whatever its impact. */
async function findAccessibilityViolations(
  page: Page,
  options: AccessibilityOptions = {},
): Promise<Violation[]> {
  await settleAnimations(page);
  const analyze = () => {
    let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
    return builder.analyze();
  };
  let results: AxeResults;
  try {
    results = await analyze();
  } catch (error) {
    // A navigation during the analysis destroys its context: wait and retry once.
    if (!/context was destroyed|navigat/i.test(String(error))) throw error;
    await page.waitForLoadState('load');
    results = await analyze();
  }
  return results.violations;
}

function formatTarget(target: Violation['nodes'][number]['target']): string {
  // One entry per frame; an array entry is a path through shadow roots.
  return target
    .map((selector) => (Array.isArray(selector) ? selector.join(' >> ') : String(selector)))
    .join(' -> ');
}

function formatViolations(url: string, violations: Violation[]): string {
  const lines = [
    `Accessibility check of ${url} found ${violations.length} serious or critical violation(s):`,
  ];
  for (const violation of violations) {
    lines.push(`  - ${violation.id} (${violation.impact}): ${violation.help}`);
    lines.push(`    ${violation.helpUrl}`);
    for (const node of violation.nodes) lines.push(`      ${formatTarget(node.target)}`);
  }
  return lines.join('\n');
}

function belowSerious(url: string, violations: Violation[]): AxeFinding[] {
  return violations.map((violation) => ({
    url,
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    helpUrl: violation.helpUrl,
    targets: violation.nodes.map((node) => formatTarget(node.target)),
  }));
}

/**
 * Fails the current test when axe finds serious or critical WCAG 2.1 A/AA
 * violations on the page, listing each rule with the selectors it flagged;
 * moderate and minor ones are attached to the test for review.
 */
export async function expectAccessible(page: Page, options: AccessibilityOptions = {}) {
  const url = page.url();
  await test.step(
    `accessibility check of ${new URL(url).pathname}`,
    async () => {
      const all = await findAccessibilityViolations(page, options);
      const violations = all.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
      const minor = all.filter((violation) => !FAILING_IMPACTS.has(violation.impact ?? ''));
      if (minor.length > 0)
        await test.info().attach(BELOW_SERIOUS_ATTACHMENT, {
          body: JSON.stringify(belowSerious(url, minor), null, 2),
          contentType: 'application/json',
        });
      if (violations.length === 0) return;
      await test.info().attach('axe-violations.json', {
        body: JSON.stringify({ url, violations }, null, 2),
        contentType: 'application/json',
      });
      throw new Error(formatViolations(url, violations));
    },
    { box: true },
  );
}
