import { useCallback, useRef, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import type { Practice } from '../../../../shared/schemas/practice';
import { track } from '../../../lib/analytics';
import { errorCode, errorMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { practiceUrl, type PracticeLinkOptions } from './practice-urls';
import { showToast } from './toasts';
import { usePlanCache } from './use-practice-plan';

/**
 * Start, restart and end a practice. A start while one runs is ignored (SPEC §5); a failed start
 * shows a toast (SPEC §8). Ending streams the report (or its skip), then the ended practice.
 */
export function usePracticeActions(planId: string, link: PracticeLinkOptions) {
  const { setPractice, listsChanged, utils } = usePlanCache();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'start' | 'restart' | 'end' | null>(null);
  const running = useRef(false);

  const guarded = useCallback(async (kind: 'start' | 'restart' | 'end', run: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(kind);
    try {
      await run();
    } finally {
      running.current = false;
      setBusy(null);
    }
  }, []);

  const start = useCallback(
    (practice: Practice) =>
      guarded('start', async () => {
        try {
          setPractice(await utils.client.practice.startPractice.mutate({ id: planId, practiceId: practice.id }));
          listsChanged();
        } catch (err) {
          showToast(errorMessage(err));
          void utils.practice.get.invalidate({ id: planId });
        }
      }),
    [guarded, planId, setPractice, listsChanged, utils],
  );

  const restart = useCallback(
    (practice: Practice) =>
      guarded('restart', async () => {
        try {
          const fresh = await utils.client.practice.restartPractice.mutate({ id: planId, practiceId: practice.id });
          setPractice(fresh);
          void utils.practice.get.invalidate({ id: planId }); // the old one ended too
          listsChanged();
          void navigate(practiceUrl(planId, fresh.id, { source: link.source, skipPlan: link.skipPlan }));
        } catch (err) {
          // SPEC §8: a failed restart is tracked with its reason.
          track('practice_restart_failed', { reason: errorCode(err) ?? 'unknown' });
          showToast(errorMessage(err));
          void utils.practice.get.invalidate({ id: planId });
        }
      }),
    [guarded, planId, setPractice, listsChanged, utils, navigate, link.source, link.skipPlan],
  );

  const end = useCallback(
    (practice: Practice) =>
      guarded('end', async () => {
        // Shown as ended at once; the stream's last event brings the practice as stored.
        setPractice({ ...practice, status: 'failed', end_type: 'manual' });
        await new Promise<void>((resolve) => {
          const subscription = utils.client.practice.endPractice.subscribe(
            { id: planId, practiceId: practice.id },
            {
              onData: ({ data: event }) => {
                const data = event.data;
                if (data.type === 'report') utils.practice.report.setData({ id: planId, practiceId: practice.id }, data.content);
                else if (data.type === 'report_skipped') setPractice({ ...practice, status: 'failed', end_type: 'manual', skip_report: true });
                else if (data.type === 'report_failed') {
                  showToast(data.content.message);
                  console.warn('Practice report failed', data.content.code);
                } else if (data.type === 'practice_ended') {
                  setPractice(data.content.practice);
                  subscription.unsubscribe();
                  resolve();
                }
              },
              onError: (err) => {
                showToast(errorMessage(err));
                void utils.practice.get.invalidate({ id: planId });
                subscription.unsubscribe();
                resolve();
              },
              onComplete: () => resolve(),
            },
          );
        });
        listsChanged();
      }),
    [guarded, planId, setPractice, listsChanged, utils],
  );

  const welcome = useCallback(
    (practiceId: string) => utils.client.practice.practiceWelcome.mutate({ id: planId, practiceId }),
    [planId, utils],
  );

  return { start, restart, end, welcome, busy };
}
