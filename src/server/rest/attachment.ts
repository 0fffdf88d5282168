import { z } from 'zod';
import { originalFileName, presignBatchBody, presignedUrlSchema } from '../../shared/schemas/attachment';
import { presignUpload, presignUploads } from '../services/attachments/presign';
import { defineRoute } from './define';

/** SPEC §7 "Uploads": presigned URLs; the file body then goes straight to storage with a PUT. */
export const attachmentRoutes = [
  defineRoute({
    method: 'get',
    path: '/attachment/presigned-url/:name',
    summary:
      'An upload URL for one screenshot (jpg, jpeg, png, gif or webp): PUT the file body to `url` within 5 minutes, then reference the upload by `file_name` in a message',
    tag: 'attachment',
    auth: 'session',
    params: z.object({ name: originalFileName }),
    response: presignedUrlSchema,
    errors: [401, 415, 429],
    handle: (ctx, { params }) => presignUpload(ctx.deps, ctx.actor, params.name),
  }),
  defineRoute({
    method: 'post',
    path: '/attachment/batch-presigned-urls',
    summary: 'Upload URLs for up to 5 screenshots: body is the list of file names (or `{ file_names }`); answers the list in the same order',
    tag: 'attachment',
    auth: 'session',
    body: presignBatchBody,
    response: z.array(presignedUrlSchema),
    errors: [400, 401, 415, 429],
    handle: (ctx, { body }) => presignUploads(ctx.deps, ctx.actor, Array.isArray(body) ? body : body.file_names),
  }),
];
