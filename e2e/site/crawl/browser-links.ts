import { expect, type Locator, type Page } from '@playwright/test';
import type { Seed } from './crawler';

/**
 * What a person can reach on a page in a real browser: the URLs of the page
 * once it has run (content the client renders after hydration included),
 * and of every menu, popover and dialog a control opens (`aria-haspopup`:
 * the user menu, the notifications popover and its tabs, writer controls,
 * the responses panel, voters and followers lists). Items that render only
 * when opened are found by opening them, like a reader would.
 */

const HYDRATION_TIMEOUT_MS = 15_000;
const SETTLE_TIMEOUT_MS = 5_000;
/** How long the network stays quiet before a page counts as settled. */
const QUIET_MS = 300;
const CLOSE_TIMEOUT_MS = 2_000;
const CONTROL_MARK = 'data-link-check-control';

/** Every URL the live document points at: links, images (srcset too), stylesheets, icons. */
async function urlsInDocument(root: Locator): Promise<string[]> {
  // Raw attribute values come back and are resolved here: the page only reads.
  const { base, values } = await root.evaluate((element: Element) => ({
    base: document.baseURI,
    values: Array.from(element.querySelectorAll('[href], [src], [srcset]')).flatMap((node) => [
      node.getAttribute('href') ?? '',
      node.getAttribute('src') ?? '',
      ...(node.getAttribute('srcset') ?? '').split(',').map((part) => part.trim().split(/\s+/)[0]),
    ]),
  }));
  return values.flatMap((value) => {
    if (!value) return [];
    try {
      return [new URL(value, base).toString()];
    } catch {
      return [];
    }
  });
}

/** Requests in flight per page, and when that last changed. */
const traffic = new WeakMap<Page, { inFlight: number; changedAt: number }>();

function watchTraffic(page: Page) {
  const known = traffic.get(page);
  if (known) return known;
  const state = { inFlight: 0, changedAt: Date.now() };
  const change = (delta: number) => {
    state.inFlight = Math.max(0, state.inFlight + delta);
    state.changedAt = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  traffic.set(page, state);
  return state;
}

/**
 * Waits until no request has been in flight for a moment: the code and the
 * lists of a popover load when it first opens. Then until nothing says busy.
 */
async function settle(page: Page): Promise<void> {
  const state = watchTraffic(page);
  await expect
    .poll(() => state.inFlight === 0 && Date.now() - state.changedAt >= QUIET_MS, {
      timeout: SETTLE_TIMEOUT_MS,
      intervals: [50],
    })
    .toBe(true)
    .catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: SETTLE_TIMEOUT_MS });
}

async function open(page: Page, url: string): Promise<void> {
  watchTraffic(page);
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
    timeout: HYDRATION_TIMEOUT_MS,
  });
  await settle(page);
}

/** The element a popup control opened: by aria-controls, or the menu or dialog now showing. */
function popupOf(page: Page, control: Locator, controlsId: string | null): Locator {
  if (controlsId) return page.locator(`[id="${controlsId}"]`);
  return page.locator('[role="menu"]:visible, [role="dialog"]:visible').last();
}

async function linksInPopup(page: Page, control: Locator, label: string) {
  await control.click();
  const popup = popupOf(page, control, await control.getAttribute('aria-controls'));
  await expect(popup, `${label} should open`).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
  await settle(page);
  const found = await urlsInDocument(popup);
  // A popover with tabs (the notifications' All and Responses) shows one list at a time.
  const tabs = popup.getByRole('tab');
  for (let index = 0; index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    await settle(page);
    found.push(...(await urlsInDocument(popup)));
  }
  return { found, popup };
}

/** Marks the popup controls the page shows now, so each is found again whatever opens or scrolls. */
function markControls(page: Page): Promise<number> {
  return page.locator('[aria-haspopup]:visible').evaluateAll((elements, mark) => {
    elements.forEach((element, index) => element.setAttribute(mark, String(index)));
    return elements.length;
  }, CONTROL_MARK);
}

/**
 * Closes the popup as a reader would (Escape) and scrolls back up, where the
 * bar shows again; reloads the page when that did not bring it back.
 */
async function closePopup(page: Page, popup: Locator, url: string): Promise<void> {
  await page.keyboard.press('Escape');
  const closed = await expect(popup)
    .toBeHidden({ timeout: CLOSE_TIMEOUT_MS })
    .then(() => true)
    .catch(() => false);
  if (closed && page.url() === url) {
    await page.evaluate(() => window.scrollTo(0, 0));
    return;
  }
  await open(page, url);
  await markControls(page);
}

async function controlLabel(control: Locator): Promise<string> {
  const named = (await control.getAttribute('aria-label')) ?? (await control.textContent());
  return (named ?? '').trim() || 'a popup control';
}

/**
 * The URLs of the page at `url` and of everything its popup controls open,
 * each with where it was found. Each control is tried from the page as a
 * reader finds it: the popup before is closed, or the page reloaded.
 */
export async function linksInBrowser(page: Page, url: string): Promise<Seed[]> {
  const path = new URL(url).pathname;
  await open(page, url);
  const seeds: Seed[] = (await urlsInDocument(page.locator('html'))).map((found) => ({
    url: found,
    foundOn: `${path} (in the browser)`,
  }));
  const count = await markControls(page);
  for (let index = 0; index < count; index += 1) {
    const control = page.locator(`[${CONTROL_MARK}="${index}"]`);
    const label = await controlLabel(control);
    const { found, popup } = await linksInPopup(page, control, `“${label}” on ${path}`);
    seeds.push(...found.map((target) => ({ url: target, foundOn: `${path} (“${label}”)` })));
    if (index + 1 < count) await closePopup(page, popup, url);
  }
  return seeds;
}
