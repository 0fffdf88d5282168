import type { ScreenshotTranscript } from '../../../shared/schemas/message';
import type { AdviceRequest } from '../../ai/provider';
import type { Deps } from '../../deps';
import type { Actor } from '../actor';
import { modelImageUrls } from '../attachments/image-urls';
import { listMemoryForPrompt } from '../memory/items';
import type { MessageRow } from '../messages';
import { queueAfterReply, type CompletedExchange } from './after-reply';
import { buildAdviceRequest, messageText } from './build-request';
import type { Generation, GenerationContext } from './generation';
import type { ReplyChunk } from './run-reply';
import { readScreenshots, screenshotsToRead, transcriptItem, withTranscript } from './screenshot-readback';

/** An advisor's answer in a normal chat: history + memory → advice; memory and title afterwards. */
export async function adviceGeneration(deps: Deps, actor: Actor, ctx: GenerationContext): Promise<Generation> {
  const { session, history } = ctx;
  // The catalogue is in memory (read once per process): no query for the agent.
  const [catalogue, memory] = await Promise.all([deps.agents.load(), listMemoryForPrompt(deps, actor.user.id)]);
  const agent = catalogue.byKey.get(session.agentId);
  // The newest images reach the model: data: URLs (local storage) or presigned URLs (S3).
  const images = await modelImageUrls(deps, actor.user.id, history);
  const built = buildAdviceRequest(agent ?? { slug: 'chat-advisor', name: 'Chat Advisor' }, history, memory, (name) => images.get(name) ?? null);
  // Try Another writes version N+1 of the reply: the provider takes another angle for each version.
  const request = { ...built, attempt: ctx.reply.version };
  const after = { messageId: ctx.reply.id, userId: actor.user.id, sessionId: session.id, userText: lastUserText(history) };
  return new AdviceGeneration(deps, request, after, screenshotsToRead(history));
}

/**
 * An advisor's reply: an object whose methods share its fields, made outside the async function
 * above (a closure made inside it would keep its whole frame alive — the chat's and the user's
 * rows, the history — for as long as the reply runs). It holds the request and a few ids.
 */
class AdviceGeneration implements Generation {
  /** Read once: a retry reuses it and does not show it twice. */
  private transcript: ScreenshotTranscript | null = null;
  private shown = false;

  constructor(
    private readonly deps: Deps,
    private readonly request: AdviceRequest,
    private readonly after: Omit<CompletedExchange, 'assistantText'>,
    private readonly screenshots: readonly string[],
  ) {}

  /**
   * The provider's stream itself when there are no screenshots: a generator in between would cost
   * every token another promise hop.
   */
  generate(signal: AbortSignal): AsyncIterable<ReplyChunk> {
    return this.screenshots.length > 0 ? this.withScreenshots(signal) : this.deps.ai.streamAdvice(this.request, signal);
  }

  /** With screenshots: what was read goes out first (its own item), then the advice about it. */
  private async *withScreenshots(signal: AbortSignal): AsyncGenerator<ReplyChunk> {
    this.transcript ??= await readScreenshots(this.deps, this.after.userId, this.screenshots);
    if (signal.aborted) return;
    if (!this.shown && this.transcript.lines.length > 0) {
      this.shown = true;
      const item = transcriptItem(this.after.messageId, this.transcript);
      yield { type: 'event', data: { type: 'screenshot_transcript', content: this.transcript }, item };
    }
    yield* this.deps.ai.streamAdvice(withTranscript(this.request, this.transcript), signal);
  }

  /** Title and memory, batched with the other replies ending now (after-reply.ts). */
  async afterComplete(assistantText: string): Promise<void> {
    queueAfterReply(this.deps, { ...this.after, assistantText });
  }
}

export function lastUserText(history: readonly MessageRow[]): string {
  for (let i = history.length - 1; i >= 0; i--) {
    const m = history[i]!;
    if (m.role === 'user') return messageText(m.items);
  }
  return '';
}
