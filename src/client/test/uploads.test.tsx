/**
 * Screenshots in the composer (SPEC §4, §5, §8): the upload state machine (uploading → completed,
 * a failure removes the image with its text), the checks (type, 5 MB, 5 photos), the 300 ms
 * gathering, drops ignored while processing, the pre-signed URL rules, and the input's send rule.
 * Runs under happy-dom: `cd src/client && bun test`.
 */
import { afterEach, describe, expect, test } from 'bun:test';

const hasDom = typeof document !== 'undefined';
const rtl = hasDom ? await import('@testing-library/react') : null;
// Rendered trees (and Mantine's portals) go after each test, whichever file ran before.
afterEach(() => rtl?.cleanup());

const { createUploadStore } = await import('../features/uploads/hooks/upload-store');
const { UPLOAD_TEXTS } = await import('../features/uploads/hooks/image-rules');
const { putUpload, UploadFailure } = await import('../features/uploads/hooks/put-upload');

const png = (name = 'shot.png', size = 1000, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

/** A presign/upload pair the test settles by hand, so every state can be looked at. */
function harness(options: { debounceMs?: number } = {}) {
  const presigned: string[] = [];
  const puts: Array<{ url: string; type: string; resolve: () => void; reject: (err: Error) => void }> = [];
  const revoked: string[] = [];
  let n = 0;
  const store = createUploadStore({
    presign: async (name) => {
      presigned.push(name);
      return { file_name: `stored-${presigned.length}.png`, url: `/files/u/${presigned.length}` };
    },
    compress: async (file) => file,
    put: (url, _body, type) =>
      new Promise<void>((resolve, reject) => {
        puts.push({ url, type, resolve, reject });
      }),
    preview: { create: () => `blob:preview-${++n}`, revoke: (url) => void revoked.push(url) },
    debounceMs: options.debounceMs ?? 5,
  });
  return { store, presigned, puts, revoked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('upload state machine', () => {
  test('uploading → completed; a failed upload is removed with its text', async () => {
    const { store, puts, presigned, revoked } = harness();
    store.add('chat', [png('a.png'), png('b.png')], 'picker');
    expect(store.images('chat')).toEqual([]); // still gathering (debounce)
    await settle();
    expect(store.images('chat').map((i) => i.status)).toEqual(['uploading', 'uploading']);
    expect(presigned).toEqual(['a.png', 'b.png']);
    expect(puts.map((p) => [p.url, p.type])).toEqual([
      ['/files/u/1', 'image/png'],
      ['/files/u/2', 'image/png'],
    ]);

    puts[0]!.resolve();
    puts[1]!.reject(new UploadFailure(UPLOAD_TEXTS.failed));
    await settle();
    const [only] = store.images('chat');
    expect(store.images('chat')).toHaveLength(1);
    expect(only).toMatchObject({ status: 'completed', fileName: 'stored-1.png', originName: 'a.png' });
    expect(store.get('chat').notice?.text).toBe('Image failed to upload, please try again.');
    expect(revoked).toEqual(['blob:preview-2']);
  });

  test('the checks: unsupported type, over 5 MB, more than 5 photos (extras cut with the message)', async () => {
    const { store } = harness();
    store.add('k1', [new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })], 'picker');
    await settle();
    expect(store.images('k1')).toEqual([]);
    expect(store.get('k1').notice?.text).toBe('Sorry, this file format is not supported.');

    store.add('k2', [png('big.png', 5_242_881)], 'picker');
    await settle();
    expect(store.images('k2')).toEqual([]);
    expect(store.get('k2').notice?.text).toBe('File size must be less than 5MB');

    store.add('k3', [png('1.png'), png('2.png'), png('3.png')], 'picker');
    await settle();
    store.add('k3', [png('4.png'), png('5.png'), png('6.png')], 'paste');
    await settle();
    expect(store.images('k3').map((i) => i.originName)).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png']);
    expect(store.get('k3').notice?.text).toBe('Sorry, you can add at most 5 photos to a message.');
  });

  test('files within 300 ms are handled together; drops are ignored while an image is processing', async () => {
    const { store, puts } = harness({ debounceMs: 300 });
    store.add('d', [png('one.png')], 'picker');
    store.add('d', [png('two.png')], 'paste');
    expect(store.processing('d')).toBe(true);
    expect(store.add('d', [png('dropped.png')], 'drop')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(store.images('d').map((i) => i.originName)).toEqual(['one.png', 'two.png']);
    expect(store.add('d', [png('dropped.png')], 'drop')).toBe(false); // still uploading
    for (const put of puts) put.resolve();
    await settle();
    expect(store.processing('d')).toBe(false);
    expect(store.add('d', [png('dropped.png')], 'drop')).toBe(true);
  });

  test('pasting a non-image file gives the notice; its images are still taken', async () => {
    const { store } = harness();
    store.paste('p', [new File(['x'], 'notes.txt', { type: 'text/plain' }), png('pic.png')]);
    await settle(); // the notice's text comes with the upload pipeline, loaded with the first file
    expect(store.get('p').notice?.text).toBe('Sorry, this file format is not supported.');
    expect(store.images('p').map((i) => i.originName)).toEqual(['pic.png']);
  });

  test('take empties the draft for a send; restore puts the images back after a failed send', async () => {
    const { store, puts } = harness();
    store.add('t', [png('x.png')], 'picker');
    await settle();
    puts[0]!.resolve();
    await settle();
    const taken = store.take('t');
    expect(taken).toHaveLength(1);
    expect(store.images('t')).toEqual([]);
    store.restore('t', taken);
    expect(store.images('t')).toEqual(taken);
  });

  test('removing an image mid-upload drops it without a notice', async () => {
    const { store, puts } = harness();
    store.add('r', [png('x.png')], 'picker');
    await settle();
    const [image] = store.images('r');
    store.remove('r', image!.id);
    puts[0]!.reject(new Error('aborted'));
    await settle();
    expect(store.images('r')).toEqual([]);
    expect(store.get('r').notice).toBeNull();
  });

  test("a pre-signed answer without file name or URL is 'presigned url error'", async () => {
    const store = createUploadStore({
      presign: async () => ({ file_name: '', url: '/files/x' }),
      compress: async (file) => file,
      preview: { create: () => 'blob:x', revoke: () => {} },
      debounceMs: 1,
    });
    store.add('e', [png()], 'picker');
    await settle();
    expect(store.images('e')).toEqual([]);
    expect(store.get('e').notice?.text).toBe('presigned url error');
  });
});

describe('the PUT to the pre-signed URL', () => {
  const respond = (status: number, body?: unknown) => async () =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  test('only 200 counts; refusals show the catalogue text', async () => {
    const blob = new Blob(['x'], { type: 'image/png' });
    await putUpload('/files/a', blob, 'image/png', { fetch: respond(200, { file_name: 'a' }) });
    const failure = (status: number, body?: unknown) =>
      putUpload('/files/a', blob, 'image/png', { fetch: respond(status, body) }).then(
        () => 'ok',
        (err: Error) => err.message,
      );
    expect(await failure(201)).toBe('Image failed to upload, please try again.');
    expect(await failure(413)).toBe('File size must be less than 5MB');
    expect(await failure(415, { error: { code: 'upload.unsupported_type' } })).toBe('Sorry, this file format is not supported.');
    expect(await failure(403, { error: { code: 'upload.url_expired' } })).toBe('This file link has expired or is not valid. Please try again.');
  });

  test('gives up after the timeout (SPEC: 30 s), as an upload failure', async () => {
    const hang = (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const message = await putUpload('/files/a', new Blob(['x']), 'image/png', { fetch: hang, timeoutMs: 20 }).then(
      () => 'ok',
      (err: Error) => err.message,
    );
    expect(message).toBe('Image failed to upload, please try again.');
  });
});

describe.skipIf(!hasDom)('the composer with screenshots (happy-dom)', () => {
  test('thumbnails show each state; Send waits for every upload; the send carries the images', async () => {
    const { render, screen, fireEvent, act } = rtl!;
    const { ChatInput } = await import('../features/chat/components/chat-input');
    const { ChatPluginsContext } = await import('../features/chat/hooks/chat-plugins');
    const { createUploadsPlugin } = await import('../features/uploads/components/uploads-plugin');
    const { MantineProvider } = await import('@mantine/core');
    const { store, puts } = harness();
    const plugin = createUploadsPlugin(store);
    const sent: unknown[] = [];
    render(
      <MantineProvider env="test">
        <ChatPluginsContext.Provider value={{ attachments: plugin }}>
          <plugin.Notice uiKey="ui" />
          <ChatInput
            uiKey="ui"
            responding={false}
            blocked={false}
            onBlockedAttempt={() => {}}
            onSend={(draft) => {
              sent.push(draft);
              return true;
            }}
          />
        </ChatPluginsContext.Provider>
      </MantineProvider>,
    );
    const input = screen.getByTestId('attach-input') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [png('s.png')] } });
      await settle();
    });
    expect(screen.getByTestId('draft-image').getAttribute('data-status')).toBe('uploading');
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);

    await act(async () => {
      puts[0]!.resolve();
      await settle();
    });
    expect(screen.getByTestId('draft-image').getAttribute('data-status')).toBe('completed');
    const send = screen.getByTestId('chat-send') as HTMLButtonElement;
    expect(send.disabled).toBe(false); // an image alone may be sent
    await act(async () => {
      fireEvent.click(send);
    });
    expect(sent).toEqual([{ text: '', quote: null, images: [expect.objectContaining({ fileName: 'stored-1.png', status: 'completed' })] }]);
    expect(screen.queryByTestId('draft-image')).toBeNull();

    // Pasting into the input: a copied image is attached; a copied document gets the notice.
    const textarea = screen.getByTestId('chat-input');
    await act(async () => {
      fireEvent.paste(textarea, { clipboardData: { files: [png('pasted.png')], types: ['Files'] } });
      await settle();
    });
    expect(screen.getByTestId('draft-image').querySelector('img')?.getAttribute('alt')).toBe('pasted.png');
    await act(async () => {
      fireEvent.paste(textarea, { clipboardData: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })], types: ['Files'] } });
      await settle();
    });
    expect(screen.getByTestId('upload-notice').textContent).toBe('Sorry, this file format is not supported.');
  });
});
