import sdtt from 'structured-data-testing-tool';
import type { StructuredDataResponse } from 'structured-data-testing-tool';
import presets from 'structured-data-testing-tool/presets.js';

/**
 * structured-data-testing-tool's library API on a document's HTML (it reads
 * JSON-LD, microdata and RDFa offline from the string), with its presets of
 * what Google, Twitter and Facebook look for. Failed tests come back in the
 * response, not as an exception.
 */
export async function testStructuredData(
  html: string,
  options: { schemas?: string[] } = {},
): Promise<StructuredDataResponse> {
  try {
    return await sdtt.structuredDataTest(html, {
      presets: [presets.Google, presets.SocialMedia],
      schemas: options.schemas ?? [],
    });
  } catch (error) {
    const failure = error as { type?: string; res?: StructuredDataResponse };
    if (failure.type === 'VALIDATION_FAILED' && failure.res) return failure.res;
    throw error;
  }
}

/** The fields Google's Article rich result requires, as the Google preset names its tests. */
export const ARTICLE_FIELDS = [
  'author',
  'datePublished',
  'headline',
  'image',
  'publisher."@type"',
  'publisher.name',
  'publisher.logo.url',
] as const;

export function describeFailures(response: StructuredDataResponse): string[] {
  return response.failed.map((test) => `${test.test}: ${test.error?.message ?? 'failed'}`);
}
