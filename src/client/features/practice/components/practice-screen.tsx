import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { BREAKPOINTS } from '../../../../shared/constants';
import { trpc } from '../../../lib/trpc';
import type { PracticeChatPanel } from '../hooks/chat-panel';
import { useKeyedValue } from '../hooks/keyed-store';
import { planUpdating } from '../hooks/live-state';
import { defaultPractice, panelState, type DisplayMode } from '../hooks/practice-status';
import { practiceUrl } from '../hooks/practice-urls';
import { useCoachPlugins } from '../hooks/use-practice-chats';
import { useEnsureWelcome } from '../hooks/use-ensure-welcome';
import { usePracticePlan } from '../hooks/use-practice-plan';
import { CollapsedBar } from './collapsed-bar';
import { PanelError, PanelLoading } from './panel-placeholders';
import classes from './practice.module.css';
import { PracticeToasts } from './practice-toasts';
import { SimulatorPanel } from './simulator-panel';

export type PracticeSearch = { source?: string; skipPlan?: boolean; displayMode?: DisplayMode };

type PracticeScreenProps = {
  planId: string;
  practiceId: string | undefined;
  /** 'report' turns the insight report over the simulator panel. */
  extra: string | undefined;
  search: PracticeSearch;
  /** Shows a chat (the route hands in the chat feature's screen). */
  ChatPanel: PracticeChatPanel;
  /** The session user is known (a first visit creates a guest first). */
  ready: boolean;
};

/**
 * SPEC §2 practice screen: the coach chat beside the simulator panel on wide screens (480 px when
 * the panel is open), stacked on smaller ones with one part collapsed to a bar that expands on tap.
 */
export function PracticeScreen({ planId, practiceId, extra, search, ChatPanel, ready }: PracticeScreenProps) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const planQuery = usePracticePlan(planId, ready);
  const plan = planQuery.data;
  const coachId = plan?.coach.session.id;
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`, undefined, { getInitialValueInEffect: false }) ?? false;
  const updating = useKeyedValue(planUpdating, coachId) === true;
  const state = panelState({ plan, planError: planQuery.isError, practiceId, updating, displayMode: search.displayMode });
  const simulatorOpen = state.kind !== 'closed';

  // A plan opens on one of its practices (the URL names it, so it can be shared and reloaded).
  const fallback = plan && !practiceId && !updating ? defaultPractice(plan) : undefined;
  useEffect(() => {
    if (fallback) void navigate(practiceUrl(planId, fallback.id, search), { replace: true });
  }, [fallback, planId, search, navigate]);

  const startCoach = useCallback(() => utils.client.practice.welcome.mutate({ id: planId }), [utils, planId]);
  useEnsureWelcome(coachId, ready, startCoach);
  const coachPlugins = useCoachPlugins(planId, search.source);

  // Which part is open when space is short: the simulator once it has something to show.
  const [focus, setFocus] = useState<'coach' | 'simulator'>(search.skipPlan ? 'simulator' : 'coach');
  const [coachFolded, setCoachFolded] = useState(Boolean(search.skipPlan));
  useEffect(() => {
    if (simulatorOpen) setFocus('simulator');
  }, [simulatorOpen, practiceId]);

  if (planQuery.isError && !plan) {
    const missing = planQuery.error.data?.httpStatus === 404;
    return (
      <div className={classes.screen} data-testid="practice-screen">
        <PanelError
          message={missing ? 'This practice plan could not be found.' : 'Something went wrong, please try again.'}
          onRetry={missing ? undefined : () => void planQuery.refetch()}
          retrying={planQuery.isFetching}
        />
      </div>
    );
  }
  if (!plan || !coachId) {
    return (
      <div className={classes.screen} data-testid="practice-screen">
        <PanelLoading />
      </div>
    );
  }

  const layout = wide ? 'wide' : 'stacked';
  const coachCollapsed = simulatorOpen && (wide ? coachFolded : focus !== 'coach');
  const simulatorCollapsed = !wide && focus !== 'simulator';
  const practice = 'practice' in state ? state.practice : undefined;

  // A folded part stays mounted (hidden): its chat keeps following its reply, so the coach's
  // stream still delivers the plan it is building while the 'Creating …' panel has the screen.
  const coachBar = !coachCollapsed ? null : wide ? (
    <div className={classes.rail}>
      <CollapsedBar rail label="Coach chat" onExpand={() => setCoachFolded(false)} testId="coach-bar" />
    </div>
  ) : (
    <CollapsedBar label="Coach chat" detail={plan.name ?? undefined} onExpand={() => setFocus('coach')} testId="coach-bar" />
  );
  const coach = (
    <div className={classes.coach} data-testid="coach-column" hidden={coachCollapsed}>
      <div className={classes.chatBox}>
        <ChatPanel key={coachId} sessionId={coachId} plugins={coachPlugins} />
      </div>
    </div>
  );

  const simulatorBar = simulatorOpen && simulatorCollapsed ? (
    <CollapsedBar
      label={practice?.name ?? practice?.details?.title ?? 'Practice'}
      detail={practice && practice.status !== 'pending' ? `${practice.progress}%` : undefined}
      onExpand={() => setFocus('simulator')}
      testId="simulator-bar"
    />
  ) : null;
  const simulator = !simulatorOpen ? null : (
    <section
      className={classes.simulator}
      data-testid="simulator-panel"
      data-state={state.kind}
      aria-label="Practice"
      hidden={simulatorCollapsed}
    >
      <SimulatorPanel
        key={practiceId ?? 'none'}
        state={state}
        plan={plan}
        link={search}
        reportOpen={extra === 'report'}
        ChatPanel={ChatPanel}
        onRetryLoad={() => void planQuery.refetch()}
        retrying={planQuery.isFetching}
        onShowCoach={wide && coachFolded ? () => setCoachFolded(false) : undefined}
      />
    </section>
  );

  return (
    <div
      className={classes.screen}
      data-testid="practice-screen"
      data-layout={layout}
      data-simulator-open={simulatorOpen || undefined}
      data-plan-id={plan.id}
    >
      {wide || !coachCollapsed ? (
        <>
          {coachBar}
          {coach}
          {simulatorBar}
          {simulator}
        </>
      ) : (
        <>
          {simulator}
          {coachBar}
          {coach}
        </>
      )}
      <PracticeToasts />
    </div>
  );
}
