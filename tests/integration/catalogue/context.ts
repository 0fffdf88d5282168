import { expect } from 'bun:test';
import { ERRORS, type ErrorCode } from '../../../src/shared/errors';
import type { TestDeps } from '../../helpers/test-deps';

/** What every family of the catalogue test (error-catalogue.test.ts) produces its codes with. */
export interface CatalogueContext {
  t: TestDeps;
  /** Deps with Google sign-in on, trusting a key of the test's own. */
  google: TestDeps;
  /** A key Google's key set does not hold, to forge tokens with. */
  otherKey: CryptoKey;
  /** A new client address per call, so the per-IP limits of one family do not reach the next. */
  fromIp: () => Record<string, string>;
  /** Checks a REST error answer against the catalogue and records the code as produced. */
  expectError: (res: { status: number; json: any }, code: ErrorCode) => Promise<void>;
  /** Records a code produced in a way expectError does not see (inside a reply stream). */
  record: (code: ErrorCode) => void;
}

/** The catalogue's check of a REST error: code, status, SPEC text and tag; `produced` collects the codes seen. */
export function errorRecorder(produced: Set<ErrorCode>): Pick<CatalogueContext, 'expectError' | 'record'> {
  return {
    async expectError(res, code) {
      expect(res.json?.error?.code).toBe(code);
      expect(res.status).toBe(ERRORS[code].status);
      expect(res.json.error.message).toBe(ERRORS[code].message);
      expect(res.json.error.status).toBe(ERRORS[code].status);
      expect(res.json.error).toHaveProperty('tag');
      produced.add(code);
    },
    record: (code) => produced.add(code),
  };
}
