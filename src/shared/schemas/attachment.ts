import { z } from 'zod';
import { LIMITS } from '../constants';

/** Extensions accepted at presign (SPEC §5: jpeg, png, gif, webp). The bytes are checked after upload. */
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

/**
 * The name of the file on the user's device. Only its extension is used (for the stored name);
 * the rest is kept as metadata. Control characters are dropped, so is any folder part.
 */
export const originalFileName = z
  .string()
  // eslint-disable-next-line no-control-regex
  .overwrite((s) => s.replace(/[\u0000-\u001f\u007f]/g, '').split(/[\\/]/).pop() ?? '')
  .trim()
  .min(1)
  .max(255)
  .describe('The name of the file on your device, e.g. "Screenshot 2026-01-15.png"');

/** Names per batch call: anything above the photo limit is refused by the service (upload.too_many). */
const batchNames = z.array(originalFileName).min(1).max(50);

export const presignInput = z.object({ file_name: originalFileName });
export type PresignInput = z.infer<typeof presignInput>;

export const presignBatchInput = z.object({ file_names: batchNames });

/** REST body of the batch call: the list itself (SPEC §7 "takes a list"), or `{ file_names }`. */
export const presignBatchBody = z.union([batchNames, presignBatchInput]);

export const presignedUrlSchema = z.object({
  file_name: z.string().describe("The stored name, chosen by the server: reference the upload by it in a message's image item"),
  url: z.string().describe('PUT the file body here with its content type within 5 minutes (HTTP 200 on success); relative to the app, or absolute (S3)'),
});
export type PresignedUrl = z.infer<typeof presignedUrlSchema>;

export const UPLOAD_LIMITS = {
  maxBytes: LIMITS.uploadMaxBytes,
  perBatch: LIMITS.photosPerMessage,
  /** Uploads a user may have presigned but not yet verified (against abuse). */
  maxPending: 50,
} as const;
