import { UI_TIMINGS } from '../../../../shared/constants';
import { uploadName } from './compress-plan';
import { checkFiles, imageTypeOf, isImageFile, UPLOAD_TEXTS } from './image-rules';
import { checkPresigned, putUpload, UploadFailure, type Presigned } from './put-upload';
import { EMPTY_DRAFT, isProcessing, uploadReducer, type UploadAction, type UploadDraft, type UploadImage } from './upload-state';

export type UploadSource = 'picker' | 'paste' | 'drop';

export type UploadStoreDeps = {
  /** Asks the server for an upload URL for a file of this name. */
  presign: (name: string) => Promise<Partial<Presigned>>;
  /** Turns a tRPC error from presign into the text to show. */
  presignErrorText?: (err: unknown) => string;
  compress?: (file: Blob) => Promise<Blob>;
  put?: typeof putUpload;
  preview?: { create: (file: Blob) => string; revoke: (url: string) => void };
  debounceMs?: number;
};

const PREVIEW_AFTER_SEND_MS = 120_000;

const loadCompressor = () => import('./compress-image').then((m) => m.compressImage);

const browserPreview = { create: (file: Blob) => URL.createObjectURL(file), revoke: (url: string) => URL.revokeObjectURL(url) };

/**
 * The screenshots of every draft, keyed by the chat's UI key. Picked, pasted and dropped files are
 * gathered for 300 ms (SPEC §5 debounce), checked (type, 5 MB, 5 photos), then each is compressed,
 * given an upload URL and PUT; a failure removes it with a notice. Drops are ignored while an
 * image is still being processed.
 */
export function createUploadStore(deps: UploadStoreDeps) {
  const drafts = new Map<string, UploadDraft>();
  const listeners = new Map<string, Set<() => void>>();
  const pending = new Map<string, { files: File[]; timer: ReturnType<typeof setTimeout> }>();
  const inFlight = new Map<string, AbortController>();
  /** Sent images' previews, freed a while after the send (the server's copy shows by then). */
  const releases = new Map<string, ReturnType<typeof setTimeout>>();
  const preview = deps.preview ?? browserPreview;
  const debounceMs = deps.debounceMs ?? UI_TIMINGS.debounceMs;
  let nonce = 0;

  const get = (key: string) => drafts.get(key) ?? EMPTY_DRAFT;
  const dispatch = (key: string, action: UploadAction) => {
    const before = get(key);
    const after = uploadReducer(before, action);
    if (after === before) return;
    drafts.set(key, after);
    for (const listener of [...(listeners.get(key) ?? [])]) listener();
  };
  const notice = (key: string, text: string) => dispatch(key, { type: 'notice', text, nonce: ++nonce });

  async function upload(key: string, id: string, file: File): Promise<void> {
    const controller = new AbortController();
    inFlight.set(id, controller);
    try {
      const compress = deps.compress ?? (await loadCompressor());
      const blob = await compress(file);
      const type = imageTypeOf({ name: file.name, type: blob.type, size: blob.size }) ?? imageTypeOf(file) ?? 'image/png';
      let presigned: Presigned;
      try {
        presigned = checkPresigned(await deps.presign(uploadName(file.name, type)));
      } catch (err) {
        throw err instanceof UploadFailure ? err : new UploadFailure(deps.presignErrorText?.(err) ?? UPLOAD_TEXTS.failed);
      }
      if (controller.signal.aborted) return;
      await (deps.put ?? putUpload)(presigned.url, blob, type, { signal: controller.signal });
      dispatch(key, { type: 'uploaded', id, fileName: presigned.file_name });
    } catch (err) {
      if (controller.signal.aborted) return;
      const text = err instanceof UploadFailure ? err.message : UPLOAD_TEXTS.failed;
      const image = get(key).images.find((i) => i.id === id);
      dispatch(key, { type: 'failed', id, text, nonce: ++nonce });
      if (image) preview.revoke(image.previewUrl);
    } finally {
      inFlight.delete(id);
    }
  }

  function accept(key: string, files: File[]): void {
    const { accepted, notice: problem } = checkFiles(files, get(key).images.length);
    if (problem) notice(key, problem);
    const images = accepted.map((file) => ({ id: crypto.randomUUID(), previewUrl: preview.create(file), originName: file.name, file }));
    dispatch(key, { type: 'added', images: images.map(({ file: _file, ...image }) => image) });
    for (const image of images) void upload(key, image.id, image.file);
  }

  const store = {
    subscribe(key: string, listener: () => void): () => void {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    get,
    images: (key: string): readonly UploadImage[] => get(key).images,
    /** Compressing or uploading, or files waiting out the debounce. */
    processing: (key: string) => isProcessing(get(key)) || pending.has(key),
    /** Returns false when the files were ignored (a drop while an image is processing). */
    add(key: string, files: readonly File[], source: UploadSource): boolean {
      if (files.length === 0) return true;
      if (source === 'drop' && store.processing(key)) return false;
      const batch = pending.get(key);
      if (batch) clearTimeout(batch.timer);
      const gathered = [...(batch?.files ?? []), ...files];
      const timer = setTimeout(() => {
        pending.delete(key);
        accept(key, gathered);
      }, debounceMs);
      pending.set(key, { files: gathered, timer });
      return true;
    },
    /** Pasted files: images are added; anything else gets the unsupported-format notice. */
    paste(key: string, files: readonly File[]): void {
      const images = files.filter(isImageFile);
      if (images.length < files.length) notice(key, UPLOAD_TEXTS.unsupported);
      store.add(key, images, 'paste');
    },
    remove(key: string, id: string): void {
      const image = get(key).images.find((i) => i.id === id);
      inFlight.get(id)?.abort();
      dispatch(key, { type: 'removed', id });
      if (image) preview.revoke(image.previewUrl);
    },
    /** The draft's images, taken out for sending; their previews live on a while for the message. */
    take(key: string): UploadImage[] {
      const images = [...get(key).images];
      dispatch(key, { type: 'taken' });
      for (const { previewUrl } of images) {
        releases.set(
          previewUrl,
          setTimeout(() => {
            releases.delete(previewUrl);
            preview.revoke(previewUrl);
          }, PREVIEW_AFTER_SEND_MS),
        );
      }
      return images;
    },
    /** A send failed: its images return to the draft (of this key). */
    restore(key: string, images: readonly UploadImage[]): void {
      for (const { previewUrl } of images) {
        clearTimeout(releases.get(previewUrl));
        releases.delete(previewUrl);
      }
      dispatch(key, { type: 'restored', images });
    },
    notice,
  };
  return store;
}

export type UploadStore = ReturnType<typeof createUploadStore>;
