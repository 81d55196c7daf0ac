/**
 * A publication's Aurora settings (navigation §3 Collection, §6): eligible
 * means it may use the newer publication pages (its design editor, feedback
 * to the operator); visible means its readers see them. The menu, the settings
 * page and the server's checks read the same answers from here.
 */
export interface AuroraSettings {
  isAuroraEligible: boolean;
  isAuroraVisible: boolean;
}

/** An Aurora publication: eligible and switched on. Visible alone means nothing. */
export const isAuroraPublication = (settings: AuroraSettings): boolean =>
  settings.isAuroraEligible && settings.isAuroraVisible;

/** Navigation items and feature pages belong to the classic (non-Aurora) pages. */
export const hasClassicPages = (settings: AuroraSettings): boolean =>
  !isAuroraPublication(settings);

/** Send feedback: offered while the publication tries the Aurora pages out in the open. */
export const mayGiveAuroraFeedback = (settings: AuroraSettings): boolean =>
  isAuroraPublication(settings);

/** Limits of a feature page and of a feedback message. */
export const FEATURE_PAGE_LIMITS = {
  titleLength: 60,
  slugPattern: /^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?$/,
  stories: 25,
} as const;

export const FEEDBACK_MAX_LENGTH = 2000;
