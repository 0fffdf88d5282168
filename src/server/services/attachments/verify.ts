import { and, eq, inArray } from 'drizzle-orm';
import { attachments } from '../../../db/schema';
import type { ErrorCode } from '../../../shared/errors';
import { UPLOAD_LIMITS } from '../../../shared/schemas/attachment';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { inspectImage } from '../../storage/image-info';
import type { AttachmentRow } from './presign';

/**
 * One verification path for both storage adapters (SECURITY-TESTS E-3…E-5): read what was
 * uploaded (never more than the limit + 1 bytes), check size, magic bytes and pixel size, then
 * either commit those very bytes under the storage key and mark the row verified, or mark it
 * rejected and delete the object. The local adapter runs it right after the PUT; with S3 it runs
 * when a message first uses the upload. Throws the catalogue error that refused the upload.
 */
export async function verifyAttachment(deps: Deps, row: AttachmentRow): Promise<AttachmentRow> {
  const uploaded = await deps.storage.readIncoming(row.storageKey, UPLOAD_LIMITS.maxBytes);
  if (!uploaded) throw new AppError('upload.not_found'); // presigned, never uploaded
  if (uploaded.size > UPLOAD_LIMITS.maxBytes || uploaded.bytes.length > UPLOAD_LIMITS.maxBytes) {
    return rejectUpload(deps, row, 'upload.too_large');
  }
  const image = inspectImage(uploaded.bytes);
  if (!image.ok) return rejectUpload(deps, row, image.reason === 'unsupported' ? 'upload.unsupported_type' : 'upload.invalid_image');
  // Claim first: of two concurrent verifiers exactly one commits, and the row describes its bytes.
  const [claimed] = await deps.db
    .update(attachments)
    .set({
      status: 'verified',
      mime: image.mime,
      sizeBytes: uploaded.bytes.length,
      width: image.width,
      height: image.height,
      verifiedAt: deps.clock.now(),
    })
    .where(and(eq(attachments.id, row.id), eq(attachments.status, 'pending')))
    .returning();
  if (!claimed) {
    const [now] = await deps.db.select().from(attachments).where(eq(attachments.id, row.id)).limit(1);
    if (now?.status === 'verified') return now;
    throw new AppError('upload.not_found');
  }
  try {
    await deps.storage.commit(row.storageKey, uploaded.bytes, image.mime);
  } catch (err) {
    await deps.db.update(attachments).set({ status: 'pending', verifiedAt: null }).where(eq(attachments.id, row.id));
    throw err;
  }
  return claimed;
}

/** Marks a pending upload rejected, deletes what was uploaded and throws `code`. */
export async function rejectUpload(deps: Deps, row: AttachmentRow, code: ErrorCode): Promise<never> {
  await deps.db
    .update(attachments)
    .set({ status: 'rejected' })
    .where(and(eq(attachments.id, row.id), eq(attachments.status, 'pending')));
  await deps.storage.remove(row.storageKey);
  deps.log.info('Upload rejected', { userId: row.userId, fileName: row.fileName, code });
  throw new AppError(code);
}

/**
 * The caller's uploads named in a message, each verified (pending ones are verified now — the S3
 * path). Any name that is not the caller's, was rejected, or was never uploaded → upload.not_found.
 */
export async function usableUploads(deps: Deps, userId: string, names: readonly string[]): Promise<Map<string, AttachmentRow>> {
  const out = new Map<string, AttachmentRow>();
  if (names.length === 0) return out;
  const rows = await deps.db
    .select()
    .from(attachments)
    .where(and(eq(attachments.userId, userId), inArray(attachments.status, ['pending', 'verified']), inArray(attachments.fileName, [...names])));
  // Someone else's or unknown: refused before anything (verification included) happens.
  if (names.some((name) => !rows.some((r) => r.fileName === name))) throw new AppError('upload.not_found');
  for (const row of rows) out.set(row.fileName, row.status === 'verified' ? row : await verifyAttachment(deps, row));
  return out;
}
