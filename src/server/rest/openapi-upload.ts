import { z } from 'zod';
import { LIMITS } from '../../shared/constants';
import { UPLOAD_EXTENSIONS } from '../../shared/schemas/attachment';

type JsonSchema = Record<string, unknown>;

/** What the embedded storage answers to an accepted PUT (src/server/services/attachments/local-files.ts). */
export const uploadResultSchema = z.object({
  file_name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});

const STATUSES = [400, 403, 404, 413, 415];

/**
 * The second step of an upload: PUT the bytes to the presigned `url`. With the embedded storage
 * the url is this path on the app; with S3 it points to the bucket, which answers in its own way.
 */
export function uploadPath(resultSchema: JsonSchema) {
  const stringParam = (name: string, where: 'path' | 'query', description: string) => ({ name, in: where, required: true, description, schema: { type: 'string' } });
  return {
    path: '/files/u/{userId}/{fileName}',
    statuses: STATUSES,
    item: {
      put: {
        operationId: 'putUpload',
        summary: 'Upload a screenshot: PUT the file body to the presigned `url` (use it as given, query included)',
        description: `The second step of an upload. Take \`url\` from \`GET /api/attachment/presigned-url/{name}\`
(or the batch call) and PUT the raw bytes with their \`Content-Type\` within 5 minutes: ${LIMITS.uploadMaxBytes}
bytes (5 MB) at most, a ${UPLOAD_EXTENSIONS.join(', ')} image by its bytes, sane pixel size; clients give up
after ${LIMITS.uploadTimeoutMs / 1000} s. 200 means the file was checked and may be used in a message by its
\`file_name\`. The signature in the query is the credential: no cookie or token. With S3 storage
(\`S3_BUCKET\`) the url points to the bucket, which answers 200 with an empty body; the file is checked
when a message uses it.`,
        tags: ['attachment'],
        security: [],
        parameters: [
          stringParam('userId', 'path', 'Part of the presigned url'),
          stringParam('fileName', 'path', 'The stored name (`file_name` of the presign answer)'),
          stringParam('exp', 'query', 'Expiry (unix seconds), part of the presigned url'),
          stringParam('sig', 'query', 'Signature, part of the presigned url'),
        ],
        requestBody: {
          required: true,
          content: Object.fromEntries(['image/png', 'image/jpeg', 'image/gif', 'image/webp'].map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
        },
        responses: {
          '200': {
            description: 'Stored and checked',
            content: { 'application/json': { schema: { type: 'object', required: ['result'], properties: { result: resultSchema } } } },
          },
          ...Object.fromEntries(STATUSES.map((status) => [String(status), { $ref: `#/components/responses/Error${status}` }])),
          default: { $ref: '#/components/responses/ErrorDefault' },
        },
      },
    },
  };
}
