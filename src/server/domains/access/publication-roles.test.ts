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

  it('counts the creator and editors as viewerIsEditor, writers and outsiders not', () => {
    expect([
      isPublicationStaff('CREATOR'),
      isPublicationStaff('EDITOR'),
      isPublicationStaff('WRITER'),
      isPublicationStaff(null),
    ]).toEqual([true, true, false, false]);
  });
});
