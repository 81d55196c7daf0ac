import type { EmailGroup } from './email-groups';

/** How each group is named in the settings, in mails and on the unsubscribe page. */
export const EMAIL_GROUP_TEXTS: Record<EmailGroup, { label: string; description: string }> = {
  RESPONSES: {
    label: 'Responses to your stories',
    description: 'When someone responds to one of your stories.',
  },
  CLAPS: {
    label: 'Claps on your stories',
    description: 'Claps from readers and clap milestones.',
  },
  HIGHLIGHTS: {
    label: 'Highlights',
    description: 'When readers highlight your stories or a passage you highlighted.',
  },
  NOTES: {
    label: 'Private notes',
    description: 'Private notes on your stories and replies to your notes.',
  },
  MENTIONS: {
    label: 'Mentions',
    description: 'When someone mentions you in a story, a series or a note.',
  },
  FOLLOWERS: {
    label: 'New followers',
    description: 'New followers of you, and follower milestones of your publications.',
  },
  FOLLOWED_STORIES: {
    label: 'Stories by people you follow',
    description: 'New stories and series from the writers you follow.',
  },
  SHARES: {
    label: 'Shares of your stories',
    description: 'When someone shares one of your stories.',
  },
  PUBLICATIONS: {
    label: 'Publications',
    description: 'Submissions, approvals and editor news from your publications.',
  },
  PARTNER_PROGRAM: {
    label: 'Partner Program and tax notices',
    description: 'Reminders about your tax information.',
  },
  NEWSLETTERS: {
    label: 'Publication newsletters',
    description: 'Stories the newsletters you subscribe to send you.',
  },
};
