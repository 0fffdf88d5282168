import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate } from '../../../lib/router';
import type { Message } from '../../../../shared/schemas/message';
import type { ReplyEventData } from '../../../../shared/stream';
import { TurnBadge } from '../components/turn-badge';
import type { PracticeChatPlugins } from './chat-panel';
import { celebrate } from './confetti';
import { liveTurns, planUpdating } from './live-state';
import { practiceUrl } from './practice-urls';
import { usePlanCache } from './use-practice-plan';

export const PLAN_REPLACE_QUESTION = "Try Another will write a new plan in place of this one, which you've already practised. Continue?";

/**
 * The coach chat's hooks: `practice_plan_updating` shows the 'Creating …' state;
 * `practice_plan_updated` replaces the plan and opens its first practice (SPEC §4).
 */
export function useCoachPlugins(planId: string, source: string | undefined): PracticeChatPlugins {
  const { setPlan, listsChanged, utils } = usePlanCache();
  const navigate = useNavigate();
  return useMemo<PracticeChatPlugins>(
    () => ({
      onReplyEvent: (sessionId: string, event: ReplyEventData) => {
        if (event.type === 'practice_plan_updating') planUpdating.set(sessionId, true);
        else if (event.type === 'practice_plan_updated') {
          const plan = event.content;
          setPlan(plan);
          // A refinement after practising replaces the plan: the old one is now deprecated.
          if (plan.id !== planId) void utils.practice.get.invalidate({ id: planId });
          listsChanged();
          planUpdating.set(sessionId, undefined);
          const first = plan.practices[0];
          if (first) void navigate(practiceUrl(plan.id, first.id, { source }));
        } else if (event.type === 'completed' || event.type === 'failed') planUpdating.set(sessionId, undefined);
      },
      confirmRetry: (message: Message) => {
        if (!message.items.some((item) => item.type === 'practice_plan_created')) return null;
        const plan = utils.practice.get.getData({ id: planId });
        const played = plan?.practices.some((p) => p.status !== 'pending' && p.status !== 'preparing') ?? false;
        return played ? PLAN_REPLACE_QUESTION : null;
      },
    }),
    [planId, source, setPlan, listsChanged, utils, navigate],
  );
}

/** What replaces the practice chat's input (the ended card), handed down by the screen. */
export const ComposerReplacement = createContext<ReactNode>(null);

function PracticeComposerFrame({ children }: { uiKey: string; children: ReactNode }) {
  const replacement = useContext(ComposerReplacement);
  return replacement ?? children;
}

/**
 * The practice chat's hooks: lines are sent as practice lines; ★ each reply's `practice_turn`
 * moves the progress and badges the user's line; the end event carries the practice's state, and
 * a success fires confetti (SPEC §4).
 */
export function usePracticeChatPlugins(practiceId: string | undefined): PracticeChatPlugins {
  const { setPractice, listsChanged } = usePlanCache();
  return useMemo<PracticeChatPlugins>(
    () => ({
      sendExtras: () => ({ session_type: 'practice', ...(practiceId ? { active_practice_id: practiceId } : {}) }),
      onReplyEvent: (_sessionId: string, event: ReplyEventData) => {
        if (event.type === 'practice_turn') {
          const { user_message_id, practice, ...turn } = event.content;
          liveTurns.set(user_message_id, turn);
          setPractice(practice);
        } else if (event.type === 'completed' && event.content.practice) {
          const practice = event.content.practice;
          setPractice(practice);
          if (practice.status === 'succeed' || practice.status === 'failed') listsChanged();
          if (practice.status === 'succeed') void celebrate();
        }
      },
      UserMessageExtra: TurnBadge,
      ComposerFrame: PracticeComposerFrame,
    }),
    [practiceId, setPractice, listsChanged],
  );
}
