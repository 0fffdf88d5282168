import { UI_TIMINGS } from '../../../../shared/constants';

/** The four progress steps under 'Generating Insight...' (our wording; SPEC gives their timing). */
export const REPORT_STEPS = [
  'Reading your conversation',
  'Finding your best moments',
  'Spotting what could be better',
  'Writing your next moves',
] as const;

export type ReportProgress = { showLabel: boolean; activeStep: number };

/**
 * SPEC §4/§9: a plain loading view, then 'Generating Insight...' after 3 s; steps of 5 s each
 * (the first three), and the last lasts until the report arrives.
 */
export function reportProgress(elapsedMs: number): ReportProgress {
  const { reportLabelAfterMs, reportStepMs, reportSteps } = UI_TIMINGS;
  if (elapsedMs < reportLabelAfterMs) return { showLabel: false, activeStep: 0 };
  const step = Math.floor((elapsedMs - reportLabelAfterMs) / reportStepMs);
  return { showLabel: true, activeStep: Math.min(step, reportSteps) };
}

/** Milliseconds until the view changes next, or null once the last step has begun. */
export function nextReportChangeIn(elapsedMs: number): number | null {
  const { reportLabelAfterMs, reportStepMs, reportSteps } = UI_TIMINGS;
  if (elapsedMs < reportLabelAfterMs) return reportLabelAfterMs - elapsedMs;
  const lastStart = reportLabelAfterMs + reportSteps * reportStepMs;
  if (elapsedMs >= lastStart) return null;
  return reportStepMs - ((elapsedMs - reportLabelAfterMs) % reportStepMs);
}
