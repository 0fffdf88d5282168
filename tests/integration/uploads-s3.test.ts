import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { count, eq } from 'drizzle-orm';
import { attachments, messages } from '../../src/db/schema';
import { createOpenAiProvider } from '../../src/server/ai/openai';
import { S3Storage } from '../../src/server/storage/s3';
import { ERRORS, type ErrorCode } from '../../src/shared/errors';
import { parseSse } from '../helpers/chat';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../helpers/fake-openai-server';
import { startFakeS3Server, type FakeS3Server } from '../helpers/fake-s3-server';
import { bigFile, HTML_BYTES, jpegImage, pngImage, SVG_BYTES } from '../helpers/images';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';
import { createFetchClient, listenApp, putFile, type HttpAnswer } from '../helpers/uploads';

/**
 * Screenshots through S3-compatible storage (Bun's S3Client) against a local S3 server that checks
 * every SigV4 signature in full. A presigned PUT limits neither size nor type, so the object is
 * verified when a message first uses it: moved from `incoming/` to its key, or deleted.
 */
let s3: FakeS3Server;
let fakeAi: FakeOpenAiServer;
let t: TestDeps;
let server: ReturnType<typeof listenApp>;

beforeAll(async () => {
  s3 = startFakeS3Server();
  fakeAi = await startFakeOpenAiServer({ reply: 'Looks like a warm reply.' });
  const storage = new S3Storage({
    bucket: s3.bucket,
    endpoint: s3.url,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
  });
  t = await createTestDeps({ storage });
  server = listenApp(t.deps);
});
afterAll(async () => {
  server.stop();
  await t.close();
  await s3.close();
  await fakeAi.close();
});

function expectError(res: HttpAnswer, code: ErrorCode) {
  expect(res.json?.error?.code).toBe(code);
  expect(res.json.error.message).toBe(ERRORS[code].message);
  expect(res.status).toBe(ERRORS[code].status);
}

async function newGuest() {
  const c = createFetchClient(server.base);
  const userId = await c.guest();
  return { c, userId, chat: await c.chat() };
}

async function presignAndPut(c: ReturnType<typeof createFetchClient>, name: string, bytes: Uint8Array<ArrayBuffer>, type = 'image/png') {
  const { file_name, url } = (await c.presign(name)).json.result as { file_name: string; url: string };
  return { file_name, url, put: await fetch(url, { method: 'PUT', body: bytes, headers: { 'content-type': type } }) };
}

const rowOf = async (fileName: string) => (await t.deps.db.select().from(attachments).where(eq(attachments.fileName, fileName)))[0]!;

describe('round trip through S3', () => {
  test('presigned PUT to incoming/, verified at send, listed with a presigned GET that works', async () => {
    const { c, userId, chat } = await newGuest();
    const png = pngImage(5, 3);
    const { file_name, url, put } = await presignAndPut(c, 'IMG_0001.png', png);
    expect(url).toStartWith(`${s3.url}/${s3.bucket}/incoming/u/${userId}/${file_name}?`);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');
    expect(put.status).toBe(200);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'PUT', auth: 'query', status: 200 });
    expect((await rowOf(file_name)).status).toBe('pending');

    const sent = await c.send(chat, [{ type: 'image', content: file_name }]);
    expect(sent.status).toBe(200);
    const text = parseSse(sent.text).events.filter((e) => e.data.type === 'text').map((e) => e.data.content).join('');
    expect(text.startsWith("Heads-up: I couldn't find any chat text in your screenshot")).toBe(true);
    expect(await rowOf(file_name)).toMatchObject({ status: 'verified', mime: 'image/png', width: 5, height: 3, sizeBytes: png.length });
    expect(s3.objects.has(`incoming/u/${userId}/${file_name}`)).toBe(false);
    expect(s3.objects.get(`u/${userId}/${file_name}`)).toMatchObject({ body: png, type: 'image/png' });

    const listed = await c.request('GET', `/api/session/${chat}/message`);
    const image = listed.json.result.items[0].items[0];
    expect(image.imageStatus).toMatchObject({ status: 'completed', imageName: file_name, originName: 'IMG_0001.png', originUrl: null });
    const imageUrl = image.imageStatus.imageUrl as string;
    expect(imageUrl).toStartWith(`${s3.url}/${s3.bucket}/u/${userId}/${file_name}?`);
    const res = await fetch(imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="${file_name}"`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
    expect((await c.request('GET', `/api/session/${chat}/message`)).json.result.items[0].items[0].imageStatus.imageUrl).toBe(imageUrl);
  });

  test("the CSP lets browsers PUT to the S3 endpoint (and only there besides the app's own origin)", async () => {
    const res = await fetch(`${server.base}/api/agent`);
    const connect = res.headers.get('content-security-policy')!.split('; ').find((d) => d.startsWith('connect-src'))!;
    expect(connect.split(' ')).toEqual(['connect-src', "'self'", 'https://accounts.google.com/gsi/', new URL(s3.url).origin]);
  });

  test('a still-valid upload URL cannot swap a verified image', async () => {
    const { c, userId, chat } = await newGuest();
    const jpeg = jpegImage(20, 10);
    const { file_name, url } = await presignAndPut(c, 'swap.jpg', jpeg, 'image/jpeg');
    expect((await c.send(chat, [{ type: 'image', content: file_name }])).status).toBe(200);
    expect((await fetch(url, { method: 'PUT', body: SVG_BYTES, headers: { 'content-type': 'image/jpeg' } })).status).toBe(200);
    expect(s3.objects.get(`u/${userId}/${file_name}`)?.body).toEqual(jpeg);
    const imageUrl = (await c.request('GET', `/api/session/${chat}/message`)).json.result.items[0].items[0].imageStatus.imageUrl;
    expect(new Uint8Array(await (await fetch(imageUrl)).arrayBuffer())).toEqual(jpeg);
  });
});

describe('refusals at send time, each with its text; nothing stored, nothing charged', () => {
  const cases: [string, Uint8Array<ArrayBuffer>, ErrorCode][] = [
    ['6 MB', bigFile(6 * 1024 * 1024), 'upload.too_large'],
    ['an SVG renamed .png', SVG_BYTES, 'upload.unsupported_type'],
    ['HTML bytes as image/png', HTML_BYTES, 'upload.unsupported_type'],
    ['a PNG claiming 30000×30000', pngImage(1, 1, { width: 30_000, height: 30_000 }), 'upload.invalid_image'],
  ];
  for (const [what, bytes, code] of cases) {
    test(`${what} → ${code}`, async () => {
      const { c, userId, chat } = await newGuest();
      const { file_name, put } = await presignAndPut(c, 'shot.png', bytes);
      expect(put.status).toBe(200); // S3 takes anything: the check comes after
      expectError(await c.send(chat, [{ type: 'text', content: 'see this' }, { type: 'image', content: file_name }]), code);
      expect((await rowOf(file_name)).status).toBe('rejected');
      expect([...s3.objects.keys()].filter((k) => k.includes(file_name))).toEqual([]);
      expect(await t.deps.db.select({ n: count() }).from(messages).where(eq(messages.userId, userId))).toEqual([{ n: 0 }]);
      // Refused once, refused for good.
      expectError(await c.send(chat, [{ type: 'image', content: file_name }]), 'upload.not_found');
    });
  }

  test("another user's upload: not found, and it stays unverified and in place", async () => {
    const alice = await newGuest();
    const { file_name } = await presignAndPut(alice.c, 'alice.png', pngImage());
    const bob = await newGuest();
    expectError(await bob.c.send(bob.chat, [{ type: 'image', content: file_name }]), 'upload.not_found');
    expect((await rowOf(file_name)).status).toBe('pending');
    expect(s3.objects.has(`incoming/u/${alice.userId}/${file_name}`)).toBe(true);
  });
});

describe('presigned URLs: expiry and tampering are enforced by the storage', () => {
  test('an upload URL used after 5 minutes, or altered, is refused by S3', async () => {
    const { c } = await newGuest();
    const { url, file_name } = (await c.presign('late.png')).json.result as { url: string; file_name: string };
    s3.skewMs = 301_000;
    try {
      const late = await putFile(server.base, url, pngImage());
      expect(late.status).toBe(403);
      expect(late.text).toContain('Request has expired');
    } finally {
      s3.skewMs = 0;
    }
    const otherKey = await putFile(server.base, url.replace(file_name, `1${file_name}`), pngImage());
    expect(otherKey.status).toBe(403);
    expect(otherKey.text).toContain('SignatureDoesNotMatch');
    const longer = await putFile(server.base, url.replace('X-Amz-Expires=300', 'X-Amz-Expires=86400'), pngImage());
    expect(longer.status).toBe(403);
    expect((await putFile(server.base, url, pngImage())).status).toBe(200);
  });

  test('download URLs expire after an hour', async () => {
    const { c, chat } = await newGuest();
    const { file_name } = await presignAndPut(c, 'hour.png', pngImage());
    await c.send(chat, [{ type: 'image', content: file_name }]);
    const imageUrl = (await c.request('GET', `/api/session/${chat}/message`)).json.result.items[0].items[0].imageStatus.imageUrl as string;
    expect(new URL(imageUrl).searchParams.get('X-Amz-Expires')).toBe('3600');
    s3.skewMs = 3_601_000;
    try {
      expect((await fetch(imageUrl)).status).toBe(403);
    } finally {
      s3.skewMs = 0;
    }
  });
});

test('the openai adapter gets a presigned URL the provider can fetch', async () => {
  const offline = t.deps.ai;
  t.deps.ai = createOpenAiProvider({ apiKey: 'test-key', baseURL: fakeAi.url, model: 'fake-model', maxRetries: 0 });
  try {
    const { c, userId, chat } = await newGuest();
    const png = pngImage(6, 6);
    const { file_name } = await presignAndPut(c, 'provider.png', png);
    const sent = await c.send(chat, [{ type: 'text', content: 'Is this flirting?' }, { type: 'image', content: file_name }]);
    expect(sent.status).toBe(200);
    const advice = fakeAi.requests.find((r) => JSON.stringify(r.body.messages).includes('Is this flirting?'))!;
    const parts = advice.body.messages!.at(-1)!.content as { type: string; image_url?: { url: string } }[];
    const url = parts.find((p) => p.type === 'image_url')!.image_url!.url;
    expect(url).toStartWith(`${s3.url}/${s3.bucket}/u/${userId}/${file_name}?`);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('600');
    const fetched = await fetch(url);
    expect(fetched.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await fetched.arrayBuffer())).toEqual(png);
  } finally {
    t.deps.ai = offline;
  }
});
