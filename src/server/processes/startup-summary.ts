/** What a start tells its operator, gathered by startup-report.ts. */
export interface StartupFacts {
  productName: string;
  /** Where people reach the site (PUBLIC_URL, else http://localhost:PORT). */
  origin: string;
  /** The address and port the server listens on. */
  listening: string;
  /** This start created the demo site, and these are its writers. */
  demo: { seeded: boolean; usernames: string[] };
  /** SMTP_URL, if set; else mail is written to `outboxDir`. */
  smtpUrl: string | undefined;
  outboxDir: string;
  /** Accounts that are staff now; while there are none, the next account created becomes staff. */
  staffCount: number;
}

/** An SMTP address without its user name and password: host and port only. */
function smtpServer(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'the SMTP_URL server';
  }
}

const handles = (usernames: string[]) => {
  const named = usernames.map((name) => `@${name}`);
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0];
};

/**
 * The start-up summary, one log line each: where the site answers, whether the demo was
 * created, where mail goes (and so how to sign in), and who is staff.
 */
export function startupSummary(facts: StartupFacts): string[] {
  const lines = [
    `${facts.productName} is ready at ${facts.origin} (listening on ${facts.listening}).`,
  ];
  if (facts.demo.seeded) {
    lines.push(
      `Demo content created on this new site: the writers ${handles(facts.demo.usernames)}, a ` +
        'publication and their stories (SEED_DEMO=false leaves a new site empty).',
      'The demo writers have no e-mail address, so nobody signs in as them: sign up with your ' +
        'own address to write, clap and respond beside them.',
    );
  }
  lines.push(
    facts.smtpUrl
      ? `Mail is sent through ${smtpServer(facts.smtpUrl)}.`
      : `Mail stays on this machine (no SMTP_URL): each message, sign-in links and codes ` +
          `included, is written to ${facts.outboxDir} as an .eml file; open the newest to sign in.`,
  );
  lines.push(
    facts.staffCount === 0
      ? 'No account is staff yet, so the next account to sign up becomes staff: the ' +
          `site's owner, who moderates reports at ${facts.origin}/_/admin/reports.`
      : `${facts.staffCount} ${facts.staffCount === 1 ? 'account is' : 'accounts are'} staff; ` +
          '`npm run admin -- promote EMAIL` makes another.',
  );
  return lines;
}
