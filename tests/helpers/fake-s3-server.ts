import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A local server speaking enough of the S3 REST API (path-style) for Bun's S3Client and for
 * presigned URLs: PUT, GET (with Range and the response-content-* overrides), HEAD and DELETE of
 * objects. Every request must carry a valid AWS Signature V4 — in the Authorization header (the
 * client's own calls) or in the query (presigned URLs, whose X-Amz-Expires is enforced against
 * X-Amz-Date) — checked in full: canonical request, string to sign, derived key, signature.
 *
 *   const s3 = startFakeS3Server();
 *   new S3Storage({ bucket: s3.bucket, endpoint: s3.url, region: s3.region, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey });
 *   s3.objects.get('u/…/x.png'); s3.skewMs = 3_600_000; // the server's clock runs an hour ahead
 */
export interface FakeS3Object {
  body: Uint8Array<ArrayBuffer>;
  type: string;
  modified: Date;
}

export interface FakeS3Request {
  method: string;
  key: string;
  auth: 'header' | 'query';
  status: number;
}

export interface FakeS3Server {
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, FakeS3Object>;
  requests: FakeS3Request[];
  /** Added to the server's clock when checking presigned expiry (simulates time passing). */
  skewMs: number;
  close(): Promise<void>;
}

const sha256hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (unreserved characters kept). */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function xmlError(status: number, code: string, message: string): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`, {
    status,
    headers: { 'content-type': 'application/xml' },
  });
}

export function startFakeS3Server(options: { bucket?: string; region?: string } = {}): FakeS3Server {
  const bucket = options.bucket ?? 'uploads';
  const region = options.region ?? 'us-east-1';
  const accessKeyId = 'FAKEACCESSKEY';
  const secretAccessKey = 'fake-secret-access-key-0123456789';
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3Request[] = [];
  const state = { skewMs: 0 };

  /** null when the signature holds; otherwise the S3 error to answer. */
  function checkSignature(req: Request, url: URL, body: Uint8Array): { auth: 'header' | 'query'; error: Response | null } {
    const query = url.searchParams;
    const header = req.headers.get('authorization');
    let auth: 'header' | 'query';
    let credential: string;
    let signedHeaders: string;
    let signature: string;
    let amzDate: string;
    let payloadHash: string;
    if (query.has('X-Amz-Signature')) {
      auth = 'query';
      if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return { auth, error: xmlError(400, 'AuthorizationQueryParametersError', 'bad algorithm') };
      credential = query.get('X-Amz-Credential') ?? '';
      signedHeaders = query.get('X-Amz-SignedHeaders') ?? '';
      signature = query.get('X-Amz-Signature') ?? '';
      amzDate = query.get('X-Amz-Date') ?? '';
      payloadHash = 'UNSIGNED-PAYLOAD';
      const expires = Number(query.get('X-Amz-Expires'));
      if (!Number.isInteger(expires) || expires < 1 || expires > 604_800) {
        return { auth, error: xmlError(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be 1..604800') };
      }
      const signedAt = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
      if (Number.isNaN(signedAt)) return { auth, error: xmlError(400, 'AuthorizationQueryParametersError', 'bad X-Amz-Date') };
      if (Date.now() + state.skewMs > signedAt + expires * 1000) return { auth, error: xmlError(403, 'AccessDenied', 'Request has expired') };
    } else if (header?.startsWith('AWS4-HMAC-SHA256 ')) {
      auth = 'header';
      const fields = Object.fromEntries(
        header
          .slice('AWS4-HMAC-SHA256 '.length)
          .split(',')
          .map((part) => part.trim().split('=') as [string, string]),
      );
      credential = fields.Credential ?? '';
      signedHeaders = fields.SignedHeaders ?? '';
      signature = fields.Signature ?? '';
      amzDate = req.headers.get('x-amz-date') ?? '';
      payloadHash = req.headers.get('x-amz-content-sha256') ?? '';
      if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256hex(body)) {
        return { auth, error: xmlError(400, 'XAmzContentSHA256Mismatch', 'payload hash mismatch') };
      }
    } else {
      return { auth: 'header', error: xmlError(403, 'AccessDenied', 'Anonymous access is not allowed') };
    }
    const [key, date, scopeRegion, service, terminator] = credential.split('/');
    if (key !== accessKeyId) return { auth, error: xmlError(403, 'InvalidAccessKeyId', 'unknown key') };
    if (scopeRegion !== region || service !== 's3' || terminator !== 'aws4_request' || !amzDate.startsWith(date ?? '?')) {
      return { auth, error: xmlError(403, 'AuthorizationHeaderMalformed', 'bad credential scope') };
    }
    const canonicalQuery = [...query.entries()]
      .filter(([k]) => k !== 'X-Amz-Signature')
      .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
      .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const names = signedHeaders.split(';');
    if (!names.includes('host')) return { auth, error: xmlError(403, 'AccessDenied', 'host must be signed') };
    const canonicalHeaders = names.map((n) => `${n}:${(req.headers.get(n) ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
    const canonicalRequest = [req.method, url.pathname, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n');
    const scope = `${date}/${region}/s3/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256hex(canonicalRequest)].join('\n');
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date!), region), 's3'), 'aws4_request');
    const expected = hmac(signingKey, stringToSign);
    const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { auth, error: xmlError(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.') };
    }
    return { auth, error: null };
  }

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    maxRequestBodySize: 64 * 1024 * 1024,
    async fetch(req) {
      const url = new URL(req.url);
      const [, first, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const body = req.method === 'PUT' || req.method === 'POST' ? new Uint8Array(await req.arrayBuffer()) : new Uint8Array();
      const { auth, error } = checkSignature(req, url, body);
      const answer = (res: Response) => {
        requests.push({ method: req.method, key, auth, status: res.status });
        return res;
      };
      if (error) return answer(error);
      if (first !== bucket) return answer(xmlError(404, 'NoSuchBucket', 'The specified bucket does not exist'));
      if (!key) return answer(xmlError(400, 'InvalidRequest', 'bucket operations are not supported'));
      const object = objects.get(key);
      switch (req.method) {
        case 'PUT': {
          const type = req.headers.get('content-type') ?? 'application/octet-stream';
          objects.set(key, { body, type, modified: new Date() });
          return answer(new Response(null, { status: 200, headers: { etag: `"${sha256hex(body).slice(0, 32)}"` } }));
        }
        case 'HEAD':
          if (!object) return answer(new Response(null, { status: 404 }));
          return answer(new Response(null, { status: 200, headers: objectHeaders(object, url) }));
        case 'GET': {
          if (!object) return answer(xmlError(404, 'NoSuchKey', 'The specified key does not exist.'));
          const headers = objectHeaders(object, url);
          const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.get('range') ?? '');
          if (range) {
            const start = Number(range[1]);
            const end = Math.min(range[2] ? Number(range[2]) : object.body.length - 1, object.body.length - 1);
            if (start >= object.body.length) return answer(xmlError(416, 'InvalidRange', 'The requested range is not satisfiable'));
            headers.set('content-range', `bytes ${start}-${end}/${object.body.length}`);
            headers.set('content-length', String(end - start + 1));
            return answer(new Response(object.body.slice(start, end + 1), { status: 206, headers }));
          }
          return answer(new Response(object.body, { status: 200, headers }));
        }
        case 'DELETE':
          objects.delete(key);
          return answer(new Response(null, { status: 204 }));
        default:
          return answer(xmlError(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.'));
      }
    },
  });

  return {
    url: `http://127.0.0.1:${server.port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    get skewMs() {
      return state.skewMs;
    },
    set skewMs(value: number) {
      state.skewMs = value;
    },
    async close() {
      await server.stop(true);
    },
  };
}

function objectHeaders(object: FakeS3Object, url: URL): Headers {
  return new Headers({
    'content-type': url.searchParams.get('response-content-type') ?? object.type,
    ...(url.searchParams.get('response-content-disposition') ? { 'content-disposition': url.searchParams.get('response-content-disposition')! } : {}),
    'content-length': String(object.body.length),
    etag: `"${sha256hex(object.body).slice(0, 32)}"`,
    'last-modified': object.modified.toUTCString(),
    'accept-ranges': 'bytes',
  });
}
