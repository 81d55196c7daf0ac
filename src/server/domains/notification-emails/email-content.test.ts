import { describe, expect, it } from 'vitest';
import { describeNotification } from './email-content';

const facts = {
  origin: 'https://quire.test',
  actorName: 'Ada Lovelace',
  actorUsername: 'ada',
  postId: 'abc123',
  postTitle: 'Engines',
  quote: 'A passage',
  count: 100,
};

describe('notification mail content', () => {
  it('says what the notification list says, with the title quoted', () => {
    const mail = describeNotification({ ...facts, type: 'post_noted' });
    expect(mail.subject).toBe('Ada Lovelace left a note on “Engines”');
    expect(mail.headline).toBe(mail.subject);
    expect(mail).toMatchObject({
      link: 'https://quire.test/p/abc123',
      linkLabel: 'Read the story',
    });
  });

  it('quotes the passage of a highlight and links a response to the responses', () => {
    expect(describeNotification({ ...facts, type: 'quote' }).quote).toBe('A passage');
    expect(describeNotification({ ...facts, type: 'post_noted' }).quote).toBeNull();
    expect(describeNotification({ ...facts, type: 'response_created' })).toMatchObject({
      subject: 'Ada Lovelace responded to “Engines”',
      link: 'https://quire.test/p/abc123/responses/show',
      linkLabel: 'Read the response',
    });
  });

  it('sends a member-only story to a newsletter as its title only, and says it is for members', () => {
    const collection = { id: 'c1', name: 'Night Notes', slug: 'night-notes' };
    expect(
      describeNotification({
        ...facts,
        type: 'newsletter_story',
        collection,
        postIsMembersOnly: true,
      }),
    ).toEqual({
      subject: 'Engines',
      headline: 'Night Notes sent you a member-only story: “Engines”',
      quote: null,
      link: 'https://quire.test/p/abc123',
      linkLabel: 'Read the story as a member',
    });
    expect(describeNotification({ ...facts, type: 'newsletter_story', collection }).headline).toBe(
      'Night Notes sent you a story: “Engines”',
    );
  });

  it('names a milestone’s number and falls back for a type it does not know', () => {
    expect(describeNotification({ ...facts, type: 'post_clapped_milestone' }).subject).toBe(
      '“Engines” reached 100 claps',
    );
    expect(describeNotification({ ...facts, type: 'brand_new_type' })).toMatchObject({
      subject: 'You have a new notification',
      link: 'https://quire.test/p/abc123',
    });
  });
});
