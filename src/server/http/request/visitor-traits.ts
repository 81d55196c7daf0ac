import type { FastifyRequest } from 'fastify';
import { PRIVACY_COOKIE_NAME, PRIVACY_POLICY_MARKER } from '@shared/privacy';

const BOT_PATTERN =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|preview|lighthouse|headlesschrome\/.*pagespeed/i;

// EU member states plus the EEA, the UK and Switzerland, where the policy banner applies.
const EU_COUNTRIES = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO GB CH'.split(
    ' ',
  ),
);

export function isBot(userAgent: string | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent);
}

/**
 * Whether a visitor counts as being in the EU. PRIVACY_BANNER=always/never
 * decides outright; 'auto' reads a two-letter country code from the header a
 * CDN or proxy sets (EU_COUNTRY_HEADER, default cf-ipcountry).
 */
export function isEuVisitor(
  request: FastifyRequest,
  mode: 'auto' | 'always' | 'never',
  countryHeader: string,
): boolean {
  if (mode !== 'auto') return mode === 'always';
  const value = request.headers[countryHeader];
  const country = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return !!country && EU_COUNTRIES.has(country);
}

export function hasAcceptedPrivacyPolicy(request: FastifyRequest): boolean {
  return request.cookies[PRIVACY_COOKIE_NAME] === PRIVACY_POLICY_MARKER;
}
