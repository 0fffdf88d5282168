import { collectAdvice } from '../ai/offline/collect-advice';
import { createOfflineProvider } from '../ai/offline/offline-provider';
import { messages } from '../../db/schema';
import { findShowcase } from '../../shared/showcases';
import type { Session } from '../../shared/schemas/session';
import type { Deps } from '../deps';
import { AppError } from '../errors';
import { requireActor, type Actor } from './actor';
import { findAgentRow } from './agents';
import { createSession, touchSession } from './sessions';

/**
 * Opens a showcase as the user's own chat: the example question and the built-in engine's answer
 * (deterministic, costs no message), ready to read and continue.
 */
export async function createShowcaseSession(deps: Deps, actor: Actor | null, showcaseId: string): Promise<Session> {
  const { user } = requireActor(actor);
  const showcase = findShowcase(showcaseId);
  if (!showcase) throw new AppError('showcase.not_found');
  const agent = await findAgentRow(deps.db, showcase.agent);
  if (!agent) throw new AppError('agent.not_found');
  const answer = await collectAdvice(createOfflineProvider(), {
    agent: { slug: showcase.agent, name: agent.name },
    history: [{ role: 'user', text: showcase.question }],
    memory: [],
  });
  const session = await createSession(deps, actor, { agent_id: agent.id, name: showcase.title });
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [question] = await tx
      .insert(messages)
      .values({
        sessionId: session.id,
        userId: user.id,
        role: 'user',
        items: [{ id: crypto.randomUUID(), type: 'text', content: showcase.question, source_type: 'input' }],
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: messages.id });
    const replyId = crypto.randomUUID();
    await tx.insert(messages).values({
      id: replyId,
      sessionId: session.id,
      userId: user.id,
      role: 'assistant',
      replyToId: question!.id,
      parentId: question!.id,
      items: [
        { id: `${replyId}:text`, type: 'text', content: answer.text },
        ...(answer.suggestions.length ? [{ id: `${replyId}:suggestions`, type: 'reply_suggestions' as const, content: answer.suggestions }] : []),
      ],
      createdAt: now,
      updatedAt: now,
    });
    await touchSession(tx, session.id, now, showcase.question, 2);
  });
  return { ...session, message_count: 2, last_message: showcase.question };
}
