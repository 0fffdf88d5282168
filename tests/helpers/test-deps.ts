import type { JWTVerifyGetKey } from 'jose';
import type { Database } from '../../src/db/types';
import { createGoogleVerifier } from '../../src/server/auth/google';
import { createHumanCheckOff, type HumanCheck } from '../../src/server/auth/human-check';
import { createOfflineProvider } from '../../src/server/ai/offline/offline-provider';
import type { AiProvider } from '../../src/server/ai/provider';
import { DEFAULT_REPLY_CONFIG, type AppConfig, type Deps, type ReplyConfig } from '../../src/server/deps';
import { CheckpointWriter } from '../../src/server/realtime/checkpoint-writer';
import { ReplyRegistry } from '../../src/server/realtime/reply-registry';
import { AgentCatalogue } from '../../src/server/services/agent-catalogue';
import { createManualClock, systemClock, type Clock } from '../../src/server/lib/clock';
import { createMemoryLogger } from '../../src/server/lib/logger';
import { createLogMailer } from '../../src/server/mail/mailer';
import { createTestDatabase } from './test-db';

export interface TestDeps {
  deps: Deps;
  database: Database;
  log: ReturnType<typeof createMemoryLogger>;
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
  reply?: Partial<ReplyConfig>;
}

/** Real adapters on a fresh database; only the clock and the Google key set can be swapped. */
export async function createTestDeps(options: TestDepsOptions = {}): Promise<TestDeps> {
  const database = await createTestDatabase();
  const log = createMemoryLogger();
  const clock = options.clock ?? systemClock;
  const reply: ReplyConfig = { ...DEFAULT_REPLY_CONFIG, coalesceWindowMs: 10, checkpointIntervalMs: 100, ...options.reply };
  const deps: Deps = {
    db: database.db,
    clock,
    log,
    mailer: createLogMailer(log),
    google: options.google ? createGoogleVerifier(options.google.clientId, options.google.keys, () => clock.now()) : null,
    humanCheck: options.humanCheck ?? createHumanCheckOff(),
    ai: options.ai ?? createOfflineProvider(),
    agents: new AgentCatalogue(database.db),
    replies: new ReplyRegistry({ graceMs: reply.replayGraceMs }),
    checkpoints: new CheckpointWriter(database.db, log, { intervalMs: reply.checkpointIntervalMs, heartbeatMs: reply.heartbeatMs }),
    secrets: { app: 'test-secret-test-secret-test-secret-0123' },
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
  };
  return { deps, database, log, lastCodeFor, close };
}

export { createManualClock };
