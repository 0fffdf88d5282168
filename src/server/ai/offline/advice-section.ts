import { CONFIDENT } from '../understanding/understand';
import type { AdviceContext } from './analyze';
import { comfortSection } from './comfort';
import { crossLanguageSection } from './cross-language';
import {
  afterDateSection,
  apologySection,
  askOutSection,
  noReplySection,
  planDateSection,
  reconnectSection,
  sayNoSection,
} from './intents-personal';
import { complaintSection, feedbackSection, followUpSection, meanCommentSection, noReplyWorkSection, raiseSection } from './intents-work';
import { openerSuggestions } from './openers';
import * as other from './playbooks-other';
import * as romance from './playbooks-romance';
import { PLAYBOOKS } from './playbooks';
import { quoteSection } from './quote-replies';
import { clarifySection, situationSection } from './situation-section';
import { isProfessional, isRomantic, q, Who, type Section } from './section';
import type { Situation } from './situations';
import { topicSuggestions } from './topics';

/** The core advice for a request: received message first, then what the user is trying to do, then the situation. */
export function adviceSection(ctx: AdviceContext): Section {
  if (ctx.situation === 'cross-language') return crossLanguageSection(ctx);
  // A quote whose speaker we cannot tell is often emphasis ("keeps 'forgetting'"): a clearly read situation wins.
  const sure = hasPlaybook(ctx) && ctx.understanding.confidence >= SURE;
  const emphasis = ctx.quote?.speaker === 'unknown' && sure;
  // A received line we can only call "neutral" says less than the situation around it: answer the situation.
  if (ctx.quote && ctx.quote.speaker === 'them' && sure && (ctx.tone === 'neutral' || ctx.tone === 'dry')) {
    const base = situationSection(ctx);
    return { ...base, read: `${Who(ctx)} said ${q(ctx)}. ${base.read}` };
  }
  if (ctx.quote && ctx.quote.speaker !== 'me' && !emphasis) return quoteSection(ctx);
  if (ctx.clarify) return clarifySection(ctx);
  // A clearly recognised situation answers from its playbook; when the classifier is less sure, a
  // recognised request ("give feedback", "they stopped replying") is the safer guide.
  const intent = hasPlaybook(ctx) && ctx.understanding.confidence >= SURE ? null : intentSection(ctx);
  if (intent) return intent;
  if (hasPlaybook(ctx)) return situationSection(ctx);
  return BASE[ctx.situation](ctx);
}

/** Confidence above which the situation's playbook beats a phrase-matched request. */
const SURE = 0.5;

/** The understood situation has a playbook (and we are not asking): answer from it. */
export function hasPlaybook(ctx: AdviceContext): boolean {
  const type = ctx.understanding.type;
  return type !== null && PLAYBOOKS[type] !== undefined && !ctx.clarify;
}

const BASE: Record<Situation, (ctx: AdviceContext) => Section> = {
  crush: romance.crushSection,
  'hidden-crush': romance.hiddenCrushSection,
  ex: romance.exSection,
  partner: romance.partnerSection,
  dating: romance.datingSection,
  'new-match': romance.newMatchSection,
  friendship: other.friendshipSection,
  workplace: other.workplaceSection,
  'interview-candidate': other.candidateSection,
  'interview-interviewer': other.interviewerSection,
  customer: other.customerSection,
  'teacher-parent': other.teacherParentSection,
  'social-comment': other.socialCommentSection,
  'cross-language': crossLanguageSection,
  general: other.generalSection,
};

export function intentSection(ctx: AdviceContext): Section | null {
  const has = (intent: Parameters<AdviceContext['intents']['has']>[0]) => ctx.intents.has(intent);
  const prof = isProfessional(ctx);
  const rom = isRomantic(ctx);
  const s = ctx.situation;
  if (has('no-reply')) return prof ? noReplyWorkSection(ctx) : noReplySection(ctx);
  if (has('say-no')) return sayNoSection(ctx);
  // "a friendship that died" is not a loss to grieve: a confident read of another friendship situation wins.
  const u = ctx.understanding;
  const otherFriendship = u.category === 'friendship' && u.type !== 'friend-support' && u.confidence >= CONFIDENT;
  if (has('support') && !prof && !otherFriendship) return comfortSection(ctx);
  if (has('complaint') && (s === 'customer' || s === 'workplace')) return complaintSection(ctx);
  if (has('mean-comment')) return meanCommentSection(ctx);
  if (has('apology')) return apologySection(ctx);
  if (has('reconnect') && !prof) return reconnectSection(ctx);
  if (has('raise') && s === 'workplace') return raiseSection(ctx);
  if (has('feedback') && s === 'workplace') return feedbackSection(ctx);
  if (has('follow-up') && (prof || s === 'general')) return followUpSection(ctx);
  if (has('plan-date') && rom) return planDateSection(ctx);
  if (has('after-date') && rom) return afterDateSection(ctx);
  if (has('ask-out') && rom) return askOutSection(ctx);
  if (has('first-message')) return firstMessageSection(ctx);
  if (has('keep-going')) return keepGoingSection(ctx);
  return null;
}

export function firstMessageSection(ctx: AdviceContext): Section {
  return {
    read: `You want to start a conversation with ${ctx.who}. A good first message is specific, light and easy to answer — a question beats a statement, and a detail beats a generic "hey".`,
    lead: 'Three openers you could send:',
    suggestions: openerSuggestions(ctx),
    avoid: 'A bare "hey" or a long paragraph — both are hard to reply to.',
    next: 'Send one, and when they answer, follow up on what they said rather than jumping to a new topic.',
  };
}

export function keepGoingSection(ctx: AdviceContext): Section {
  return {
    read: `Your conversations with ${ctx.who} keep stalling. Chats die when every message is a closed question or a one-word answer; open questions, small stories and playful opinions give the other person something to grab onto.`,
    lead: 'Three topics to restart it:',
    suggestions: topicSuggestions(ctx),
    avoid: 'Interview mode — firing question after question without sharing anything about yourself.',
    next: 'Answer your own question too, share one small story, and let some chats end on a high note instead of forcing them on.',
  };
}
