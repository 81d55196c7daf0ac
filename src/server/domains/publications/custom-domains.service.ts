import { randomBytes } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { collections } from '@server/db/schema/posts';
import { customDomains } from '@server/db/schema/publications';
import type { CustomDomainRow } from '@server/db/schema/publications';
import type { UserRow } from '@server/db/schema/users';
import { inTransaction } from '@server/db/transaction';
import type { ServerConfig } from '@server/env';
import { BadRequestError, TooManyRequestsError } from '@server/lib/app-errors';
import { announceContentChange } from '@server/lib/content-changes';
import { newId } from '@server/lib/ids';
import { checkDomainName } from '@shared/content/custom-domains';
import type { CustomDomainCheck, StoredCustomDomainStatus } from '@shared/content/custom-domains';
import { requirePublicationRole } from '../access';
import { runCheck } from './custom-domain-checks';
import { canMove } from './custom-domain-states';
import { CUSTOM_DOMAIN_ERRORS as ERRORS } from './custom-domains.texts';
import { findPublication } from './publications.service';

/**
 * linkCustomDomain, verifyCustomDomain, activateCustomDomain and
 * removeCustomDomain: a publication's creator and editors take its domain
 * through CREATED → VERIFIED → ACTIVE. Only activation and removal change
 * what the site serves (collections.domain, written in the same transaction).
 */

/** Seconds between two checks of one domain: each check is a DNS lookup or an outbound fetch. */
const CHECK_INTERVAL_MS = 5000;

type DomainConfig = Pick<
  ServerConfig,
  'publicUrl' | 'authDomain' | 'customDomainLocalChecks' | 'port'
>;

interface Options {
  db: Database;
  viewer: UserRow | null;
  collectionId: string;
  config: DomainConfig;
}

/** The publication's record that is not DELETED, if any. */
export async function currentCustomDomain(
  db: Database,
  collectionId: string,
): Promise<CustomDomainRow | null> {
  const [row] = await db
    .select()
    .from(customDomains)
    .where(and(eq(customDomains.collectionId, collectionId), ne(customDomains.status, 'DELETED')))
    .limit(1);
  return row ?? null;
}

async function requireManager(options: Options) {
  const collection = await findPublication(options.db, options.collectionId);
  return requirePublicationRole(options.db, collection, options.viewer, 'manageDomain');
}

const isLocalName = (domain: string) => domain === 'localhost' || domain.endsWith('.localhost');

/** The typed name in its normal form, refused when it is an address this site cannot hand out. */
function acceptableDomain(raw: string, config: DomainConfig): string {
  const checked = checkDomainName(raw);
  if (!checked.ok) throw new BadRequestError(checked.message);
  const ownHosts = [config.publicUrl, config.authDomain]
    .filter((url): url is string => !!url)
    .map((url) => new URL(url).hostname);
  if (ownHosts.includes(checked.domain)) throw new BadRequestError(ERRORS.ownHost);
  if (isLocalName(checked.domain) && !config.customDomainLocalChecks)
    throw new BadRequestError(ERRORS.localName);
  return checked.domain;
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    isUniqueViolation((error as { cause?: unknown }).cause));

export async function linkCustomDomain(
  options: Options & { domain: string },
): Promise<CustomDomainRow> {
  const { viewer, collection } = await requireManager(options);
  const domain = acceptableDomain(options.domain, options.config);
  try {
    return await inTransaction(options.db, async (tx) => {
      if (await currentCustomDomain(tx, collection.id))
        throw new BadRequestError(ERRORS.alreadyLinked);
      // Another publication's live domain (also one set before records existed) is taken.
      const [live] = await tx
        .select({ id: collections.id })
        .from(collections)
        .where(sql`lower(${collections.domain}) = ${domain}`)
        .limit(1);
      if (live) throw new BadRequestError(ERRORS.taken);
      const [row] = await tx
        .insert(customDomains)
        .values({
          id: newId(),
          collectionId: collection.id,
          domain,
          verificationToken: `quire-${randomBytes(18).toString('base64url')}`,
          requestedById: viewer.id,
        })
        .returning();
      return row!;
    });
  } catch (error) {
    // Two publications asking for one domain at once: the index keeps one.
    if (isUniqueViolation(error)) throw new BadRequestError(ERRORS.taken);
    throw error;
  }
}

/** Writes a new status if the record still holds the one it was read with. */
async function move(
  db: Database,
  record: CustomDomainRow,
  to: StoredCustomDomainStatus,
  fields: Partial<CustomDomainRow> = {},
): Promise<CustomDomainRow> {
  if (!canMove(record.status, to)) throw new BadRequestError(ERRORS.notPending);
  return inTransaction(db, async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(customDomains)
      .set({ ...fields, status: to, updatedAt: now })
      .where(and(eq(customDomains.id, record.id), eq(customDomains.status, record.status)))
      .returning();
    // Someone else moved it first: what they left stands.
    if (!row) return (await currentCustomDomain(tx, record.collectionId)) ?? record;
    if (to === 'ACTIVE')
      await tx
        .update(collections)
        .set({ domain: row.domain, updatedAt: now })
        .where(eq(collections.id, row.collectionId));
    if (record.status === 'ACTIVE')
      await tx
        .update(collections)
        .set({ domain: null, updatedAt: now })
        .where(eq(collections.id, row.collectionId));
    return row;
  });
}

/** How long a removed domain stays its old publication's, unless DNS says otherwise. */
const REMOVED_DOMAIN_HOLD_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Whether another publication removed this domain within the hold. Over HTTP
 * the new claimant need only reach this very app, which the domain's DNS may
 * still point at for its old owner; a TXT record is proof from the domain's owner.
 */
async function heldForAnother(db: Database, record: CustomDomainRow): Promise<boolean> {
  const [held] = await db
    .select({ id: customDomains.id })
    .from(customDomains)
    .where(
      and(
        eq(customDomains.domain, record.domain),
        eq(customDomains.status, 'DELETED'),
        ne(customDomains.collectionId, record.collectionId),
        gt(customDomains.deletedAt, new Date(Date.now() - REMOVED_DOMAIN_HOLD_MS)),
      ),
    )
    .limit(1);
  return held !== undefined;
}

export async function verifyCustomDomain(
  options: Options & { check: CustomDomainCheck },
): Promise<CustomDomainRow> {
  const { collection } = await requireManager(options);
  const record = await currentCustomDomain(options.db, collection.id);
  if (!record) throw new BadRequestError(ERRORS.nothingLinked);
  if (record.status !== 'CREATED' && record.status !== 'FAILED')
    throw new BadRequestError(ERRORS.notPending);
  if (record.checkedAt && Date.now() - record.checkedAt.getTime() < CHECK_INTERVAL_MS)
    throw new TooManyRequestsError(ERRORS.tooSoon);
  if (options.check === 'HTTP' && (await heldForAnother(options.db, record)))
    throw new BadRequestError(ERRORS.recentlyRemoved);
  const failure = await runCheck(options.check, record, {
    localChecksPort: options.config.customDomainLocalChecks ? options.config.port : null,
  });
  const now = new Date();
  return failure
    ? move(options.db, record, 'FAILED', { checkedAt: now, failureReason: failure })
    : move(options.db, record, 'VERIFIED', {
        checkedAt: now,
        failureReason: null,
        verifiedAt: now,
      });
}

export async function activateCustomDomain(options: Options): Promise<CustomDomainRow> {
  const { collection } = await requireManager(options);
  const record = await currentCustomDomain(options.db, collection.id);
  if (!record) throw new BadRequestError(ERRORS.nothingLinked);
  if (record.status === 'ACTIVE') return record;
  if (record.status !== 'VERIFIED') throw new BadRequestError(ERRORS.notVerified);
  const activated = await move(options.db, record, 'ACTIVE', { activatedAt: new Date() });
  // Its pages now name the domain (canonical, feeds); the Host resolver forgets its answers.
  announceContentChange({ ids: [collection.id] });
  return activated;
}

export async function removeCustomDomain(options: Options): Promise<CustomDomainRow | null> {
  const { collection } = await requireManager(options);
  const record = await currentCustomDomain(options.db, collection.id);
  if (!record) throw new BadRequestError(ERRORS.nothingLinked);
  await move(options.db, record, 'DELETED', { deletedAt: new Date() });
  if (record.status === 'ACTIVE') announceContentChange({ ids: [collection.id] });
  return currentCustomDomain(options.db, collection.id);
}

/**
 * The domains a TLS proxy may ask a certificate for (Caddy's on-demand `ask`):
 * verified ones, so the certificate is there when the domain goes live, and live ones.
 */
export async function mayServeTls(db: Database, hostname: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customDomains.id })
    .from(customDomains)
    .where(
      and(
        eq(customDomains.domain, hostname.toLowerCase()),
        sql`${customDomains.status} in ('VERIFIED', 'ACTIVE')`,
      ),
    )
    .limit(1);
  return !!row;
}

/** The token the HTTP challenge answers on this host, when a domain waits for it. */
export async function challengeTokenFor(
  db: Database,
  hostname: string,
  token: string,
): Promise<string | null> {
  const [row] = await db
    .select({ token: customDomains.verificationToken })
    .from(customDomains)
    .where(
      and(
        eq(customDomains.domain, hostname.toLowerCase()),
        eq(customDomains.verificationToken, token),
        ne(customDomains.status, 'DELETED'),
      ),
    )
    .limit(1);
  return row?.token ?? null;
}
