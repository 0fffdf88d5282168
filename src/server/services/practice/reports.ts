import { and, eq } from 'drizzle-orm';
import { practiceReports, practices } from '../../../db/schema';
import { LIMITS } from '../../../shared/constants';
import type { PracticeReport } from '../../../shared/schemas/practice';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { requireActor, type Actor } from '../actor';
import { toReportDto, type PracticeRow } from './dto';
import { getOwnedPractice } from './store';
import { loadTranscript } from './transcript';

/**
 * Fewer scored lines than this and there is nothing to learn from: the report is skipped
 * (SPEC §5 "short chats"; docs/decisions.md, Practice).
 */
export const MIN_LINES_FOR_REPORT = 3;

/** Reports being generated in this process, so parallel asks share one generation. */
const inFlight = new Map<string, Promise<PracticeReport>>();

/** GET …/report: the stored report, generated once (≤ 60 s) the first time it is asked for. */
export async function getReport(deps: Deps, actor: Actor | null, planId: string, practiceId: string): Promise<PracticeReport> {
  const { user } = requireActor(actor);
  const practice = await getOwnedPractice(deps.db, user.id, planId, practiceId);
  if (practice.status !== 'succeed' && practice.status !== 'failed') throw new AppError('practice.report_not_ready');
  if (practice.skipReport) throw new AppError('practice.report_skipped');
  return ensureReport(deps, practice);
}

/** Whether the practice has enough for a report; marks skip_report when it has not. */
export async function decideReport(deps: Deps, practice: PracticeRow): Promise<'generate' | 'skip'> {
  const { scoredLines } = await loadTranscript(deps.db, practice.sessionId);
  if (scoredLines.length >= MIN_LINES_FOR_REPORT) return 'generate';
  await deps.db.update(practices).set({ skipReport: true }).where(eq(practices.id, practice.id));
  return 'skip';
}

export function ensureReport(deps: Deps, practice: PracticeRow): Promise<PracticeReport> {
  const running = inFlight.get(practice.id);
  if (running) return running;
  const job = generateOnce(deps, practice).finally(() => inFlight.delete(practice.id));
  inFlight.set(practice.id, job);
  return job;
}

async function generateOnce(deps: Deps, practice: PracticeRow): Promise<PracticeReport> {
  const [stored] = await deps.db.select().from(practiceReports).where(eq(practiceReports.practiceId, practice.id)).limit(1);
  if (stored?.status === 'ready' && stored.content) return toReportDto(stored);
  if (!practice.details || (practice.status !== 'succeed' && practice.status !== 'failed')) throw new AppError('practice.report_not_ready');
  const { turns, scoredLines } = await loadTranscript(deps.db, practice.sessionId);
  const signal = AbortSignal.timeout(deps.config.reportTimeoutMs ?? LIMITS.reportTimeoutMs);
  let content;
  try {
    const building = deps.practiceAi.buildReport(
      { details: practice.details, history: turns, scoredLines, outcome: practice.status, endType: practice.endType ?? 'auto' },
      signal,
    );
    // The limit holds even for a provider that does not listen to the signal.
    content = await Promise.race([building, rejectOnAbort(signal)]);
  } catch (err) {
    if (signal.aborted) throw new AppError('practice.report_timeout');
    deps.log.error('Practice report failed', { practiceId: practice.id, err: err as Error });
    throw new AppError('practice.report_failed');
  }
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(practiceReports)
    .values({ practiceId: practice.id, userId: practice.userId, status: 'ready', content, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: practiceReports.practiceId, set: { status: 'ready', content, updatedAt: now } })
    .returning();
  const title = content.takeaway[0]?.title ?? null;
  if (title) await deps.db.update(practices).set({ reportCardTitle: title }).where(and(eq(practices.id, practice.id)));
  return toReportDto(row!);
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
}
