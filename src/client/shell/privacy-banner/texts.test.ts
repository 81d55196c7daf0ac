import { describe, expect, it } from 'vitest';
import { PRIVACY_BANNER_TEXTS as TEXTS, PRIVACY_POLICY_PATH } from './texts';

describe('privacy banner texts', () => {
  it('reads as the full notice', () => {
    expect(TEXTS.beforeLink + TEXTS.link + TEXTS.afterLink).toBe(
      'To make Quire work, we log user data. By using Quire, you agree to our Privacy Policy, including cookie policy.',
    );
    expect(TEXTS.accept).toBe('I agree');
    expect(TEXTS.dismiss).toBe('Dismiss');
    expect(PRIVACY_POLICY_PATH).toBe('/policy/privacy');
  });
});
