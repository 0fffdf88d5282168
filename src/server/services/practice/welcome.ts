import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { requireActor, type Actor } from '../actor';
import { startWelcome, type WelcomeReply } from '../replies/welcome';
import { getOwnedSession } from '../sessions';
import { getOwnedPlan, getOwnedPractice } from './store';

/** POST /api/practice-plan/{id}/welcome-message: the coach greets and asks what to rehearse. */
export async function coachWelcome(deps: Deps, actor: Actor | null, planId: string): Promise<WelcomeReply> {
  const a = requireActor(actor);
  const plan = await getOwnedPlan(deps.db, a.user.id, planId);
  const session = await getOwnedSession(deps.db, a.user.id, plan.coachSessionId);
  return startWelcome(deps, a, session);
}

/** POST …/practices/{practiceId}/welcome-message: the character's opening line, once started. */
export async function practiceWelcome(deps: Deps, actor: Actor | null, planId: string, practiceId: string): Promise<WelcomeReply> {
  const a = requireActor(actor);
  const practice = await getOwnedPractice(deps.db, a.user.id, planId, practiceId);
  if (!practice.sessionId || practice.status !== 'in_progress') throw new AppError('practice.not_active');
  const session = await getOwnedSession(deps.db, a.user.id, practice.sessionId);
  return startWelcome(deps, a, session, { practice_message_type: 'welcome' });
}
