import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { partnerEnrollments } from '@server/db/schema/partner';
import type { PartnerEnrollmentRow } from '@server/db/schema/partner';
import type { UserRow } from '@server/db/schema/users';
import type { ServiceContext } from '@server/service-context';
import {
  BadRequestError,
  ForbiddenError,
  TooManyRequestsError,
  parseOrBadRequest,
} from '@server/lib/app-errors';
import { isTaxCountry } from '@shared/partner/countries';
import { mayJoinPartnerProgram } from '../access';
import { hitLimit } from '../auth';
import { PARTNER_TEXTS } from './partner.texts';
import { encryptTaxId } from './tax-id-cipher';

export type PartnerProgramStatus = 'ENROLLED' | 'NOT_ENROLLED' | 'PERMISSION_DENIED';

type PartnerContext = Pick<ServiceContext, 'db'> & {
  viewer: UserRow;
  /** The operator's PARTNER_TAX_KEY; null closes enrolment. */
  taxKey: Buffer | null;
};

export function partnerProgramStatus(
  person: Pick<UserRow, 'isSuspended'>,
  enrolled: boolean,
): PartnerProgramStatus {
  if (!mayJoinPartnerProgram(person)) return 'PERMISSION_DENIED';
  return enrolled ? 'ENROLLED' : 'NOT_ENROLLED';
}

export async function viewerEnrollment(
  ctx: Pick<ServiceContext, 'db'> & { viewer: UserRow },
): Promise<PartnerEnrollmentRow | null> {
  const [row] = await ctx.db
    .select()
    .from(partnerEnrollments)
    .where(eq(partnerEnrollments.userId, ctx.viewer.id));
  return row ?? null;
}

const taxInput = z.object({
  legalName: z
    .string()
    .trim()
    .min(1, PARTNER_TEXTS.legalNameRequired)
    .max(200, PARTNER_TEXTS.legalNameTooLong),
  country: z.string().trim().toUpperCase().refine(isTaxCountry, PARTNER_TEXTS.countryInvalid),
  // Kept as typed apart from spaces and dashes, which people write in different places.
  taxId: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{4,30}$/, PARTNER_TEXTS.taxIdInvalid))
    .nullish(),
});

export type PartnerTaxInput = z.input<typeof taxInput>;

/** Tax information changes a writer may send in an hour: every try is a decryptable secret stored. */
const TAX_INFO_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 };

/**
 * Enrols the viewer with their tax information, or updates it. A writer may
 * enrol without a tax id ('missing': reminders follow until they give one);
 * a new tax id is 'submitted' and ends any reminder episode; an update
 * without one keeps the stored id and its status.
 */
export async function submitTaxInfo(
  ctx: PartnerContext,
  input: PartnerTaxInput,
): Promise<PartnerEnrollmentRow> {
  if (!mayJoinPartnerProgram(ctx.viewer)) throw new ForbiddenError(PARTNER_TEXTS.permissionDenied);
  const key = ctx.taxKey;
  if (!key) throw new BadRequestError(PARTNER_TEXTS.notOpen);
  const limit = await hitLimit({
    db: ctx.db,
    key: `partner-tax:${ctx.viewer.id}`,
    limit: TAX_INFO_LIMIT,
  });
  if (!limit.isAllowed)
    throw new TooManyRequestsError(PARTNER_TEXTS.tooManyChanges, {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  const { legalName, country, taxId } = parseOrBadRequest(taxInput, input);
  const now = new Date();
  const secret = taxId
    ? {
        taxIdEncrypted: encryptTaxId(key, taxId),
        taxIdLast4: taxId.slice(-4),
        taxStatus: 'submitted' as const,
        taxStatusSince: now,
      }
    : null;
  const [row] = await ctx.db
    .insert(partnerEnrollments)
    .values({
      userId: ctx.viewer.id,
      legalName,
      country,
      ...(secret ?? { taxStatus: 'missing', taxStatusSince: now }),
    })
    .onConflictDoUpdate({
      target: partnerEnrollments.userId,
      set: { legalName, country, ...secret, updatedAt: now },
    })
    .returning();
  return row!;
}

/**
 * The operator's mark that the tax authority could not match a writer's tax
 * id (a TIN check run outside Quire): it opens a 'failed' reminder episode.
 * Answers false when the writer has no submitted tax id to fail.
 */
export async function markTaxIdNotVerified(
  db: ServiceContext['db'],
  writerId: string,
  now = new Date(),
): Promise<boolean> {
  const marked = await db
    .update(partnerEnrollments)
    .set({ taxStatus: 'failed', taxStatusSince: now, updatedAt: now })
    .where(
      and(eq(partnerEnrollments.userId, writerId), eq(partnerEnrollments.taxStatus, 'submitted')),
    )
    .returning({ userId: partnerEnrollments.userId });
  return marked.length > 0;
}
