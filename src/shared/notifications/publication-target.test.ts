import { describe, expect, it } from 'vitest';
import { publicationTarget } from './publication-target';

const collection = { id: 'abc123', slug: 'night-shift' };

describe('where a publication notification leads', () => {
  it('leads submissions (and their rollups) to the queue, appointments and milestones home', () => {
    expect({
      submitted: publicationTarget('collection_post_submitted', collection),
      draft: publicationTarget('collection_draft_submitted_rollup', collection),
      editor: publicationTarget('collection_editor_added', collection),
      milestone: publicationTarget('collection_followed_milestone', collection),
      withoutSlug: publicationTarget('collection_editor_added', { id: 'abc123' }),
    }).toEqual({
      submitted: '/night-shift/stories/submissions',
      draft: '/night-shift/stories/submissions',
      editor: '/night-shift',
      milestone: '/night-shift',
      withoutSlug: '/c/abc123',
    });
  });

  it('leaves story notifications, and a publication that is gone, to the story', () => {
    expect(publicationTarget('collection_post_approved', collection)).toBeNull();
    expect(publicationTarget('post_collaborated_published', collection)).toBeNull();
    expect(publicationTarget('collection_post_submitted', null)).toBeNull();
  });
});
