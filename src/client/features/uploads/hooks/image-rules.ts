import { LIMITS } from '../../../../shared/constants';
import { errorText } from '../../../../shared/errors';
import { imageTypeOf, type FileLike } from './image-types';

/** SPEC §5 / §8 texts, from the shared catalogue (the server answers the same ones). */
export const UPLOAD_TEXTS = {
  tooLarge: errorText('upload.too_large'),
  unsupported: errorText('upload.unsupported_type'),
  tooMany: errorText('upload.too_many'),
  failed: errorText('upload.not_found'),
  presign: errorText('upload.presign_failed'),
} as const;

export type CheckedFiles<F> = {
  /** Files to upload, in order. */
  accepted: F[];
  /** The first problem met (one notice at a time), else null. */
  notice: string | null;
};

/**
 * Which of the picked files may be added to a draft that already holds `existing` images
 * (SPEC §5): jpeg/png/gif/webp only, each at most 5 MB, at most 5 per message — extra photos are
 * cut with a message.
 */
export function checkFiles<F extends FileLike>(files: readonly F[], existing: number): CheckedFiles<F> {
  let notice: string | null = null;
  const valid: F[] = [];
  for (const file of files) {
    if (!imageTypeOf(file)) notice ??= UPLOAD_TEXTS.unsupported;
    else if (file.size > LIMITS.uploadMaxBytes) notice ??= UPLOAD_TEXTS.tooLarge;
    else valid.push(file);
  }
  const room = Math.max(0, LIMITS.photosPerMessage - existing);
  if (valid.length > room) notice = UPLOAD_TEXTS.tooMany;
  return { accepted: valid.slice(0, room), notice };
}

export { imageTypeOf, isImageFile } from './image-types';
