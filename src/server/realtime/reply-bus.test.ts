import { describe, expect, test } from 'bun:test';
import type { PubSub } from '../../db/types';
import { createMemoryLogger } from '../lib/logger';
import { MAX_PAYLOAD_BYTES, PgReplyBus, pack } from './reply-bus';
import { ReplyRegistry } from './reply-registry';

/**
 * Postgres LISTEN/NOTIFY as the bus sees it, in memory: notifications reach every listener of the
 * channel asynchronously and in order, and each payload is recorded. (Postgres itself is covered by
 * tests/integration/multi-process.test.ts.)
 */
class MemoryPubSub implements PubSub {
  readonly sent: { channel: string; payload: string }[] = [];
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();

  async listen(channel: string, onMessage: (payload: string) => void) {
    let set = this.listeners.get(channel);
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(onMessage);
    return async () => {
      set.delete(onMessage);
    };
  }

  async notify(channel: string, payload: string) {
    if (Buffer.byteLength(payload) >= 8000) throw new Error('payload string too long');
    this.sent.push({ channel, payload });
    await Bun.sleep(0);
    for (const listener of this.listeners.get(channel) ?? []) listener(payload);
  }
}

const meta = (i: number) => ({ messageId: `m${i}`, sessionId: `s${i}`, userId: 'u', sessionType: 'normal' as const, extraData: {} });

async function twoProcesses() {
  const pubsub = new MemoryPubSub();
  const log = createMemoryLogger();
  const owner = new ReplyRegistry({ graceMs: 60_000 });
  const a = new PgReplyBus(pubsub, owner, log);
  const b = new PgReplyBus(pubsub, new ReplyRegistry({ graceMs: 60_000 }), log);
  await a.start();
  await b.start();
  return { pubsub, log, owner, a, b };
}

/** Follows a reply from `bus` until it ends; the texts it received, and how it ended. */
async function follow(bus: PgReplyBus, messageId: string, silenceMs?: number) {
  const texts: string[] = [];
  let ref: number | null = null;
  const ended = (async () => {
    for await (const item of bus.followRemote(messageId, 0, new AbortController().signal, 2000, silenceMs)) {
      if (item.kind === 'final-ref') ref = item.id;
      else if (item.event.data.type === 'text') texts.push(item.event.data.content as string);
    }
  })();
  return { texts, ended, ref: () => ref };
}

describe('reply bus between processes', () => {
  test('events of many remotely followed replies share NOTIFYs and arrive in order', async () => {
    const { pubsub, owner, a, b } = await twoProcesses();
    const streams = Array.from({ length: 50 }, (_, i) => owner.start(meta(i)));
    const followers = await Promise.all(streams.map((s) => follow(b, s.meta.messageId)));
    while (pubsub.sent.filter((n) => n.channel === 'reply_follow').length < 50) await Bun.sleep(1);
    await Bun.sleep(5); // every follow request reached A and is acknowledged
    const before = pubsub.sent.length;
    // Five ticker slots: every reply pushes one event per slot, all in the same turn.
    for (let tick = 0; tick < 5; tick++) {
      for (const s of streams) s.push({ type: 'text', content: `t${tick} ` });
      await Bun.sleep(1);
    }
    for (const s of streams) s.push({ type: 'completed', content: {} } as never, true);
    await Promise.all(followers.map((f) => f.ended));
    await a.idle();

    for (const f of followers) expect(f.texts).toEqual(['t0 ', 't1 ', 't2 ', 't3 ', 't4 ']);
    const forwarded = pubsub.sent.slice(before);
    // 300 events (6 per reply); one NOTIFY each would be 300.
    expect(forwarded.length).toBeLessThanOrEqual(6 * 3);
    for (const n of forwarded) expect(Buffer.byteLength(n.payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
  });

  test('an event larger than a NOTIFY in bytes (not in characters) travels as a reference', async () => {
    const { owner, b } = await twoProcesses();
    const stream = owner.start(meta(1));
    const follower = await follow(b, 'm1');
    await Bun.sleep(5);
    const wide = 'é'.repeat(4000); // 4,000 characters, 8,000 bytes
    stream.push({ type: 'text', content: 'short ' });
    stream.push({ type: 'completed', content: { text: wide } } as never, true);
    await follower.ended;
    expect(follower.texts).toEqual(['short ']);
    expect(follower.ref()).toBe(2);
  });

  test('idle() resolves once everything queued has been sent (shutdown waits for it)', async () => {
    const { pubsub, owner, a, b } = await twoProcesses();
    const stream = owner.start(meta(1));
    const follower = await follow(b, 'm1');
    await Bun.sleep(5);
    const before = pubsub.sent.length;
    stream.push({ type: 'text', content: 'last words ' });
    stream.push({ type: 'completed', content: {} } as never, true);
    expect(pubsub.sent.length).toBe(before); // queued until the turn ends
    await a.idle();
    expect(pubsub.sent.slice(before).map((n) => n.payload).join('')).toContain('last words ');
    await follower.ended;
  });

  test('a lost NOTIFY is seen as a gap in the sequence and replayed: the follower gets every event once, in order', async () => {
    const { pubsub, log, owner, b } = await twoProcesses();
    const stream = owner.start(meta(1));
    const follower = await follow(b, 'm1');
    await Bun.sleep(5);
    const notify = pubsub.notify.bind(pubsub);
    let failNext = true;
    pubsub.notify = async (channel, payload) => {
      if (failNext && channel.startsWith('reply_ev_')) {
        failNext = false;
        throw new Error('connection reset');
      }
      return notify(channel, payload);
    };
    stream.push({ type: 'text', content: 'lost ' });
    await Bun.sleep(5);
    stream.push({ type: 'text', content: 'kept ' });
    stream.push({ type: 'completed', content: {} } as never, true);
    await follower.ended;
    expect(follower.texts).toEqual(['lost ', 'kept ']);
    expect(log.lines.some((l) => l.msg === 'Forwarding a reply to another process failed')).toBe(true);
  });

  test('a follower that hears nothing asks again: a lost final event still ends it', async () => {
    const { pubsub, owner, b } = await twoProcesses();
    const stream = owner.start(meta(2));
    const follower = await follow(b, 'm2', 200);
    await Bun.sleep(5);
    stream.push({ type: 'text', content: 'all ' });
    await Bun.sleep(5);
    const notify = pubsub.notify.bind(pubsub);
    let lost = 0;
    pubsub.notify = async (channel, payload) => {
      // The NOTIFY carrying the final event is lost; nothing follows it to reveal a gap.
      if (channel.startsWith('reply_ev_') && lost === 0) {
        lost++;
        throw new Error('connection reset');
      }
      return notify(channel, payload);
    };
    stream.push({ type: 'completed', content: {} } as never, true);
    await follower.ended;
    expect(lost).toBe(1);
    expect(follower.texts).toEqual(['all ']);
    // Ended by asking again after the silence (a second follow request), not by a gap.
    expect(pubsub.sent.filter((n) => n.channel === 'reply_follow')).toHaveLength(2);
  });

  test('a follower whose generator died (no answer when it asks again) is told so, to read the stored reply', async () => {
    const { pubsub, owner, b } = await twoProcesses();
    owner.start(meta(3));
    const items: unknown[] = [];
    const remote = b.followRemote('m3', 0, new AbortController().signal, 100, 100);
    const first = remote.next();
    await Bun.sleep(20);
    // The generating process dies: it answers nothing any more.
    pubsub.notify = async () => {};
    let next = await first;
    while (!next.done) {
      items.push(next.value);
      next = await remote.next();
    }
    expect(next.value).toBe(false);
    expect(items).toEqual([]);
  });
});

describe('pack', () => {
  test('keeps wires in order in arrays of at most MAX_PAYLOAD_BYTES, counting bytes', () => {
    const wires = Array.from({ length: 40 }, (_, i) => JSON.stringify({ m: `m${i}`, t: 'ü'.repeat(200 + i * 10) }));
    const payloads = pack(wires);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(payloads.flatMap((p) => (JSON.parse(p) as unknown[]).map((w) => JSON.stringify(w)))).toEqual(wires);
  });

  test('nothing to send is no payload', () => {
    expect(pack([])).toEqual([]);
  });
});
