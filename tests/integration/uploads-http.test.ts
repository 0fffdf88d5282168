import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { ERRORS } from '../../src/shared/errors';
import { and } from 'drizzle-orm';
import { createOpenAiProvider } from '../../src/server/ai/openai';
import { parseSse } from '../helpers/chat';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../helpers/fake-openai-server';
import { gifImage, jpegImage, pngImage, webpImage } from '../helpers/images';
import { expectError, uploadServerForFile } from '../helpers/upload-server';
import { putFile } from '../helpers/uploads';

/**
 * Screenshots through the embedded storage, over real HTTP: presign, PUT the bytes to the signed
 * URL, send them in a message, see them in the message list with a working URL, and the model
 * receiving their bytes; the same presign over tRPC. Refusals: uploads-refusals-http.test.ts,
 * ownership and expiry: uploads-access-http.test.ts, deletion: uploads-delete-http.test.ts.
 */
const server = uploadServerForFile();

describe('round trip through the local storage', () => {
  test('presign → PUT → verified → sent → listed with a working URL → answered (offline engine)', async () => {
    const { c, userId, chat } = await server.newGuest();
    const png = pngImage(3, 2);
    const { file_name, url, put } = await server.upload(c, 'Screenshot 1.PNG', png);
    // Server-chosen unique name: timestamp, random string, the original extension.
    expect(file_name).toMatch(/^\d{13}-[0-9a-f]{20}\.png$/);
    expect(url).toStartWith(`/files/u/${userId}/${file_name}?exp=`);
    expect(put.status).toBe(200);
    expect(put.json.result).toEqual({ file_name, mime: 'image/png', size: png.length, width: 3, height: 2 });
    expect(await server.rowOf(file_name)).toMatchObject({ status: 'verified', userId, originalName: 'Screenshot 1.PNG', width: 3, height: 2 });
    expect(await Bun.file(join(server.t.filesDir, 'u', userId, file_name)).bytes()).toEqual(png);

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
    const { c, chat } = await server.newGuest();
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
    for (const [i, url] of urls.entries()) {
      const res = await fetch(new URL(url, server.base));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(files[i]![2]);
    }
    // `{ file_names }` is accepted too.
    expect((await c.request('POST', '/api/attachment/batch-presigned-urls', { body: { file_names: ['x.png'] } })).status).toBe(200);
  });

  test('the 5-photo cap: a batch of 6 and a message with 6 are refused with SPEC text', async () => {
    const { c, chat } = await server.newGuest();
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

describe('tRPC twins', () => {
  test('attachment.presign and attachment.presignBatch answer like REST; errors carry the catalogue code', async () => {
    const { createCaller } = await import('../../src/server/trpc/router');
    const { createContextInner } = await import('../../src/server/trpc/context');
    const auth = await import('../../src/server/services/auth');
    const { resolveActor } = await import('../../src/server/services/auth-sessions');
    const { token } = await auth.createGuest(server.t.deps, { ip: '10.20.30.40', userAgent: null });
    const actor = await resolveActor(server.t.deps.db, token, server.t.deps.clock.now());
    const caller = createCaller(createContextInner({ deps: server.t.deps, actor }));
    const one = await caller.attachment.presign({ file_name: 'folder/Shot.WEBP' });
    expect(one.file_name).toMatch(/^\d{13}-[0-9a-f]{20}\.webp$/);
    expect(one.url).toStartWith(`/files/u/${actor!.user.id}/${one.file_name}?`);
    expect(await server.rowOf(one.file_name)).toMatchObject({ originalName: 'Shot.WEBP', status: 'pending' });
    expect(await caller.attachment.presignBatch({ file_names: ['a.gif', 'b.jpeg'] })).toHaveLength(2);
    await expect(caller.attachment.presignBatch({ file_names: Array.from({ length: 6 }, () => 'x.png') })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { code: 'upload.too_many' },
    });
    await expect(caller.attachment.presign({ file_name: 'x.svg' })).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      cause: { code: 'upload.unsupported_type' },
    });
    const anonymous = createCaller(createContextInner({ deps: server.t.deps, actor: null }));
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
    const offline = server.t.deps.ai;
    server.t.deps.ai = createOpenAiProvider({ apiKey: 'test-key', baseURL: fake.url, model: 'fake-model', maxRetries: 0 });
    try {
      const { c, chat } = await server.newGuest();
      const png = pngImage(4, 4);
      const { file_name, put } = await server.upload(c, 'chat.png', png);
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
      server.t.deps.ai = offline;
    }
  });
});
