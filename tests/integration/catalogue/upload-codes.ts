import { createHttpClient } from '../../helpers/http';
import { pngImage, SVG_BYTES } from '../../helpers/images';
import type { CatalogueContext } from './context';

/* The upload.* codes of presigning and of the local storage's signed PUT. */

/** upload.* codes: presign, the signed PUT of the local storage, a broken storage */
export async function produceUploadCodes({ t, fromIp, expectError }: CatalogueContext): Promise<void> {
  const c = createHttpClient(t.deps);
  await c.request('POST', '/api/auth/temporary', { headers: fromIp() });
  await expectError(await c.request('GET', '/api/attachment/presigned-url/drawing.svg'), 'upload.unsupported_type');
  const names = Array.from({ length: 6 }, (_, i) => `${i}.png`);
  await expectError(await c.request('POST', '/api/attachment/batch-presigned-urls', { body: names }), 'upload.too_many');
  const put = async (body: Uint8Array<ArrayBuffer>, tamper = false) => {
    const { url } = (await c.request('GET', '/api/attachment/presigned-url/shot.png')).json.result as { url: string };
    const res = await c.app.handle(
      new Request(`http://localhost${tamper ? url.replace('sig=', 'sig=x') : url}`, { method: 'PUT', body, headers: { 'content-type': 'image/png' } }),
    );
    return { status: res.status, json: await res.json() };
  };
  await expectError(await put(new Uint8Array(5_242_881)), 'upload.too_large');
  await expectError(await put(SVG_BYTES), 'upload.unsupported_type');
  await expectError(await put(pngImage(1, 1, { width: 30_000, height: 30_000 })), 'upload.invalid_image');
  await expectError(await put(pngImage(), true), 'upload.url_expired');
  const broken = createHttpClient({
    ...t.deps,
    // The configured storage, except that it cannot sign (e.g. S3 credentials missing).
    storage: Object.assign(Object.create(t.deps.storage) as typeof t.deps.storage, {
      presignUpload: () => {
        throw new Error('no credentials');
      },
    }),
  });
  broken.setCookie(c.cookie);
  await expectError(await broken.request('GET', '/api/attachment/presigned-url/shot.png'), 'upload.presign_failed');
}
