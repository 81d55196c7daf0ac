/**
 * The site's mark: its initial, white on a dark rounded square, as in the
 * favicon. Drawn at 512×512; scale it to place it.
 */
export function brandMarkSvg(siteName: string): string {
  const initial = [...siteName.trim()][0]?.toUpperCase() ?? 'Q';
  const escaped = initial.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    `<rect width="512" height="512" rx="96" fill="#242424"/>` +
    `<text x="256" y="368" font-family="serif" font-size="320" font-weight="700" fill="#ffffff" text-anchor="middle">${escaped}</text>`
  );
}

/** The site's logo: the mark alone, as a standalone SVG document. */
export function logoSvg(siteName: string, size: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">` +
    `${brandMarkSvg(siteName)}</svg>`
  );
}
