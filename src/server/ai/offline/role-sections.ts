import { adviceSection, hasPlaybook, intentSection } from './advice-section';
import type { Role } from './agent-roles';
import type { AdviceContext } from './analyze';
import { dateAheadSection } from './date-ahead';
import { comfortSection } from './comfort';
import { decoderSection } from './decoder';
import { employerQuestionSuggestions, interviewAnswerSuggestions, interviewerSuggestions } from './interview';
import { apologySection, planDateSection, reconnectSection } from './intents-personal';
import { loveSignalsSection } from './love-signals';
import { misdeed } from './misdeed';
import { openerExtras, openerSuggestions } from './openers';
import { exSection, partnerSection } from './playbooks-romance';
import { quoteSection } from './quote-replies';
import { isRomantic, q, type Section } from './section';
import { situationSection } from './situation-section';
import { SITUATION_LABELS } from './situations';
import type { SituationCategory } from '../understanding/types';

const REPAIR_GROUPS: readonly SituationCategory[] = ['partner', 'ex', 'friendship', 'family', 'roommate'];
import { topicExtras, topicSuggestions } from './topics';

const suited = (ctx: AdviceContext) => (ctx.situation === 'general' ? '' : `, suited to ${SITUATION_LABELS[ctx.situation]}`);

/** Each agent answers in its own role; all share the read → suggestions → avoid → next step shape. */
export const ROLE_SECTIONS: Record<Role, (ctx: AdviceContext) => Section> = {
  advisor: adviceSection,
  composer: (ctx) => {
    const base = adviceSection(ctx);
    if (ctx.clarify) return base; // the question's choices are not messages to copy
    return { ...base, lead: ctx.quote ? 'Three replies, ready to copy:' : 'Three messages, ready to copy:' };
  },
  repair: (ctx) => {
    if (ctx.quote && ctx.quote.speaker !== 'me') return quoteSection(ctx);
    // The user says what they did ("I forgot her birthday", "I shouted at my mum"): repair is an apology for it,
    // before any grief or silence the message also mentions.
    if (misdeed(ctx.text)) return apologySection(ctx);
    const intent = intentSection(ctx);
    if (intent && (['no-reply', 'apology', 'reconnect', 'say-no', 'support'] as const).some((i) => ctx.intents.has(i))) return intent;
    // A clearly understood relationship situation (the fight, the money, the drifting friend) answers from its playbook.
    if (!ctx.goal && hasPlaybook(ctx) && ctx.understanding.confidence >= 0.5 && REPAIR_GROUPS.includes(ctx.understanding.category)) return situationSection(ctx);
    if (ctx.situation === 'ex') return ctx.goal || ctx.intents.has('reconnect') ? reconnectSection(ctx) : exSection(ctx);
    if (ctx.situation === 'partner') return partnerSection(ctx);
    const apology = apologySection(ctx);
    return {
      ...apology,
      read: `You want to repair things with ${ctx.who}. Repair starts with one honest, low-pressure message: acknowledge what happened, take your share of responsibility, and give them room to respond.`,
    };
  },
  signals: loveSignalsSection,
  'date-coach': (ctx) => {
    if (!isRomantic(ctx)) return adviceSection(ctx);
    if (ctx.quote && ctx.quote.speaker !== 'me') return quoteSection(ctx);
    const intent = intentSection(ctx);
    if (intent) return intent;
    // A date already set and still ahead is prepared for, whichever dating type the reader chose.
    const ahead = ['date-plan', 'date-follow-up'].includes(ctx.understanding.type ?? '') ? dateAheadSection(ctx) : null;
    if (ahead) return ahead;
    // Planning is this coach's own list of ideas; any other understood dating situation answers from its playbook.
    return hasPlaybook(ctx) && ctx.understanding.type !== 'date-plan' ? situationSection(ctx) : planDateSection(ctx);
  },
  decoder: decoderSection,
  topics: (ctx) => {
    const suggestions = topicSuggestions(ctx);
    const about = ctx.interests.length ? ` Since they're into ${ctx.interests.join(' and ')}, I've started there.` : '';
    return {
      read: `Here are conversation topics${ctx.who !== 'the other person' ? ` for you and ${ctx.who}` : ''}${suited(ctx)}. The best topics are open questions that let the other person tell a story — and that you can answer too.${about}`,
      lead: 'Three topics to start with:',
      suggestions,
      extras: { title: 'More topics', items: topicExtras(ctx, suggestions).slice(0, 4) },
      avoid: 'Interview mode — firing question after question without sharing anything about yourself.',
      next: 'Pick one topic, share your own answer after theirs, and follow the thread they seem most excited about.',
    };
  },
  openers: (ctx) => {
    if (ctx.quote && ctx.quote.speaker !== 'me') return quoteSection(ctx);
    const suggestions = openerSuggestions(ctx);
    const about = ctx.interests.length ? ` I've used what you told me they like (${ctx.interests.join(', ')}).` : '';
    return {
      read: `Here are opening lines${ctx.who !== 'the other person' ? ` for ${ctx.who}` : ''}${suited(ctx)}. A good opener is specific, light and ends with something easy to answer.${about}`,
      lead: 'Three openers to choose from:',
      suggestions,
      extras: { title: 'More openers', items: openerExtras(ctx, suggestions).slice(0, 3) },
      avoid: 'A bare "hey" or a pickup line that could be sent to anyone.',
      next: 'Send the one that sounds most like you, then follow up on whatever they answer rather than switching topics.',
    };
  },
  comfort: (ctx) => {
    const base = comfortSection(ctx);
    return ctx.quote && ctx.quote.speaker !== 'me' ? { ...base, read: `They wrote ${q(ctx)}. ${base.read}` } : base;
  },
  interviewee: (ctx) => {
    const all = interviewAnswerSuggestions(ctx);
    const role = ctx.jobRole ? ` for the ${ctx.jobRole} role` : '';
    return {
      read: `Here are the questions you're most likely to be asked${role}, each with how to answer. Prepare three STAR stories (Situation, Task, Action, Result) — a success, a challenge and a conflict — and you'll be able to handle most of them.`,
      lead: 'Likely questions, with how to answer:',
      suggestions: all.slice(0, 3),
      extras: { title: 'Also prepare for', items: all.slice(3).map((s) => `"${s.text}" — ${s.why}`) },
      avoid: 'Memorising scripts word for word — prepare stories and key points instead.',
      next: 'Write your three STAR stories, then practise the first three questions out loud, under two minutes each.',
    };
  },
  interviewer: (ctx) => {
    const all = interviewerSuggestions(ctx);
    const role = ctx.jobRole ? ` for the ${ctx.jobRole} role` : '';
    return {
      read: `Here are questions to ask candidates${role}, each with what a strong answer shows. Ask every candidate the same core questions so you can compare them fairly, and follow up with "what did you do next?" to get past rehearsed answers.`,
      lead: 'Questions to ask, and what to listen for:',
      suggestions: all.slice(0, 3),
      extras: { title: 'More questions', items: all.slice(3).map((s) => `"${s.text}" — ${s.why}`) },
      avoid: 'Questions about age, family plans, religion or health — illegal in many places and irrelevant to the job.',
      next: 'Choose 4–5 questions, write what a strong answer looks like for each, and score right after every interview.',
    };
  },
  'ask-employer': (ctx) => {
    const all = employerQuestionSuggestions(ctx);
    const role = ctx.jobRole ? ` for the ${ctx.jobRole} role` : '';
    return {
      read: `Here are questions to ask your interviewers${role}. Good questions show you're already thinking about doing the job well — and help you decide whether you actually want it.`,
      lead: 'Questions to ask them, and why they work:',
      suggestions: all.slice(0, 3),
      extras: { title: 'More questions to ask', items: all.slice(3).map((s) => `"${s.text}" — ${s.why}`) },
      avoid: 'Asking about salary or holidays as your very first question, or saying "no questions".',
      next: 'Pick three questions, write them down, and bring them to the interview.',
    };
  },
};
