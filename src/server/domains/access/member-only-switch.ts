import type { PostVisibility } from '@shared/enums';
import { ForbiddenError } from '@server/lib/app-errors';

const MEMBER_ONLY_TEXTS = {
  switchOff: 'Member-only stories can’t be turned on or off on this site.',
} as const;

/**
 * Making a story member-only, or a member-only story open again, is offered
 * while the operator's can_edit_members_only_posts flag is on (spec navigation
 * §6). Whoever may edit the story's settings (its author, its publication's
 * editors) may flip it then; with the flag off nobody may.
 */
export function refuseMemberOnlyChange(options: {
  from: PostVisibility;
  to: PostVisibility | undefined;
  isSwitchOn: boolean;
}): void {
  if (options.isSwitchOn || options.to === undefined || options.to === options.from) return;
  if (options.from === 'LOCKED' || options.to === 'LOCKED')
    throw new ForbiddenError(MEMBER_ONLY_TEXTS.switchOff);
}
