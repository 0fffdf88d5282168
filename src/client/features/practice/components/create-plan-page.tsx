import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import type { PracticePlan } from '../../../../shared/schemas/practice';
import { errorMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { planUrl } from '../hooks/practice-urls';
import { PanelError, PanelLoading } from './panel-placeholders';
import classes from './practice.module.css';

/** One creation per visit of the page (a remount of the same visit reuses it). */
const creating = new Map<string, Promise<PracticePlan>>();

/**
 * /chat/practice-plan/create?source=: a new plan with its coach chat, then its screen (the URL is
 * replaced, so Back does not create another).
 */
export function CreatePlanPage({ source, fromSessionId, visitKey, ready }: { source: string | undefined; fromSessionId?: string | undefined; visitKey: string; ready: boolean }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const create = useCallback(() => {
    let job = creating.get(visitKey);
    if (!job) {
      job = utils.client.practice.createEmpty.mutate({ source, from_session_id: fromSessionId });
      creating.set(visitKey, job);
    }
    job
      .then((plan) => {
        utils.practice.get.setData({ id: plan.id }, plan);
        void navigate(planUrl(plan.id, { source }), { replace: true });
      })
      .catch((err: unknown) => {
        creating.delete(visitKey);
        setError(errorMessage(err));
      });
  }, [utils, navigate, source, fromSessionId, visitKey]);

  useEffect(() => {
    if (ready) create();
  }, [ready, create]);

  return (
    <div className={classes.screen} data-testid="practice-create">
      {error ? (
        <PanelError
          message={error}
          onRetry={() => {
            setError(null);
            create();
          }}
        />
      ) : (
        <PanelLoading />
      )}
    </div>
  );
}
