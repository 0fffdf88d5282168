import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, count, eq } from 'drizzle-orm';
import { attachments, messages } from '../../src/db/schema';
import { sweepAbandonedUploads } from '../../src/server/services/attachments/sweep';
import { pngImage } from '../helpers/images';
import { expectError, uploadServerForFile } from '../helpers/upload-server';
import { createFetchClient, putFile } from '../helpers/uploads';

/**
 * Uploads belong to their user and their URLs to their moment: another user's upload, expired and
 * tampered URLs, the cap on unfinished uploads and their sweep, and no session at all.
 */
const server = uploadServerForFile();

describe('ownership, expiry and tampering', () => {
  test("another user's upload is refused and nothing is stored or charged", async () => {
    const alice = await server.newGuest();
    const { file_name } = await server.upload(alice.c, 'alice.png', pngImage());
    const bob = await server.newGuest();
    const before = await server.t.deps.db.select({ n: count() }).from(messages).where(eq(messages.userId, bob.userId));
    expectError(await bob.c.send(bob.chat, [{ type: 'text', content: 'look' }, { type: 'image', content: file_name }]), 'upload.not_found');
    expect(await server.t.deps.db.select({ n: count() }).from(messages).where(eq(messages.userId, bob.userId))).toEqual(before);
    const limits = (await bob.c.request('GET', '/api/auth/status')).json.result.usage_limits.send_message;
    expect(limits.current_usage).toBe(0);
    expect(await server.rowOf(file_name)).toMatchObject({ userId: alice.userId, status: 'verified' });
    // Alice may attach her upload again, in another message.
    expect((await alice.c.send(alice.chat, [{ type: 'image', content: file_name }])).status).toBe(200);
    const second = await alice.c.chat();
    expect((await alice.c.send(second, [{ type: 'image', content: file_name }])).status).toBe(200);
  });

  test('upload URLs expire after 5 minutes; tampered ones are refused (403, JSON)', async () => {
    const { c, userId } = await server.newGuest();
    const late = (await c.presign('late.png')).json.result as { url: string; file_name: string };
    server.clock.advance(301_000);
    expectError(await putFile(server.base, late.url, pngImage()), 'upload.url_expired');
    expect((await server.rowOf(late.file_name)).status).toBe('pending');

    const fresh = (await c.presign('fresh.png')).json.result as { url: string; file_name: string };
    const sig = new URL(fresh.url, server.base).searchParams.get('sig')!;
    const tampered = [
      fresh.url.replace(`sig=${sig}`, `sig=${sig.slice(0, 20)}${sig[20] === 'A' ? 'B' : 'A'}${sig.slice(21)}`),
      // A non-canonical spelling of the same bytes (the last character's unused bits) is refused too.
      fresh.url.replace(`sig=${sig}`, `sig=${sig.slice(0, -1)}${'AEIMQUYcgkosw048'.includes(sig.at(-1)!) ? String.fromCharCode(sig.charCodeAt(42) + 1) : 'A'}`),
      fresh.url.replace(/exp=\d+/, (m) => `exp=${Number(m.slice(4)) + 3600}`),
      fresh.url.replace(userId, crypto.randomUUID()),
      fresh.url.replace(/&sig=[^&]+/, ''),
    ];
    for (const bad of tampered) expectError(await putFile(server.base, bad, pngImage()), 'upload.url_expired');
    expect((await putFile(server.base, fresh.url, pngImage())).status).toBe(200);
  });

  test('download URLs: expired or retyped → 403; the message list re-signs expired ones', async () => {
    const { c, chat } = await server.newGuest();
    const { file_name } = await server.upload(c, 'later.png', pngImage());
    await c.send(chat, [{ type: 'image', content: file_name }]);
    const urlOf = async () =>
      (await c.request('GET', `/api/session/${chat}/message`)).json.result.items[0].items[0].imageStatus.imageUrl as string;
    const first = await urlOf();
    expect((await fetch(new URL(first, server.base))).status).toBe(200);
    expectError(await server.fetchAnswer(first.replace('type=image%2Fpng', 'type=text%2Fhtml')), 'upload.url_expired');
    expectError(await server.fetchAnswer(first.replace('type=image%2Fpng', 'type=image%2Fgif')), 'upload.url_expired');
    server.clock.advance(3_600_000 + 1000);
    expectError(await server.fetchAnswer(first), 'upload.url_expired');
    const renewed = await urlOf();
    expect(renewed).not.toBe(first);
    const res = await fetch(new URL(renewed, server.base));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  test('at most 50 unfinished uploads per user; abandoned ones are swept after an hour', async () => {
    const { c, userId } = await server.newGuest();
    for (let i = 0; i < 10; i++) {
      expect((await c.request('POST', '/api/attachment/batch-presigned-urls', { body: ['1.png', '2.png', '3.png', '4.png', '5.png'] })).status).toBe(200);
    }
    const capped = await c.presign('51.png');
    expectError(capped, 'common.rate_limited');
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);
    server.clock.advance(60 * 60_000 + 1000);
    expect((await c.presign('fresh.png')).status).toBe(200);
    expect(await sweepAbandonedUploads(server.t.deps, 1000)).toBeGreaterThanOrEqual(50);
    const left = await server.t.deps.db.select({ n: count() }).from(attachments).where(and(eq(attachments.userId, userId), eq(attachments.status, 'pending')));
    expect(left).toEqual([{ n: 1 }]);
  });

  test('without a session: 401; /files paths that are not storage keys: JSON 404', async () => {
    const anon = createFetchClient(server.base);
    expectError(await anon.presign('a.png'), 'auth.unauthorized');
    expectError(await anon.request('POST', '/api/attachment/batch-presigned-urls', { body: ['a.png'] }), 'auth.unauthorized');
    for (const path of ['/files/../../etc/passwd', '/files/u/x/..%2F..%2Fapp-secret', '/files/incoming/u/a/b.png', '/files/']) {
      const res = await server.fetchAnswer(path);
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('common.not_found');
    }
  });
});
