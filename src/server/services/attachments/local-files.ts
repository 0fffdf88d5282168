import { eq } from 'drizzle-orm';
import { attachments } from '../../../db/schema';
import { ACCEPTED_IMAGE_TYPES } from '../../../shared/constants';
import { UPLOAD_LIMITS } from '../../../shared/schemas/attachment';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { LocalStorage } from '../../storage/local';
import { STORAGE_KEY_RE } from '../../storage/storage';
import { rejectUpload, verifyAttachment } from './verify';

/** What a verified upload is, as the PUT answers it. */
export interface UploadedFile {
  file_name: string;
  mime: string;
  size: number;
  width: number;
  height: number;
}

function localStorageOf(deps: Deps, key: string): LocalStorage {
  // Only the embedded adapter serves /files; with S3 these paths do not exist.
  if (!(deps.storage instanceof LocalStorage) || !STORAGE_KEY_RE.test(key)) throw new AppError('common.not_found');
  return deps.storage;
}

/**
 * `PUT /files/<key>?exp&sig`: the body goes to disk with a hard limit (reading stops past it),
 * then through the shared verification. A signature that is tampered with or expired → 403.
 */
export async function receiveLocalUpload(
  deps: Deps,
  input: { key: string; query: URLSearchParams; body: ReadableStream<Uint8Array> | null; declaredLength: number | null },
): Promise<UploadedFile> {
  const storage = localStorageOf(deps, input.key);
  if (storage.checkSignature('PUT', input.key, input.query) !== 'ok') throw new AppError('upload.url_expired');
  const fileName = input.key.slice(input.key.lastIndexOf('/') + 1);
  const [row] = await deps.db.select().from(attachments).where(eq(attachments.fileName, fileName)).limit(1);
  // Written once: a verified (or rejected) upload cannot be replaced through its old URL.
  if (!row || row.storageKey !== input.key || row.status !== 'pending') throw new AppError('upload.not_found');
  const tooLarge =
    (input.declaredLength !== null && input.declaredLength > UPLOAD_LIMITS.maxBytes) ||
    (await storage.writeIncoming(input.key, input.body, UPLOAD_LIMITS.maxBytes)) === 'too_large';
  if (tooLarge) await rejectUpload(deps, row, 'upload.too_large');
  const verified = await verifyAttachment(deps, row);
  return {
    file_name: verified.fileName,
    mime: verified.mime ?? '',
    size: verified.sizeBytes ?? 0,
    width: verified.width ?? 0,
    height: verified.height ?? 0,
  };
}

export interface LocalFile {
  file: ReturnType<LocalStorage['committedFile']>;
  mime: string;
  fileName: string;
  /** Seconds the browser may keep it: until the URL expires. */
  maxAgeSeconds: number;
}

/** `GET /files/<key>?exp&type&sig`: a committed (so verified) file, while the signature holds. */
export async function openLocalFile(deps: Deps, input: { key: string; query: URLSearchParams }): Promise<LocalFile> {
  const storage = localStorageOf(deps, input.key);
  if (storage.checkSignature('GET', input.key, input.query) !== 'ok') throw new AppError('upload.url_expired');
  const mime = input.query.get('type') ?? '';
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime)) throw new AppError('upload.url_expired');
  const file = storage.committedFile(input.key);
  if (!(await file.exists())) throw new AppError('upload.not_found');
  const expires = Number(input.query.get('exp')) * 1000;
  return {
    file,
    mime,
    fileName: input.key.slice(input.key.lastIndexOf('/') + 1),
    maxAgeSeconds: Math.max(0, Math.floor((expires - deps.clock.now().getTime()) / 1000)),
  };
}
