type ImageStatusLike = { imageUrl: string | null; originUrl: string | null; imageName: string | null };

/** Signed image URLs seen so far, by stored file name (SPEC §4's "cached pre-signed url"). */
const cache = new Map<string, string>();
const MAX_ENTRIES = 500;

export const imageUrlCache = {
  get: (fileName: string) => cache.get(fileName),
  set(fileName: string, url: string) {
    cache.delete(fileName);
    cache.set(fileName, url);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  },
  /** The URL stopped working (expired): forget it. */
  forget: (fileName: string) => cache.delete(fileName),
};

/**
 * SPEC §4's order: the direct image URL, then the original URL, then a cached pre-signed URL by
 * file name. Null means none is known: the caller asks the server, which signs a fresh one.
 */
export function resolveImageUrl(status: ImageStatusLike, fileName: string, known: Pick<typeof imageUrlCache, 'get'> = imageUrlCache): string | null {
  return status.imageUrl || status.originUrl || known.get(status.imageName ?? fileName) || null;
}
