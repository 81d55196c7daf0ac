import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Simple generated artwork so the demo site has pictures without shipping binaries. */
const PALETTES: Record<string, [string, string, string]> = {
  'demo-harbour.svg': ['#0b3d5c', '#3f88a6', '#f2c14e'],
  'demo-forest.svg': ['#1b4332', '#52b788', '#d8f3dc'],
  'demo-desk.svg': ['#3d2c2e', '#b08968', '#f5ebe0'],
  'demo-city.svg': ['#22223b', '#9a8c98', '#f2e9e4'],
};

function art(colors: [string, string, string]): string {
  const [deep, mid, light] = colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="800" viewBox="0 0 1400 800">
<rect width="1400" height="800" fill="${light}"/>
<circle cx="1050" cy="260" r="150" fill="${mid}" opacity="0.8"/>
<path d="M0 560 C 300 440, 600 680, 900 520 S 1300 480, 1400 540 L1400 800 L0 800 Z" fill="${mid}"/>
<path d="M0 650 C 350 560, 700 760, 1050 620 S 1350 640, 1400 660 L1400 800 L0 800 Z" fill="${deep}"/>
</svg>`;
}

export const DEMO_IMAGE_SIZE = { originalWidth: 1400, originalHeight: 800 };

export function writeDemoArt(dataDir: string): string[] {
  const folder = path.join(dataDir, 'media');
  mkdirSync(folder, { recursive: true });
  for (const [file, colors] of Object.entries(PALETTES)) {
    writeFileSync(path.join(folder, file), art(colors));
  }
  return Object.keys(PALETTES);
}
