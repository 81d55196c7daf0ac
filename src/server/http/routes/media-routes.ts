import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@server/db/client';
import { createDiskMediaStore } from '@server/media/media-store';
import type { MediaStore } from '@server/media/media-store';
import { serveMedia } from '@server/media/serve-media';
import { UPLOAD_MAX_BYTES, UploadRejectedError, storeUpload } from '@server/media/upload';
import type { UploadPurpose } from '@server/media/upload';
import type { VariantCache } from '@server/media/variant-cache';
import { authorize } from '@server/domains/access';
import { sendRestError } from '../request/rest-error';

const MEDIA_UPLOAD_PATH = '/_/media/upload';

/**
 * Pictures are public and shown elsewhere (feed readers, social cards, other
 * sites): other origins may load them, unlike every other response here.
 */
const MEDIA_RESOURCE_POLICY = 'cross-origin';

export interface MediaRoutesOptions {
  db: Database;
  dataDir: string;
  /** The bounded cache of derived images (DATA_DIR/media-cache), shared with social cards. */
  cache: VariantCache;
  /** Defaults to the disk store under DATA_DIR/media. */
  store?: MediaStore;
}

/**
 * New variants one address may have rendered per minute. Cached variants are
 * free; a render of a large original costs seconds of CPU, and the allowed
 * sizes, crops and focal points still make many distinct URLs per picture.
 */
const RENDER_BUDGET = { max: 100, timeWindow: '1 minute' };

const UPLOAD_RATE_LIMIT = {
  max: 60,
  timeWindow: '10 minutes',
  // Per signed-in user; the address only matters for refused anonymous attempts.
  keyGenerator: (request: FastifyRequest) =>
    request.identity?.user ? `user:${request.identity.user.id}` : `ip:${request.ip}`,
};

function refuse(reply: FastifyReply, status: number, message: string) {
  return sendRestError(reply.header('cache-control', 'no-store'), status, message);
}

async function readUpload(request: FastifyRequest): Promise<Buffer | null> {
  const file = await request.file();
  return file ? file.toBuffer() : null;
}

/** `?purpose=favicon` stores the picture cropped to the favicon's square. */
const purposeOf = (request: FastifyRequest): UploadPurpose =>
  (request.query as { purpose?: string }).purpose === 'favicon' ? 'favicon' : 'image';

function uploadErrorStatus(error: unknown): { status: number; message: string } | null {
  if (error instanceof UploadRejectedError) return { status: error.status, message: error.message };
  const code = (error as { code?: string } | null)?.code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return { status: 413, message: 'Images may be at most 25 MB.' };
  if (code.startsWith('FST_'))
    return { status: 400, message: 'Send the image as multipart/form-data.' };
  return null;
}

/** POST /_/media/upload and GET /media/…: uploads and the image proxy. */
export async function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions) {
  const store = options.store ?? createDiskMediaStore(path.resolve(options.dataDir, 'media'));
  const { cache } = options;
  const renderBudget = app.createRateLimit(RENDER_BUDGET);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  app.post(
    MEDIA_UPLOAD_PATH,
    { config: { rateLimit: UPLOAD_RATE_LIMIT } },
    async (request, reply) => {
      const user = request.identity.user;
      if (!user) return refuse(reply, 401, 'You must be signed in to upload images.');
      const refused = authorize(user, 'upload');
      if (refused) return refuse(reply, refused.status, refused.message);
      try {
        const bytes = await readUpload(request);
        if (!bytes) return refuse(reply, 400, 'No image was sent.');
        const stored = await storeUpload({
          db: options.db,
          store,
          bytes,
          uploaderId: user.id,
          purpose: purposeOf(request),
        });
        return reply.header('cache-control', 'no-store').send(stored);
      } catch (error) {
        const refusal = uploadErrorStatus(error);
        if (!refusal) throw error;
        return refuse(reply, refusal.status, refusal.message);
      }
    },
  );

  app.get('/media/*', async (request, reply) => {
    const params = request.params as { '*': string };
    const response = await serveMedia(
      { store, cache },
      {
        path: params['*'],
        accept: request.headers.accept,
        ifNoneMatch: request.headers['if-none-match'],
        mayRender: async () => {
          const budget = await renderBudget(request);
          // isAllowed means "on the allow list"; otherwise the count decides.
          if (budget.isAllowed || !budget.isExceeded) return true;
          return { retryAfterSeconds: budget.ttlInSeconds };
        },
      },
    );
    return reply
      .code(response.status)
      .headers(response.headers)
      .header('cross-origin-resource-policy', MEDIA_RESOURCE_POLICY)
      .send(response.body);
  });
}
