import { describe, expect, it } from 'vitest';
import { TOAST_TEXTS } from './texts';
import { TOAST_APPEARANCE, isAlertStyle, isVerifyStyle, toastText } from './toast-appearance';
import { TOAST_ICON_PATHS } from './toast-icons';
import { TOAST_STYLES } from './toast-queue';

describe('toast appearance', () => {
  it('gives every style its own icon', () => {
    const icons = TOAST_STYLES.map((style) => TOAST_APPEARANCE[style].icon);
    expect(new Set(icons).size).toBe(TOAST_STYLES.length);
    for (const icon of icons) expect(TOAST_ICON_PATHS[icon]).toBeTruthy();
  });

  it('uses the tones the design asks for', () => {
    expect(TOAST_APPEARANCE.MESSAGE.tone).toBe('dark');
    expect(TOAST_APPEARANCE.ERROR.tone).toBe('danger');
    expect(TOAST_APPEARANCE.RETRYABLE_ERROR.tone).toBe('danger');
    expect(TOAST_APPEARANCE.ACCENT.tone).toBe('accent');
    expect(TOAST_APPEARANCE.EU_PRIVACY_BANNER.tone).toBe('light');
    expect(TOAST_APPEARANCE.LIMITED_STATE_BANNER.tone).toBe('light');
  });

  it('announces only errors as alerts', () => {
    expect(TOAST_STYLES.filter(isAlertStyle)).toEqual(['ERROR', 'RETRYABLE_ERROR']);
  });

  it('narrows only the verify-email toasts', () => {
    expect(TOAST_STYLES.filter(isVerifyStyle)).toEqual(['VERIFY_EMAIL', 'SENT_VERIFICATION_EMAIL']);
  });
});

describe('toastText', () => {
  it('falls back to the spec text for an empty retryable error', () => {
    expect(TOAST_TEXTS.retryableErrorDefault).toBe(
      'An error occured. Please try again or contact our support team for help.',
    );
    expect(toastText({ message: '', toastStyle: 'RETRYABLE_ERROR' })).toBe(
      TOAST_TEXTS.retryableErrorDefault,
    );
    expect(toastText({ message: '  ', toastStyle: 'RETRYABLE_ERROR' })).toBe(
      TOAST_TEXTS.retryableErrorDefault,
    );
  });

  it('keeps a given message and leaves other styles alone', () => {
    expect(toastText({ message: 'Timed out', toastStyle: 'RETRYABLE_ERROR' })).toBe('Timed out');
    expect(toastText({ message: '', toastStyle: 'MESSAGE' })).toBe('');
  });
});
