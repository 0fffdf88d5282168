import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { attachments } from '../../src/db/schema';
import { pngImage } from '../helpers/images';
import { uploadServerForFile } from '../helpers/upload-server';

/**
 * Deleting a message, a chat or a version of an edited message deletes the screenshots only it
 * shows (bytes and URL); one still shown elsewhere stays.
 */
const server = uploadServerForFile();

describe('deleting removes the screenshots', () => {
  test('deleting a message or a chat deletes its uploads (bytes and URL); one still shown elsewhere stays', async () => {
    const { c, userId, chat } = await server.newGuest();
    const first = await server.upload(c, 'a.png', pngImage(2, 2));
    const second = await server.upload(c, 'b.png', pngImage(3, 3));
    const shared = await server.upload(c, 'c.png', pngImage(4, 4));
    const other = await c.chat();
    expect((await c.send(chat, [{ type: 'text', content: 'one' }, { type: 'image', content: first.file_name }])).status).toBe(200);
    expect((await c.send(chat, [{ type: 'text', content: 'two' }, { type: 'image', content: second.file_name }, { type: 'image', content: shared.file_name }])).status).toBe(200);
    expect((await c.send(other, [{ type: 'text', content: 'three' }, { type: 'image', content: shared.file_name }])).status).toBe(200);
    const listed = await c.request('GET', `/api/session/${chat}/message`);
    const firstUrl = listed.json.result.items[0].items.find((i: { type: string }) => i.type === 'image').imageStatus.imageUrl as string;
    const stored = (name: string) => existsSync(join(server.t.filesDir, 'u', userId, name));

    // One message: its screenshot goes, the others stay.
    expect((await c.request('DELETE', `/api/session/${chat}/message/${listed.json.result.items[0].id}`)).status).toBe(200);
    expect(stored(first.file_name)).toBe(false);
    expect((await server.t.deps.db.select().from(attachments).where(eq(attachments.fileName, first.file_name))).length).toBe(0);
    expect((await fetch(new URL(firstUrl, server.base))).status).toBe(404);
    expect(stored(second.file_name)).toBe(true);

    // The chat: its screenshots go, except the one the other chat still shows.
    expect((await c.request('DELETE', `/api/session/${chat}`)).status).toBe(200);
    expect(stored(second.file_name)).toBe(false);
    expect(stored(shared.file_name)).toBe(true);
    const kept = await c.request('GET', `/api/session/${other}/message`);
    const keptUrl = kept.json.result.items[0].items.find((i: { type: string }) => i.type === 'image').imageStatus.imageUrl as string;
    expect((await fetch(new URL(keptUrl, server.base))).status).toBe(200);
  });

  test("deleting a version of an edited message deletes its branch's uploads; the one the other version still shows stays", async () => {
    const { c, userId, chat } = await server.newGuest();
    const both = await server.upload(c, 'a.png', pngImage(2, 2));
    const later = await server.upload(c, 'b.png', pngImage(3, 3));
    expect((await c.send(chat, [{ type: 'text', content: 'one' }, { type: 'image', content: both.file_name }])).status).toBe(200);
    const first = (await c.request('GET', `/api/session/${chat}/message`)).json.result.items[0].id as string;
    // The new version keeps the screenshot; the branch under it gets one of its own.
    expect((await c.request('POST', `/api/session/${chat}/message/${first}/edit`, { body: { text: 'one, again' } })).status).toBe(200);
    const version = (await c.request('GET', `/api/session/${chat}/message`)).json.result.items[0].id as string;
    expect((await c.send(chat, [{ type: 'text', content: 'two' }, { type: 'image', content: later.file_name }])).status).toBe(200);
    const stored = (name: string) => existsSync(join(server.t.filesDir, 'u', userId, name));

    expect((await c.request('DELETE', `/api/session/${chat}/message/${version}`)).status).toBe(200);
    expect(stored(later.file_name)).toBe(false);
    expect((await server.t.deps.db.select().from(attachments).where(eq(attachments.fileName, later.file_name))).length).toBe(0);
    expect(stored(both.file_name)).toBe(true);
    const listed = (await c.request('GET', `/api/session/${chat}/message`)).json.result;
    expect(listed.items.map((m: { id: string }) => m.id)[0]).toBe(first);
    expect(listed.total).toBe(2);
    const url = listed.items[0].items.find((i: { type: string }) => i.type === 'image').imageStatus.imageUrl as string;
    expect((await fetch(new URL(url, server.base))).status).toBe(200);
  });
});
