import { Elysia } from 'elysia';
import type { Deps } from '../deps';
import { errorResponseFor, resultResponse } from '../rest/envelope';
import { openLocalFile, receiveLocalUpload } from '../services/attachments/local-files';

/**
 * User content is served as inert: no script, no plugin, no framing, no sniffing; a sandboxed
 * document even if someone opens the URL directly (SECURITY-TESTS E-10).
 */
const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/**
 * `/files/*` of the embedded storage (ARCHITECTURE §1): signed, expiring PUT (upload) and GET
 * (download) URLs. Not under the CSRF guard (/api, /trpc): the signature is the credential, and a
 * cross-site PUT needs a CORS preflight we never grant. Errors are JSON catalogue errors.
 */
export function fileRoutes(deps: Deps) {
  const keyOf = (request: Request) => {
    const url = new URL(request.url);
    return { key: url.pathname.slice('/files/'.length), query: url.searchParams };
  };
  return new Elysia()
    .put(
      '/files/*',
      async ({ request }) => {
        try {
          const declared = request.headers.get('content-length');
          const uploaded = await receiveLocalUpload(deps, {
            ...keyOf(request),
            body: request.body,
            declaredLength: declared === null ? null : Number(declared),
          });
          return resultResponse(uploaded);
        } catch (err) {
          return errorResponseFor(err, deps.log);
        }
      },
      { parse: 'none' },
    )
    .get(
      '/files/*',
      async ({ request }) => {
        try {
          const found = await openLocalFile(deps, keyOf(request));
          return new Response(found.file, {
            headers: {
              'content-type': found.mime,
              'content-length': String(found.file.size),
              'x-content-type-options': 'nosniff',
              'content-disposition': `inline; filename="${found.fileName}"`,
              'cache-control': `private, max-age=${found.maxAgeSeconds}`,
              'content-security-policy': FILE_CSP,
              'cross-origin-resource-policy': 'same-origin',
            },
          });
        } catch (err) {
          return errorResponseFor(err, deps.log);
        }
      },
      { parse: 'none' },
    );
}
