// The package ships no types; these cover the part of its library API the tests use.
declare module 'structured-data-testing-tool' {
  export interface StructuredDataTestResult {
    test: string;
    description?: string;
    group?: string;
    error?: { message: string };
  }
  export interface StructuredDataResponse {
    passed: StructuredDataTestResult[];
    failed: StructuredDataTestResult[];
    warnings: StructuredDataTestResult[];
    schemas: string[];
  }
  export interface StructuredDataPreset {
    name: string;
    description: string;
  }
  export function structuredDataTest(
    input: string,
    options?: { presets?: StructuredDataPreset[]; schemas?: string[]; auto?: boolean },
  ): Promise<StructuredDataResponse>;
  const library: { structuredDataTest: typeof structuredDataTest };
  export default library;
}

declare module 'structured-data-testing-tool/presets.js' {
  import type { StructuredDataPreset } from 'structured-data-testing-tool';
  const presets: Record<'Google' | 'Twitter' | 'Facebook' | 'SocialMedia', StructuredDataPreset>;
  export default presets;
}
