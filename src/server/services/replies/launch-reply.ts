import type { Deps } from '../../deps';
import type { ReplyStream } from '../../realtime/reply-stream';
import type { Actor } from '../actor';
import { recentMessages, type MessageRow } from '../messages';
import { coachGeneration } from '../practice/coach-generation';
import { practiceTurnGeneration } from '../practice/turn-generation';
import { simulatorGeneration, simulatorSetupGeneration } from '../simulator/simulator-generation';
import type { UsageReservation } from '../usage';
import { adviceGeneration } from './advice-generation';
import type { Generation, GenerationContext, SessionRow } from './generation';
import { runReply } from './run-reply';

/**
 * Registers the reply's stream, gathers its context (history, memory) and starts the generation
 * in the background. The HTTP request that asked for it only observes.
 */
export async function launchReply(
  deps: Deps,
  actor: Actor,
  session: SessionRow,
  reply: MessageRow,
  reservation: UsageReservation | null,
): Promise<ReplyStream> {
  const stream = deps.replies.start({
    messageId: reply.id,
    sessionId: session.id,
    userId: actor.user.id,
    sessionType: session.type,
    extraData: reply.extraData,
  });
  stream.push({ type: 'start', content: { version: reply.version, reply_to_id: reply.replyToId } });
  let generation: Generation;
  try {
    const history = await recentMessages(deps.db, session.id, deps.config.reply.historyMessages, reply.seq);
    generation = await generationFor(deps, actor, { session, reply, history });
  } catch (err) {
    // Context could not be gathered: the reply still ends (failed) instead of hanging.
    generation = { generate: () => failing(err) };
  }
  // Not awaited: the generation is owned by the server; runReply logs its own crashes.
  void runReply(deps, { stream, row: reply, reservation, generation });
  return stream;
}

function generationFor(deps: Deps, actor: Actor, ctx: GenerationContext): Promise<Generation> {
  switch (ctx.session.type) {
    case 'practice_coach':
      return coachGeneration(deps, actor, ctx);
    case 'practice':
      return practiceTurnGeneration(deps, actor, ctx);
    case 'simulator':
      return simulatorGeneration(deps, actor, ctx);
    default:
      return simulatorSetupGeneration(deps, ctx).then((setup) => setup ?? adviceGeneration(deps, actor, ctx));
  }
}

// eslint-disable-next-line require-yield
async function* failing(err: unknown): AsyncGenerator<never> {
  throw err;
}
