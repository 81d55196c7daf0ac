/** What the newsletter pages say; the two toasts are the spec's (routes-entities-shell §8). */
export const NEWSLETTER_PAGE_TEXTS = {
  subscribedToast: (name: string) =>
    `You're signed up for ${name}. You can unsubscribe at any time.`,
  unsubscribedToast: (name: string) =>
    `You have unsubscribed from ${name}. Changes will take effect within 24 hours.`,
  newHeading: 'New newsletter',
  newIntro: (publication: string) =>
    `Readers of ${publication} subscribe to it, and its editors send them stories by e-mail.`,
  alreadyHas: (publication: string) => `${publication} already has a newsletter:`,
  name: 'Name',
  description: 'Description',
  descriptionHelp: 'What subscribers get, in a sentence or two (at most 280 characters).',
  create: 'Create newsletter',
  creating: 'Creating…',
  from: 'A newsletter from',
  subscribe: 'Subscribe',
  unsubscribe: 'Unsubscribe',
  subscribeLabel: (name: string) => `Subscribe to ${name}`,
  unsubscribeLabel: (name: string) => `Unsubscribe from ${name}`,
  signInHeading: 'Sign in to subscribe',
  signInText: 'Sign in to get this newsletter’s stories by e-mail.',
  signIn: 'Sign in',
  settingsLink: 'Newsletter settings',
  failed: 'That did not work. Please try again.',
  settingsHeading: 'Newsletter settings',
  subscribers: (count: number) =>
    count === 1 ? '1 person receives it.' : `${count.toLocaleString('en')} people receive it.`,
  viewLanding: 'View its page',
  renameHeading: 'Name and description',
  renameHelp: 'Its address stays the same, so links already sent keep working.',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Newsletter saved.',
  sendHeading: 'Send a story',
  sendIntro: 'Each published story of the publication can be sent once, to every subscriber.',
  nothingToSend: 'Every published story has been sent already. Publish a new one to send it.',
  send: 'Send',
  sendLabel: (title: string) => `Send “${title}”`,
  confirm: (title: string, count: number) =>
    `Send “${title}” to ${count === 1 ? '1 subscriber' : `${count.toLocaleString('en')} subscribers`}? It cannot be unsent.`,
  confirmSend: 'Send now',
  sending: 'Sending…',
  cancel: 'Cancel',
  sent: (title: string, count: number) =>
    `“${title}” was sent to ${count === 1 ? '1 person' : `${count.toLocaleString('en')} people`}.`,
  untitled: 'Untitled story',
} as const;
