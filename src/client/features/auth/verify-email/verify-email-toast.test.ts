import { describe, expect, it } from 'vitest';
import {
  needsEmailVerification,
  sentVerificationToast,
  verifyEmailToast,
} from './verify-email-toast';

describe('verify-email toasts', () => {
  it('nags a logged-in viewer with no e-mail, forever', () => {
    const viewer = { id: 'u1', email: null, unverifiedEmail: 'new@example.org' };
    expect(needsEmailVerification(viewer)).toBe(true);
    expect(needsEmailVerification({ ...viewer, email: 'ok@example.org' })).toBe(false);
    expect(needsEmailVerification(null)).toBe(false);
    const toast = verifyEmailToast(viewer, () => undefined);
    expect(toast).toMatchObject({ duration: 'FOREVER', toastStyle: 'VERIFY_EMAIL' });
  });

  it('shows the unverified address and a change-email link once sent', () => {
    const toast = sentVerificationToast('new@example.org');
    expect(toast.toastStyle).toBe('SENT_VERIFICATION_EMAIL');
    expect(toast.message).toContain('new@example.org');
    expect(toast.extraParams).toMatchObject({ link: { href: '/me/settings#account' } });
  });
});
