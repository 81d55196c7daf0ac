import { isFlagOn } from '@shared/flags';
import type { FlagMap } from '@shared/flags';
import { USER_MENU_PATHS, profilePath, signOutPath } from './nav-paths';
import { USER_MENU_TEXTS } from './texts';

export interface UserMenuViewer {
  username: string;
  name: string;
  isMember: boolean;
  isPartnerProgramEnrolled: boolean;
  /** The style editor is offered to staff accounts only for now. */
  canUseDesignEditor: boolean;
  /** A suspended account cannot publish: its menu explains writing instead. */
  isSuspended: boolean;
}

type UserMenuItemKind = 'badge' | 'identity' | 'link' | 'signOut';

export interface UserMenuItem {
  /** Stable name, also sent with nav.clicked. */
  key: string;
  kind: UserMenuItemKind;
  label: string;
  /** The identity row's second line (@username). */
  detail?: string;
  to: string;
  /** Whether a separator comes before this item. */
  startsGroup?: boolean;
}

export interface UserMenuInput {
  viewer: UserMenuViewer;
  flags: Partial<FlagMap>;
  /** The session's anti-forgery token; empty when there is none. */
  xsrfToken: string;
}

/** The user menu of spec §2.2, in the spec's order, each item under its condition. */
export function userMenuItems({ viewer, flags, xsrfToken }: UserMenuInput): UserMenuItem[] {
  const T = USER_MENU_TEXTS;
  const P = USER_MENU_PATHS;
  const items: Array<UserMenuItem | null> = [
    viewer.isMember
      ? { key: 'memberBadge', kind: 'badge', label: T.memberBadge, to: P.home }
      : null,
    {
      key: 'identity',
      kind: 'identity',
      label: viewer.name,
      detail: `@${viewer.username}`,
      to: profilePath(viewer.username),
    },
    viewer.isSuspended
      ? {
          key: 'howToWrite',
          kind: 'link',
          label: T.howToWrite,
          to: P.howToWrite,
          startsGroup: true,
        }
      : { key: 'newStory', kind: 'link', label: T.newStory, to: P.newStory, startsGroup: true },
    { key: 'stories', kind: 'link', label: T.stories, to: P.stories },
    { key: 'series', kind: 'link', label: T.series, to: P.series },
    { key: 'stats', kind: 'link', label: T.stats, to: P.stats },
    viewer.canUseDesignEditor
      ? { key: 'design', kind: 'link', label: T.design, to: P.design }
      : null,
    { key: 'settings', kind: 'link', label: T.settings, to: P.settings, startsGroup: true },
    { key: 'readingList', kind: 'link', label: T.readingList, to: P.readingList },
    { key: 'publications', kind: 'link', label: T.publications, to: P.publications },
    isFlagOn(flags, 'enable_mission_control')
      ? { key: 'missionControl', kind: 'link', label: T.missionControl, to: P.missionControl }
      : {
          key: 'customizeInterests',
          kind: 'link',
          label: T.customizeInterests,
          to: P.customizeInterests,
        },
    {
      key: 'partnerProgram',
      kind: 'link',
      label: T.partnerProgram,
      to: viewer.isPartnerProgramEnrolled ? P.partnerDashboard : P.partnerEnroll,
      startsGroup: true,
    },
    viewer.isMember
      ? { key: 'giftMembership', kind: 'link', label: T.giftMembership, to: P.giftMembership }
      : { key: 'becomeMember', kind: 'link', label: T.becomeMember, to: P.membership },
    { key: 'profile', kind: 'link', label: T.profile, to: profilePath(viewer.username) },
    { key: 'help', kind: 'link', label: T.help, to: P.help },
    xsrfToken
      ? {
          key: 'signOut',
          kind: 'signOut',
          label: T.signOut,
          to: signOutPath(xsrfToken),
          startsGroup: true,
        }
      : null,
  ];
  return items.filter((item): item is UserMenuItem => item !== null);
}

/** Spec §8: a menu shown without a session token logs 'No xsrf token found'. Answers whether it did. */
export function warnWithoutXsrfToken(
  xsrfToken: string,
  warn: (message: string) => void = console.warn,
): boolean {
  if (xsrfToken) return false;
  warn(USER_MENU_TEXTS.noXsrfToken);
  return true;
}
