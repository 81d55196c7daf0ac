import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '@server/db/client';
import { clientErrors, events, performanceReports } from '@server/db/schema/platform';
import { applyReadingEvents } from '@server/domains/reading';
import { recordMemberReading } from '@server/domains/stats';
import { isBot } from '../request/visitor-traits';
import { sendRestError } from '../request/rest-error';
import {
  CLIENT_EVENT_LIMITS,
  addressKey,
  secondsUntilNextDay,
  storedBytesOf,
  writeWithinDailyQuota,
} from '../request/client-event-quota';
import type { ReportSender } from '../request/client-event-quota';

const eventSchema = z.object({
  key: z.string().min(1).max(100),
  data: z.record(z.string(), z.unknown()).default({}),
  type: z.literal('e'),
  timestamp: z.number().int().nonnegative(),
  eventId: z.string().min(1).max(64),
  userId: z.string().max(64).optional(),
});
const eventBatchSchema = z.array(eventSchema).min(1).max(1000);

const errorEntrySchema = z.object({
  name: z.string().max(200).default('Error'),
  message: z.string().max(2000).default(''),
  stack: z.string().max(20_000).default(''),
  timestamp: z.number().int().nonnegative(),
  fileName: z.string().max(2000).default(''),
  lineNumber: z.number().int().nullable().optional(),
  extra: z.record(z.string(), z.unknown()).default({}),
});
const errorBatchSchema = z.array(errorEntrySchema).min(1).max(50);

const PERFORMANCE_EVENT_TYPES = [
  'ready',
  'fcp',
  'lcp',
  'fid',
  'nav',
  'render',
  'unsupported',
] as const;
const performanceReportSchema = z.object({
  client: z.object({ name: z.string().max(50), version: z.string().max(50) }),
  events: z
    .array(
      z.object({
        type: z.enum(PERFORMANCE_EVENT_TYPES),
        value: z.number().finite().nonnegative().max(86_400_000),
        timestamp: z.number().int().nonnegative(),
        name: z.string().max(200).optional(),
      }),
    )
    .min(1)
    .max(200),
});

// Anything larger than this is not a real client report.
const SMALL_BODY_LIMIT = 256 * 1024;
const RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

const EVENT_DATA_TOO_LARGE = `The data of one event may be at most ${CLIENT_EVENT_LIMITS.eventDataBytes / 1024} KB.`;
const QUOTA_SPENT = 'This browser has sent as many reports as the site keeps in a day.';

function refuseOverQuota(reply: FastifyReply) {
  return sendRestError(
    reply.header('retry-after', String(secondsUntilNextDay())),
    429,
    QUOTA_SPENT,
  );
}

function clampTimestamp(ms: number): Date {
  const now = Date.now();
  // Clock skew is fine; nonsense (far past or future) is pinned to now.
  return Math.abs(now - ms) > 1000 * 60 * 60 * 24 * 7 ? new Date(now) : new Date(ms);
}

function refuseInvalid(reply: FastifyReply, error: z.ZodError) {
  const issue = error.issues[0];
  const message = `Invalid report: ${issue?.path.join('.') || 'body'} ${issue?.message ?? ''}`;
  return sendRestError(reply, 400, message.trim());
}

const isOversized = (data: unknown) =>
  Buffer.byteLength(JSON.stringify(data)) > CLIENT_EVENT_LIMITS.eventDataBytes;

/** Client reports: events, errors, performance (spec §7.2–7.4), each within daily quotas. */
export function registerReporting(app: FastifyInstance, db: Database, secret: string): void {
  // The stored user id is the one the server knows, not what the client claims.
  const senderOf = (request: FastifyRequest): ReportSender => ({
    visitorId: request.identity.userId,
    addressKey: addressKey(secret, request.ip),
  });

  app.post(
    '/_/batch',
    { bodyLimit: CLIENT_EVENT_LIMITS.batchBytes, config: { rateLimit: RATE_LIMIT } },
    async (request, reply) => {
      if (isBot(request.headers['user-agent'])) return reply.code(204).send();
      const parsed = eventBatchSchema.safeParse(request.body);
      if (!parsed.success) return refuseInvalid(reply, parsed.error);
      if (parsed.data.some((event) => isOversized(event.data)))
        return sendRestError(reply, 413, EVENT_DATA_TOO_LARGE);
      const userId = request.identity.userId;
      const stored = await writeWithinDailyQuota(
        db,
        senderOf(request),
        storedBytesOf(parsed.data),
        async (tx) => {
          await tx.insert(events).values(
            parsed.data.map((event) => ({
              eventId: event.eventId,
              key: event.key,
              userId,
              data: event.data,
              clientTimestamp: clampTimestamp(event.timestamp),
            })),
          );
        },
      );
      // Reading history is the reader's own record, kept even when analytics are not.
      await applyReadingEvents({
        db,
        userId: request.identity.user?.id ?? null,
        events: parsed.data,
      });
      // Members' reading time is what writers are paid by: kept whatever the analytics quota.
      await recordMemberReading({ db, reader: request.identity.user ?? null, events: parsed.data });
      if (!stored) return refuseOverQuota(reply);
      return reply.send({ stored: parsed.data.length });
    },
  );

  app.post(
    '/_/oh-noes',
    { bodyLimit: SMALL_BODY_LIMIT, config: { rateLimit: RATE_LIMIT } },
    async (request, reply) => {
      const parsed = errorBatchSchema.safeParse(request.body);
      if (!parsed.success) return refuseInvalid(reply, parsed.error);
      const userId = request.identity.userId;
      const bytes = Buffer.byteLength(JSON.stringify(parsed.data));
      const stored = await writeWithinDailyQuota(db, senderOf(request), bytes, async (tx) => {
        await tx.insert(clientErrors).values(
          parsed.data.map((entry) => ({
            name: entry.name,
            message: entry.message,
            stack: entry.stack,
            fileName: entry.fileName,
            lineNumber: entry.lineNumber ?? null,
            userId,
            extra: entry.extra,
            clientTimestamp: clampTimestamp(entry.timestamp),
          })),
        );
      });
      if (!stored) return refuseOverQuota(reply);
      for (const entry of parsed.data) {
        request.log.warn(
          { clientError: { name: entry.name, message: entry.message, userId } },
          'client error',
        );
      }
      return reply.send({ stored: parsed.data.length });
    },
  );

  const handlePerformance = async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = performanceReportSchema.safeParse(request.body);
    if (!parsed.success) return refuseInvalid(reply, parsed.error);
    const { client } = parsed.data;
    const bytes = Buffer.byteLength(JSON.stringify(parsed.data));
    const stored = await writeWithinDailyQuota(db, senderOf(request), bytes, async (tx) => {
      await tx.insert(performanceReports).values(
        parsed.data.events.map((event) => ({
          clientName: client.name,
          clientVersion: client.version,
          type: event.type,
          name: event.name ?? '',
          value: event.value,
          userId: request.identity.userId,
          clientTimestamp: clampTimestamp(event.timestamp),
        })),
      );
    });
    if (!stored) return refuseOverQuota(reply);
    return reply.send({ stored: parsed.data.events.length });
  };
  const performanceOptions = { bodyLimit: SMALL_BODY_LIMIT, config: { rateLimit: RATE_LIMIT } };
  app.post('/_/clientele/reports/performance/', performanceOptions, handlePerformance);
  app.post('/_/clientele/reports/performance', performanceOptions, handlePerformance);
}
