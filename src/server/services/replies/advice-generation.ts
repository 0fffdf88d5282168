import type { AdviceRequest } from '../../ai/provider';
import type { Deps } from '../../deps';
import type { Actor } from '../actor';
import { modelImageUrls } from '../attachments/image-urls';
import { listMemoryForPrompt } from '../memory/items';
import type { MessageRow } from '../messages';
import { queueAfterReply, type CompletedExchange } from './after-reply';
import { buildAdviceRequest, messageText } from './build-request';
import type { Generation, GenerationContext } from './generation';

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
  return new AdviceGeneration(deps, request, { messageId: ctx.reply.id, userId: actor.user.id, sessionId: session.id, userText: lastUserText(history) });
}

/**
 * An advisor's reply: an object whose methods share its fields, made outside the async function
 * above (a closure made inside it would keep its whole frame alive — the chat's and the user's
 * rows, the history — for as long as the reply runs). It holds the request and a few ids.
 */
class AdviceGeneration implements Generation {
  constructor(
    private readonly deps: Deps,
    private readonly request: AdviceRequest,
    private readonly after: Omit<CompletedExchange, 'assistantText'>,
  ) {}

  generate(signal: AbortSignal) {
    return this.deps.ai.streamAdvice(this.request, signal);
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
