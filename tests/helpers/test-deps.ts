import type { JWTVerifyGetKey } from 'jose';
import type { Database } from '../../src/db/types';
import { createGoogleVerifier } from '../../src/server/auth/google';
import type { AppConfig, Deps } from '../../src/server/deps';
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
}

/** Real adapters on a fresh database; only the clock and the Google key set can be swapped. */
export async function createTestDeps(options: TestDepsOptions = {}): Promise<TestDeps> {
  const database = await createTestDatabase();
  const log = createMemoryLogger();
  const clock = options.clock ?? systemClock;
  const deps: Deps = {
    db: database.db,
    clock,
    log,
    mailer: createLogMailer(log),
    google: options.google ? createGoogleVerifier(options.google.clientId, options.google.keys, () => clock.now()) : null,
    secrets: { app: 'test-secret-test-secret-test-secret-0123' },
    config: {
      publicUrl: null,
      trustProxy: false,
      exposeErrors: false,
      clientDir: null,
      ai: 'offline',
      turnstileSiteKey: null,
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
  return { deps, database, log, lastCodeFor, close: () => database.close() };
}

export { createManualClock };
