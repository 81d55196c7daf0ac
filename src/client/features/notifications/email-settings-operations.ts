import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type {
  NotificationEmailSettingsQuery,
  NotificationEmailSettingsQueryVariables,
  SetNotificationEmailSettingMutation,
  SetNotificationEmailSettingMutationVariables,
} from '@client/graphql/generated/operations';

export const NOTIFICATION_EMAIL_SETTINGS: TypedDocumentNode<
  NotificationEmailSettingsQuery,
  NotificationEmailSettingsQueryVariables
> = gql`
  query NotificationEmailSettings {
    notificationEmailSettings {
      group
      enabled
      label
      description
    }
  }
`;

export const SET_NOTIFICATION_EMAIL_SETTING: TypedDocumentNode<
  SetNotificationEmailSettingMutation,
  SetNotificationEmailSettingMutationVariables
> = gql`
  mutation SetNotificationEmailSetting($group: NotificationEmailGroup!, $enabled: Boolean!) {
    setNotificationEmailSetting(group: $group, enabled: $enabled) {
      group
      enabled
      label
      description
    }
  }
`;
