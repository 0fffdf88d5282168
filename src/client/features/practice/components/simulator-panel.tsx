import { useCallback, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import type { Practice, PracticePlan } from '../../../../shared/schemas/practice';
import { PlanMenu } from '../../../components/plan-menu';
import type { PracticeChatPanel } from '../hooks/chat-panel';
import { hasHistory, type PanelState } from '../hooks/practice-status';
import { createPlanUrl, practiceUrl, reportUrl, type PracticeLinkOptions } from '../hooks/practice-urls';
import { ComposerReplacement, usePracticeChatPlugins } from '../hooks/use-practice-chats';
import { usePracticeActions } from '../hooks/use-practice-actions';
import { useEnsureWelcome } from '../hooks/use-ensure-welcome';
import { ConfirmDialog, END_TITLE, RESTART_TITLE } from './confirm-dialog';
import { EndedCard } from './ended-card';
import { HistoryPopover } from './history-popover';
import { PanelCreating, PanelError, PanelLoading } from './panel-placeholders';
import classes from './practice.module.css';
import { PracticeGoalDialog } from './practice-goal-dialog';
import { PracticeHeader } from './practice-header';
import { PracticeIntroCard } from './practice-intro-card';
import { ReportView } from './report-view';

type SimulatorPanelProps = {
  state: PanelState;
  plan: PracticePlan | undefined;
  link: PracticeLinkOptions;
  /** The report is turned over the panel (/…/{practiceId}/report). */
  reportOpen: boolean;
  ChatPanel: PracticeChatPanel;
  onRetryLoad: () => void;
  retrying: boolean;
  onShowCoach?: () => void;
};

/** SPEC §2 simulator panel: loading, error, 'Creating …', intro card, simulator chat, ended card, report. */
export function SimulatorPanel({ state, plan, link, reportOpen, ChatPanel, onRetryLoad, retrying, onShowCoach }: SimulatorPanelProps) {
  const navigate = useNavigate();
  const planId = plan?.id ?? '';
  const actions = usePracticeActions(planId, link);
  const practice = 'practice' in state ? state.practice : undefined;
  const chatPlugins = usePracticeChatPlugins(practice?.id);
  const [dialog, setDialog] = useState<'end' | 'restart' | 'goal' | null>(null);
  const close = () => setDialog(null);
  const open = (target: Practice) => void navigate(practiceUrl(planId, target.id, { source: link.source, skipPlan: link.skipPlan }));
  const sessionId = practice?.session?.id;
  const playing = practice?.status === 'in_progress';
  const practiceIdForWelcome = practice?.id;
  const { welcome } = actions;
  const startWelcome = useCallback(() => welcome(practiceIdForWelcome ?? ''), [welcome, practiceIdForWelcome]);
  useEnsureWelcome(sessionId, playing, startWelcome);
  const planMenu = plan ? <PlanMenu planId={plan.id} name={plan.name ?? 'Practice'} onDeleted={() => void navigate('/chat/your-practice')} /> : null;
  const history = plan && practice && hasHistory(plan) ? <HistoryPopover practices={plan.practices} currentId={practice.id} onOpen={open} /> : null;

  if (state.kind === 'loading' || state.kind === 'closed') return <PanelLoading />;
  if (state.kind === 'error') return <PanelError message="Something went wrong, please try again." onRetry={onRetryLoad} retrying={retrying} />;
  if (state.kind === 'not_found') return <PanelError message="This practice could not be found." />;
  if (state.kind === 'creating') return <PanelCreating title={state.title} />;

  const current = state.practice;
  const deprecated = plan?.status === 'deprecated';
  const dialogs = (
    <>
      <ConfirmDialog
        opened={dialog === 'end'}
        title={END_TITLE}
        confirmLabel="End"
        onCancel={close}
        onConfirm={() => {
          close();
          void actions.end(current);
        }}
        testId="practice-end-dialog"
      />
      <ConfirmDialog
        opened={dialog === 'restart'}
        title={RESTART_TITLE}
        confirmLabel="Restart"
        onCancel={close}
        onConfirm={() => {
          close();
          void actions.restart(current);
        }}
        testId="practice-restart-dialog"
      />
      <PracticeGoalDialog practice={current} opened={dialog === 'goal'} onClose={close} />
    </>
  );

  if (state.kind === 'intro') {
    const start = () => void (state.restart ? actions.restart(current) : actions.start(current));
    return (
      <>
        <PracticeIntroCard practice={current} history={history} planMenu={planMenu} onStart={start} starting={actions.busy === 'start' || actions.busy === 'restart'} />
        {dialogs}
      </>
    );
  }

  if (reportOpen && state.kind === 'ended') {
    return (
      <>
        <ReportView
          practice={current}
          onBack={() => open(current)}
          onRestart={deprecated ? undefined : () => setDialog('restart')}
          restarting={actions.busy === 'restart'}
        />
        {dialogs}
      </>
    );
  }

  const ended =
    state.kind === 'ended' ? (
      <EndedCard
        practice={current}
        deprecated={deprecated}
        reason={plan?.failure_reason ?? null}
        onViewInsight={() => void navigate(reportUrl(planId, current.id, { source: link.source, skipPlan: link.skipPlan }))}
        onRestart={() => setDialog('restart')}
        restarting={actions.busy === 'restart'}
        onNewChat={() => void navigate(createPlanUrl('practice_deprecated'))}
      />
    ) : null;
  return (
    <div className={classes.simulator} data-testid="practice-chat" data-status={current.status} data-practice-id={current.id}>
      <PracticeHeader
        practice={current}
        history={history}
        onEnd={() => setDialog('end')}
        ending={actions.busy === 'end'}
        onGoal={() => setDialog('goal')}
        onShowCoach={onShowCoach}
        planMenu={planMenu}
      />
      <div className={classes.chatBox}>
        <ComposerReplacement.Provider value={ended}>
          {sessionId ? <ChatPanel key={sessionId} sessionId={sessionId} plugins={chatPlugins} /> : <PanelLoading />}
        </ComposerReplacement.Provider>
      </div>
      {!sessionId && ended}
      {dialogs}
    </div>
  );
}
