import type { Database } from '@server/db/client';
import { isAnyOf, preparedQuery } from '@server/db/prepared-query';
import { customStyleSheets } from '@server/db/schema/design';
import { byKey } from '@server/lib/loaders';
import type { StyleSheetModel } from './style-sheet-model';
import { styleSheetModelOf } from './style-sheet-model';

const styleSheetsOf = preparedQuery((db) =>
  db.select().from(customStyleSheets).where(isAnyOf(customStyleSheets.publisherId)),
);

/** Every design a page shows (its writer's, its publication's) in one statement. */
export function createDesignLoaders(db: Database) {
  return {
    styleSheetByPublisherId: byKey<StyleSheetModel | null>(async (publisherIds) => {
      const rows = await styleSheetsOf(db).execute({ ids: publisherIds });
      return new Map(rows.map((row) => [row.publisherId, styleSheetModelOf(row)]));
    }, null),
  };
}
