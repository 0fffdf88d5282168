/**
 * What happens to files given to a draft (upload-store.ts), loaded with the first file: checked
 * (type, 5 MB, 5 photos), then each compressed, given an upload URL and PUT; a failure removes the
 * image with a notice. With it come the upload rules' texts (the error catalogue).
 */
import { errorCode } from '../../../lib/error-status';
import { errorText } from '../../../../shared/errors';
import { uploadName } from './compress-plan';
import { checkFiles, imageTypeOf, UPLOAD_TEXTS } from './image-rules';
import { checkPresigned, putUpload, UploadFailure, type Presigned } from './put-upload';
import type { UploadAction, UploadDraft } from './upload-state';
import type { UploadStoreDeps } from './upload-store';

export { UPLOAD_TEXTS };

/** The store's parts the pipeline works on. */
export type PipelineStore = {
  deps: UploadStoreDeps;
  get: (key: string) => UploadDraft;
  dispatch: (key: string, action: UploadAction) => void;
  notice: (key: string, text: string) => void;
  nextNonce: () => number;
  inFlight: Map<string, AbortController>;
  preview: { create: (file: Blob) => string; revoke: (url: string) => void };
};

/** Presign answers with a catalogue code the user can act on show its text; anything else is an upload failure. */
export function presignErrorText(err: unknown): string {
  const code = errorCode(err);
  if (code?.startsWith('upload.') || code === 'common.rate_limited') return errorText(code);
  return UPLOAD_TEXTS.failed;
}

const loadCompressor = () => import('./compress-image').then((m) => m.compressImage);

async function upload(store: PipelineStore, key: string, id: string, file: File): Promise<void> {
  const { deps } = store;
  const controller = new AbortController();
  store.inFlight.set(id, controller);
  try {
    const compress = deps.compress ?? (await loadCompressor());
    const blob = await compress(file);
    const type = imageTypeOf({ name: file.name, type: blob.type, size: blob.size }) ?? imageTypeOf(file) ?? 'image/png';
    let presigned: Presigned;
    try {
      presigned = checkPresigned(await deps.presign(uploadName(file.name, type)));
    } catch (err) {
      throw err instanceof UploadFailure ? err : new UploadFailure((deps.presignErrorText ?? presignErrorText)(err));
    }
    if (controller.signal.aborted) return;
    await (deps.put ?? putUpload)(presigned.url, blob, type, { signal: controller.signal });
    store.dispatch(key, { type: 'uploaded', id, fileName: presigned.file_name });
  } catch (err) {
    if (controller.signal.aborted) return;
    const text = err instanceof UploadFailure ? err.message : UPLOAD_TEXTS.failed;
    const image = store.get(key).images.find((i) => i.id === id);
    store.dispatch(key, { type: 'failed', id, text, nonce: store.nextNonce() });
    if (image) store.preview.revoke(image.previewUrl);
  } finally {
    store.inFlight.delete(id);
  }
}

/** Files gathered for a draft: the ones that pass the checks are added and uploaded, a problem is noticed. */
export function accept(store: PipelineStore, key: string, files: File[]): void {
  const { accepted, notice: problem } = checkFiles(files, store.get(key).images.length);
  if (problem) store.notice(key, problem);
  const images = accepted.map((file) => ({ id: crypto.randomUUID(), previewUrl: store.preview.create(file), originName: file.name, file }));
  store.dispatch(key, { type: 'added', images: images.map(({ file: _file, ...image }) => image) });
  for (const image of images) void upload(store, key, image.id, image.file);
}
