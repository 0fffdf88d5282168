import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createDb } from '../db/client';
import type { Database, DB } from '../db/types';
import { seedCatalogue } from '../db/seed/seed';
import { createOfflineProvider } from './ai/offline/offline-provider';
import { withPacing } from './ai/paced';
import type { AiProvider } from './ai/provider';
import type { GoogleVerifier } from './auth/google';
import { createHumanCheckOff, createTurnstileCheck, type HumanCheck } from './auth/human-check';
import type { Env } from './env';
import { systemClock, type Clock } from './lib/clock';
import { createLogger, type Logger } from './lib/logger';
import { createLogMailer, type Mailer } from './mail/mailer';
import { CheckpointWriter } from './realtime/checkpoint-writer';
import { ReplyRegistry } from './realtime/reply-registry';
import { AgentCatalogue } from './services/agent-catalogue';

/** Everything services need, chosen once at boot. Tests build it with the adapters they want. */
export interface Deps {
  db: DB;
  clock: Clock;
  log: Logger;
  mailer: Mailer;
  google: GoogleVerifier | null;
  /** Turnstile before sending a message or a sign-in code; off when not configured. */
  humanCheck: HumanCheck;
  ai: AiProvider;
  agents: AgentCatalogue;
  replies: ReplyRegistry;
  checkpoints: CheckpointWriter;
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
}

export const DEFAULT_REPLY_CONFIG: ReplyConfig = {
  coalesceWindowMs: 40,
  checkpointIntervalMs: 1000,
  sseHeartbeatMs: 10_000,
  heartbeatMs: 20_000,
  idleTimeoutMs: 30_000,
  overallTimeoutMs: 300_000,
  replayGraceMs: 60_000,
  maxRunningPerUser: 3,
  historyMessages: 20,
  maxReplyChars: 200_000,
  orphanAfterMs: 120_000,
};

export interface AppConfig {
  /** Absolute origin, e.g. https://example.com; null = derive from the request. */
  publicUrl: string | null;
  /** Trust X-Forwarded-For / X-Forwarded-Proto from a reverse proxy. */
  trustProxy: boolean;
  /** Serve stacks in errors? Never in production. */
  exposeErrors: boolean;
  /** Folder of the built client; null = API only. */
  clientDir: string | null;
  ai: 'offline' | 'openai';
  turnstileSiteKey: string | null;
  reply: ReplyConfig;
}

export interface Components {
  deps: Deps;
  database: Database;
  /** One line per component and its mode, for the boot log. */
  describe(): string[];
}

export async function createComponents(env: Env, clientDir: string | null): Promise<Components> {
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
  const humanCheck = env.TURNSTILE_SECRET_KEY
    ? createTurnstileCheck({
        secretKey: env.TURNSTILE_SECRET_KEY,
        expectedHostname: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname : null,
        log,
      })
    : createHumanCheckOff();
  if (humanCheck.kind === 'off') log.warn('Human check is off: set TURNSTILE_SECRET_KEY (and TURNSTILE_SITE_KEY) to require Turnstile');
  else if (!env.TURNSTILE_SITE_KEY) log.warn('TURNSTILE_SECRET_KEY is set but TURNSTILE_SITE_KEY is not: clients cannot obtain human-check tokens');
  const reply = DEFAULT_REPLY_CONFIG;
  const deps: Deps = {
    db: database.db,
    clock: systemClock,
    log,
    mailer,
    google,
    humanCheck,
    ai,
    agents: new AgentCatalogue(database.db),
    replies: new ReplyRegistry({ graceMs: reply.replayGraceMs }),
    checkpoints: new CheckpointWriter(database.db, log, { intervalMs: reply.checkpointIntervalMs, heartbeatMs: reply.heartbeatMs }),
    secrets: { app: env.APP_SECRET ?? loadOrCreateSecret(env.DATA_DIR) },
    config: {
      publicUrl: env.PUBLIC_URL ?? null,
      trustProxy: env.TRUST_PROXY,
      exposeErrors: env.NODE_ENV !== 'production',
      clientDir,
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
    `client        ${clientDir ? `served from ${clientDir}` : 'not built (API only)'}`,
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
