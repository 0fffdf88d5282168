import { useEffect, useState } from 'react';
import type { Practice, PracticeReport } from '../../../../shared/schemas/practice';
import { errorCode } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { nextReportChangeIn, reportProgress, type ReportProgress } from './report-steps';

export const SKIPPED_TEXT =
  "Hold on... We can't generate insights from just a few messages. Have a longer chat - at least 5-10 back-and-forth exchanges.";

export type ReportView =
  | { kind: 'skipped' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'empty'; text: string }
  | { kind: 'ready'; report: PracticeReport };

export function hasContent(report: PracticeReport): boolean {
  return (
    report.good_response.length + report.bad_response.length + report.expert_advice.length + report.takeaway.length > 0 ||
    Boolean(report.start_tip || report.end_tip)
  );
}

/**
 * The insight report of an ended practice (SPEC §2, §8): generated on first ask (the server
 * allows it 60 s). A practice too short for one shows the skipped text without asking.
 */
export function usePracticeReport(practice: Practice) {
  const skipped = practice.skip_report;
  const query = trpc.practice.report.useQuery(
    { id: practice.plan_id, practiceId: practice.id },
    { enabled: !skipped, retry: false, staleTime: Number.POSITIVE_INFINITY },
  );
  let view: ReportView;
  const code = query.error ? errorCode(query.error) : undefined;
  if (skipped || code === 'practice.report_skipped') view = { kind: 'skipped' };
  else if (code === 'practice.report_not_ready') view = { kind: 'empty', text: 'No practice report available' };
  else if (query.error) view = { kind: 'error' };
  else if (!query.data) view = { kind: 'loading' };
  else if (!hasContent(query.data)) view = { kind: 'empty', text: 'No practice report content available' };
  else view = { kind: 'ready', report: query.data };
  return { view, retry: () => void query.refetch(), retrying: query.isFetching };
}

/** The loading view's timeline (re-renders only when the label or a step changes). */
export function useReportProgress(active: boolean): ReportProgress {
  const [startedAt] = useState(() => Date.now());
  const [progress, setProgress] = useState(() => reportProgress(0));
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const elapsed = Date.now() - startedAt;
      setProgress(reportProgress(elapsed));
      const wait = nextReportChangeIn(elapsed);
      if (wait !== null) timer = setTimeout(tick, wait + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [active, startedAt]);
  return progress;
}
