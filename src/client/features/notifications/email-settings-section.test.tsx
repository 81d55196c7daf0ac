import { describe, expect, it } from 'vitest';
import { offlineClient, renderWithClient } from '@client/test/kits/apollo-kit';
import { EmailNotificationsSection } from './email-settings-section';
import { NOTIFICATION_EMAIL_SETTINGS } from './email-settings-operations';

function render(choices: Array<{ group: string; enabled: boolean; label: string }> | null) {
  const client = offlineClient();
  if (choices)
    client.writeQuery({
      query: NOTIFICATION_EMAIL_SETTINGS,
      data: {
        notificationEmailSettings: choices.map((choice) => ({
          __typename: 'NotificationEmailSetting',
          description: `About ${choice.label}`,
          ...choice,
        })) as never,
      },
    });
  return renderWithClient(client, <EmailNotificationsSection />);
}

describe('EmailNotificationsSection', () => {
  it('shows one labelled, described checkbox per group with the saved choice', () => {
    const html = render([
      { group: 'RESPONSES', enabled: true, label: 'Responses to your stories' },
      { group: 'CLAPS', enabled: false, label: 'Claps on your stories' },
    ]);
    expect(html).toContain('<h2');
    expect(html).toContain('Email notifications');
    const boxes = html.match(/<input[^>]*type="checkbox"[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toContain('checked');
    expect(boxes[1]).not.toContain('checked');
    for (const box of boxes) {
      const id = /id="([^"]+)"/.exec(box)?.[1];
      const describedBy = /aria-describedby="([^"]+)"/.exec(box)?.[1];
      expect(html).toContain(`for="${id}"`);
      expect(html).toContain(`id="${describedBy}"`);
    }
    expect(html).toContain('About Claps on your stories');
  });

  it('says it is loading before the choices arrive', () => {
    expect(render(null)).toContain('Loading your email choices…');
  });
});
