import type { chatSessions } from '../../../db/schema';
import type { MessageRow } from '../messages';
import type { Generation } from './run-reply';

export type SessionRow = typeof chatSessions.$inferSelect;

/** What a reply generates from, by chat type: the session, the reply row and the history before it. */
export interface GenerationContext {
  session: SessionRow;
  reply: MessageRow;
  /** Oldest first, up to the reply (exclusive); the last one is the user's line when there is one. */
  history: MessageRow[];
}

export type { Generation };
