import { expect, test } from 'bun:test';
import { readSseFrames, type SseFrame } from './sse';

function bodyOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function framesOf(chunks: string[]): Promise<SseFrame[]> {
  const out: SseFrame[] = [];
  for await (const frame of readSseFrames(bodyOf(chunks))) out.push(frame);
  return out;
}

test('frames split anywhere, CRLF or CR line ends, comments and multi-line data', async () => {
  const wire = 'id: 1\r\nevent: message\r\ndata: {"a":\r\ndata: 1}\r\n\r\n: ping\n\nid: 2\revent: end\rdata: {"b":2}\r\rdata: [DONE]\n\n';
  const expected = [
    { id: '1', event: 'message', data: '{"a":\n1}' },
    { id: '2', event: 'end', data: '{"b":2}' },
    { id: '2', event: 'message', data: '[DONE]' },
  ];
  expect(await framesOf([wire])).toEqual(expected);
  // Every split point, including between \r and \n and inside a multi-byte character's line.
  for (let i = 1; i < wire.length; i++) expect(await framesOf([wire.slice(0, i), wire.slice(i)])).toEqual(expected);
});

test('a frame without data is not dispatched; a field without a colon is a field with no value; a final frame without its blank line is dropped', async () => {
  expect(await framesOf(['event: message\n\ndata\n\nid: 7\ndata: x'])).toEqual([{ id: null, event: 'message', data: '' }]);
});

test('UTF-8 split across chunks is decoded whole', async () => {
  const bytes = new TextEncoder().encode('data: héllo ✓\n\n');
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const b of bytes) controller.enqueue(new Uint8Array([b]));
      controller.close();
    },
  });
  const frames: SseFrame[] = [];
  for await (const frame of readSseFrames(body)) frames.push(frame);
  expect(frames).toEqual([{ id: null, event: 'message', data: 'héllo ✓' }]);
});
