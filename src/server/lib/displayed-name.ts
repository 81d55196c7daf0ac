import { z } from 'zod';
import { checkDisplayedName } from '@shared/users/name-rule';
import type { DisplayedNameRule } from '@shared/users/name-rule';

/** A zod field for a name shown to others, by the one rule of displayed names. */
export const displayedName = (rule: DisplayedNameRule) =>
  z.string().transform((value, context) => {
    const checked = checkDisplayedName(value, rule);
    if (checked.ok) return checked.name;
    context.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });
