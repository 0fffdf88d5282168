import { asc, eq } from 'drizzle-orm';
import { chatSessions, messages } from '../../../db/schema';
import type { MessageExtraData } from '../../../shared/schemas/message';
import type { Deps } from '../../deps';
import type { Actor } from '../actor';
import { touchSession } from '../sessions';
import type { SessionRow } from './generation';
import { launchReply } from './launch-reply';

export interface WelcomeReply {
  sessionId: string;
  messageId: string;
}

/**
 * The first line of a chat that the assistant speaks first (the coach's welcome, a character's
 * opening, a simulated person's hello). Once per chat: asking again answers the existing one, so
 * a reload or a double click never writes a second welcome. Free: no quota is used.
 */
export async function startWelcome(deps: Deps, actor: Actor, session: SessionRow, extraData: MessageExtraData = {}): Promise<WelcomeReply> {
  const now = deps.clock.now();
  const created = await deps.db.transaction(async (tx) => {
    await tx.select({ id: chatSessions.id }).from(chatSessions).where(eq(chatSessions.id, session.id)).for('update');
    const [first] = await tx.select().from(messages).where(eq(messages.sessionId, session.id)).orderBy(asc(messages.seq)).limit(1);
    if (first) return { row: first, fresh: false };
    const [row] = await tx
      .insert(messages)
      .values({ sessionId: session.id, userId: actor.user.id, role: 'assistant', status: 'thinking', extraData, createdAt: now, updatedAt: now })
      .returning();
    await touchSession(tx, session.id, now, null, 1);
    return { row: row!, fresh: true };
  });
  if (created.fresh) await launchReply(deps, actor, session, created.row, null);
  return { sessionId: session.id, messageId: created.row.id };
}
