import { describe, expect, it } from 'vitest';
import { toastActionsOf } from './toast-actions';

describe('toast actions', () => {
  it('reads a button action and a link from extraParams', () => {
    const onSelect = () => undefined;
    expect(
      toastActionsOf({
        extraParams: {
          action: { label: 'Send', onSelect },
          link: { label: 'Change email', href: '/me/settings#account' },
        },
      }),
    ).toEqual({
      action: { label: 'Send', onSelect },
      link: { label: 'Change email', href: '/me/settings#account' },
    });
  });

  it('ignores anything malformed', () => {
    expect(toastActionsOf({ extraParams: { action: { label: 'x' }, link: 'nope' } })).toEqual({
      action: null,
      link: null,
    });
    expect(toastActionsOf({})).toEqual({ action: null, link: null });
  });
});
