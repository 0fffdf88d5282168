import { randomBytes } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import { attachments, users } from '../../../db/schema';
import { UPLOAD_EXTENSIONS, UPLOAD_LIMITS, type PresignedUrl } from '../../../shared/schemas/attachment';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { requireActor, type Actor } from '../actor';

export type AttachmentRow = typeof attachments.$inferSelect;
type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** How long each kind of signed URL lives, and when an unfinished upload counts as abandoned. */
export const UPLOAD_TIMINGS = {
  /** The client uploads right away (SPEC §9: 30 s timeout); a little slack for slow links. */
  uploadUrlSeconds: 300,
  /** Image URLs in message lists; re-signed (and re-cached) 10 minutes before they expire. */
  downloadUrlSeconds: 3600,
  /** URLs handed to the AI provider (S3), which fetches them at once. */
  modelUrlSeconds: 600,
  pendingTtlMs: 60 * 60_000,
} as const;

export const MIME_BY_EXTENSION: Record<UploadExtension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** SPEC §7 presigned-url: one upload. */
export async function presignUpload(deps: Deps, actor: Actor | null, originalName: string): Promise<PresignedUrl> {
  const [one] = await presignUploads(deps, actor, [originalName]);
  if (!one) throw new AppError('upload.presign_failed');
  return one;
}

/**
 * SPEC §7 batch-presigned-urls: up to 5 uploads, all or nothing. Each gets a server-chosen unique
 * name (timestamp, random string, the original extension) and a pending row owned by the caller;
 * the URL lets the client PUT the file once, for a few minutes. A user may have at most
 * `UPLOAD_LIMITS.maxPending` unfinished uploads from the last hour.
 */
export async function presignUploads(deps: Deps, actor: Actor | null, originalNames: readonly string[]): Promise<PresignedUrl[]> {
  const { user } = requireActor(actor);
  if (originalNames.length > UPLOAD_LIMITS.perBatch) throw new AppError('upload.too_many');
  const now = deps.clock.now();
  const extensions = originalNames.map(extensionOf);
  if (extensions.some((ext) => ext === null)) throw new AppError('upload.unsupported_type');
  const planned = originalNames.map((originalName, i) => {
    const ext = extensions[i] as UploadExtension;
    const fileName = `${now.getTime()}-${randomBytes(10).toString('hex')}.${ext}`;
    const storageKey = `u/${user.id}/${fileName}`;
    let url: string;
    try {
      url = deps.storage.presignUpload(storageKey, { mime: MIME_BY_EXTENSION[ext], expiresInSeconds: UPLOAD_TIMINGS.uploadUrlSeconds }).url;
    } catch (cause) {
      deps.log.error('Could not presign an upload', { err: cause as Error });
      throw new AppError('upload.presign_failed', { cause });
    }
    return { row: { userId: user.id, fileName, storageKey, originalName, createdAt: now }, result: { file_name: fileName, url } };
  });
  await deps.db.transaction(async (tx) => {
    // The user row lock makes the cap hold across concurrent calls and processes.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('no key update');
    const [pending] = await tx
      .select({ n: count() })
      .from(attachments)
      .where(
        and(
          eq(attachments.userId, user.id),
          eq(attachments.status, 'pending'),
          gt(attachments.createdAt, new Date(now.getTime() - UPLOAD_TIMINGS.pendingTtlMs)),
        ),
      );
    if ((pending?.n ?? 0) + planned.length > UPLOAD_LIMITS.maxPending) throw new AppError('common.rate_limited', { retryAfter: 60 });
    await tx.insert(attachments).values(planned.map((p) => p.row));
  });
  return planned.map((p) => p.result);
}

/** `Photo.JPG` → `jpg`; null for anything outside the allow-list (or no extension at all). */
export function extensionOf(name: string): UploadExtension | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = name.slice(dot + 1).toLowerCase();
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(ext) ? (ext as UploadExtension) : null;
}
