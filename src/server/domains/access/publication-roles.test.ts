import { describe, expect, it } from 'vitest';
import { isPublicationStaff, mayInPublication } from './publication-roles';

/** The operations no transport exposes yet are still answered by the one table. */
describe('publication roles in the access room', () => {
  it('lets the creator and editors change settings and see draft labels, and nobody else', () => {
    for (const operation of ['editSettings', 'seeDraftLabels'] as const)
      expect({
        operation,
        creator: mayInPublication('CREATOR', operation),
        editor: mayInPublication('EDITOR', operation),
        writer: mayInPublication('WRITER', operation),
        none: mayInPublication(null, operation),
      }).toEqual({ operation, creator: true, editor: true, writer: false, none: false });
  });

  it('lets only the creator choose the Aurora pages, and staff write feature pages and feedback', () => {
    const rolesFor = (operation: 'editAurora' | 'editFeaturePages' | 'sendFeedback') =>
      (['CREATOR', 'EDITOR', 'WRITER', null] as const).filter((role) =>
        mayInPublication(role, operation),
      );
    expect(rolesFor('editAurora')).toEqual(['CREATOR']);
    expect(rolesFor('editFeaturePages')).toEqual(['CREATOR', 'EDITOR']);
    expect(rolesFor('sendFeedback')).toEqual(['CREATOR', 'EDITOR']);
  });

  it('counts the creator and editors as viewerIsEditor, writers and outsiders not', () => {
    expect([
      isPublicationStaff('CREATOR'),
      isPublicationStaff('EDITOR'),
      isPublicationStaff('WRITER'),
      isPublicationStaff(null),
    ]).toEqual([true, true, false, false]);
  });
});
