import type { Resolvers } from '@server/graphql/generated/resolvers';
import { colorPaletteOf } from '@shared/design/palette';
import { updateCustomStyleSheet } from './design.service';
import { DESIGN_TEXTS } from './design.texts';
import type { StyleSheetModel } from './style-sheet-model';

const typeOf = (value: object) =>
  '__typename' in value ? String(value.__typename) : 'CustomStyleSheet';

const paletteOf = (sheet: StyleSheetModel) => {
  const { primaryColor, backgroundColor } = sheet.styles.global.colorPalette;
  return colorPaletteOf(primaryColor, backgroundColor);
};

export const designResolvers: Resolvers = {
  Mutation: {
    updateCustomStyleSheet: async (_parent, args, ctx) => {
      const outcome = await updateCustomStyleSheet(ctx, args);
      switch (outcome.kind) {
        case 'saved':
          return outcome.sheet;
        case 'invalid':
          return { __typename: 'BadRequest', message: outcome.message };
        case 'notFound':
          return { __typename: 'NotFound', message: DESIGN_TEXTS.notFound };
        case 'conflict':
          return {
            __typename: 'Conflict',
            message: DESIGN_TEXTS.conflict,
            currentVersion: outcome.currentVersion,
          };
      }
    },
  },
  UpdateCustomStyleSheetResult: { __resolveType: typeOf as never },
  CustomStyleSheet: {
    global: (sheet) => ({
      colorPalette: paletteOf(sheet),
      fonts: sheet.styles.global.fonts,
    }),
    header: (sheet) => sheet.styles.header,
    postHeader: (sheet) => sheet.styles.postHeader,
    postBody: (sheet) => sheet.styles.postBody,
  },
  Collection: {
    customStyleSheet: (collection, _args, ctx) =>
      ctx.loaders.styleSheetByPublisherId.load(collection.id),
    colorPalette: async (collection, _args, ctx) => {
      const sheet = await ctx.loaders.styleSheetByPublisherId.load(collection.id);
      return sheet ? paletteOf(sheet) : null;
    },
  },
  User: {
    customStyleSheet: (user, _args, ctx) => ctx.loaders.styleSheetByPublisherId.load(user.id),
  },
};
