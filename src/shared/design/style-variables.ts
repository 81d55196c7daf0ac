import { parseColor } from './color';
import { FONT_STACKS } from './font-stacks';
import { highlightOn, inkOn, mutedInkOn, surfaceOn } from './palette';
import { mixColors } from './color';
import type { FontSet, FontSlot, StyleSheetValues } from './style-sheet-values';
import { DEFAULT_STYLE_SHEET } from './style-sheet-values';

/** The parts of a style sheet the variables read (a GraphQL fragment of it fits). */
export interface PublisherStyles {
  global: {
    colorPalette: { primaryColor: string; backgroundColor: string };
    fonts: Record<'font1' | 'font2' | 'font3', { name: FontSet }>;
  };
  header: { headerScale: StyleSheetValues['header']['headerScale'] };
  postHeader: StyleSheetValues['postHeader'];
  postBody: StyleSheetValues['postBody'];
}

export type StyleVariables = Record<`--${string}`, string>;

const SCALE = { SMALL: '0.85', MEDIUM: '1', LARGE: '1.2' } as const;
const BODY_SIZE = { SMALL: '18px', MEDIUM: '20px', LARGE: '22px' } as const;
const SLOT_KEY = { FONT1: 'font1', FONT2: 'font2', FONT3: 'font3' } as const;

/** A colour only when it reads as one: whatever is typed into the preview, CSS never sees it raw. */
function safeColor(value: string, fallback: string): string {
  try {
    return parseColor(value);
  } catch {
    return fallback;
  }
}

/**
 * A publisher's design as CSS custom properties, for a `style` attribute on
 * the element that frames their pages. It redefines the site's colour tokens
 * inside that element (so every component there follows) and adds
 * --publisher-* properties that titles, names and story text read with the
 * site's value as their fallback. Every value comes from a validated colour or
 * a fixed table, so nothing a publisher typed is ever written into CSS.
 */
export function publisherStyleVariables(sheet: PublisherStyles | null | undefined): StyleVariables {
  if (!sheet) return {};
  const defaults = DEFAULT_STYLE_SHEET.global.colorPalette;
  const palette = sheet.global.colorPalette;
  const background = safeColor(palette.backgroundColor, defaults.backgroundColor);
  const primary = safeColor(palette.primaryColor, defaults.primaryColor);
  const fontOf = (slot: FontSlot) => FONT_STACKS[sheet.global.fonts[SLOT_KEY[slot]].name];
  const ink = inkOn(background);
  return {
    '--color-background': background,
    '--color-surface': surfaceOn(background),
    '--color-surface-raised': surfaceOn(background),
    '--color-border': mixColors(background, ink, 0.12),
    '--color-border-strong': mixColors(background, ink, 0.3),
    '--color-highlight': highlightOn(primary, background),
    '--color-accent-soft': mixColors(background, primary, 0.12),
    '--color-text': ink,
    '--color-text-muted': mutedInkOn(background),
    '--color-accent': primary,
    '--color-accent-hover': primary,
    '--color-text-inverse': inkOn(primary),
    '--publisher-background': background,
    '--publisher-page-height': 'calc(100vh - var(--nav-height))',
    '--publisher-title-font': fontOf(sheet.postHeader.titleFont),
    '--publisher-title-scale': SCALE[sheet.postHeader.titleScale],
    '--publisher-header-font': FONT_STACKS[sheet.global.fonts.font1.name],
    '--publisher-header-scale': SCALE[sheet.header.headerScale],
    '--publisher-body-font': fontOf(sheet.postBody.bodyFont),
    '--publisher-body-size': BODY_SIZE[sheet.postBody.bodySize],
    '--publisher-meta-font': FONT_STACKS[sheet.global.fonts.font3.name],
  };
}
