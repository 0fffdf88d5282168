import { UI_TIMINGS } from '../../../../shared/constants';
import { isImageFile } from './image-types';
import type { PipelineStore } from './upload-pipeline';
import type { Presigned, putUpload } from './put-upload';
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

/** The checks, compression and upload (with the upload rules' texts): loaded with the first file. */
const loadPipeline = () => import('./upload-pipeline');

const browserPreview = { create: (file: Blob) => URL.createObjectURL(file), revoke: (url: string) => URL.revokeObjectURL(url) };

/**
 * The screenshots of every draft, keyed by the chat's UI key. Picked, pasted and dropped files are
 * gathered for 300 ms (SPEC §5 debounce), then handed to the pipeline (upload-pipeline.ts: checks,
 * compression, upload), which loads meanwhile. Drops are ignored while an image is still being
 * processed.
 */
export function createUploadStore(deps: UploadStoreDeps) {
  const drafts = new Map<string, UploadDraft>();
  const listeners = new Map<string, Set<() => void>>();
  const pending = new Map<string, { files: File[]; timer: ReturnType<typeof setTimeout> | undefined }>();
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
  const pipelineStore: PipelineStore = { deps, get, dispatch, notice, nextNonce: () => ++nonce, inFlight, preview };

  /** The gathered files go to the pipeline once it is here; until then they still count as processing. */
  function flush(key: string, batch: { files: File[] }): void {
    void loadPipeline().then((pipeline) => {
      if (pending.get(key) === batch) pending.delete(key);
      pipeline.accept(pipelineStore, key, batch.files);
    });
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
      void loadPipeline(); // meanwhile
      const before = pending.get(key);
      clearTimeout(before?.timer);
      const batch: { files: File[]; timer: ReturnType<typeof setTimeout> | undefined } = { files: [...(before?.files ?? []), ...files], timer: undefined };
      batch.timer = setTimeout(() => flush(key, batch), debounceMs);
      pending.set(key, batch);
      return true;
    },
    /** Pasted files: images are added; anything else gets the unsupported-format notice. */
    paste(key: string, files: readonly File[]): void {
      const images = files.filter(isImageFile);
      if (images.length < files.length) store.noticeUnsupported(key);
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
    /** SPEC §8's 'format not supported' notice (its text comes with the pipeline). */
    noticeUnsupported(key: string): void {
      void loadPipeline().then((pipeline) => notice(key, pipeline.UPLOAD_TEXTS.unsupported));
    },
  };
  return store;
}

export type UploadStore = ReturnType<typeof createUploadStore>;
