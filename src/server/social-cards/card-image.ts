import sharp from 'sharp';
import type { OverlayOptions } from 'sharp';
import { SOCIAL_CARD_SIZE } from '@shared/media/image-sizes';
import { escapeHtml } from '@server/lib/escape-html';
import { brandMarkSvg } from './brand-mark';

/** What a drawn card says. Plain text: it is escaped before it reaches the text renderer. */
export interface CardText {
  /** The big line: a story's title, or the site's tagline. */
  title: string;
  /** The line below it: 'by Ada Lovelace', or what the site is. */
  byline: string;
  siteName: string;
}

/** Bump when the drawing changes, so cached cards are drawn again. */
export const CARD_DESIGN_VERSION = 1;

const { width: WIDTH, height: HEIGHT } = SOCIAL_CARD_SIZE;
const MARGIN = 80;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
const COLOURS = { text: '#242424', muted: '#6b6b6b', accent: '#1a8917', background: '#ffffff' };
const TITLE_BOX = { top: 196, height: 280 };
/** Largest first: the title takes the biggest size at which it fits its box. */
const TITLE_SIZES = [72, 62, 54, 46, 40];
const MAX_TITLE_LENGTH = 160;
const MAX_LINE_LENGTH = 60;

function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** Text drawn by Pango (through sharp): wrapped at words to the given width. */
async function textImage(options: {
  text: string;
  font: string;
  size: number;
  colour: string;
  wrap?: boolean;
}) {
  const markup = `<span foreground="${options.colour}">${escapeHtml(options.text)}</span>`;
  return sharp({
    text: {
      text: markup,
      font: `${options.font} ${options.size}`,
      dpi: 72,
      width: TEXT_WIDTH,
      rgba: true,
      wrap: options.wrap ? 'word' : 'none',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

async function titleImage(title: string) {
  const text = clip(title, MAX_TITLE_LENGTH);
  let drawn = await textImage({
    text,
    font: 'serif bold',
    size: TITLE_SIZES[0]!,
    colour: COLOURS.text,
    wrap: true,
  });
  for (const size of TITLE_SIZES.slice(1)) {
    if (drawn.info.height <= TITLE_BOX.height) break;
    drawn = await textImage({ text, font: 'serif bold', size, colour: COLOURS.text, wrap: true });
  }
  // Even the smallest size overflows only for very long words: cut at the box.
  if (drawn.info.height <= TITLE_BOX.height) return drawn.data;
  return sharp(drawn.data)
    .extract({ left: 0, top: 0, width: drawn.info.width, height: TITLE_BOX.height })
    .png()
    .toBuffer();
}

/** The frame: the site's mark, a rule under the header and an accent band at the foot. */
function frameSvg(siteName: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="${COLOURS.background}"/>` +
      `<g transform="translate(${MARGIN} 64) scale(0.125)">${brandMarkSvg(siteName)}</g>` +
      `<rect x="${MARGIN}" y="160" width="${TEXT_WIDTH}" height="2" fill="#e6e6e6"/>` +
      `<rect y="${HEIGHT - 24}" width="${WIDTH}" height="24" fill="${COLOURS.accent}"/>` +
      `</svg>`,
  );
}

/**
 * A 1200×630 PNG card: site mark and name at the top, the title large in the
 * middle, the byline below. Used for stories without a picture of their own
 * and for the site itself.
 */
export async function renderCardImage(card: CardText): Promise<Buffer> {
  const [name, title, byline] = await Promise.all([
    textImage({
      text: clip(card.siteName, MAX_LINE_LENGTH),
      font: 'sans bold',
      size: 34,
      colour: COLOURS.text,
    }),
    titleImage(card.title),
    textImage({
      text: clip(card.byline, MAX_LINE_LENGTH),
      font: 'sans',
      size: 30,
      colour: COLOURS.muted,
    }),
  ]);
  const layers: OverlayOptions[] = [
    { input: name.data, left: MARGIN + 84, top: 96 - Math.round(name.info.height / 2) },
    { input: title, left: MARGIN, top: TITLE_BOX.top },
    { input: byline.data, left: MARGIN, top: 512 },
  ];
  return sharp(frameSvg(card.siteName)).composite(layers).png({ compressionLevel: 9 }).toBuffer();
}
