import { z } from 'zod';
import os from 'node:os';
import path from 'node:path';
import { UNFINISHED_UPLOAD_GB_PER_USER, UNFINISHED_UPLOADS_PER_USER } from '@aquarisk/contract/constants';

/** An empty variable (`S3_BUCKET=` copied from .env.example) means unset. */
const unsetIfEmpty = (v: string | undefined) => v || undefined;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  OAUTH_CLIENT_SECRET: z.string().min(1).default('aquarisk-web-secret'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Aquarisk <no-reply@aquarisk.local>'),
  CONTACT_EMAIL: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_SIGNIN_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_ACCOUNT_FAILURES: z.coerce.number().int().min(1).default(10),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  MAX_VIDEO_MB: z.coerce.number().int().min(1).default(2048),
  MAX_DATA_MB: z.coerce.number().int().min(1).default(200),
  // Resumable uploads (issue 27 item 5): an unfinished one is removed this long after it started.
  UPLOAD_EXPIRY_HOURS: z.coerce.number().positive().default(24),
  // Issue 37 item 22: unfinished resumable uploads one user may hold, by count and by declared size (GiB).
  UPLOADS_UNFINISHED_PER_USER: z.coerce.number().int().min(1).default(UNFINISHED_UPLOADS_PER_USER),
  // Issue 37 item 22: the write time one user's answer batches may take in a sliding window.
  ANSWER_WRITE_MS_PER_USER: z.coerce.number().int().min(1).default(2500),
  ANSWER_WRITE_WINDOW_SECONDS: z.coerce.number().positive().default(10),
  UPLOADS_UNFINISHED_GB_PER_USER: z.coerce.number().positive().default(UNFINISHED_UPLOAD_GB_PER_USER),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z
    .union([z.literal(''), z.string().url()])
    .optional()
    .transform(unsetIfEmpty),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().optional().transform(unsetIfEmpty),
  S3_ACCESS_KEY_ID: z.string().optional().transform(unsetIfEmpty),
  S3_SECRET_ACCESS_KEY: z.string().optional().transform(unsetIfEmpty),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_KEY_PREFIX: z.string().default(''),
  MEDIA_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .default(6 * 60 * 60),
  WEB_DIST: z.string().optional(),
  // Blank MAP_* values (MAP_STYLE_URL= in an .env) mean unset: the offline map.
  MAP_STYLE_URL: z.preprocess(unsetIfEmpty, z.string().url().optional()),
  MAP_SATELLITE_TILE_URL: z.preprocess(unsetIfEmpty, z.string().url().optional()),
  MAP_SATELLITE_ATTRIBUTION: z.preprocess(unsetIfEmpty, z.string().optional()),
  MAP_GEOCODER_URL: z.preprocess(unsetIfEmpty, z.string().url().optional()),
  TRUST_PROXY: z.string().trim().default('false'),
  // Transport time-outs (issue 21): see connection-timeouts.ts.
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(20),
  BODY_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(60),
  REQUEST_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(4 * 60 * 60),
  // Issue 37 item 24: a signed-out request (no Authorization) has this long for its headers and body in all.
  SIGNED_OUT_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(60),

  PDF_RENDER_THREADS: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(64).optional()),
  PDF_RENDER_QUEUE: z.coerce.number().int().min(0).default(16),
  PDF_RENDERS_PER_USER: z.coerce.number().int().min(1).default(2),
  PDF_CACHE_MB: z.coerce.number().min(0).default(64),
  // Single sign-on (issue 28 item 4): http:// issuers only for a provider on loopback in tests.
  SSO_ALLOW_HTTP_ISSUER: z.enum(['true', 'false']).default('false'),
  /** DNS servers (host or host:port, comma-separated) asked for SSO domains' TXT records; empty: the system's */
  SSO_DNS_SERVERS: z.string().default(''),
  // Background jobs (issue 28): off only in API tests that do not need them; TEST_CLOCK is for tests only.
  BACKGROUND_JOBS: z.enum(['true', 'false']).default('true'),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  TEST_CLOCK: z.enum(['true', 'false']).default('false'),
  // Webhooks (issue 28 item 3): the first retry's delay (doubling after each), attempts in all, one attempt's limit.
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().min(1).default(30),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(0.1).default(10),
  NODE_ENV: z.string().optional(),
});

/** One core stays with the request thread; the rest (at most four) lay out PDFs. */
export const defaultPdfThreads = (cores = os.availableParallelism()) => Math.max(1, Math.min(4, cores - 1));

/**
 * Fastify's trustProxy from TRUST_PROXY: off by default, so a client cannot choose its own IP (and per-IP rate limit)
 * with X-Forwarded-For. 'true' trusts every proxy, a number trusts that many hops, anything else is a comma-separated
 * list of proxy addresses or CIDR ranges.
 */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

export function parseTrustProxy(value: string): TrustProxy {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

function storageConfig(e: z.infer<typeof envSchema>): AppConfig['storage'] {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local' };
  if (!e.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  return {
    driver: 's3',
    s3: {
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
      prefix: e.S3_KEY_PREFIX,
    },
  };
}

/** Where an S3-compatible bucket is and how to reach it (storage/s3-storage.ts). */
export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /** prefix of every key in the bucket, e.g. `aquarisk/` */
  prefix: string;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  publicUrl: string;
  jwtSecret: string | undefined;
  oauthClientSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  rateLimit: { signInPerMinute: number; accountFailures: number };
  bodyLimit: number;
  maxVideoMb: number;
  /** an unfinished resumable upload is removed this long after its creation (UPLOAD_EXPIRY_HOURS) */
  uploadExpiryHours: number;
  /** unfinished resumable uploads per user: how many, and their declared bytes added up */
  unfinishedUploads: { perUser: number; bytesPerUser: number };
  /** answer batches: write time per user and window (ANSWER_WRITE_MS_PER_USER, ANSWER_WRITE_WINDOW_SECONDS) */
  answerWrites: { msPerWindow: number; windowMs: number };
  maxDataMb: number;
  storage: { driver: 'local' } | { driver: 's3'; s3: S3Settings };
  mediaUrlTtlSeconds: number;
  webDist: string | undefined;
  map: { styleUrl: string | null; satelliteTileUrl: string | null; satelliteAttribution: string | null; geocoderUrl: string | null };
  trustProxy: TrustProxy;
  /** milliseconds: to receive a request's headers; of silence while its body arrives; to receive the whole request */
  timeouts: { headersMs: number; bodyIdleMs: number; requestMs: number; signedOutRequestMs: number };

  /** PDF downloads (issue 21 item 3): worker threads, renders waiting beyond those, renders in flight per user */
  pdfRender: { threads: number; queue: number; perUser: number; cacheBytes: number };
  /** lets single sign-on use an http:// issuer (tests' in-process provider); https only otherwise */
  ssoAllowHttpIssuer: boolean;
  ssoDnsServers: string[];
  /**
   * Background jobs (issue 28): started with the app unless off (API tests that need none); how often an idle
   * pg-boss worker polls; the test-only clock a test moves forward (refused with NODE_ENV=production).
   */
  jobs: { enabled: boolean; pollingIntervalSeconds: number; testClock: boolean };
  /** Webhook deliveries (issue 28 item 3): retry delay (doubling), attempts in all, one attempt's time limit */
  webhooks: { retryBaseSeconds: number; maxAttempts: number; timeoutMs: number };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = envSchema.parse(env);
  const dataDir = path.resolve(e.DATA_DIR);
  const isPg = e.DATABASE_URL?.startsWith('postgres');
  if (e.TEST_CLOCK === 'true' && e.NODE_ENV === 'production') throw new Error('TEST_CLOCK=true is refused with NODE_ENV=production');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: isPg ? { kind: 'postgres', url: e.DATABASE_URL! } : { kind: 'sqlite', file: path.join(dataDir, 'aquarisk.db') },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET,
    oauthClientSecret: e.OAUTH_CLIENT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    seedDemo: e.SEED_DEMO === 'true',
    logLevel: e.LOG_LEVEL,
    rateLimit: { signInPerMinute: e.RATE_LIMIT_SIGNIN_PER_MINUTE, accountFailures: e.RATE_LIMIT_ACCOUNT_FAILURES },
    bodyLimit: e.BODY_LIMIT_BYTES,
    maxVideoMb: e.MAX_VIDEO_MB,
    uploadExpiryHours: e.UPLOAD_EXPIRY_HOURS,
    answerWrites: { msPerWindow: e.ANSWER_WRITE_MS_PER_USER, windowMs: e.ANSWER_WRITE_WINDOW_SECONDS * 1000 },
    unfinishedUploads: {
      perUser: e.UPLOADS_UNFINISHED_PER_USER,
      bytesPerUser: Math.round(e.UPLOADS_UNFINISHED_GB_PER_USER * 1024 ** 3),
    },
    maxDataMb: e.MAX_DATA_MB,
    storage: storageConfig(e),
    mediaUrlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
    webDist: e.WEB_DIST,
    map: {
      styleUrl: e.MAP_STYLE_URL ?? null,
      satelliteTileUrl: e.MAP_SATELLITE_TILE_URL ?? null,
      satelliteAttribution: e.MAP_SATELLITE_ATTRIBUTION ?? null,
      geocoderUrl: e.MAP_GEOCODER_URL ?? null,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      bodyIdleMs: e.BODY_IDLE_TIMEOUT_SECONDS * 1000,
      requestMs: Math.max(e.REQUEST_TIMEOUT_SECONDS, e.HEADERS_TIMEOUT_SECONDS) * 1000,
      signedOutRequestMs: e.SIGNED_OUT_REQUEST_TIMEOUT_SECONDS * 1000,
    },

    pdfRender: {
      threads: e.PDF_RENDER_THREADS ?? defaultPdfThreads(),
      queue: e.PDF_RENDER_QUEUE,
      perUser: e.PDF_RENDERS_PER_USER,
      cacheBytes: Math.round(e.PDF_CACHE_MB * 1024 * 1024),
    },
    ssoAllowHttpIssuer: e.SSO_ALLOW_HTTP_ISSUER === 'true',
    ssoDnsServers: e.SSO_DNS_SERVERS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    jobs: { enabled: e.BACKGROUND_JOBS === 'true', pollingIntervalSeconds: e.JOB_POLL_SECONDS, testClock: e.TEST_CLOCK === 'true' },
    webhooks: {
      retryBaseSeconds: e.WEBHOOK_RETRY_BASE_SECONDS,
      maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
      timeoutMs: Math.round(e.WEBHOOK_TIMEOUT_SECONDS * 1000),
    },
  };
}
