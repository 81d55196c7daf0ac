import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { inTransaction } from '@server/db/transaction';
import { customStyleSheets } from '@server/db/schema/design';
import { collections } from '@server/db/schema/posts';
import { announceContentChange } from '@server/lib/content-changes';
import { parseOrBadRequest } from '@server/lib/app-errors';
import type { ServiceContext } from '@server/service-context';
import { parseColor } from '@shared/design/color';
import { paletteRefusal } from '@shared/design/palette';
import { styleSheetSchema } from '@shared/design/style-sheet';
import type { StyleSheetValues } from '@shared/design/style-sheet-values';
import { requirePublicationRole, requireWriter } from '../access';
import type { StyleSheetModel } from './style-sheet-model';
import { styleSheetModelOf } from './style-sheet-model';

type DesignContext = Pick<ServiceContext, 'db' | 'viewer'>;

export type UpdateStyleSheetOutcome =
  | { kind: 'saved'; sheet: StyleSheetModel }
  | { kind: 'invalid'; message: string }
  | { kind: 'notFound' }
  | { kind: 'conflict'; currentVersion: number };

interface Publisher {
  id: string;
  kind: 'USER' | 'COLLECTION';
}

/**
 * Whose sheet this is: a publication's, when its creator or one of its
 * editors asks (the access room's table decides), or the viewer's own.
 * Null for a publication that does not exist or was deleted.
 */
async function publisherFor(
  { db, viewer }: DesignContext,
  collectionId: string | null | undefined,
): Promise<Publisher | null> {
  const writer = requireWriter(viewer);
  if (!collectionId) return { id: writer.id, kind: 'USER' };
  const [collection] = await db
    .select()
    .from(collections)
    .where(eq(collections.id, collectionId.slice(0, 64)));
  if (!collection || collection.deletedAt) return null;
  await requirePublicationRole(db, collection, writer, 'editDesign');
  return { id: collection.id, kind: 'COLLECTION' };
}

/** The sheet with its colours in normal form, or the spec's message for the one that does not read. */
function validStyles(input: unknown): StyleSheetValues | string {
  const styles = parseOrBadRequest(styleSheetSchema, input);
  try {
    const primaryColor = parseColor(styles.global.colorPalette.primaryColor);
    const backgroundColor = parseColor(styles.global.colorPalette.backgroundColor);
    const refusal = paletteRefusal(primaryColor, backgroundColor);
    if (refusal) return refusal;
    return {
      ...styles,
      global: { ...styles.global, colorPalette: { primaryColor, backgroundColor } },
    };
  } catch (failure) {
    return failure instanceof Error ? failure.message : String(failure);
  }
}

/**
 * The first save inserts version 1; every later one moves the version by one
 * only while it is still the version the editor read. Anything else is a
 * Conflict carrying the version there is now.
 */
async function writeSheet(
  db: Database,
  publisher: Publisher,
  baseVersion: number,
  styles: StyleSheetValues,
): Promise<UpdateStyleSheetOutcome> {
  return inTransaction(db, async (tx) => {
    const [row] =
      baseVersion === 0
        ? await tx
            .insert(customStyleSheets)
            .values({ publisherId: publisher.id, publisherKind: publisher.kind, styles })
            .onConflictDoNothing()
            .returning()
        : await tx
            .update(customStyleSheets)
            .set({ styles, version: sql`${customStyleSheets.version} + 1`, updatedAt: new Date() })
            .where(
              and(
                eq(customStyleSheets.publisherId, publisher.id),
                eq(customStyleSheets.version, baseVersion),
              ),
            )
            .returning();
    if (row) return { kind: 'saved', sheet: styleSheetModelOf(row) };
    const [current] = await tx
      .select({ version: customStyleSheets.version })
      .from(customStyleSheets)
      .where(eq(customStyleSheets.publisherId, publisher.id));
    return { kind: 'conflict', currentVersion: current?.version ?? 0 };
  });
}

/** Saves a publisher's design after checking who asks, its colours and their contrast. */
export async function updateCustomStyleSheet(
  ctx: DesignContext,
  args: { collectionId?: string | null; baseVersion: number; input: unknown },
): Promise<UpdateStyleSheetOutcome> {
  const publisher = await publisherFor(ctx, args.collectionId);
  if (!publisher) return { kind: 'notFound' };
  const styles = validStyles(args.input);
  if (typeof styles === 'string') return { kind: 'invalid', message: styles };
  const outcome = await writeSheet(ctx.db, publisher, Math.max(0, args.baseVersion), styles);
  // Its pages (profile, stories, publication home) show the new look from the next render.
  if (outcome.kind === 'saved') announceContentChange({ ids: [publisher.id] });
  return outcome;
}
