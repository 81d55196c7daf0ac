import { describe, expect, it } from 'vitest';
import { startupSummary } from './startup-summary';
import type { StartupFacts } from './startup-summary';

const NEW_SITE: StartupFacts = {
  productName: 'Quire',
  origin: 'http://localhost:3000',
  listening: '127.0.0.1:3000',
  demo: { seeded: true, usernames: ['ada', 'grace', 'linus'] },
  smtpUrl: undefined,
  outboxDir: 'data/outbox',
  staffCount: 0,
};

describe('the start-up summary', () => {
  it('tells a new demo site where it answers, what was created, where mail goes and who becomes staff', () => {
    expect(startupSummary(NEW_SITE)).toEqual([
      'Quire is ready at http://localhost:3000 (listening on 127.0.0.1:3000).',
      'Demo content created on this new site: the writers @ada, @grace and @linus, a publication and their stories (SEED_DEMO=false leaves a new site empty).',
      'The demo writers have no e-mail address, so nobody signs in as them: sign up with your own address to write, clap and respond beside them.',
      'Mail stays on this machine (no SMTP_URL): each message, sign-in links and codes included, is written to data/outbox as an .eml file; open the newest to sign in.',
      "No account is staff yet, so the next account to sign up becomes staff: the site's owner, who moderates reports at http://localhost:3000/_/admin/reports.",
    ]);
  });

  it('says nothing of the demo on a later start, names the SMTP server without its password, and counts staff', () => {
    const lines = startupSummary({
      ...NEW_SITE,
      productName: 'Field Press',
      origin: 'https://press.example.org',
      listening: '0.0.0.0:8080',
      demo: { seeded: false, usernames: ['ada'] },
      smtpUrl: 'smtps://mailer:s3cret@smtp.example.org:465',
      staffCount: 2,
    });
    expect(lines).toEqual([
      'Field Press is ready at https://press.example.org (listening on 0.0.0.0:8080).',
      'Mail is sent through smtps://smtp.example.org:465.',
      '2 accounts are staff; `npm run admin -- promote EMAIL` makes another.',
    ]);
    expect(lines.join('\n')).not.toContain('s3cret');
    expect(
      startupSummary({ ...NEW_SITE, demo: { seeded: false, usernames: [] }, staffCount: 1 }).at(-1),
    ).toBe('1 account is staff; `npm run admin -- promote EMAIL` makes another.');
  });
});
