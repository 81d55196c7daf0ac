import { z } from 'zod';
import { BadRequestError } from '@server/lib/app-errors';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { EMAIL_GROUPS } from './email-groups';
import { EMAIL_GROUP_TEXTS } from './email-group-texts';
import { listEmailChoices, setEmailChoice } from './email-settings.service';
import type { EmailGroupChoice } from './email-settings.service';
import { requireViewer } from '../access';

const choiceInput = z.object({ group: z.enum(EMAIL_GROUPS), enabled: z.boolean() });

const withTexts = (choice: EmailGroupChoice) => ({ ...choice, ...EMAIL_GROUP_TEXTS[choice.group] });

/** Which notifications also arrive by e-mail, and unsubscribing from them. */
export const notificationEmailsResolvers: Resolvers = {
  Query: {
    notificationEmailSettings: async (_, _args, ctx) =>
      (await listEmailChoices(ctx.db, requireViewer(ctx.viewer).id)).map(withTexts),
  },
  Mutation: {
    setNotificationEmailSetting: async (_, args, ctx) => {
      const parsed = choiceInput.safeParse(args);
      if (!parsed.success) throw new BadRequestError('Unknown e-mail group.');
      const userId = requireViewer(ctx.viewer).id;
      return withTexts(await setEmailChoice(ctx.db, { userId, ...parsed.data }));
    },
  },
};
