import { MEMORY_LIMITS } from '../../../shared/schemas/memory';
import type { Deps } from '../../deps';
import { BatchedWork } from '../../realtime/batched-work';
import type { ReplyRegistry } from '../../realtime/reply-registry';
import { learnFromExchange } from '../memory/generate';
import { newestLiveMemoryOf } from '../memory/store';
import { liveChatNames, nameUnnamedChats, suggestChatTitle } from '../session-titles';

/** A completed advice exchange: what the after-reply work names a chat and learns from. */
export interface CompletedExchange {
  messageId: string;
  userId: string;
  sessionId: string;
  userText: string;
  assistantText: string;
}

/** Provider calls (titles, memory) a batch makes at once: what the work queue allowed per reply before. */
const PROVIDER_CONCURRENCY = 4;

const batchers = new WeakMap<ReplyRegistry, BatchedWork<CompletedExchange>>();

/**
 * Queues a completed reply's title and memory work. Replies that end together share one batch: one
 * read of their chats, one update naming them, one read of their users' memory (at 1,000 replies
 * ending in a burst, three statements per reply made most of the server's and the database's work
 * after the last token).
 */
export function queueAfterReply(deps: Deps, exchange: CompletedExchange): void {
  let work = batchers.get(deps.replies);
  if (!work) {
    const run = (batch: CompletedExchange[]) =>
      afterReplies(deps, batch).catch((err) => deps.log.error('After-reply work failed', { count: batch.length, err: err as Error }));
    batchers.set(deps.replies, (work = new BatchedWork(deps.replies.afterWork, run)));
  }
  work.add(exchange);
}

/**
 * Names the unnamed chats, then learns from each exchange. A failing title or memory update is
 * logged per reply and the rest go on; a failing batch read rejects (the queue's job logs it).
 */
export async function afterReplies(deps: Deps, exchanges: readonly CompletedExchange[]): Promise<void> {
  const failed = (messageId: string | undefined, err: unknown) =>
    deps.log.error('After-reply work failed', { messageId, count: exchanges.length, err: err as Error });
  // A chat deleted while its reply ran is absent: it gets neither a title nor memory.
  const names = await liveChatNames(deps, exchanges);
  const live = exchanges.filter((e) => names.has(e.sessionId));
  if (live.length === 0) return;

  // Titles first: the chat list shows them, while memory may wait seconds on a model.
  const unnamed = new Map<string, CompletedExchange>();
  for (const e of live) if (names.get(e.sessionId) === null && !unnamed.has(e.sessionId)) unnamed.set(e.sessionId, e);
  const titles: { sessionId: string; name: string }[] = [];
  await eachLimited([...unnamed.values()], PROVIDER_CONCURRENCY, async (e) => {
    try {
      titles.push({ sessionId: e.sessionId, name: await suggestChatTitle(deps, e.userText, e.assistantText) });
    } catch (err) {
      failed(e.messageId, err);
    }
  });
  await nameUnnamedChats(deps, titles).catch((err) => failed(undefined, err));

  // One read of what memory knows for every user of the batch; a user's exchanges in order, so
  // each sees what the one before it learned.
  const known = await newestLiveMemoryOf(deps.db, live.map((e) => e.userId), MEMORY_LIMITS.maxLiveItems);
  const byUser = new Map<string, CompletedExchange[]>();
  for (const e of live) {
    const list = byUser.get(e.userId);
    if (list) list.push(e);
    else byUser.set(e.userId, [e]);
  }
  await eachLimited([...byUser.values()], PROVIDER_CONCURRENCY, async (list) => {
    for (const [i, e] of list.entries()) {
      try {
        await learnFromExchange(deps, e.userId, e, undefined, i === 0 ? (known.get(e.userId) ?? []) : undefined);
      } catch (err) {
        failed(e.messageId, err);
      }
    }
  });
}

/** Runs `fn` over `items`, at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
