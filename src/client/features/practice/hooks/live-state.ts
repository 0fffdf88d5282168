import type { PracticeTurn } from '../../../../shared/schemas/practice';
import { KeyedStore } from './keyed-store';

/** Live scores by user message id, until the stored message carries them (after a reload). */
export const liveTurns = new KeyedStore<PracticeTurn>();

/** Coach chats whose coach is building a plan right now (practice_plan_updating), by chat id. */
export const planUpdating = new KeyedStore<true>();
