import { LIMITS } from '../../../../shared/constants';
import { errorText } from '../../../../shared/errors';
import { UPLOAD_TEXTS } from './image-rules';

/** An upload that failed, with the text to show (the image is then removed, SPEC §4). */
export class UploadFailure extends Error {}

export type Presigned = { file_name: string; url: string };

/** SPEC §5: the pre-signed URL answer must hold a non-empty file name and URL. */
export function checkPresigned(answer: Partial<Presigned> | null | undefined): Presigned {
  if (!answer?.file_name || !answer.url) throw new UploadFailure(UPLOAD_TEXTS.presign);
  return { file_name: answer.file_name, url: answer.url };
}

type PutOptions = {
  signal?: AbortSignal;
  timeoutMs?: number;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
};

/**
 * PUTs the bytes to the pre-signed URL with their content type (SPEC §5): 30 s at most, and only
 * HTTP 200 counts. The embedded storage answers refusals with a catalogue code, shown as its text.
 */
export async function putUpload(url: string, body: Blob, contentType: string, options: PutOptions = {}): Promise<void> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? LIMITS.uploadTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  let response: Response;
  try {
    response = await doFetch(url, { method: 'PUT', body, headers: { 'content-type': contentType }, signal, credentials: 'same-origin' });
  } catch (cause) {
    if (options.signal?.aborted) throw cause; // removed by the user: not a failure to report
    throw new UploadFailure(UPLOAD_TEXTS.failed, { cause });
  }
  if (response.status === 200) return;
  throw new UploadFailure(await refusalText(response));
}

async function refusalText(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown } };
    const code = body.error?.code;
    if (typeof code === 'string' && code.startsWith('upload.')) return errorText(code);
  } catch {
    // not our JSON (S3 answers XML)
  }
  if (response.status === 413) return UPLOAD_TEXTS.tooLarge;
  if (response.status === 415) return UPLOAD_TEXTS.unsupported;
  return UPLOAD_TEXTS.failed;
}
