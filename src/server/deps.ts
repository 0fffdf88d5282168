import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createDb } from '../db/client';
import type { Database, DB } from '../db/types';
import { seedCatalogue } from '../db/seed/seed';
import { createGoogleVerifier, type GoogleVerifier } from './auth/google';
import type { Env } from './env';
import { systemClock, type Clock } from './lib/clock';
import { createLogger, type Logger } from './lib/logger';
import { createLogMailer, type Mailer } from './mail/mailer';
import { createSmtpMailer } from './mail/smtp-mailer';

/** Everything services need, chosen once at boot. Tests build it with the adapters they want. */
export interface Deps {
  db: DB;
  clock: Clock;
  log: Logger;
  mailer: Mailer;
  google: GoogleVerifier | null;
  secrets: { app: string };
  config: AppConfig;
}

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
}

export interface Components {
  deps: Deps;
  database: Database;
  /** One line per component and its mode, for the boot log. */
  describe(): string[];
}

export async function createComponents(env: Env, clientDir: string | null): Promise<Components> {
  const log = createLogger({ level: env.LOG_LEVEL, json: env.LOG_FORMAT === 'json' });
  mkdirSync(env.DATA_DIR, { recursive: true });
  const database = env.DATABASE_URL
    ? await createDb({ kind: 'postgres', url: env.DATABASE_URL })
    : await createDb({ kind: 'pglite', dataDir: join(env.DATA_DIR, 'pg') });
  await seedCatalogue(database.db);
  const mailer = env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createLogMailer(log);
  const google = env.GOOGLE_CLIENT_ID ? createGoogleVerifier(env.GOOGLE_CLIENT_ID) : null;
  const deps: Deps = {
    db: database.db,
    clock: systemClock,
    log,
    mailer,
    google,
    secrets: { app: env.APP_SECRET ?? loadOrCreateSecret(env.DATA_DIR) },
    config: {
      publicUrl: env.PUBLIC_URL ?? null,
      trustProxy: env.TRUST_PROXY,
      exposeErrors: env.NODE_ENV !== 'production',
      clientDir,
      ai: env.OPENAI_API_KEY ? 'openai' : 'offline',
      turnstileSiteKey: env.TURNSTILE_SITE_KEY ?? null,
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
