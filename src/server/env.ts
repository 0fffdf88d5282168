import { z } from 'zod';

/**
 * Every setting, parsed once with zod. Nothing is required: an unset variable selects the
 * embedded default (ARCHITECTURE §3). A bad value fails fast with a message naming the variable.
 */
const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin, used for absolute links (emails, checkout return urls, canonical tags). */
  PUBLIC_URL: optional.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional.pipe(z.url().optional()),
  /** Secret for signing (email-code HMAC, file URLs). Generated and kept in DATA_DIR when unset. */
  APP_SECRET: optional.pipe(z.string().min(32, 'APP_SECRET must be at least 32 characters').optional()),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional.pipe(z.url().optional()),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  SMTP_URL: optional.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('Conversation Advisor <no-reply@localhost>'),
  TURNSTILE_SECRET_KEY: optional,
  TURNSTILE_SITE_KEY: optional,
  GOOGLE_CLIENT_ID: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Stripe price ids of the three PLUS plans (all five STRIPE_* or none: src/server/billing/config.ts). */
  STRIPE_PRICE_WEEKLY: optional,
  STRIPE_PRICE_MONTHLY: optional,
  STRIPE_PRICE_ANNUAL: optional,
  S3_BUCKET: optional,
  S3_ENDPOINT: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** Trust X-Forwarded-For from a reverse proxy for client IPs (rate limits). */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** SIGTERM: how long running replies may go on before they end failed (reply.interrupted). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /** Replies (provider streams) one process generates at once; past it sends get reply.server_busy. */
  MAX_REPLY_STREAMS: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
  /** App processes on the port: a number, or `auto` = one per core. Several need DATABASE_URL. */
  WORKERS: z
    .string()
    .trim()
    .default('1')
    .transform((v, ctx): number | 'auto' => {
      if (v === 'auto') return 'auto';
      const n = Number(v);
      if (Number.isInteger(n) && n >= 1 && n <= 64) return n;
      ctx.addIssue({ code: 'custom', message: 'WORKERS must be a whole number from 1 to 64, or auto' });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** text = readable lines (default); json = one JSON object per line for log shippers. */
  LOG_FORMAT: z.enum(['text', 'json']).default('text'),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
