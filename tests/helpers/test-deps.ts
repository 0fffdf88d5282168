import type { JWTVerifyGetKey } from 'jose';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../src/db/types';
import { createGoogleVerifier } from '../../src/server/auth/google';
import { createHumanCheckOff, type HumanCheck } from '../../src/server/auth/human-check';
import { createLocalBilling } from '../../src/server/billing/local';
import type { BillingAdapter } from '../../src/server/billing/types';
import { createOfflineProvider } from '../../src/server/ai/offline/offline-provider';
import { createScreenshotReader, type ScreenshotReader } from '../../src/server/ai/vision/screenshot-reader';
import type { AiProvider } from '../../src/server/ai/provider';
import type { PracticeAi } from '../../src/server/ai/practice-ai';
import { createOfflinePracticeAi } from '../../src/server/ai/offline/practice/offline-practice-ai';
import { DEFAULT_REPLY_CONFIG, SIGNED_URL_CACHE, type AppConfig, type Deps, type ReplyConfig } from '../../src/server/deps';
import { CheckpointWriter } from '../../src/server/realtime/checkpoint-writer';
import { ReplyRegistry } from '../../src/server/realtime/reply-registry';
import { AgentCatalogue } from '../../src/server/services/agent-catalogue';
import { createManualClock, systemClock, type Clock } from '../../src/server/lib/clock';
import { createMemoryLogger } from '../../src/server/lib/logger';
import { createLogMailer } from '../../src/server/mail/mailer';
import { LocalStorage } from '../../src/server/storage/local';
import type { StorageAdapter } from '../../src/server/storage/storage';
import { SignedUrlCache } from '../../src/server/storage/url-cache';
import { createTestDatabase } from './test-db';

export interface TestDeps {
  deps: Deps;
  database: Database;
  log: ReturnType<typeof createMemoryLogger>;
  /** The local storage folder (unused when a storage adapter was passed in). */
  filesDir: string;
  /** The latest sign-in code the (embedded, log-printing) mailer sent to this email. */
  lastCodeFor(email: string): string | undefined;
  close(): Promise<void>;
}

export interface TestDepsOptions {
  clock?: Clock;
  google?: { clientId: string; keys: JWTVerifyGetKey };
  config?: Partial<AppConfig>;
  /** Defaults to off; pass createTurnstileCheck(...) against the fake siteverify server. */
  humanCheck?: HumanCheck;
  /** Defaults to the real offline engine, unpaced. */
  ai?: AiProvider;
  screenshots?: ScreenshotReader;
  /** Defaults to the real offline practice engine. */
  practiceAi?: PracticeAi;
  reply?: Partial<ReplyConfig>;
  /** Defaults to local disk in a fresh temporary folder (removed on close), on this clock. */
  storage?: StorageAdapter;
  /** Defaults to the local test-mode provider; pass createStripeBilling(...) against the fake Stripe server. */
  billing?: BillingAdapter;
  /** Defaults to a fresh database; pass one to share it (e.g. bench processes on one Postgres). */
  database?: Database;
}

/** Real adapters on a fresh database; only the clock and the Google key set can be swapped. */
export async function createTestDeps(options: TestDepsOptions = {}): Promise<TestDeps> {
  const database = options.database ?? (await createTestDatabase());
  const log = createMemoryLogger();
  const clock = options.clock ?? systemClock;
  const reply: ReplyConfig = { ...DEFAULT_REPLY_CONFIG, coalesceWindowMs: 10, checkpointIntervalMs: 100, ...options.reply };
  const secret = 'test-secret-test-secret-test-secret-0123';
  const filesDir = mkdtempSync(join(tmpdir(), 'advisor-files-'));
  const deps: Deps = {
    db: database.db,
    dbHealth: database.health,
    clock,
    log,
    mailer: createLogMailer(log),
    google: options.google ? createGoogleVerifier(options.google.clientId, options.google.keys, () => clock.now()) : null,
    humanCheck: options.humanCheck ?? createHumanCheckOff(),
    ai: options.ai ?? createOfflineProvider(),
    // One OCR worker (started on first use): tests read few screenshots, and the machine is shared.
    screenshots: options.screenshots ?? createScreenshotReader({ size: 1 }),
    practiceAi: options.practiceAi ?? createOfflinePracticeAi(),
    agents: new AgentCatalogue(database.db),
    replies: new ReplyRegistry({ graceMs: reply.replayGraceMs }),
    bus: null,
    checkpoints: new CheckpointWriter(database.db, log, { intervalMs: reply.checkpointIntervalMs, heartbeatMs: reply.heartbeatMs, finalRetryMs: reply.finalRetryMs }),
    storage: options.storage ?? new LocalStorage({ dir: filesDir, secret, clock, publicUrl: options.config?.publicUrl ?? null }),
    signedUrls: new SignedUrlCache(SIGNED_URL_CACHE),
    billing: options.billing ?? createLocalBilling(),
    secrets: { app: secret },
    config: {
      publicUrl: null,
      trustProxy: false,
      exposeErrors: false,
      clientDir: null,
      ai: 'offline',
      turnstileSiteKey: null,
      reply,
      ...options.config,
    },
  };
  const lastCodeFor = (email: string) => {
    for (let i = log.lines.length - 1; i >= 0; i--) {
      const line = log.lines[i];
      if (line?.fields?.event === 'auth.login_code' && line.fields.email === email) return /(\d{6})$/.exec(line.msg)?.[1];
    }
    return undefined;
  };
  const close = async () => {
    deps.replies.stopAll();
    deps.checkpoints.stop();
    // Let stopped replies write their final state before the database goes away.
    for (let i = 0; i < 50 && deps.replies.running().length; i++) await Bun.sleep(10);
    await database.close();
    await deps.screenshots.close();
    rmSync(filesDir, { recursive: true, force: true });
  };
  return { deps, database, log, filesDir, lastCodeFor, close };
}

export { createManualClock };
