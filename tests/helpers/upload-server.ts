import { expect } from 'bun:test';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { attachments } from '../../src/db/schema';
import { ERRORS, type ErrorCode } from '../../src/shared/errors';
import { startedForFile } from './for-file';
import { createManualClock, createTestDeps } from './test-deps';
import { answer, createFetchClient, listenApp, putFile, type HttpAnswer } from './uploads';

/**
 * What the screenshot tests over real HTTP stand on: the app on a real port over a fresh database,
 * its clock moved by hand (upload and download URLs expire), and the steps they repeat.
 */
export async function startUploadServer() {
  const clock = createManualClock(new Date());
  const t = await createTestDeps({ clock });
  const server = listenApp(t.deps);
  return {
    clock,
    t,
    base: server.base,
    /** A guest with a cookie-keeping client and one chat. */
    async newGuest() {
      const c = createFetchClient(server.base);
      const userId = await c.guest();
      return { c, userId, chat: await c.chat() };
    },
    /** Presigns `name` and PUTs `bytes` to the signed URL. */
    async upload(c: ReturnType<typeof createFetchClient>, name: string, bytes: Uint8Array<ArrayBuffer>, type = 'image/png') {
      const presigned = await c.presign(name);
      expect(presigned.status).toBe(200);
      const { file_name, url } = presigned.json.result as { file_name: string; url: string };
      return { file_name, url, put: await putFile(server.base, url, bytes, type) };
    },
    /** The attachment row of a stored file name. */
    rowOf: async (fileName: string) => (await t.deps.db.select().from(attachments).where(eq(attachments.fileName, fileName)))[0]!,
    /** A GET without cookies, as a link opened elsewhere. */
    fetchAnswer: async (path: string): Promise<HttpAnswer> => answer(await fetch(new URL(path, server.base))),
    async close() {
      server.stop();
      await t.close();
    },
  };
}

export type UploadServer = Awaited<ReturnType<typeof startUploadServer>>;

/** startUploadServer for a whole test file (see startedForFile). */
export const uploadServerForFile = () => startedForFile(startUploadServer);

/** A refusal with the catalogue's code, SPEC text and status. */
export function expectError(res: HttpAnswer, code: ErrorCode) {
  expect(res.json?.error?.code).toBe(code);
  expect(res.json.error.message).toBe(ERRORS[code].message);
  expect(res.status).toBe(ERRORS[code].status);
}

/** Every file below `dir` (none when it does not exist). */
export const filesUnder = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => join(d.parentPath, d.name)) : [];
