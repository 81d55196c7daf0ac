import { z } from 'zod';
import type { Resolvers } from '@server/graphql/generated/resolvers';
import { embedForUrl } from '@server/net/embeds';
import { createWindowLimiter } from './window-limiter';

const PREVIEWS_PER_MINUTE = 30;
const previewLimiter = createWindowLimiter({ limit: PREVIEWS_PER_MINUTE, windowMs: 60_000 });

const urlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value));

const COULD_NOT_FETCH = 'We couldn\u2019t load a preview for this link.';

export const embedsResolvers: Resolvers = {
  Query: {
    linkPreview: async (_parent, args, ctx) => {
      const parsed = urlSchema.safeParse(args.url);
      if (!parsed.success)
        return {
          __typename: 'BadRequest',
          message: 'Enter a link that starts with http or https.',
        };
      // The rule on the field guarantees a viewer; the limiter keys on it.
      if (!previewLimiter.take(ctx.viewer?.id ?? ctx.identity.userId))
        return {
          __typename: 'TooManyRequests',
          message: 'Too many previews. Try again in a minute.',
        };
      try {
        const embed = await embedForUrl(parsed.data, {
          allowedHostsForTests: ctx.config.linkPreviewTestHosts,
        });
        return {
          __typename: 'LinkPreview',
          url: embed.url,
          title: embed.title,
          description: embed.description,
          imageUrl: embed.imageUrl,
          siteName: embed.siteName,
          iframeSrc: embed.iframeSrc,
          iframeWidth: embed.iframeWidth,
          iframeHeight: embed.iframeHeight,
        };
      } catch {
        // Unreachable, private, too slow, too big or not a page: the card is simply unavailable.
        return { __typename: 'BadRequest', message: COULD_NOT_FETCH };
      }
    },
  },
};
