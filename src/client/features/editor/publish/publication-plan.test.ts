import { describe, expect, it } from 'vitest';
import { publishPlan } from './publication-plan';
import type { StoryPublication } from './publication-plan';

const free: StoryPublication = {
  isPublished: false,
  statusForCollection: null,
  collection: null,
  pendingCollection: null,
};
const garden = { id: 'c1', name: 'The Garden' };

describe("the publish dialog's plan for a story and a publication", () => {
  it('publishes on the profile when no publication is chosen', () => {
    expect(publishPlan(free, null, true)).toEqual({ kind: 'publish' });
  });

  it("puts the staff's own story in, and sends a writer's to review", () => {
    expect(publishPlan(free, { ...garden, viewerRole: 'EDITOR' }, true)).toEqual({
      kind: 'join',
      publication: { ...garden, viewerRole: 'EDITOR' },
    });
    expect(publishPlan(free, { ...garden, viewerRole: 'WRITER' }, true).kind).toBe('submit');
  });

  it("submits a writer's draft begun for a publication, and publishes the creator's", () => {
    const begun: StoryPublication = {
      ...free,
      statusForCollection: 'NOT_YET_SUBMITTED',
      pendingCollection: { ...garden, viewerIsEditor: false },
    };
    expect(publishPlan(begun, null, true)).toEqual({
      kind: 'submit',
      publication: begun.pendingCollection,
    });
    const creators = { ...begun, pendingCollection: { ...garden, viewerIsEditor: true } };
    expect(publishPlan(creators, null, true)).toEqual({ kind: 'publish' });
  });

  it('lets an editor publish a submission, and keeps a writer waiting for one', () => {
    const submitted: StoryPublication = {
      ...free,
      statusForCollection: 'PENDING',
      pendingCollection: { ...garden, viewerIsEditor: true },
    };
    expect(publishPlan(submitted, null, false)).toEqual({ kind: 'publish' });
    const writers = { ...submitted, pendingCollection: { ...garden, viewerIsEditor: false } };
    expect(publishPlan(writers, null, true).kind).toBe('waiting');
    expect(publishPlan({ ...writers, isPublished: true }, null, true)).toEqual({ kind: 'publish' });
  });

  it('publishes a story of a publication where it is', () => {
    const approved = { ...free, statusForCollection: 'APPROVED' as const, collection: garden };
    expect(publishPlan(approved, { ...garden, viewerRole: 'WRITER' }, true)).toEqual({
      kind: 'publish',
    });
  });
});
