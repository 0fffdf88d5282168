import type { PracticePlanDraft } from '../../practice-ai';
import type { PlanContext } from './plan-context';
import { crushPlan, datePlan, exPlan, familyPlan, friendPlan, languagePlan, matchPlan, partnerPlan, roommatePlan } from './plan-templates-personal';
import { personSentence, withPerson } from './plan-person-traits';
import { landlordPlan } from './plan-templates-tenancy';
import { neighbourPlan } from './plan-templates-neighbour';
import { colleaguePlan, commentPlan, customerPlan, extensionPlan, interviewerPlan, interviewPlan, raisePlan, schoolPlan, workAskPlan } from './plan-templates-work';

/**
 * The plan for what the user described: 1–3 practices, easiest first, built from the templates; in
 * a personal practice, who the person is (their job, what they do) leads every scenario.
 */
export function buildPlan(ctx: PlanContext): PracticePlanDraft {
  const plan = templatePlan(ctx);
  if (!ctx.stated) return plan;
  return withPerson(plan, personSentence(ctx.name ?? personLabel(plan), ctx.pronouns, ctx.stated));
}

function templatePlan(ctx: PlanContext): PracticePlanDraft {
  switch (ctx.kind) {
    case 'crush-ask-out':
      return crushPlan(ctx, true);
    case 'crush-start':
      return crushPlan(ctx, false);
    case 'ex-apology':
      return exPlan(ctx, true);
    case 'ex-reconnect':
      return exPlan(ctx, false);
    case 'partner-repair':
      return partnerPlan(ctx);
    case 'first-date':
      return datePlan(ctx, false);
    case 'second-date':
      return datePlan(ctx, true);
    case 'new-match':
      return matchPlan(ctx);
    case 'friend-make':
    case 'friend-reconnect':
    case 'friend-repair':
      return friendPlan(ctx, ctx.kind);
    case 'roommate':
      return roommatePlan(ctx);
    // An ask to the manager that is neither pay nor a deadline is its own practice, whichever of the three read it.
    case 'raise':
      return ctx.workAsk ? workAskPlan(ctx, ctx.workAsk) : raisePlan(ctx);
    case 'extension':
      return ctx.workAsk ? workAskPlan(ctx, ctx.workAsk) : extensionPlan(ctx);
    case 'colleague':
      return ctx.workAsk && (ctx.workAsk.toManager || /^(?:boss|manager|supervisor)$/.test(ctx.relation ?? '')) ? workAskPlan(ctx, ctx.workAsk) : colleaguePlan(ctx);
    case 'interview':
      return interviewPlan(ctx);
    case 'interviewer':
      return interviewerPlan(ctx);
    case 'customer':
      return customerPlan(ctx);
    case 'parent-to-teacher':
      return schoolPlan(ctx, false);
    case 'teacher-to-parent':
      return schoolPlan(ctx, true);
    case 'comment':
      return commentPlan(ctx);
    case 'family-repair':
      return familyPlan(ctx);
    case 'language-chat':
      return languagePlan(ctx);
    case 'landlord':
      return landlordPlan(ctx);
    case 'neighbour':
      return neighbourPlan(ctx);
  }
}

/** "your crush", "your sister": the role label the plan plays, when the user gave no name. */
function personLabel(plan: PracticePlanDraft): string {
  const role = plan.practices[0]?.details.simulated_role ?? '';
  const label = /^(?:[A-Z][a-z]+, )?((?:your|a|an) [a-z ]+?)(?: (?:from|at|in) .*)?$/i.exec(role)?.[1];
  return label ? label.toLowerCase() : 'they';
}
