import type { chatSessions } from '../../../db/schema';
import type { Deps } from '../../deps';
import type { ReplyStream } from '../../realtime/reply-stream';
import type { Actor } from '../actor';
import { findAgentRow } from '../agents';
import { modelImageUrls } from '../attachments/image-urls';
import { generateMemoryForExchange } from '../memory/generate';
import { listMemoryForPrompt } from '../memory/items';
import { recentMessages, type MessageRow } from '../messages';
import { autoRenameIfUnnamed } from '../session-titles';
import type { UsageReservation } from '../usage';
import { buildAdviceRequest, messageText } from './build-request';
import { runReply } from './run-reply';

type SessionRow = typeof chatSessions.$inferSelect;

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
  const [agent, history, memory] = await Promise.all([
    findAgentRow(deps.db, session.agentId),
    recentMessages(deps.db, session.id, deps.config.reply.historyMessages, reply.seq),
    listMemoryForPrompt(deps, actor.user.id),
  ]);
  // The newest images reach the model: data: URLs (local storage) or presigned URLs (S3).
  const images = await modelImageUrls(deps, actor.user.id, history);
  const request = buildAdviceRequest(agent ?? { slug: 'chat-advisor', name: 'Chat Advisor' }, history, memory, (name) => images.get(name) ?? null);
  const userText = messageText(history.at(-1)?.items ?? []);
  void runReply(deps, {
    stream,
    request,
    reservation,
    afterComplete: async (assistantText) => {
      await generateMemoryForExchange(deps, actor, { sessionId: session.id, userText, assistantText });
      if (!session.name) await autoRenameIfUnnamed(deps, session.id, userText, assistantText);
    },
  }).catch((err) => deps.log.error('Reply runner crashed', { messageId: reply.id, err: err as Error }));
  return stream;
}
