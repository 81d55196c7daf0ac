import { and, eq } from 'drizzle-orm';
import { charges } from '@server/db/schema/billing';
import type { ChargeRow } from '@server/db/schema/billing';
import { afterCursor, cursorText, keysetList, newestFirst } from '@server/lib/keyset';
import type { Connection } from '@server/lib/keyset';
import { mayViewBillingRecord, requireViewer } from '../access';
import type { BillingContext } from './billing-setup';

/** The viewer's billing history, newest first, keyset-paged on (created_at, id). */
export function listViewerCharges(
  ctx: Pick<BillingContext, 'db' | 'viewer'>,
  args: { first?: number | null; after?: string | null },
): Promise<Connection<ChargeRow>> {
  const viewer = requireViewer(ctx.viewer);
  return keysetList(
    args,
    (cursor, limit) =>
      ctx.db
        .select({ row: charges, at: cursorText(charges.createdAt) })
        .from(charges)
        .where(
          and(eq(charges.userId, viewer.id), afterCursor(charges.createdAt, charges.id, cursor)),
        )
        .orderBy(...newestFirst(charges.createdAt, charges.id))
        .limit(limit),
    ({ row }) => row,
  );
}

/** One charge for its receipt: only its owner sees it (the access room's rule); else null. */
export async function viewerCharge(
  ctx: Pick<BillingContext, 'db' | 'viewer'>,
  id: string,
): Promise<ChargeRow | null> {
  const [row] = await ctx.db
    .select()
    .from(charges)
    .where(eq(charges.id, id.slice(0, 64)));
  return row && mayViewBillingRecord(ctx.viewer, row) ? row : null;
}
