import { and, eq, inArray } from 'drizzle-orm';
import { attachments } from '../../../db/schema';
import { UPLOAD_LIMITS } from '../../../shared/schemas/attachment';
import type { Message, MessageItem } from '../../../shared/schemas/message';
import { IMAGES_MAX } from '../../ai/prompts';
import type { Deps } from '../../deps';
import type { MessageRow } from '../messages';
import { UPLOAD_TIMINGS } from './presign';

type ImageItem = Extract<MessageItem, { type: 'image' }>;

const imagesOf = (items: readonly MessageItem[]) => items.filter((i): i is ImageItem => i.type === 'image');

async function verifiedRows(deps: Deps, userId: string, names: readonly string[]) {
  if (names.length === 0) return [];
  return deps.db
    .select({ fileName: attachments.fileName, storageKey: attachments.storageKey, mime: attachments.mime })
    .from(attachments)
    .where(and(eq(attachments.userId, userId), eq(attachments.status, 'verified'), inArray(attachments.fileName, [...new Set(names)])));
}

/**
 * Fills `imageStatus.imageUrl` of every image item, in SPEC §4's order: the direct URL, then the
 * original URL, then a cached signed URL by file name, else a fresh signed GET URL (cached).
 * Only the caller's verified uploads get one; anything else keeps `imageUrl: null`.
 */
export async function withImageUrls(deps: Deps, userId: string, list: Message[]): Promise<Message[]> {
  const now = deps.clock.now();
  const resolved = new Map<string, string>();
  const missing: string[] = [];
  for (const m of list) {
    for (const image of imagesOf(m.items)) {
      if (image.imageStatus.imageUrl || image.imageStatus.originUrl || resolved.has(image.content)) continue;
      const cached = deps.signedUrls.get(image.content, now);
      if (cached) resolved.set(image.content, cached.url);
      else missing.push(image.content);
    }
  }
  for (const row of await verifiedRows(deps, userId, missing)) {
    const signed = deps.storage.presignDownload(row.storageKey, {
      mime: row.mime ?? 'application/octet-stream',
      fileName: row.fileName,
      expiresInSeconds: UPLOAD_TIMINGS.downloadUrlSeconds,
    });
    deps.signedUrls.set(row.fileName, signed);
    resolved.set(row.fileName, signed.url);
  }
  if (resolved.size === 0) return list;
  return list.map((m) => ({
    ...m,
    items: m.items.map((item) => {
      if (item.type !== 'image') return item;
      const status = item.imageStatus;
      const imageUrl = status.imageUrl ?? status.originUrl ?? resolved.get(item.content) ?? null;
      return { ...item, imageStatus: { ...status, imageUrl } };
    }),
  }));
}

/**
 * The bytes of the caller's verified uploads among `names`, in that order (screenshots to read
 * on this machine). Names that are not the caller's verified uploads, or unreadable, are skipped.
 */
export async function userImageBytes(deps: Deps, userId: string, names: readonly string[]): Promise<Uint8Array[]> {
  const rows = new Map((await verifiedRows(deps, userId, names)).map((r) => [r.fileName, r]));
  const out: Uint8Array[] = [];
  for (const name of names) {
    const row = rows.get(name);
    if (!row) continue;
    try {
      const bytes = await deps.storage.read(row.storageKey, UPLOAD_LIMITS.maxBytes);
      if (bytes) out.push(bytes);
    } catch (err) {
      deps.log.warn('A screenshot could not be read from storage', { fileName: name, err: err as Error });
    }
  }
  return out;
}

/**
 * The images the model will see, by file name: the newest `IMAGES_MAX` of the caller's verified
 * uploads in `history` (the ones buildAdviceMessages sends). Local storage → `data:` URLs read
 * from disk (each ≤ 5 MB); S3 → short-lived presigned GET URLs the provider fetches. Older images
 * get none, so they are left out of the request (never fetched or read for nothing).
 */
export async function modelImageUrls(deps: Deps, userId: string, history: readonly MessageRow[]): Promise<Map<string, string>> {
  const newestFirst: string[] = [];
  for (let i = history.length - 1; i >= 0; i--) {
    const m = history[i]!;
    if (m.role === 'user') newestFirst.push(...imagesOf(m.items).map((image) => image.content));
  }
  const out = new Map<string, string>();
  if (newestFirst.length === 0) return out;
  const rows = new Map((await verifiedRows(deps, userId, newestFirst)).map((r) => [r.fileName, r]));
  for (const name of newestFirst) {
    if (out.size >= IMAGES_MAX) break;
    const row = rows.get(name);
    if (!row || out.has(name)) continue;
    const mime = row.mime ?? 'application/octet-stream';
    try {
      if (deps.storage.modelImages === 'url') {
        out.set(name, deps.storage.presignDownload(row.storageKey, { mime, fileName: name, expiresInSeconds: UPLOAD_TIMINGS.modelUrlSeconds }).url);
      } else {
        const bytes = await deps.storage.read(row.storageKey, UPLOAD_LIMITS.maxBytes);
        if (bytes) out.set(name, `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`);
      }
    } catch (err) {
      deps.log.warn('An image could not be prepared for the model', { fileName: name, err: err as Error });
    }
  }
  return out;
}
