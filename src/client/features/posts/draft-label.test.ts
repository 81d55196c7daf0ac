import { describe, expect, it } from 'vitest';
import { draftLabelFor } from './draft-label';

const pub = (viewerIsEditor: boolean) => ({ name: 'The Garden', viewerIsEditor });
const base = {
  isPublished: false,
  statusForCollection: null,
  isAuthor: true,
  pendingCollection: null,
} as const;

describe('draftLabelFor (navigation §4, Draft labels)', () => {
  it('pending, viewer is editor and author', () => {
    expect(
      draftLabelFor({ ...base, statusForCollection: 'PENDING', pendingCollection: pub(true) }),
    ).toBe('Draft in The Garden');
  });

  it('pending, collection known', () => {
    expect(
      draftLabelFor({ ...base, statusForCollection: 'PENDING', pendingCollection: pub(false) }),
    ).toBe('Draft submitted to The Garden');
    expect(
      draftLabelFor({
        ...base,
        isAuthor: false,
        statusForCollection: 'PENDING',
        pendingCollection: pub(true),
      }),
    ).toBe('Draft submitted to The Garden');
  });

  it('pending, collection unknown', () => {
    expect(draftLabelFor({ ...base, statusForCollection: 'PENDING' })).toBe('Submitted draft');
  });

  it('not yet submitted', () => {
    expect(draftLabelFor({ ...base, statusForCollection: 'NOT_YET_SUBMITTED' })).toBe(
      'Unsubmitted draft',
    );
  });

  it('otherwise', () => {
    expect(draftLabelFor(base)).toBe('Draft');
    expect(draftLabelFor({ ...base, statusForCollection: 'APPROVED' })).toBe('Draft');
  });

  it('shows nothing to other readers', () => {
    expect(draftLabelFor({ ...base, isAuthor: false })).toBeNull();
  });

  it('published stories: none, unless pending in a publication', () => {
    expect(draftLabelFor({ ...base, isPublished: true })).toBeNull();
    expect(
      draftLabelFor({
        ...base,
        isPublished: true,
        statusForCollection: 'PENDING',
        pendingCollection: pub(false),
      }),
    ).toBe('Submitted to The Garden');
    expect(draftLabelFor({ ...base, isPublished: true, statusForCollection: 'PENDING' })).toBe(
      'Submitted story',
    );
  });
});
