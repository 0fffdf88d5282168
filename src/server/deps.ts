import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createDb } from '../db/client';
import type { Database, DB } from '../db/types';
import type { DbHealth } from '../db/health';
import { seedCatalogue } from '../db/seed/seed';
import { createOfflineProvider } from './ai/offline/offline-provider';
import { withPacing } from './ai/paced';
import { createOfflinePracticeAi } from './ai/offline/practice/offline-practice-ai';
import { withPracticePacing } from './ai/practice-paced';
import type { AiProvider } from './ai/provider';
import { createScreenshotReader, type ScreenshotReader } from './ai/vision/screenshot-reader';
import type { PracticeAi } from './ai/practice-ai';
import type { GoogleVerifier } from './auth/google';
import { createBillingFromEnv } from './billing/config';
import type { BillingAdapter } from './billing/types';
import { createHumanCheckOff, createTurnstileCheck, type HumanCheck } from './auth/human-check';
import type { Env } from './env';
import { systemClock, type Clock } from './lib/clock';
import { createLogger, type Logger } from './lib/logger';
import { replyStreamCap, runtimeFetchLimit } from './lib/fetch-limit';
import { createLogMailer, type Mailer } from './mail/mailer';
import { CheckpointWriter } from './realtime/checkpoint-writer';
import { PgReplyBus } from './realtime/reply-bus';
import { ReplyRegistry } from './realtime/reply-registry';
import { WorkQueue } from './realtime/work-queue';
import { AgentCatalogue } from './services/agent-catalogue';
import { LocalStorage } from './storage/local';
import { S3Storage } from './storage/s3';
import type { StorageAdapter } from './storage/storage';
import { SignedUrlCache } from './storage/url-cache';

/** Everything services need, chosen once at boot. Tests build it with the adapters they want. */
export interface Deps {
  db: DB;
  /** Whether the database answers now: while it does not, API calls get 503 at once. */
  dbHealth: DbHealth;
  clock: Clock;
  log: Logger;
  mailer: Mailer;
  google: GoogleVerifier | null;
  /** Turnstile before sending a message or a sign-in code; off when not configured. */
  humanCheck: HumanCheck;
  ai: AiProvider;
  /** Local OCR of chat screenshots (worker threads), read back before the advice. */
  screenshots: ScreenshotReader;
  /** Coach, simulated characters, evaluator and reports of roleplay practice. */
  practiceAi: PracticeAi;
  agents: AgentCatalogue;
  replies: ReplyRegistry;
  /** Cross-process fan-out of live replies; null on the embedded database (one process). */
  bus: PgReplyBus | null;
  checkpoints: CheckpointWriter;
  /** Uploaded screenshots: local disk (signed /files URLs) or S3-compatible storage. */
  storage: StorageAdapter;
  /** Signed image URLs by stored file name, reused until shortly before they expire. */
  signedUrls: SignedUrlCache;
  /** Plus subscriptions: Stripe, or the local test-mode checkout. */
  billing: BillingAdapter;
  secrets: { app: string };
  config: AppConfig;
}

/** Timings of streamed replies (ARCHITECTURE §5, SPEC §9). Tests shorten them. */
export interface ReplyConfig {
  /** Text deltas are coalesced into one event per window. */
  coalesceWindowMs: number;
  checkpointIntervalMs: number;
  /** SSE comment heartbeat while a stream is quiet (Bun and Elysia close idle sockets). */
  sseHeartbeatMs: number;
  /** A live reply is touched at least this often, so it is not mistaken for an orphan. */
  heartbeatMs: number;
  idleTimeoutMs: number;
  overallTimeoutMs: number;
  /** A finished reply stays replayable this long. */
  replayGraceMs: number;
  /** Replies one user may have running at once. */
  maxRunningPerUser: number;
  /** Messages of history given to the model. */
  historyMessages: number;
  /** A reply longer than this (characters) fails with reply.too_large. */
  maxReplyChars: number;
  /** Unfinished replies not touched for this long are orphans (a crashed process). */
  orphanAfterMs: number;
  /**
   * Replies one process generates at once (each holds a provider stream); past it a send is
   * refused at once with reply.server_busy.
   */
  maxStreamsPerProcess: number;
  /** SIGTERM: running replies get this long to finish, then end failed (reply.interrupted). */
  drainMs: number;
  /** A final write is retried this long before it is parked in the outbox (written when the database is back). */
  finalRetryMs: number;
}

export const DEFAULT_REPLY_CONFIG: ReplyConfig = {
  coalesceWindowMs: 40,
  checkpointIntervalMs: 1000,
  sseHeartbeatMs: 10_000,
  heartbeatMs: 2_000,
  idleTimeoutMs: 30_000,
  overallTimeoutMs: 300_000,
  replayGraceMs: 60_000,
  maxRunningPerUser: 3,
  historyMessages: 20,
  maxReplyChars: 200_000,
  orphanAfterMs: 8_000,
  finalRetryMs: 20_000,
  maxStreamsPerProcess: 5_000,
  drainMs: 20_000,
};

/** Signed image URLs kept per app: at most this many, each replaced 10 minutes before it expires. */
export const SIGNED_URL_CACHE = { maxEntries: 10_000, refreshBeforeMs: 10 * 60_000 };

export interface AppConfig {
  /** Absolute origin, e.g. https://example.com; null = derive from the request. */
  publicUrl: string | null;
  /** Trust X-Forwarded-For / X-Forwarded-Proto from a reverse proxy. */
  trustProxy: boolean;
  /** Serve stacks in errors? Never in production. */
  exposeErrors: boolean;
  /** Folder of the built client; null = API only. */
  clientDir: string | null;
  /** The built renderer of the public pages (dist/ssr/entry-server.js); absent = client-rendered only. */
  ssrEntry?: string | null;
  ai: 'offline' | 'openai';
  turnstileSiteKey: string | null;
  reply: ReplyConfig;
  /** Practice report generation limit (SPEC §9: 60 s); tests shorten it. */
  reportTimeoutMs?: number;
}

export interface Components {
  deps: Deps;
  database: Database;
  /** One line per component and its mode, for the boot log. */
  describe(): string[];
}

export async function createComponents(env: Env, clientDir: string | null, ssrEntry: string | null = null): Promise<Components> {
  const log = createLogger({ level: env.LOG_LEVEL, json: env.LOG_FORMAT === 'json' });
  if (env.NODE_ENV === 'production' && env.TURNSTILE_SITE_KEY && !env.TURNSTILE_SECRET_KEY) {
    // The widget would run but no token would ever be checked: refuse rather than pretend.
    throw new Error('Invalid configuration:\n  TURNSTILE_SECRET_KEY: required when TURNSTILE_SITE_KEY is set (NODE_ENV=production)');
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const database = env.DATABASE_URL
    ? await createDb({ kind: 'postgres', url: env.DATABASE_URL })
    : await createDb({ kind: 'pglite', dataDir: join(env.DATA_DIR, 'pg') });
  await seedCatalogue(database.db);
  // Adapters for real components load only when switched on: a default boot skips their packages.
  const mailer = env.SMTP_URL
    ? (await import('./mail/smtp-mailer')).createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : createLogMailer(log);
  const google = env.GOOGLE_CLIENT_ID ? (await import('./auth/google')).createGoogleVerifier(env.GOOGLE_CLIENT_ID) : null;
  const ai = env.OPENAI_API_KEY
    ? (await import('./ai/openai')).createOpenAiProvider({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL })
    : withPacing(createOfflineProvider(), 25);
  const practiceAi = env.OPENAI_API_KEY
    ? (await import('./ai/openai-practice')).createOpenAiPracticeAi({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL })
    : withPracticePacing(createOfflinePracticeAi(), 25);
  const humanCheck = env.TURNSTILE_SECRET_KEY
    ? createTurnstileCheck({
        secretKey: env.TURNSTILE_SECRET_KEY,
        expectedHostname: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname : null,
        log,
      })
    : createHumanCheckOff();
  if (humanCheck.kind === 'off') log.warn('Human check is off: set TURNSTILE_SECRET_KEY (and TURNSTILE_SITE_KEY) to require Turnstile');
  else if (!env.TURNSTILE_SITE_KEY) log.warn('TURNSTILE_SECRET_KEY is set but TURNSTILE_SITE_KEY is not: clients cannot obtain human-check tokens');
  const fetchLimit = runtimeFetchLimit();
  const maxStreamsPerProcess = replyStreamCap(env.MAX_REPLY_STREAMS, fetchLimit);
  if (maxStreamsPerProcess < env.MAX_REPLY_STREAMS) {
    log.warn(
      `Replies capped at ${maxStreamsPerProcess} per process (not MAX_REPLY_STREAMS=${env.MAX_REPLY_STREAMS}): Bun runs ${fetchLimit} outgoing requests at once; start it with BUN_CONFIG_MAX_HTTP_REQUESTS=65535 (as \`bun run serve\` does)`,
    );
  }
  const reply: ReplyConfig = { ...DEFAULT_REPLY_CONFIG, drainMs: env.SHUTDOWN_DRAIN_MS, maxStreamsPerProcess };
  const appSecret = env.APP_SECRET ?? loadOrCreateSecret(env.DATA_DIR);
  if (env.NODE_ENV === 'production' && env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set (NODE_ENV=production)');
  }
  const storage: StorageAdapter = env.S3_BUCKET
    ? new S3Storage({
        bucket: env.S3_BUCKET,
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      })
    : new LocalStorage({ dir: join(env.DATA_DIR, 'files'), secret: appSecret, clock: systemClock, publicUrl: env.PUBLIC_URL ?? null });
  const billing = await createBillingFromEnv(env);
  if (billing.kind === 'local' && env.NODE_ENV === 'production') {
    log.warn('Billing is in local test mode: anyone can subscribe to Plus without paying. Set the STRIPE_* variables to charge.');
  }
  const afterWork = new WorkQueue({
    concurrency: 4,
    maxQueued: 10_000,
    onDrop: () => log.warn('After-reply work queue full: dropped the oldest job (titles and memory of the replies it held)'),
  });
  const replies = new ReplyRegistry({ graceMs: reply.replayGraceMs, afterWork });
  // On a shared Postgres, replies fan out to whichever process a client reaches (ARCHITECTURE §4).
  const bus = database.pubsub ? new PgReplyBus(database.pubsub, replies, log) : null;
  await bus?.start();
  const deps: Deps = {
    db: database.db,
    dbHealth: database.health,
    clock: systemClock,
    log,
    mailer,
    google,
    humanCheck,
    ai,
    // Workers start on the first screenshot, not at boot.
    screenshots: createScreenshotReader(),
    practiceAi,
    agents: new AgentCatalogue(database.db),
    replies,
    bus,
    checkpoints: new CheckpointWriter(database.db, log, {
      intervalMs: reply.checkpointIntervalMs,
      heartbeatMs: reply.heartbeatMs,
      finalRetryMs: reply.finalRetryMs,
      // Final states the database could not take in time survive a restart here.
      outboxDir: join(env.DATA_DIR, 'reply-outbox'),
    }),
    storage,
    signedUrls: new SignedUrlCache(SIGNED_URL_CACHE),
    billing,
    secrets: { app: appSecret },
    config: {
      publicUrl: env.PUBLIC_URL ?? null,
      trustProxy: env.TRUST_PROXY,
      exposeErrors: env.NODE_ENV !== 'production',
      clientDir,
      ssrEntry,
      ai: env.OPENAI_API_KEY ? 'openai' : 'offline',
      turnstileSiteKey: env.TURNSTILE_SITE_KEY ?? null,
      reply,
    },
  };
  const describe = () => [
    `database      ${database.driver === 'postgres' ? 'real (Postgres via DATABASE_URL)' : `embedded (PGlite in ${join(env.DATA_DIR, 'pg')})`}`,
    `ai            ${env.OPENAI_API_KEY ? `real (OpenAI-compatible, model ${env.OPENAI_MODEL})` : 'embedded (offline advisor engine)'}`,
    `email codes   ${env.SMTP_URL ? 'real (SMTP)' : 'embedded (printed to this log)'}`,
    `google login  ${env.GOOGLE_CLIENT_ID ? 'real (ID-token verification)' : 'off (GOOGLE_CLIENT_ID not set)'}`,
    `human check   ${env.TURNSTILE_SECRET_KEY ? 'real (Cloudflare Turnstile)' : 'off (TURNSTILE_SECRET_KEY not set)'}`,
    `file storage  ${storage.describe()}`,
    `billing       ${billing.describe()}`,
    `client        ${clientDir ? `served from ${clientDir}` : 'not built (API only)'}`,
    `pre-rendering ${ssrEntry ? `public pages, from ${ssrEntry}` : 'off (no SSR build: pages are client-rendered)'}`,
  ];
  return { deps, database, describe };
}

/** A stable secret for a zero-config install: made once, kept beside the data (mode 600). */
function loadOrCreateSecret(dataDir: string): string {
  const path = join(dataDir, 'app-secret');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
