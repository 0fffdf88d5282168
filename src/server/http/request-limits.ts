import type { ErrorCode } from '../../shared/errors';

/**
 * Bounds on a request's shape, checked before routing (issue 25): an address over 8 KB (414), a
 * header block over 16 KB (431), a tRPC batch of more than 20 calls (the client's batch link
 * splits at the same number) and a tRPC body over 1 MB (413, before it is read).
 */
export const MAX_URL_LENGTH = 8 * 1024;
export const MAX_HEADER_BYTES = 12 * 1024;
export const MAX_TRPC_BATCH = 20;
export const MAX_TRPC_BODY_BYTES = 1_048_576;

export function requestLimitError(request: Request): ErrorCode | null {
  if (request.url.length > MAX_URL_LENGTH) return 'common.uri_too_long';
  let headerBytes = 0;
  request.headers.forEach((value, key) => {
    headerBytes += key.length + value.length + 4;
  });
  if (headerBytes > MAX_HEADER_BYTES) return 'common.headers_too_large';
  const pathStart = request.url.indexOf('/trpc/');
  if (pathStart < 0) return null;
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/trpc/')) return null;
  if (url.searchParams.has('batch') && url.pathname.slice('/trpc/'.length).split(',').length > MAX_TRPC_BATCH) return 'common.batch_too_large';
  if (Number(request.headers.get('content-length') ?? '0') > MAX_TRPC_BODY_BYTES) return 'common.payload_too_large';
  return null;
}
