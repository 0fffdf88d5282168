/**
 * A server-sent events reader for the API's streams (framing: the `text/event-stream` responses
 * of openapi.json). Parses the WHATWG framing over a fetch Response body: `id:`, `event:`,
 * `data:` lines, blank-line dispatch, `:` comments (heartbeats). Works in browsers, Node 18+,
 * Bun and Deno: no EventSource needed (EventSource cannot POST or send a Bearer token).
 */
export interface SseFrame {
  id: string | null;
  event: string;
  data: string;
}

/** Yields each dispatched frame of an SSE body; comments are skipped. */
export async function* readSseFrames(body: ReadableStream<Uint8Array>): AsyncGenerator<SseFrame> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let frame: { id: string | null; event: string; data: string[] } = { id: null, event: 'message', data: [] };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let newline: RegExpExecArray | null;
      const lineBreak = /\r\n|\r|\n/g;
      let start = 0;
      while ((newline = lineBreak.exec(buffer))) {
        // A lone \r at the end of a chunk may be the first half of \r\n: wait for more.
        if (newline[0] === '\r' && newline.index === buffer.length - 1) break;
        const line = buffer.slice(start, newline.index);
        start = newline.index + newline[0].length;
        if (line === '') {
          if (frame.data.length > 0) yield { id: frame.id, event: frame.event, data: frame.data.join('\n') };
          frame = { id: frame.id, event: 'message', data: [] };
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'data') frame.data.push(value);
        else if (field === 'event') frame.event = value;
        else if (field === 'id' && !value.includes('\0')) frame.id = value;
      }
      buffer = buffer.slice(start);
    }
  } finally {
    // Leaving early (break, error) cancels the body, which closes the connection.
    await reader.cancel().catch(() => undefined);
  }
}
