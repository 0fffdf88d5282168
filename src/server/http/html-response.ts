import { acceptedEncodings, brotliHtml, type Encoding } from './compressed-assets';

/** Distinct pages kept compressed: every public page (~45) with room for 404s and app paths. */
const MAX_CACHED_PAGES = 256;

/**
 * A page's HTML as a response: an ETag (a revisit answers 304 with no body), and the body in the
 * best encoding the browser accepts — brotli, else gzip. Pages repeat (the pre-render is cached),
 * so each distinct page is compressed once and kept, keyed by its ETag.
 */
export function createHtmlResponder() {
  const compressed = new Map<string, Partial<Record<Encoding, Uint8Array>>>();

  function body(tag: string, html: string, encoding: Encoding): Uint8Array {
    let entry = compressed.get(tag);
    if (!entry) {
      if (compressed.size >= MAX_CACHED_PAGES) compressed.delete(compressed.keys().next().value as string);
      entry = {};
      compressed.set(tag, entry);
    }
    entry[encoding] ??= encoding === 'br' ? brotliHtml(html) : Bun.gzipSync(html, { level: 6 });
    return entry[encoding];
  }

  return (html: string, status: number, request: Request): Response => {
    const tag = etagOf(html);
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      // Always revalidated: a deploy changes the page's chunks, and the 304 costs no body.
      'cache-control': 'no-cache',
      etag: tag,
      vary: 'accept-encoding',
    };
    if (status === 200 && matches(request.headers.get('if-none-match'), tag)) return new Response(null, { status: 304, headers });
    const accepts = acceptedEncodings(request);
    const encoding: Encoding | null = accepts.br ? 'br' : accepts.gzip ? 'gzip' : null;
    if (!encoding) return new Response(html, { status, headers });
    return new Response(body(tag, html, encoding) as Uint8Array<ArrayBuffer>, { status, headers: { ...headers, 'content-encoding': encoding } });
  };
}

/** A weak validator: the same page in any encoding is the same representation to revalidate. */
export function etagOf(html: string): string {
  return `W/"${Bun.hash(html).toString(36)}"`;
}

function matches(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || bare(candidate) === bare(tag));
}
