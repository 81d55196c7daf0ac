import { useVerifyEmailToast } from './verify-email-toast';
import type { VerifyEmailViewer } from './verify-email-toast';

/** Renders nothing; queues the verify-email toast when the viewer needs it. */
export function VerifyEmailToastTrigger({ viewer }: { viewer: VerifyEmailViewer | null }) {
  useVerifyEmailToast(viewer);
  return null;
}
