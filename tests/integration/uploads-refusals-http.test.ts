import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { ERRORS } from '../../src/shared/errors';
import { and, count, eq } from 'drizzle-orm';
import { attachments } from '../../src/db/schema';
import { bigFile, gifImage, gifZeroSize, HTML_BYTES, pngImage, SVG_BYTES } from '../helpers/images';
import { expectError, filesUnder, uploadServerForFile } from '../helpers/upload-server';
import { putFile } from '../helpers/uploads';

/**
 * Every way an upload is refused (SECURITY-TESTS E), each with SPEC's text: names, sizes, bytes
 * that are not the image they claim, and URLs used twice or never.
 */
const server = uploadServerForFile();

describe('every refusal, with its text', () => {
  test('presign: only jpg, jpeg, png, gif and webp names', async () => {
    const { c } = await server.newGuest();
    for (const name of ['evil.svg', 'page.html', 'doc.pdf', 'photo.heic', 'no-extension', 'png']) {
      expectError(await c.presign(name), 'upload.unsupported_type');
    }
    expect(ERRORS['upload.unsupported_type'].message).toBe('Sorry, this file format is not supported.');
    expectError(await c.request('POST', '/api/attachment/batch-presigned-urls', { body: ['ok.png', 'bad.svg'] }), 'upload.unsupported_type');
    expect(await server.t.deps.db.select({ n: count() }).from(attachments).where(eq(attachments.originalName, 'ok.png'))).toEqual([{ n: 0 }]);
  });

  test('a 6 MB file: 400 (SPEC §8), reading stops at the limit, nothing kept; also without a declared length', async () => {
    const { c, userId, chat } = await server.newGuest();
    const { file_name, put } = await server.upload(c, 'big.png', bigFile(6 * 1024 * 1024));
    expectError(put, 'upload.too_large');
    expect(put.json.error.message).toBe('File size must be less than 5MB');
    expect((await server.rowOf(file_name)).status).toBe('rejected');
    expect(filesUnder(join(server.t.filesDir, 'u', userId)).concat(filesUnder(join(server.t.filesDir, 'incoming', 'u', userId)))).toEqual([]);
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
    const exact = await server.upload(c, 'exact.png', bigFile(5_242_880));
    expect(exact.put.json.error.code).not.toBe('upload.too_large');
  });

  test('an SVG renamed .png and HTML bytes sent as image/png: unsupported, deleted', async () => {
    const { c, userId } = await server.newGuest();
    for (const bytes of [SVG_BYTES, HTML_BYTES]) {
      const { file_name, put } = await server.upload(c, 'innocent.png', bytes, 'image/png');
      expectError(put, 'upload.unsupported_type');
      expect((await server.rowOf(file_name)).status).toBe('rejected');
    }
    expect(filesUnder(join(server.t.filesDir, 'u', userId))).toEqual([]);
  });

  test('a PNG claiming 30000×30000 and a GIF with a bad header: invalid image', async () => {
    const { c, chat } = await server.newGuest();
    const flood = await server.upload(c, 'flood.png', pngImage(1, 1, { width: 30_000, height: 30_000 }));
    expectError(flood.put, 'upload.invalid_image');
    const gif = await server.upload(c, 'broken.gif', gifZeroSize(), 'image/gif');
    expectError(gif.put, 'upload.invalid_image');
    const truncated = await server.upload(c, 'cut.gif', gifImage().subarray(0, 16), 'image/gif');
    expectError(truncated.put, 'upload.invalid_image');
    expectError(await c.send(chat, [{ type: 'image', content: flood.file_name }]), 'upload.not_found');
  });

  test('a verified upload cannot be replaced through its URL; a presigned one never uploaded cannot be sent', async () => {
    const { c, chat, userId } = await server.newGuest();
    const png = pngImage();
    const { file_name, url } = await server.upload(c, 'once.png', png);
    expectError(await putFile(server.base, url, SVG_BYTES), 'upload.not_found');
    expect(await Bun.file(join(server.t.filesDir, 'u', userId, file_name)).bytes()).toEqual(png);
    const never = (await c.presign('never.png')).json.result.file_name as string;
    expectError(await c.send(chat, [{ type: 'image', content: never }]), 'upload.not_found');
  });
});
