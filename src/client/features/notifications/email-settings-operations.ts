import { graphql } from '@client/graphql/generated';

export const NOTIFICATION_EMAIL_SETTINGS = graphql(`
  query NotificationEmailSettings {
    notificationEmailSettings {
      group
      enabled
      label
      description
    }
  }
`);

export const SET_NOTIFICATION_EMAIL_SETTING = graphql(`
  mutation SetNotificationEmailSetting($group: NotificationEmailGroup!, $enabled: Boolean!) {
    setNotificationEmailSetting(group: $group, enabled: $enabled) {
      group
      enabled
      label
      description
    }
  }
`);
