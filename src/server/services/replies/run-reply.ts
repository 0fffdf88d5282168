import type { ErrorCode } from '../../../shared/errors';
import type { MessageExtraData, MessageItem } from '../../../shared/schemas/message';
import type { Practice } from '../../../shared/schemas/practice';
import type { ReplyEventData } from '../../../shared/stream';
import { ERRORS } from '../../../shared/errors';
import type { ProviderChunk } from '../../ai/provider';
import { isProviderError } from '../../ai/provider-error';
import { isAppError } from '../../errors';
import type { Deps } from '../../deps';
import type { CheckpointSource, Pending } from '../../realtime/checkpoint-writer';
import { sharedInterval, type IntervalJob, type SharedInterval } from '../../realtime/shared-interval';
import { TextCoalescer, type TextSink } from '../../realtime/text-coalescer';
import type { ReplyStream } from '../../realtime/reply-stream';
import { toMessageDto, type MessageRow } from '../messages';
import type { UsageReservation } from '../usage';
import { ReplyContent, stripNul } from './reply-content';

/** What a generation yields: provider output, or a whole event to pass on in order (practice). */
export type ReplyChunk = ProviderChunk | { type: 'event'; data: ReplyEventData; item?: MessageItem };

/** The parts of a reply that depend on the chat type (advice, coach, practice, simulator). */
export interface Generation {
  /** Called again for the one retry before the first token; must not repeat side effects. */
  generate(signal: AbortSignal): AsyncIterable<ReplyChunk>;
  /** Runs after a reply completes normally (memory, auto-rename); errors are logged, not thrown. */
  afterComplete?(text: string): Promise<void>;
  /** State to carry on the final event (a practice's status after this turn). */
  finalState?(): { practice?: Practice };
  /** extra_data the reply is stored with when it differs from how it started (simulator setup kinds). */
  extraData?: MessageExtraData;
}

export interface ReplyJob {
  stream: ReplyStream;
  /** The reply's row as launched (its final state is this plus what was generated). */
  row: MessageRow;
  /** Called as methods: a generation may be an object whose methods share its fields. */
  generation: Generation;
  /** What the send charged; the row carries it too (`charge`), which is what a failure before any output gives back. */
  reservation: UsageReservation | null;
}

type Ending = { kind: 'completed'; stopped: boolean } | { kind: 'failed'; code: ErrorCode };
/** What ended a generation before its natural end: a user's Stop, a limit, or the server shutting down. */
type EndedBy = 'stop' | 'idle' | 'overall' | 'shutdown' | null;

/**
 * Generates one reply, owned by the server: observers may come and go, only a stop (or a limit)
 * (or a shutdown) ends it. Text is coalesced into events, checkpointed in batches, and the final
 * state is written once — retried until stored, or parked until the database answers. Every reply
 * ends completed or failed; a failure before any output refunds the quota.
 */
export async function runReply(deps: Deps, job: ReplyJob): Promise<void> {
  try {
    await new ReplyRun(deps, job).run();
  } catch (err) {
    deps.log.error('Reply runner crashed', { messageId: job.stream.meta.messageId, err: err as Error });
  }
}

/**
 * One running reply. A class rather than closures in an async function: the watchdog, the
 * checkpoint source and the coalescer's sink are this object's methods, so a running reply holds
 * one object where it held nine closures and their scopes (memory per open stream, PERFORMANCE.md).
 */
class ReplyRun implements IntervalJob, CheckpointSource, TextSink {
  private readonly content: ReplyContent;
  private readonly coalescer: TextCoalescer;
  /** Ends the generation: a stop or shutdown from outside, a limit or the end from here (one controller per reply, not two). */
  private readonly controller: AbortController;
  private readonly watchdog: SharedInterval;
  private limit: 'idle' | 'overall' | null = null;
  /**
   * Watchdog for both limits: a coarse check of the last chunk's time (no timer re-armed per
   * token). The time is read by the watchdog, not per chunk: a chunk only counts, and a check that
   * finds the count moved takes its own time as the last chunk's (an idle limit is noticed at most
   * one watchdog period later; the clock cost ~0.1 µs on every token).
   */
  private lastChunkAt = performance.now();
  private chunks = 0;
  private chunksSeen = 0;
  /** Marked for the next checkpoint since the last one read this reply. */
  private marked = false;
  private readonly deadline: number;
  private idlePaused = false;

  constructor(
    private readonly deps: Deps,
    private readonly job: ReplyJob,
  ) {
    const cfg = deps.config.reply;
    this.content = new ReplyContent(job.stream.meta.messageId);
    this.controller = job.stream.controller;
    this.deadline = this.lastChunkAt + cfg.overallTimeoutMs;
    // On an interval shared by every running reply.
    this.watchdog = sharedInterval(Math.max(10, Math.min(1000, cfg.idleTimeoutMs / 4, cfg.overallTimeoutMs / 4)));
    const ticker = cfg.coalesceWindowMs > 0 ? deps.replies.ticker(cfg.coalesceWindowMs) : null;
    this.coalescer = new TextCoalescer(ticker, this);
  }

  async run(): Promise<void> {
    const { deps, job, content, controller } = this;
    const { messageId } = job.stream.meta;
    const cfg = deps.config.reply;
    this.watchdog.add(this);
    deps.checkpoints.track(messageId, this);
    let ending: Ending | undefined;
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await this.consume(job.generation.generate(controller.signal));
          break;
        } catch (err) {
          // One retry, only before the first token (never duplicated text), only for passing trouble.
          const wait = retryDelayMs(err);
          if (attempt > 0 || content.hasOutput || this.endedBy() || wait === null) throw err;
          deps.log.warn('AI provider failed before the first token; retrying once', { messageId, err: err as Error });
          this.idlePaused = true;
          await Bun.sleep(wait);
          this.idlePaused = false;
          this.lastChunkAt = performance.now();
          if (controller.signal.aborted) break;
        }
      }
      ending = endingFor(this.endedBy(), content.hasOutput);
    } catch (err) {
      ending = failureFor(err, this.endedBy(), content.hasOutput);
      if (ending.kind === 'failed' && ending.code === 'reply.provider_failed') {
        deps.log.error('Reply generation failed', { messageId, err: err as Error });
      }
    } finally {
      this.watchdog.remove(this);
      this.coalescer.flush();
      controller.abort('done');
    }
    await finish(deps, job, content, ending ?? { kind: 'failed', code: 'reply.provider_failed' });
  }

  /**
   * The loop every chunk goes through, in a small function of its own: resumed once per token, it
   * stays cheap to resume and to optimise, which run()'s retry and ending logic around it was not.
   */
  private async consume(chunks: AsyncIterable<ReplyChunk>): Promise<void> {
    const { signal } = this.controller;
    const { content } = this;
    const max = this.deps.config.reply.maxReplyChars;
    for await (const chunk of chunks) {
      if (signal.aborted) return;
      this.chunks++;
      this.apply(chunk);
      if (content.size > max) throw new ReplyTooLarge();
    }
  }

  /** The shared watchdog's check of both limits. */
  onInterval(): void {
    const now = performance.now();
    if (this.chunks !== this.chunksSeen) {
      this.chunksSeen = this.chunks;
      this.lastChunkAt = now;
    }
    if (now >= this.deadline) this.end('overall');
    else if (!this.idlePaused && now - this.lastChunkAt >= this.deps.config.reply.idleTimeoutMs) this.end('idle');
  }

  /** What a checkpoint writes (everything so far: the next change marks the reply again). */
  checkpoint(): Pending {
    this.marked = false;
    return { items: this.content.items(), status: this.content.hasOutput ? 'responding' : 'thinking' };
  }

  /** A coalesced window of text goes out as one event. */
  pushText(text: string): void {
    this.emit('text', text);
  }

  /**
   * Sends an event and marks the reply for the next checkpoint: once per event, not per token —
   * a checkpoint (once a second) is never behind by more than the window not yet sent, and the
   * final write has everything.
   */
  private emit<T extends ReplyEventData>(type: T['type'], content: T['content']): void {
    this.job.stream.pushContent<T>(type, content);
    if (this.marked) return;
    this.marked = true;
    this.deps.checkpoints.mark(this.job.stream.meta.messageId);
  }

  private end(reason: 'idle' | 'overall'): void {
    if (this.controller.signal.aborted) return;
    this.limit = reason;
    this.controller.abort(reason);
  }

  /** Why the generation was ended before its natural end, if it was. */
  private endedBy(): EndedBy {
    if (this.limit) return this.limit;
    if (!this.controller.signal.aborted) return null;
    return this.controller.signal.reason === 'shutdown' ? 'shutdown' : 'stop';
  }

  private apply(chunk: ReplyChunk): void {
    const { content, coalescer } = this;
    if (chunk.type === 'event') {
      coalescer.flush();
      if (chunk.item) content.extraItems.push(chunk.item);
      this.emit(chunk.data.type, chunk.data.content);
    } else if (chunk.type === 'text') {
      const delta = stripNul(chunk.delta);
      content.text += delta;
      coalescer.add(delta);
    } else if (chunk.type === 'reasoning') {
      const delta = stripNul(chunk.delta);
      content.reasoning += delta;
      coalescer.flush();
      this.emit('reasoning_content', delta);
    } else {
      content.suggestions = chunk.suggestions.slice(0, 5);
      content.suggestionsAt = content.text.length;
      coalescer.flush();
      this.emit('reply_suggestions', content.suggestions);
    }
  }
}

class ReplyTooLarge extends Error {}

/** The longest provider Retry-After a reply waits out (once, before its first token). */
const MAX_RETRY_WAIT_MS = 5_000;

/**
 * ms to wait before the one retry, or null when retrying cannot help — including a 429 asking for
 * longer than MAX_RETRY_WAIT_MS: retrying sooner than asked would only be refused again, so the
 * reply fails at once with reply.ai_busy instead.
 */
function retryDelayMs(err: unknown): number | null {
  if (!isProviderError(err)) return null;
  if (err.kind === 'unavailable') return 500;
  if (err.kind === 'rate_limited') {
    const wait = (err.retryAfterSeconds ?? 1) * 1000;
    return wait <= MAX_RETRY_WAIT_MS ? wait : null;
  }
  return null;
}

function failureFor(err: unknown, why: EndedBy, hasOutput: boolean): Ending {
  if (err instanceof ReplyTooLarge) return { kind: 'failed', code: 'reply.too_large' };
  if (why) return endingFor(why, hasOutput);
  // The screenshot readers' queue was full: say so, the user can send again in a moment.
  if (isAppError(err) && err.code === 'reply.screenshots_busy') return { kind: 'failed', code: err.code };
  // The provider's own rate limit is not the user's: say the advisors are busy.
  if (isProviderError(err) && err.kind === 'rate_limited') return { kind: 'failed', code: 'reply.ai_busy' };
  return { kind: 'failed', code: 'reply.provider_failed' };
}

function endingFor(why: EndedBy, hasOutput: boolean): Ending {
  if (why === 'idle') return { kind: 'failed', code: 'reply.idle_timeout' };
  // Cut short by a shutdown: not what the user asked for, so not a Stop (the use comes back
  // when nothing was written).
  if (why === 'shutdown') return { kind: 'failed', code: 'reply.interrupted' };
  if (why === 'overall') return { kind: 'failed', code: 'reply.timeout' };
  if (why === 'stop') return { kind: 'completed', stopped: true };
  // The provider ended without a word: treat as a failure so the user can retry.
  return hasOutput ? { kind: 'completed', stopped: false } : { kind: 'failed', code: 'reply.provider_failed' };
}

async function finish(deps: Deps, job: ReplyJob, content: ReplyContent, ending: Ending): Promise<void> {
  const { stream } = job;
  const { messageId } = stream.meta;
  const error = ending.kind === 'failed' ? { code: ending.code, message: ERRORS[ending.code].message } : null;
  const now = deps.clock.now();
  const items = content.items();
  const extraData = job.generation.extraData ?? null;
  // A failure before any output gives the use back (the row's charge), in the same statement as
  // the final state.
  const refund = ending.kind === 'failed' && !content.hasOutput;
  // Batched with every reply ending in the same tick; retried until written or parked (never
  // throws). The client hears `completed` only once the row says so.
  const outcome = await deps.checkpoints.saveFinal(messageId, { items, status: ending.kind, error, extraData, updatedAt: now, refund });
  if (ending.kind === 'completed' && outcome === 'saved') {
    const saved: MessageRow = { ...job.row, items, status: ending.kind, error, liked: false, updatedAt: now, extraData: extraData ?? job.row.extraData };
    const state = job.generation.finalState?.() ?? {};
    stream.push({ type: 'completed', content: { message: toMessageDto(saved), stopped: ending.stopped, ...state } }, true);
  } else {
    const failure = outcome === 'saved' && error ? error : { code: 'reply.interrupted' as const, message: ERRORS['reply.interrupted'].message };
    stream.push({ type: 'failed', content: failure }, true);
  }
  deps.replies.retire(stream);
  const { generation } = job;
  if (ending.kind === 'completed' && !ending.stopped && generation.afterComplete) {
    const text = content.text;
    deps.replies.afterWork.push(() =>
      generation.afterComplete!(text).catch((err) => deps.log.error('After-reply work failed', { messageId, err: err as Error })),
    );
  }
}
