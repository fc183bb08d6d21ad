import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { NodeRequest } from 'srvx/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EVENTS, Server, type Upload } from '@tus/server';
import { API_PREFIX } from '@aquarisk/contract/endpoints/endpoint';
import type { MediaCategory } from '@aquarisk/contract/constants';
import { refusalMessages } from '@aquarisk/contract/messages';
import { sanitizeFileName } from '@aquarisk/contract/file-name';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { errorBody } from '../../lib/error-body.ts';
import { newExternalId } from '../../lib/ids.ts';
import type { AuthUser } from '../../lib/request-user.ts';
import { visibleAudit } from '../access/index.ts';
import { acceptedType, SNIFF_BYTES } from './media-content.ts';
import { recordStoredUpload } from './media.service.ts';
import { createResumableUploadStore } from './resumable-upload-store.ts';
import { createUnfinishedUploadCap } from './unfinished-upload-cap.ts';

interface Caller {
  user: AuthUser;
  survey: Awaited<ReturnType<typeof visibleAudit>>;
  category: MediaCategory;
  /** on creation: the URL id reserved against the user's cap, which the tus server names the upload by */
  reservedUrlId?: string;
}
type TusRequest = Parameters<NonNullable<ConstructorParameters<typeof Server>[0]['onUploadFinish']>>[0];
const URL_ID = /^[a-f0-9]{32}$/;

/**
 * Footage and map images by the tus protocol (issue 27 item 5). Fastify checks the caller on every request (bearer
 * token, the audit visible, uploadMedia, and for an existing upload that it is the caller's own for this audit and
 * category) and then hands the untouched request to @tus/server. When the last byte is in, the first bytes are sniffed
 * as a multipart upload's are, and the stored file becomes the same media item (media.service.ts) or is deleted.
 */
export function createResumableUploads(ctx: AppContext) {
  const store = createResumableUploadStore(ctx.config);
  const maxBytes = ctx.config.maxVideoMb * 1024 * 1024;
  const cap = createUnfinishedUploadCap(ctx);
  const callers = new WeakMap<IncomingMessage, Caller>();
  const callerOf = (req: TusRequest): Caller => {
    const node = (req as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;
    const caller = node ? callers.get(node) : undefined;
    if (!caller) throw new Error('a tus request that did not pass the access check');
    return caller;
  };

  const tus = new Server({
    path: API_PREFIX.api,
    datastore: store.datastore,
    maxSize: maxBytes,
    relativeLocation: true,
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,
    namingFunction: (req) => store.idOf(callerOf(req).reservedUrlId ?? randomBytes(16).toString('hex')),
    getFileIdFromRequest: (_req, last) => (last && URL_ID.test(last) ? store.idOf(last) : undefined),
    generateUrl: (req, { id }) => `${new URL(req.url).pathname}/${store.urlIdOf(id)}`,
    onUploadCreate: async (req, upload) => {
      const { user, survey, category } = callerOf(req);
      return { metadata: { ...upload.metadata, survey: survey.externalId, category, user: user.externalId } };
    },
    onUploadFinish: async (req, upload) => finish(callerOf(req), upload),
    onResponseError: (_req, err) => {
      if (err instanceof AppError) return { status_code: err.status, body: JSON.stringify(errorBody(err.code, err.message, err.details)) };
      if (err instanceof Error && !('status_code' in err)) {
        ctx.log.error({ err }, 'resumable upload failed');
        return { status_code: 500, body: JSON.stringify({ status: 500, error: 'Internal Server Error' }) };
      }
      return undefined;
    },
  });
  tus.on(EVENTS.POST_FINISH, (_req: unknown, _res: unknown, upload: Upload) => void forget(upload.id));

  const forget = (id: string) =>
    Promise.all([
      store.forgetState(id).catch((err: unknown) => ctx.log.warn({ err, id }, 'upload state left')),
      cap.release(store.urlIdOf(id)),
    ]);

  async function finish(caller: Caller, upload: Upload) {
    const storageKey = store.storageKeyOf(upload.id);
    try {
      const stored = await ctx.storage.get(storageKey, { start: 0, end: SNIFF_BYTES - 1 });
      const contentType = acceptedType(caller.category, stored ? await buffer(stored.body) : Buffer.alloc(0));
      const meta = upload.metadata ?? {};
      const item = await recordStoredUpload(ctx, caller.user, caller.survey, {
        externalId: newExternalId(),
        category: caller.category,
        name: sanitizeFileName(meta['name']?.trim() || meta['filename'] || ''),
        storageKey,
        contentType,
        size: upload.size ?? upload.offset,
      });
      await cap.release(store.urlIdOf(upload.id));
      // its state goes once the answer is made (POST_FINISH below): a creation-with-upload POST reads it after this
      return { status_code: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(item) };
    } catch (err) {
      await store.datastore.remove(upload.id).catch(() => undefined);
      await ctx.storage.delete(storageKey).catch((e: unknown) => ctx.log.error({ err: e, storageKey }, 'orphan file'));
      await forget(upload.id);
      throw err;
    }
  }

  async function callerFor(user: AuthUser, surveyExtId: string, category: MediaCategory): Promise<Caller> {
    const survey = await visibleAudit(ctx, user, surveyExtId);
    return { user, survey, category };
  }

  /**
   * The tus server answers a web Response, written here rather than by its own handle(): that one ends the answer with
   * `res.end(callback)`, which Fastify's inject (light-my-request) does not take.
   */
  async function handOver(caller: Caller, req: FastifyRequest, reply: FastifyReply, beforeReply?: (status: number) => Promise<unknown>) {
    callers.set(req.raw, caller);
    reply.hijack();
    const res = reply.raw;
    const answer = await tus.handleWeb(new NodeRequest({ req: req.raw, res }));
    await beforeReply?.(answer.status);
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    if (answer.body && req.method !== 'HEAD') await pipeline(Readable.fromWeb(answer.body as WebReadableStream), res);
    else res.end();
    return answer.status;
  }

  /** POST: the declared length is checked here, so a refusal carries the multipart route's message. */
  async function start(user: AuthUser, req: FastifyRequest, reply: FastifyReply, surveyExtId: string, category: MediaCategory) {
    const caller = await callerFor(user, surveyExtId, category);
    const declared = req.headers['upload-length'];
    const digits = typeof declared === 'string' && /^\d+$/.test(declared) ? declared.replace(/^0+(?=\d)/, '') : '';
    // tus: a length over the server's maximum is 413, however many digits it has (issue 37 item 25)
    if (digits.length > 16 || Number(digits) > maxBytes)
      throw new AppError('TOO_LARGE', refusalMessages.fileTooLarge, { file: refusalMessages.fileTooLarge });
    if (!digits || Number(digits) === 0)
      throw new AppError('VALIDATION', refusalMessages.fileRequired, { file: refusalMessages.fileRequired });
    if (req.headers['content-length'] && req.headers['content-length'] !== '0') requireOffsetOctetStream(req);
    const reservedUrlId = await cap.reserve(user, Number(digits));
    try {
      // 201 created, 200 created and finished with its first request (already released): else nothing is held
      if ((await handOver({ ...caller, reservedUrlId }, req, reply)) >= 400) await cap.release(reservedUrlId);
    } catch (err) {
      await cap.release(reservedUrlId);
      throw err;
    }
    return reply;
  }

  /** HEAD, PATCH, DELETE: only the caller's own upload, of this audit and category; any other is 404. */
  async function resume(
    user: AuthUser,
    req: FastifyRequest,
    reply: FastifyReply,
    surveyExtId: string,
    category: MediaCategory,
    urlId: string,
  ) {
    const caller = await callerFor(user, surveyExtId, category);
    if (req.method === 'PATCH') requireOffsetOctetStream(req);
    const upload = await store.datastore.getUpload(store.idOf(urlId)).catch(() => null);
    const meta = upload?.metadata;
    if (!meta || meta['survey'] !== caller.survey.externalId || meta['category'] !== category || meta['user'] !== user.externalId)
      throw notFound();
    // A cancelled upload frees its place before the 204 goes out, so the client's next upload is counted without it.
    const cancelled = (status: number) => (req.method === 'DELETE' && status === 204 ? forget(upload.id) : Promise.resolve());
    await handOver(caller, req, reply, cancelled);
    return reply;
  }

  /** tus: bytes come as application/offset+octet-stream, anything else is 415 (issue 37 item 25) */
  function requireOffsetOctetStream(req: FastifyRequest) {
    const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/offset+octet-stream') throw new AppError('UNSUPPORTED_MEDIA_TYPE', refusalMessages.offsetOctetStreamExpected);
  }

  let timer: NodeJS.Timeout | undefined;
  const cleanUp = async () => {
    const removed = await tus.cleanUpExpiredUploads();
    await cap.dropExpired();
    return removed;
  };
  return {
    start,
    resume,
    /** removes unfinished uploads older than UPLOAD_EXPIRY_HOURS; returns how many went */
    cleanUp,
    /** runs cleanUp every hour at most (or every expiry period, if shorter) until stop */
    startCleanup() {
      const every = Math.max(1000, Math.min(ctx.config.uploadExpiryHours * 3600 * 1000, 3600 * 1000));
      timer = setInterval(() => void cleanUp().catch((err: unknown) => ctx.log.warn({ err }, 'upload cleanup failed')), every);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      store.close();
    },
  };
}
export type ResumableUploads = ReturnType<typeof createResumableUploads>;
