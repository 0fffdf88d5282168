/**
 * One draft's screenshots as a pure state machine (SPEC §3/§4 upload states): an image is
 * `uploading` (compressed, then sent), then `completed`; a failed upload is removed at once and
 * leaves a notice. Notices carry a nonce so the same text shown twice is two notices.
 */
export type UploadImage = {
  id: string;
  status: 'uploading' | 'completed';
  /** The server's stored name once uploaded. */
  fileName: string | null;
  previewUrl: string;
  originName: string;
};

export type UploadNotice = { text: string; nonce: number };

export type UploadDraft = { images: readonly UploadImage[]; notice: UploadNotice | null };

export const EMPTY_DRAFT: UploadDraft = { images: [], notice: null };

export type UploadAction =
  | { type: 'added'; images: readonly Pick<UploadImage, 'id' | 'previewUrl' | 'originName'>[] }
  | { type: 'uploaded'; id: string; fileName: string }
  | { type: 'failed'; id: string; text: string; nonce: number }
  | { type: 'removed'; id: string }
  | { type: 'notice'; text: string; nonce: number }
  | { type: 'taken' }
  | { type: 'restored'; images: readonly UploadImage[] };

export function uploadReducer(draft: UploadDraft, action: UploadAction): UploadDraft {
  switch (action.type) {
    case 'added':
      if (action.images.length === 0) return draft;
      return {
        ...draft,
        images: [...draft.images, ...action.images.map((i) => ({ ...i, status: 'uploading' as const, fileName: null }))],
      };
    case 'uploaded':
      return mapImage(draft, action.id, (image) => ({ ...image, status: 'completed', fileName: action.fileName }));
    case 'failed': {
      const images = draft.images.filter((i) => i.id !== action.id);
      // An image removed meanwhile failed for nobody: no notice.
      if (images.length === draft.images.length) return draft;
      return { images, notice: { text: action.text, nonce: action.nonce } };
    }
    case 'removed': {
      const images = draft.images.filter((i) => i.id !== action.id);
      return images.length === draft.images.length ? draft : { ...draft, images };
    }
    case 'notice':
      return { ...draft, notice: { text: action.text, nonce: action.nonce } };
    case 'taken':
      return draft.images.length === 0 ? draft : { ...draft, images: [] };
    case 'restored': {
      const known = new Set(draft.images.map((i) => i.id));
      const back = action.images.filter((i) => !known.has(i.id));
      return back.length === 0 ? draft : { ...draft, images: [...back, ...draft.images] };
    }
  }
}

function mapImage(draft: UploadDraft, id: string, change: (image: UploadImage) => UploadImage): UploadDraft {
  let hit = false;
  const images = draft.images.map((image) => {
    if (image.id !== id) return image;
    hit = true;
    return change(image);
  });
  return hit ? { ...draft, images } : draft;
}

/** Still compressing or uploading: sending waits, and drops are ignored (SPEC §4, §5). */
export function isProcessing(draft: UploadDraft): boolean {
  return draft.images.some((image) => image.status === 'uploading');
}
