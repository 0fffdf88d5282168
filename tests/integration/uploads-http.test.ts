import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { attachments, messages } from '../../src/db/schema';
import { createOpenAiProvider } from '../../src/server/ai/openai';
import { sweepAbandonedUploads } from '../../src/server/services/attachments/sweep';
import { ERRORS, type ErrorCode } from '../../src/shared/errors';
import { parseSse } from '../helpers/chat';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../helpers/fake-openai-server';
import { bigFile, gifImage, gifZeroSize, HTML_BYTES, jpegImage, pngImage, SVG_BYTES, webpImage } from '../helpers/images';
import { createManualClock, createTestDeps, type TestDeps } from '../helpers/test-deps';
import { createFetchClient, listenApp, putFile, type HttpAnswer } from '../helpers/uploads';

/**
 * Screenshots through the embedded storage, over real HTTP: presign, PUT the bytes to the signed
 * URL, send them in a message, see them in the message list with a working URL, and every way an
 * upload is refused (SECURITY-TESTS E), each with SPEC's text.
 */
const clock = createManualClock(new Date());
let t: TestDeps;
let server: ReturnType<typeof listenApp>;

beforeAll(async () => {
  t = await createTestDeps({ clock });
  server = listenApp(t.deps);
});
afterAll(async () => {
  server.stop();
  await t.close();
});

function expectError(res: HttpAnswer, code: ErrorCode) {
  expect(res.json?.error?.code).toBe(code);
  expect(res.json.error.message).toBe(ERRORS[code].message);
  expect(res.status).toBe(ERRORS[code].status);
}

async function newGuest() {
  const c = createFetchClient(server.base);
  const userId = await c.guest();
  return { c, userId, chat: await c.chat() };
}

async function upload(c: ReturnType<typeof createFetchClient>, name: string, bytes: Uint8Array<ArrayBuffer>, type = 'image/png') {
  const presigned = await c.presign(name);
  expect(presigned.status).toBe(200);
  const { file_name, url } = presigned.json.result as { file_name: string; url: string };
  return { file_name, url, put: await putFile(server.base, url, bytes, type) };
}

const rowOf = async (fileName: string) => (await t.deps.db.select().from(attachments).where(eq(attachments.fileName, fileName)))[0]!;
const filesUnder = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => join(d.parentPath, d.name)) : [];

describe('round trip through the local storage', () => {
  test('presign → PUT → verified → sent → listed with a working URL → answered (offline engine)', async () => {
    const { c, userId, chat } = await newGuest();
    const png = pngImage(3, 2);
    const { file_name, url, put } = await upload(c, 'Screenshot 1.PNG', png);
    // Server-chosen unique name: timestamp, random string, the original extension.
    expect(file_name).toMatch(/^\d{13}-[0-9a-f]{20}\.png$/);
    expect(url).toStartWith(`/files/u/${userId}/${file_name}?exp=`);
    expect(put.status).toBe(200);
    expect(put.json.result).toEqual({ file_name, mime: 'image/png', size: png.length, width: 3, height: 2 });
    expect(await rowOf(file_name)).toMatchObject({ status: 'verified', userId, originalName: 'Screenshot 1.PNG', width: 3, height: 2 });
    expect(await Bun.file(join(t.filesDir, 'u', userId, file_name)).bytes()).toEqual(png);

    const sent = await c.send(chat, [
      { type: 'text', content: 'My crush sent this, what does it mean?' },
      { type: 'image', content: file_name },
    ]);
    expect(sent.status).toBe(200);
    const reply = parseSse(sent.text)
      .events.filter((e) => e.data.type === 'text')
      .map((e) => e.data.content)
      .join('');
    // A 3×2 picture holds no chat: the reader finds nothing and the advice says so honestly.
    expect(reply).toContain("I couldn't find any chat text in your screenshot");
    expect(reply).not.toContain("can't read images");

    const list = await c.request('GET', `/api/session/${chat}/message`);
    const image = list.json.result.items[0].items.find((i: { type: string }) => i.type === 'image');
    expect(image).toMatchObject({
      type: 'image',
      content: file_name,
      imageStatus: { status: 'completed', imageName: file_name, originUrl: null, originName: 'Screenshot 1.PNG' },
    });
    const imageUrl = image.imageStatus.imageUrl as string;
    expect(imageUrl).toStartWith(`/files/u/${userId}/${file_name}?`);
    const served = await fetch(new URL(imageUrl, server.base));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="${file_name}"`);
    // Cached by the browser until the URL expires (an hour, to the second).
    expect(served.headers.get('cache-control')).toMatch(/^private, max-age=(3599|3600)$/);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);

    // SPEC §4: the cached signed URL by name is reused until shortly before it expires.
    const again = await c.request('GET', `/api/session/${chat}/message`);
    expect(again.json.result.items[0].items.find((i: { type: string }) => i.type === 'image').imageStatus.imageUrl).toBe(imageUrl);
  });

  test('a batch of five, one per accepted format, then a message with all five', async () => {
    const { c, chat } = await newGuest();
    const files: [string, Uint8Array<ArrayBuffer>, string][] = [
      ['a.png', pngImage(), 'image/png'],
      ['b.jpg', jpegImage(40, 30), 'image/jpeg'],
      ['c.jpeg', jpegImage(30, 40), 'image/jpeg'],
      ['d.gif', gifImage(), 'image/gif'],
      ['e.webp', webpImage(8, 6), 'image/webp'],
    ];
    const batch = await c.request('POST', '/api/attachment/batch-presigned-urls', { body: files.map(([name]) => name) });
    expect(batch.status).toBe(200);
    const presigned = batch.json.result as { file_name: string; url: string }[];
    expect(presigned.map((p) => p.file_name.split('.').pop())).toEqual(['png', 'jpg', 'jpeg', 'gif', 'webp']);
    expect(new Set(presigned.map((p) => p.file_name)).size).toBe(5);
    for (const [i, [, bytes, type]] of files.entries()) {
      const put = await putFile(server.base, presigned[i]!.url, bytes, type);
      expect(put.status).toBe(200);
      expect(put.json.result.mime).toBe(type);
    }
    const sent = await c.send(chat, presigned.map((p) => ({ type: 'image', content: p.file_name })));
    expect(sent.status).toBe(200);
    const list = await c.request('GET', `/api/session/${chat}/message`);
    const urls = list.json.result.items[0].items.map((i: { imageStatus: { imageUrl: string } }) => i.imageStatus.imageUrl);
    expect(urls).toHaveLength(5);
    for (const [i, u] of urls.entries()) {
      const res = await fetch(new URL(u, server.base));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(files[i]![2]);
    }
    // `{ file_names }` is accepted too.
    expect((await c.request('POST', '/api/attachment/batch-presigned-urls', { body: { file_names: ['x.png'] } })).status).toBe(200);
  });

  test('the 5-photo cap: a batch of 6 and a message with 6 are refused with SPEC text', async () => {
    const { c, chat } = await newGuest();
    const names = Array.from({ length: 6 }, (_, i) => `p${i}.png`);
    expectError(await c.request('POST', '/api/attachment/batch-presigned-urls', { body: names }), 'upload.too_many');
    expect(ERRORS['upload.too_many'].message).toBe('Sorry, you can add at most 5 photos to a message.');
    const five = (await c.request('POST', '/api/attachment/batch-presigned-urls', { body: names.slice(0, 5) })).json.result;
    const sixth = (await c.presign('p5.png')).json.result;
    for (const p of [...five, sixth]) expect((await putFile(server.base, p.url, pngImage())).status).toBe(200);
    const all = [...five, sixth].map((p: { file_name: string }) => ({ type: 'image', content: p.file_name }));
    expectError(await c.send(chat, all), 'message.too_many_images');
    expectError(await c.send(chat, [all[0], all[0]]), 'common.invalid_input'); // the same photo twice
    expect((await c.send(chat, all.slice(0, 5))).status).toBe(200);
  });
});

describe('deleting removes the screenshots', () => {
  test('deleting a message or a chat deletes its uploads (bytes and URL); one still shown elsewhere stays', async () => {
    const { c, userId, chat } = await newGuest();
    const first = await upload(c, 'a.png', pngImage(2, 2));
    const second = await upload(c, 'b.png', pngImage(3, 3));
    const shared = await upload(c, 'c.png', pngImage(4, 4));
    const other = await c.chat();
    expect((await c.send(chat, [{ type: 'text', content: 'one' }, { type: 'image', content: first.file_name }])).status).toBe(200);
    expect((await c.send(chat, [{ type: 'text', content: 'two' }, { type: 'image', content: second.file_name }, { type: 'image', content: shared.file_name }])).status).toBe(200);
    expect((await c.send(other, [{ type: 'text', content: 'three' }, { type: 'image', content: shared.file_name }])).status).toBe(200);
    const listed = await c.request('GET', `/api/session/${chat}/message`);
    const firstUrl = listed.json.result.items[0].items.find((i: { type: string }) => i.type === 'image').imageStatus.imageUrl as string;
    const stored = (name: string) => existsSync(join(t.filesDir, 'u', userId, name));

    // One message: its screenshot goes, the others stay.
    expect((await c.request('DELETE', `/api/session/${chat}/message/${listed.json.result.items[0].id}`)).status).toBe(200);
    expect(stored(first.file_name)).toBe(false);
    expect((await t.deps.db.select().from(attachments).where(eq(attachments.fileName, first.file_name))).length).toBe(0);
    expect((await fetch(new URL(firstUrl, server.base))).status).toBe(404);
    expect(stored(second.file_name)).toBe(true);

    // The chat: its screenshots go, except the one the other chat still shows.
    expect((await c.request('DELETE', `/api/session/${chat}`)).status).toBe(200);
    expect(stored(second.file_name)).toBe(false);
    expect(stored(shared.file_name)).toBe(true);
    const kept = await c.request('GET', `/api/session/${other}/message`);
    const keptUrl = kept.json.result.items[0].items.find((i: { type: string }) => i.type === 'image').imageStatus.imageUrl as string;
    expect((await fetch(new URL(keptUrl, server.base))).status).toBe(200);
  });

  test("deleting a version of an edited message deletes its branch's uploads; the one the other version still shows stays", async () => {
    const { c, userId, chat } = await newGuest();
    const both = await upload(c, 'a.png', pngImage(2, 2));
    const later = await upload(c, 'b.png', pngImage(3, 3));
    expect((await c.send(chat, [{ type: 'text', content: 'one' }, { type: 'image', content: both.file_name }])).status).toBe(200);
    const first = (await c.request('GET', `/api/session/${chat}/message`)).json.result.items[0].id as string;
    // The new version keeps the screenshot; the branch under it gets one of its own.
    expect((await c.request('POST', `/api/session/${chat}/message/${first}/edit`, { body: { text: 'one, again' } })).status).toBe(200);
    const version = (await c.request('GET', `/api/session/${chat}/message`)).json.result.items[0].id as string;
    expect((await c.send(chat, [{ type: 'text', content: 'two' }, { type: 'image', content: later.file_name }])).status).toBe(200);
    const stored = (name: string) => existsSync(join(t.filesDir, 'u', userId, name));

    expect((await c.request('DELETE', `/api/session/${chat}/message/${version}`)).status).toBe(200);
    expect(stored(later.file_name)).toBe(false);
    expect((await t.deps.db.select().from(attachments).where(eq(attachments.fileName, later.file_name))).length).toBe(0);
    expect(stored(both.file_name)).toBe(true);
    const listed = (await c.request('GET', `/api/session/${chat}/message`)).json.result;
    expect(listed.items.map((m: { id: string }) => m.id)[0]).toBe(first);
    expect(listed.total).toBe(2);
    const url = listed.items[0].items.find((i: { type: string }) => i.type === 'image').imageStatus.imageUrl as string;
    expect((await fetch(new URL(url, server.base))).status).toBe(200);
  });
});

describe('every refusal, with its text', () => {
  test('presign: only jpg, jpeg, png, gif and webp names', async () => {
    const { c } = await newGuest();
    for (const name of ['evil.svg', 'page.html', 'doc.pdf', 'photo.heic', 'no-extension', 'png']) {
      expectError(await c.presign(name), 'upload.unsupported_type');
    }
    expect(ERRORS['upload.unsupported_type'].message).toBe('Sorry, this file format is not supported.');
    expectError(await c.request('POST', '/api/attachment/batch-presigned-urls', { body: ['ok.png', 'bad.svg'] }), 'upload.unsupported_type');
    expect(await t.deps.db.select({ n: count() }).from(attachments).where(eq(attachments.originalName, 'ok.png'))).toEqual([{ n: 0 }]);
  });

  test('a 6 MB file: 400 (SPEC §8), reading stops at the limit, nothing kept; also without a declared length', async () => {
    const { c, userId, chat } = await newGuest();
    const { file_name, put } = await upload(c, 'big.png', bigFile(6 * 1024 * 1024));
    expectError(put, 'upload.too_large');
    expect(put.json.error.message).toBe('File size must be less than 5MB');
    expect((await rowOf(file_name)).status).toBe('rejected');
    expect(filesUnder(join(t.filesDir, 'u', userId)).concat(filesUnder(join(t.filesDir, 'incoming', 'u', userId)))).toEqual([]);
    expectError(await c.send(chat, [{ type: 'image', content: file_name }]), 'upload.not_found');

    const streamed = await c.presign('streamed.png');
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 6; i++) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.close();
      },
    });
    expectError(await putFile(server.base, streamed.json.result.url, chunks), 'upload.too_large');
    // Exactly the limit is fine as far as size goes (then it must still be an image).
    const exact = await upload(c, 'exact.png', bigFile(5_242_880));
    expect(exact.put.json.error.code).not.toBe('upload.too_large');
  });

  test('an SVG renamed .png and HTML bytes sent as image/png: unsupported, deleted', async () => {
    const { c, userId } = await newGuest();
    for (const bytes of [SVG_BYTES, HTML_BYTES]) {
      const { file_name, put } = await upload(c, 'innocent.png', bytes, 'image/png');
      expectError(put, 'upload.unsupported_type');
      expect((await rowOf(file_name)).status).toBe('rejected');
    }
    expect(filesUnder(join(t.filesDir, 'u', userId))).toEqual([]);
  });

  test('a PNG claiming 30000×30000 and a GIF with a bad header: invalid image', async () => {
    const { c, chat } = await newGuest();
    const flood = await upload(c, 'flood.png', pngImage(1, 1, { width: 30_000, height: 30_000 }));
    expectError(flood.put, 'upload.invalid_image');
    const gif = await upload(c, 'broken.gif', gifZeroSize(), 'image/gif');
    expectError(gif.put, 'upload.invalid_image');
    const truncated = await upload(c, 'cut.gif', gifImage().subarray(0, 16), 'image/gif');
    expectError(truncated.put, 'upload.invalid_image');
    expectError(await c.send(chat, [{ type: 'image', content: flood.file_name }]), 'upload.not_found');
  });

  test('a verified upload cannot be replaced through its URL; a presigned one never uploaded cannot be sent', async () => {
    const { c, chat, userId } = await newGuest();
    const png = pngImage();
    const { file_name, url } = await upload(c, 'once.png', png);
    expectError(await putFile(server.base, url, SVG_BYTES), 'upload.not_found');
    expect(await Bun.file(join(t.filesDir, 'u', userId, file_name)).bytes()).toEqual(png);
    const never = (await c.presign('never.png')).json.result.file_name as string;
    expectError(await c.send(chat, [{ type: 'image', content: never }]), 'upload.not_found');
  });
});

describe('ownership, expiry and tampering', () => {
  test("another user's upload is refused and nothing is stored or charged", async () => {
    const alice = await newGuest();
    const { file_name } = await upload(alice.c, 'alice.png', pngImage());
    const bob = await newGuest();
    const before = await t.deps.db.select({ n: count() }).from(messages).where(eq(messages.userId, bob.userId));
    expectError(await bob.c.send(bob.chat, [{ type: 'text', content: 'look' }, { type: 'image', content: file_name }]), 'upload.not_found');
    expect(await t.deps.db.select({ n: count() }).from(messages).where(eq(messages.userId, bob.userId))).toEqual(before);
    const limits = (await bob.c.request('GET', '/api/auth/status')).json.result.usage_limits.send_message;
    expect(limits.current_usage).toBe(0);
    expect(await rowOf(file_name)).toMatchObject({ userId: alice.userId, status: 'verified' });
    // Alice may attach her upload again, in another message.
    expect((await alice.c.send(alice.chat, [{ type: 'image', content: file_name }])).status).toBe(200);
    const second = await alice.c.chat();
    expect((await alice.c.send(second, [{ type: 'image', content: file_name }])).status).toBe(200);
  });

  test('upload URLs expire after 5 minutes; tampered ones are refused (403, JSON)', async () => {
    const { c, userId } = await newGuest();
    const late = (await c.presign('late.png')).json.result as { url: string; file_name: string };
    clock.advance(301_000);
    expectError(await putFile(server.base, late.url, pngImage()), 'upload.url_expired');
    expect((await rowOf(late.file_name)).status).toBe('pending');

    const fresh = (await c.presign('fresh.png')).json.result as { url: string; file_name: string };
    const u = new URL(fresh.url, server.base);
    const sig = u.searchParams.get('sig')!;
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
    const { c, chat } = await newGuest();
    const { file_name } = await upload(c, 'later.png', pngImage());
    await c.send(chat, [{ type: 'image', content: file_name }]);
    const urlOf = async () =>
      (await c.request('GET', `/api/session/${chat}/message`)).json.result.items[0].items[0].imageStatus.imageUrl as string;
    const first = await urlOf();
    expect((await fetch(new URL(first, server.base))).status).toBe(200);
    expectError(await fetchAnswer(first.replace('type=image%2Fpng', 'type=text%2Fhtml')), 'upload.url_expired');
    expectError(await fetchAnswer(first.replace('type=image%2Fpng', 'type=image%2Fgif')), 'upload.url_expired');
    clock.advance(3_600_000 + 1000);
    expectError(await fetchAnswer(first), 'upload.url_expired');
    const renewed = await urlOf();
    expect(renewed).not.toBe(first);
    const res = await fetch(new URL(renewed, server.base));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  test('at most 50 unfinished uploads per user; abandoned ones are swept after an hour', async () => {
    const { c, userId } = await newGuest();
    for (let i = 0; i < 10; i++) {
      expect((await c.request('POST', '/api/attachment/batch-presigned-urls', { body: ['1.png', '2.png', '3.png', '4.png', '5.png'] })).status).toBe(200);
    }
    const capped = await c.presign('51.png');
    expectError(capped, 'common.rate_limited');
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.advance(60 * 60_000 + 1000);
    expect((await c.presign('fresh.png')).status).toBe(200);
    expect(await sweepAbandonedUploads(t.deps, 1000)).toBeGreaterThanOrEqual(50);
    const left = await t.deps.db.select({ n: count() }).from(attachments).where(and(eq(attachments.userId, userId), eq(attachments.status, 'pending')));
    expect(left).toEqual([{ n: 1 }]);
  });

  test('without a session: 401; /files paths that are not storage keys: JSON 404', async () => {
    const anon = createFetchClient(server.base);
    expectError(await anon.presign('a.png'), 'auth.unauthorized');
    expectError(await anon.request('POST', '/api/attachment/batch-presigned-urls', { body: ['a.png'] }), 'auth.unauthorized');
    for (const path of ['/files/../../etc/passwd', '/files/u/x/..%2F..%2Fapp-secret', '/files/incoming/u/a/b.png', '/files/']) {
      const res = await fetchAnswer(path);
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('common.not_found');
    }
  });
});

describe('tRPC twins', () => {
  test('attachment.presign and attachment.presignBatch answer like REST; errors carry the catalogue code', async () => {
    const { createCaller } = await import('../../src/server/trpc/router');
    const { createContextInner } = await import('../../src/server/trpc/context');
    const auth = await import('../../src/server/services/auth');
    const { resolveActor } = await import('../../src/server/services/auth-sessions');
    const { token } = await auth.createGuest(t.deps, { ip: '10.20.30.40', userAgent: null });
    const actor = await resolveActor(t.deps.db, token, t.deps.clock.now());
    const caller = createCaller(createContextInner({ deps: t.deps, actor }));
    const one = await caller.attachment.presign({ file_name: 'folder/Shot.WEBP' });
    expect(one.file_name).toMatch(/^\d{13}-[0-9a-f]{20}\.webp$/);
    expect(one.url).toStartWith(`/files/u/${actor!.user.id}/${one.file_name}?`);
    expect(await rowOf(one.file_name)).toMatchObject({ originalName: 'Shot.WEBP', status: 'pending' });
    expect(await caller.attachment.presignBatch({ file_names: ['a.gif', 'b.jpeg'] })).toHaveLength(2);
    await expect(caller.attachment.presignBatch({ file_names: Array.from({ length: 6 }, () => 'x.png') })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { code: 'upload.too_many' },
    });
    await expect(caller.attachment.presign({ file_name: 'x.svg' })).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      cause: { code: 'upload.unsupported_type' },
    });
    const anonymous = createCaller(createContextInner({ deps: t.deps, actor: null }));
    await expect(anonymous.attachment.presign({ file_name: 'a.png' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('images reach the model', () => {
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ reply: 'It reads like a friendly check-in.' });
  });
  afterAll(() => fake.close());

  test('the openai adapter sends the screenshot as an image_url part with a data: URL of its bytes', async () => {
    const offline = t.deps.ai;
    t.deps.ai = createOpenAiProvider({ apiKey: 'test-key', baseURL: fake.url, model: 'fake-model', maxRetries: 0 });
    try {
      const { c, chat } = await newGuest();
      const png = pngImage(4, 4);
      const { file_name, put } = await upload(c, 'chat.png', png);
      expect(put.status).toBe(200);
      const sent = await c.send(chat, [{ type: 'text', content: 'What does she mean?' }, { type: 'image', content: file_name }]);
      expect(sent.status).toBe(200);
      expect(parseSse(sent.text).events.at(-1)?.data.type).toBe('completed');
      const advice = fake.requests.find((r) => JSON.stringify(r.body.messages).includes('What does she mean?'))!;
      const parts = advice.body.messages!.at(-1)!.content as { type: string; text?: string; image_url?: { url: string; detail: string } }[];
      expect(parts[0]).toEqual({ type: 'text', text: 'What does she mean?' });
      const imagePart = parts.find((p) => p.type === 'image_url')!;
      expect(imagePart.image_url!.url).toStartWith('data:image/png;base64,');
      expect(imagePart.image_url!.url).toBe(`data:image/png;base64,${Buffer.from(png).toString('base64')}`);
    } finally {
      t.deps.ai = offline;
    }
  });
});

async function fetchAnswer(path: string): Promise<HttpAnswer> {
  const res = await fetch(new URL(path, server.base));
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, json, text };
}
