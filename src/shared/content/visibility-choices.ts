/**
 * The visibility choices a writer's publish dialog and settings page offer.
 * While can_edit_members_only_posts is off the member-only switch is gone: a
 * story that is member-only stays so, and others cannot become member-only
 * (the server refuses the change either way: access room, member-only-switch.ts).
 */
export function visibilityChoices<V extends string>(
  all: readonly V[],
  current: V,
  isMemberOnlySwitchOn: boolean,
): V[] {
  if (isMemberOnlySwitchOn) return [...all];
  return current === 'LOCKED'
    ? all.filter((value) => value === 'LOCKED')
    : all.filter((value) => value !== 'LOCKED');
}
