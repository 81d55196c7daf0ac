export const FAVICON_PATH = '/favicon.ico';
export const APPLE_TOUCH_ICON_PATH = '/apple-touch-icon.png';
/** Apple's size for the home-screen icon of current iPhones and iPads. */
export const APPLE_TOUCH_ICON_SIZE = 180;

/** Spec: the favicon depends on the environment (development, staging/test, production). */
const SITE_ICON_COLOURS = {
  development: '#1a8917',
  test: '#6b6b6b',
  production: '#242424',
} as const;

export type IconEnvironment = keyof typeof SITE_ICON_COLOURS;

/**
 * The product's mark, a Q drawn with strokes (no font: it renders the same
 * on a server without fonts). Rounded corners for favicons; a square one for
 * the apple-touch icon, which the device rounds itself.
 */
export function siteIconSvg(environment: IconEnvironment, shape: 'rounded' | 'square'): string {
  const radius = shape === 'rounded' ? 6 : 0;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
    `<rect width="32" height="32" rx="${radius}" fill="${SITE_ICON_COLOURS[environment]}"/>` +
    '<ellipse cx="16" cy="14.5" rx="7.5" ry="8" fill="none" stroke="#fff" stroke-width="3.25"/>' +
    '<path d="M15.5 18.5c2 4 5 6 9.5 5.5" fill="none" stroke="#fff" stroke-width="3.25" stroke-linecap="round"/>' +
    '</svg>'
  );
}

/** The mark as a data: URL for the page's own <link rel="icon"> (no request needed). */
export function siteIconDataUrl(environment: IconEnvironment): string {
  return `data:image/svg+xml,${encodeURIComponent(siteIconSvg(environment, 'rounded'))}`;
}
