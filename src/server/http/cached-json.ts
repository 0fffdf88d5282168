import { createHash } from 'node:crypto';

/**
 * A JSON answer that does not change while the process runs (the agent catalogue), encoded once:
 * its bytes as a Blob (each response shares them: no string to encode per request, no copy), its
 * ETag and its headers. A request whose If-None-Match names the ETag gets 304 and no body.
 */
export class CachedJson {
  private readonly body: Blob;
  readonly etag: string;
  private readonly headers: Readonly<Record<string, string>>;
  private readonly notModifiedHeaders: Readonly<Record<string, string>>;

  constructor(json: string, headers: Readonly<Record<string, string>>) {
    const bytes = Buffer.from(json, 'utf8');
    this.body = new Blob([bytes]);
    // Strong: the same bytes for as long as this process serves them (a restart may change them).
    this.etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    this.headers = { ...headers, etag: this.etag };
    const { 'content-type': _type, ...rest } = this.headers;
    this.notModifiedHeaders = rest;
  }

  response(request: Request): Response {
    const condition = request.headers.get('if-none-match');
    if (condition !== null && matchesEtag(condition, this.etag)) return new Response(null, { status: 304, headers: this.notModifiedHeaders });
    return new Response(this.body, { headers: this.headers });
  }
}

/** RFC 9110 §13.1.2: `*`, or a list of entity tags compared weakly. */
function matchesEtag(condition: string, etag: string): boolean {
  if (condition.trim() === '*') return true;
  for (const tag of condition.split(',')) {
    const t = tag.trim();
    if ((t.startsWith('W/') ? t.slice(2) : t) === etag) return true;
  }
  return false;
}
