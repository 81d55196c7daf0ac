/** The bits of Google Identity Services (GIS) the one-tap prompt uses. */
interface GoogleCredentialResponse {
  credential: string;
}

interface PromptNotification {
  isDismissedMoment?: () => boolean;
  isSkippedMoment?: () => boolean;
  getDismissedReason?: () => string;
}

export interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    cancel_on_tap_outside?: boolean;
    auto_select?: boolean;
    itp_support?: boolean;
  }): void;
  prompt(listener?: (notification: PromptNotification) => void): void;
  cancel(): void;
}

const GIS_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

let loading: Promise<GoogleIdentity> | null = null;

/** Loads the GIS script once, only when a one-tap prompt is actually wanted. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const identity = window.google?.accounts?.id;
      if (identity) resolve(identity);
      else reject(new Error('Google Identity Services did not initialise'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Google Identity Services failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** A dismissal the user chose (closed the prompt), as opposed to the browser skipping it. */
export function isUserDismissal(notification: PromptNotification): boolean {
  if (notification.isDismissedMoment?.()) {
    return notification.getDismissedReason?.() !== 'credential_returned';
  }
  return false;
}
