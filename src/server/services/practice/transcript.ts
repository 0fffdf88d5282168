import { asc, eq } from 'drizzle-orm';
import { messages } from '../../../db/schema';
import type { Executor } from '../../../db/types';
import type { ScoredLine } from '../../ai/practice-ai';
import type { ChatTurn } from '../../ai/provider';
import type { MessageRow } from '../messages';
import { messageText } from '../replies/build-request';

/** Messages as turns for the AI: failed or empty replies left out. */
export function toTurns(rows: readonly MessageRow[]): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const m of rows) {
    if (m.role === 'assistant' && m.status !== 'completed') continue;
    const text = messageText(m.items);
    if (text) turns.push({ role: m.role, text });
  }
  return turns;
}

export interface Transcript {
  turns: ChatTurn[];
  scoredLines: ScoredLine[];
}

/** A practice chat's whole transcript and each user line with its live score. */
export async function loadTranscript(db: Executor, sessionId: string | null): Promise<Transcript> {
  if (!sessionId) return { turns: [], scoredLines: [] };
  const rows = await db.select().from(messages).where(eq(messages.sessionId, sessionId)).orderBy(asc(messages.seq));
  const scoredLines: ScoredLine[] = [];
  for (const m of rows) {
    const turn = m.extraData.practice_turn;
    if (m.role !== 'user' || !turn) continue;
    scoredLines.push({ text: messageText(m.items), rating: turn.rating, reason: turn.reason, delta: turn.delta });
  }
  return { turns: toTurns(rows), scoredLines };
}
