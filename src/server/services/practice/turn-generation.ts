import { and, eq } from 'drizzle-orm';
import { messages, practices } from '../../../db/schema';
import type { CharacterMood, CharacterRequest, TurnEvaluation } from '../../ai/practice-ai';
import type { Practice, PracticeTurn } from '../../../shared/schemas/practice';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { Actor } from '../actor';
import type { Generation, GenerationContext } from '../replies/generation';
import type { ReplyChunk } from '../replies/run-reply';
import type { PracticeRow } from './dto';
import { markPracticeEnded } from './practices';
import { decideReport, ensureReport } from './reports';
import { practiceDto, practiceOfSession } from './store';
import { toTurns } from './transcript';

const MOODS: readonly CharacterMood[] = ['warm', 'open', 'neutral', 'guarded', 'cold', 'hurt', 'delighted'];

/**
 * A line of the simulated person in a practice chat. For a user line, the evaluator scores it
 * first (★ live score: stored on the user's message, streamed as `practice_turn`) and may end the
 * practice; the character then answers in its new mood — agreeing on success, leaving on failure.
 * Without a user line it is the character's opening (…/welcome-message).
 */
export async function practiceTurnGeneration(deps: Deps, actor: Actor, ctx: GenerationContext): Promise<Generation> {
  const practice = await practiceOfSession(deps.db, actor.user.id, ctx.session.id);
  if (!practice?.details) throw new AppError('practice.not_found');
  const details = practice.details;
  const userLine = ctx.reply.replyToId ? ctx.history.find((m) => m.id === ctx.reply.replyToId) : undefined;
  const history = toTurns(ctx.history);
  let scored: { evaluation: TurnEvaluation; practice: PracticeRow | null } | null = null;
  let finalPractice: Practice | undefined;
  let ended = false;

  const beatFor = (p: PracticeRow): CharacterRequest['beat'] =>
    p.status === 'succeed' ? 'succeed' : p.status === 'failed' ? 'failed' : 'continue';

  return {
    async *generate(signal): AsyncGenerator<ReplyChunk> {
      let beat: CharacterRequest['beat'] = 'opening';
      let mood = moodOf(practice.mood);
      if (userLine && userLine.extraData.practice_turn) {
        // Already scored (a retried reply): the character answers the stored outcome.
        beat = beatFor(practice);
      } else if (userLine) {
        if (!scored) {
          const evaluation = await deps.practiceAi.evaluateTurn({ details, history, progress: practice.progress, mood }, signal);
          scored = { evaluation, practice: await applyEvaluation(deps, practice, userLine.id, evaluation) };
          const after = scored.practice ?? practice;
          finalPractice = await practiceDto(deps.db, after);
          ended = after.status === 'succeed' || after.status === 'failed';
          const turn: PracticeTurn = {
            practice_id: practice.id,
            rating: evaluation.rating,
            reason: evaluation.reason,
            delta: evaluation.delta,
            progress: after.progress,
          };
          yield { type: 'event', data: { type: 'practice_turn', content: { ...turn, user_message_id: userLine.id, practice: finalPractice } } };
        }
        mood = scored.evaluation.mood;
        beat = beatFor(scored.practice ?? practice);
      }
      yield* deps.practiceAi.streamCharacter({ details, persona: null, history, mood, beat }, signal);
    },
    finalState: () => (finalPractice ? { practice: finalPractice } : {}),
    afterComplete: async () => {
      // An automatic ending gets its report ready in the background (or marked skipped).
      if (!ended || !scored?.practice) return;
      if ((await decideReport(deps, scored.practice)) === 'generate') await ensureReport(deps, scored.practice);
    },
  };
}

/** Stores the score on the user's line and moves the practice; ends it on success or failure. */
async function applyEvaluation(deps: Deps, practice: PracticeRow, userMessageId: string, ev: TurnEvaluation): Promise<PracticeRow | null> {
  const now = deps.clock.now();
  const progress = Math.max(0, Math.min(100, Math.round(ev.outcome === 'succeed' ? 100 : ev.progress)));
  return deps.db.transaction(async (tx) => {
    const [line] = await tx.select({ extraData: messages.extraData }).from(messages).where(eq(messages.id, userMessageId)).for('update');
    const turn = { practice_id: practice.id, rating: ev.rating, reason: ev.reason, delta: Math.round(ev.delta), progress };
    await tx
      .update(messages)
      .set({ extraData: { ...(line?.extraData ?? {}), practice_turn: turn } })
      .where(eq(messages.id, userMessageId));
    if (ev.outcome === 'continue') {
      const [row] = await tx
        .update(practices)
        .set({ progress, mood: ev.mood, updatedAt: now })
        .where(and(eq(practices.id, practice.id), eq(practices.status, 'in_progress')))
        .returning();
      return row ?? null;
    }
    return markPracticeEnded(
      tx,
      practice,
      { status: ev.outcome, endType: 'auto', failureReason: ev.outcome === 'failed' ? ev.failureReason : null, progress, mood: ev.mood },
      now,
    );
  });
}

function moodOf(value: string | null): CharacterMood {
  return MOODS.find((m) => m === value) ?? 'neutral';
}
