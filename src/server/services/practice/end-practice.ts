import type { PracticeEvent, PracticeEventData } from '../../../shared/stream';
import { errorText, type ErrorCode } from '../../../shared/errors';
import type { Practice } from '../../../shared/schemas/practice';
import type { Deps } from '../../deps';
import { AppError, isAppError } from '../../errors';
import { requireActor, type Actor } from '../actor';
import { stopRunningReplies } from '../replies/control';
import { markPracticeEnded } from './practices';
import { decideReport, ensureReport } from './reports';
import { getOwnedPractice, practiceDto } from './store';

/** Ends a running practice by hand: failed, end_type manual (SPEC §4). Ending an ended one is a no-op. */
export async function endPracticeByHand(
  deps: Deps,
  actor: Actor | null,
  planId: string,
  practiceId: string,
  options: { generateReport: boolean } = { generateReport: true },
): Promise<Practice> {
  const { user } = requireActor(actor);
  const practice = await getOwnedPractice(deps.db, user.id, planId, practiceId);
  if (practice.status === 'pending' || practice.status === 'preparing') throw new AppError('practice.not_active');
  if (practice.status === 'in_progress') {
    // The character's line being written is kept; then the practice ends.
    if (practice.sessionId) await stopRunningReplies(deps, actor, practice.sessionId);
    await deps.db.transaction((tx) =>
      markPracticeEnded(tx, practice, { status: 'failed', endType: 'manual', failureReason: 'You ended the practice.' }, deps.clock.now()),
    );
  }
  const ended = await getOwnedPractice(deps.db, user.id, planId, practiceId);
  if (options.generateReport && (await decideReport(deps, ended)) === 'generate') {
    // Started now so the report is ready (or nearly) when the client asks; the stream waits for it.
    ensureReport(deps, ended).catch(() => undefined);
  }
  return practiceDto(deps.db, await getOwnedPractice(deps.db, user.id, planId, practiceId));
}

/**
 * POST …/end as a stream: the practice ends, then `report` (or `report_skipped`), then `end`
 * with the practice as stored. The report keeps generating if the client goes away.
 */
export async function* endPracticeEvents(
  deps: Deps,
  actor: Actor | null,
  planId: string,
  practiceId: string,
): AsyncGenerator<PracticeEvent> {
  const practice = await endPracticeByHand(deps, actor, planId, practiceId);
  const { user } = requireActor(actor);
  let id = 0;
  const event = (data: PracticeEventData, final = false): PracticeEvent => ({
    id: ++id,
    event: final ? 'end' : 'message',
    data: {
      ...data,
      practice_id: practice.id,
      message_id: null,
      session_id: practice.session?.id ?? null,
      session_type: 'practice',
      extra_data: { practice_message_type: data.type },
    },
  } as PracticeEvent);
  if (practice.skip_report) {
    yield event({ type: 'report_skipped', content: { practice_id: practice.id } });
  } else {
    try {
      const row = await getOwnedPractice(deps.db, user.id, planId, practiceId);
      yield event({ type: 'report', content: await ensureReport(deps, row) });
    } catch (err) {
      const code: ErrorCode = isAppError(err) ? err.code : 'practice.report_failed';
      yield event({ type: 'report_failed', content: { code, message: errorText(code) } });
    }
  }
  yield event({ type: 'practice_ended', content: { practice: await practiceDto(deps.db, await getOwnedPractice(deps.db, user.id, planId, practiceId)) } }, true);
}
