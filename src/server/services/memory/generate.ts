import { and, desc, eq } from 'drizzle-orm';
import { memoryItems, messages } from '../../../db/schema';
import type { Executor, Tx } from '../../../db/types';
import { LIMITS } from '../../../shared/constants';
import { MEMORY_LIMITS, type GenerateMemoryInput, type MemoryCard, type MemoryExchangeItem } from '../../../shared/schemas/memory';
import type { MessageItem } from '../../../shared/schemas/message';
import type { MemoryRequest, MemorySuggestion } from '../../ai/provider';
import { isProviderError } from '../../ai/provider-error';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { requireActor, type Actor } from '../actor';
import { getOwnedSession } from '../sessions';
import {
  cleanMemoryText,
  dedupeKey,
  isUuid,
  liveOf,
  lockUserMemory,
  newestFirst,
  newestLiveMemory,
  recordChange,
  toMemoryDto,
  type MemoryRow,
} from './store';

/** A provider answering more than this in one go is not trusted with the rest. */
const MAX_SUGGESTIONS = 20;

export interface MemoryExchange {
  sessionId: string;
  userText: string;
  assistantText: string;
}

/**
 * `POST /api/memory/{sessionId}/generate`: learns from the exchange the items describe. Text items
 * count; an item with `role: 'assistant'` is the reply. Without one, the session's latest finished
 * reply stands in.
 */
export async function generateMemory(
  deps: Deps,
  actor: Actor | null,
  input: GenerateMemoryInput,
  signal?: AbortSignal,
): Promise<MemoryCard[]> {
  const { user } = requireActor(actor);
  const session = await ownedSession(deps.db, user.id, input.sessionId);
  const userText = textOf(input.items.filter((i) => i.role !== 'assistant'));
  const assistantText = textOf(input.items.filter((i) => i.role === 'assistant')) || (await latestReplyText(deps.db, session.id));
  return learnFromExchange(deps, user.id, { sessionId: session.id, userText, assistantText }, signal);
}

/**
 * After each completed exchange (the reply pipeline calls this): asks the AI provider what to
 * remember and applies its suggestions. Returns the applied suggestions as memory cards.
 */
export async function generateMemoryForExchange(deps: Deps, userId: string, input: MemoryExchange, signal?: AbortSignal): Promise<MemoryCard[]> {
  // The chat may have been deleted while its reply ran: then there is nothing to learn from.
  const session = await ownedSession(deps.db, userId, input.sessionId);
  return learnFromExchange(deps, userId, { ...input, sessionId: session.id }, signal);
}

async function ownedSession(db: Executor, userId: string, sessionId: string) {
  if (!isUuid(sessionId)) throw new AppError('session.not_found');
  return getOwnedSession(db, userId, sessionId);
}

/**
 * Learns from an exchange in a chat the caller has just found to be the user's live chat.
 * `known` is what memory already holds when the caller has read it (a batch of replies reads it
 * for all their users at once).
 */
export async function learnFromExchange(
  deps: Deps,
  userId: string,
  input: MemoryExchange,
  signal?: AbortSignal,
  known?: { id: string; content: string }[],
): Promise<MemoryCard[]> {
  const userText = exchangeText(input.userText);
  const assistantText = exchangeText(input.assistantText);
  if (!userText) return [];
  const existing = known ?? (await newestLiveMemory(deps.db, userId, MEMORY_LIMITS.maxLiveItems));
  const suggestions = await askProvider(deps, { userText, assistantText, existing }, signal);
  if (suggestions.length === 0) return [];
  // The provider runs outside the transaction: a slow model never holds a lock.
  return deps.db.transaction((tx) => applySuggestions(tx, deps.clock.now(), userId, input.sessionId, suggestions));
}

/** The provider's answer within SPEC's 60 s, even when it ignores the abort signal. */
async function askProvider(deps: Deps, req: MemoryRequest, signal?: AbortSignal): Promise<MemorySuggestion[]> {
  const timeout = AbortSignal.timeout(LIMITS.memoryTimeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    const answer = await untilAborted(deps.ai.extractMemory(req, combined), combined);
    return Array.isArray(answer) ? answer.slice(0, MAX_SUGGESTIONS) : [];
  } catch (cause) {
    const timedOut =
      (combined.aborted && (combined.reason as Error | undefined)?.name === 'TimeoutError') ||
      (isProviderError(cause) && cause.kind === 'timeout');
    // A caller that gave up (a stopped reply, a closed request) is routine; a failing provider is not.
    const log = signal?.aborted && !timedOut ? deps.log.info : deps.log.warn;
    log('Memory generation failed', { timedOut, err: cause as Error });
    throw new AppError(timedOut ? 'memory.timeout' : 'memory.generation_failed', { cause });
  }
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Applies suggestions in order, in one transaction. An add equal to a live item (case, spacing and
 * end punctuation aside) or beyond the 200-item cap is skipped; an update or delete must name a live
 * item of this user, else it is ignored. Every applied change is logged for undo.
 */
async function applySuggestions(
  tx: Tx,
  now: Date,
  userId: string,
  sessionId: string,
  suggestions: MemorySuggestion[],
): Promise<MemoryCard[]> {
  await lockUserMemory(tx, userId);
  const live = new Map<string, MemoryRow>();
  for (const row of await tx.select().from(memoryItems).where(liveOf(userId)).orderBy(...newestFirst)) live.set(row.id, row);
  const keys = new Set([...live.values()].map((r) => dedupeKey(r.content)));
  const cards: MemoryCard[] = [];
  for (const s of suggestions) {
    const reason = cleanMemoryText(s?.reason) || null;
    if (s?.type === 'add') {
      const content = cleanMemoryText(s.content);
      if (!content || keys.has(dedupeKey(content)) || live.size >= MEMORY_LIMITS.maxLiveItems) continue;
      const [row] = await tx.insert(memoryItems).values({ userId, content, reason, createdAt: now, updatedAt: now }).returning();
      if (!row) continue;
      await recordChange(tx, now, { memoryId: row.id, userId, sessionId, kind: 'add', newContent: content, reason });
      live.set(row.id, row);
      keys.add(dedupeKey(content));
      cards.push({ type: 'add', memory: toMemoryDto(row), content });
    } else if (s?.type === 'update') {
      const item = typeof s.id === 'string' ? live.get(s.id) : undefined;
      const content = cleanMemoryText(s.new_content);
      if (!item || !content || content === item.content) continue;
      const [row] = await tx
        .update(memoryItems)
        .set({ content, reason: reason ?? item.reason, updatedAt: now })
        .where(eq(memoryItems.id, item.id))
        .returning();
      if (!row) continue;
      await recordChange(tx, now, {
        memoryId: item.id,
        userId,
        sessionId,
        kind: 'update',
        previousContent: item.content,
        newContent: content,
        reason,
      });
      keys.delete(dedupeKey(item.content));
      keys.add(dedupeKey(content));
      live.set(row.id, row);
      cards.push({ type: 'update', memory: toMemoryDto(row), content: item.content, new_content: content });
    } else if (s?.type === 'delete') {
      const item = typeof s.id === 'string' ? live.get(s.id) : undefined;
      if (!item) continue;
      const [row] = await tx.update(memoryItems).set({ deletedAt: now }).where(eq(memoryItems.id, item.id)).returning();
      if (!row) continue;
      await recordChange(tx, now, {
        memoryId: item.id,
        userId,
        sessionId,
        kind: 'delete',
        previousContent: item.content,
        previousDeletedAt: null,
        reason,
      });
      live.delete(item.id);
      keys.delete(dedupeKey(item.content));
      cards.push({ type: 'delete', memory: toMemoryDto(row), content: item.content });
    }
  }
  return cards;
}

/** U+0000 stripped, trimmed, at most a message's length: line breaks stay (they carry meaning). */
function exchangeText(text: unknown): string {
  if (typeof text !== 'string') return '';
  const clean = text.replaceAll('\u0000', '').trim();
  // A string no longer in UTF-16 units than the limit is within it in characters too: only a
  // longer one is split into characters (whole emoji kept) to cut.
  if (clean.length <= LIMITS.messageTextMaxChars) return clean;
  return Array.from(clean).slice(0, LIMITS.messageTextMaxChars).join('').trim();
}

/** The text of message items (text parts only), joined by blank lines. */
function textOf(items: readonly Pick<MemoryExchangeItem, 'type' | 'content'>[]): string {
  return items
    .filter((i) => i.type === 'text' && typeof i.content === 'string')
    .map((i) => (i.content as string).trim())
    .filter(Boolean)
    .join('\n\n');
}

async function latestReplyText(db: Executor, sessionId: string): Promise<string> {
  const [reply] = await db
    .select({ items: messages.items })
    .from(messages)
    .where(and(eq(messages.sessionId, sessionId), eq(messages.onPath, true), eq(messages.role, 'assistant'), eq(messages.status, 'completed')))
    .orderBy(desc(messages.seq))
    .limit(1);
  return reply ? textOf(reply.items as MessageItem[]) : '';
}
