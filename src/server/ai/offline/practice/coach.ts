import type { CoachRequest, PracticePlanDraft } from '../../practice-ai';
import { CRISIS_SIGNPOST, ABUSE_SIGNPOST, detectSafety } from '../safety';
import { clip, fnv1a, normalize, pick } from '../text-utils';
import { goalFromDetails, type GoalKind } from './goals';
import { clarifyQuestion, expandChoice } from './clarify';
import { buildPlan } from './plan';
import { personPhrase } from './plan-person-traits';
import { readPlanContext, type PlanContext, type PlanKind } from './plan-context';

/**
 * The offline coach: welcomes, asks what to rehearse when it cannot tell, and otherwise answers
 * with a short, concrete note on what the plan rehearses and why, plus the plan itself.
 */

export type CoachTurn = { kind: 'text'; text: string } | { kind: 'plan'; text: string; plan: PracticePlanDraft };

const WELCOMES = [
  "Hi! I'm your practice coach. Tell me about a conversation you'd like to rehearse — asking someone out, apologising to an ex, asking for a raise, a job interview, an angry customer — and I'll build you a practice plan with a simulated person to practise on.\n\nWho is it with, and what would you like to happen?",
  "Hey, welcome! This is a safe place to rehearse a hard conversation before it happens for real. Tell me what's coming up — asking your crush out, making up with a friend, a salary talk, an interview — and I'll turn it into a short practice plan.\n\nWhat conversation do you want to practise?",
];


const INTROS: Record<PlanKind, (who: string) => string> = {
  'crush-ask-out': (who) => `Asking ${who} out is a great thing to rehearse — most of the nerves come from not knowing what to say next, and practice fixes exactly that.`,
  'crush-start': (who) => `Starting a real conversation with ${who} is the best first step — once it flows, everything else gets easier.`,
  'ex-apology': () => 'A real apology is one of the hardest messages to get right. Rehearsing it helps you say sorry without sliding into excuses.',
  'ex-reconnect': (who) => `Reaching out to ${who} after a break is delicate — practising helps you sound warm and calm rather than needy.`,
  'partner-repair': (who) => `Making up with ${who} goes better when you've already found the words once — especially the part where you listen.`,
  'first-date': (who) => `Asking ${who} on a date is easier once you've said it out loud a few times — and a specific plan gets far more yeses than “sometime”.`,
  'second-date': (who) => `A second date with ${who} is all about momentum: a specific plan, asked with confidence.`,
  'new-match': (who) => `Most matches fizzle at the first message. Let's make sure yours to ${who} gets a real reply, then turns into a date.`,
  'friend-make': () => 'Making friends as an adult takes a little courage — rehearsing the first chat and the “want to hang out?” makes it feel natural.',
  'friend-reconnect': (who) => `Reaching out to ${who} after a long silence can feel awkward; practising it helps you sound warm, without guilt on either side.`,
  'friend-repair': (who) => `Clearing the air with ${who} takes an apology that sounds like you mean it — let's rehearse exactly that.`,
  roommate: (who) => `Living with ${who} gets easier once the thing that bugs you is said calmly and turned into a simple agreement — let's rehearse that talk.`,
  raise: () => 'A pay conversation goes best when you lead with results and name a number — rehearsing makes that feel much less awkward.',
  extension: () => 'Asking for more time is easier than it feels when you raise it early, show your progress and propose a date.',
  colleague: (who) => `A calm conversation with ${who} can fix what weeks of silent frustration can't — practising helps you stay specific, not blaming.`,
  interview: () => 'Interviews reward concrete examples and good questions — rehearsing out loud is the fastest way to get there.',
  interviewer: () => 'Good interviews are structured: real examples, real follow-ups, a clear close. Let’s rehearse running one.',
  customer: () => 'An angry customer mostly wants to feel heard and to see a real fix. Rehearsing helps you stay calm and concrete under pressure.',
  'parent-to-teacher': (who) => `Going to ${who} as a partner rather than a critic makes all the difference — let's rehearse it.`,
  'teacher-to-parent': () => 'Parents hear concerns best when they feel you are on their child’s side. Rehearsing helps you sound that way.',
  comment: () => 'A calm, fair reply to a harsh comment usually wins over the people watching — and sometimes the commenter too.',
  'family-repair': (who) => `Family tension is hard to talk about. Rehearsing with ${who} helps you own your part and stay calm.`,
  landlord: (who) => `Talking to ${who} goes best when you state the facts — dates, amounts, what the contract says — and ask for one specific thing. Let's rehearse it.`,
  neighbour: (who) => `You'll still live next to ${who} tomorrow, so the talk that works is calm and specific: what happens, ${who}'s side, and one change you both agree to. Let's rehearse it.`,
  'language-chat': () => 'Chatting across a language gap works best with short, warm messages and lots of curiosity — let’s practise it.',
};

const WHY: Record<GoalKind, string> = {
  open: 'get a relaxed back-and-forth going: questions, a bit about you, some warmth',
  invite: 'turn the chat into a specific plan — a day and an activity — once it feels warm',
  reinvite: "hear “I can't that day” and offer another day without pushing",
  repair: 'say sorry without excuses, listen, then suggest a calm next step',
  reconnect: 'reach out warmly, ask about their life and suggest catching up',
  ask: 'make a specific ask backed by your results',
  interview: 'answer with examples and results, and ask a good question back',
  hire: 'ask for real examples, follow up, and close with clear next steps',
  resolve: 'acknowledge, get the facts and offer a specific fix',
  align: "listen, share what you've noticed and agree a plan with a date",
  defuse: "stay calm, acknowledge what's fair and engage",
};

function practiceList(plan: PracticePlanDraft): string {
  return plan.practices.map((p, i) => `${i + 1}. **${p.name}** — ${WHY[goalFromDetails(p.details)]}.`).join('\n');
}

/** What the latest message added to the plan, in words ("Maya", "chemistry class"). */
function additions(ctx: PlanContext, previous: PracticePlanDraft): string[] {
  const before = JSON.stringify(previous).toLowerCase();
  const added: string[] = [];
  if (ctx.name && !before.includes(ctx.name.toLowerCase())) added.push(ctx.name);
  if (ctx.context && !before.includes(ctx.context.toLowerCase())) added.push(ctx.context.replace(/^(?:from|at|in) /, ''));
  for (const interest of ctx.interests) if (!before.includes(interest.toLowerCase())) added.push(`that they love ${interest}`);
  if (ctx.jobRole && !before.includes(ctx.jobRole.toLowerCase())) added.push(`the ${ctx.jobRole} role`);
  return added;
}

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function planText(ctx: PlanContext, plan: PracticePlanDraft, previous: PracticePlanDraft | null, seed: number): string {
  const who = ctx.name ?? whoWord(ctx);
  const count = plan.practices.length;
  const lead = previous
    ? (() => {
        const added = additions(ctx, previous);
        return added.length
          ? `Got it — I've updated your plan with ${listWords(added)}, so the practice feels like the real thing.`
          : `Got it — I've rebuilt your plan around what you just told me.`;
      })()
    : ctx.patron
      ? `A complaint to ${ctx.patron.business} gets further when you say what happened, what you want done and by when — calmly, and without backing down. Let's rehearse it.`
      : INTROS[ctx.kind](who);
  const person = personLead(ctx, who);
  const heading = count === 1 ? "Here's your practice:" : `Here's your plan — ${count} practices, easiest first:`;
  const tailIfVague =
    !ctx.name && !ctx.context && !previous && !ctx.patron
      ? pick(seed, 'tail', [
          `Start with the first one when you're ready. If you tell me more — a name, where you know them from, what they're into — I'll tailor it.`,
          `Jump into the first practice whenever you like. Share a few details (a name, how you know them) and I'll make it more realistic.`,
        ])
      : pick(seed, 'tail', [`Start with the first one when you're ready — you can restart any practice as often as you like.`, `Jump into the first practice whenever you feel ready. Each one has a clear goal, so you'll know when you've nailed it.`]);
  return `${lead}${person}\n\n${heading}\n${practiceList(plan)}\n\n${tailIfVague}`;
}

/** " In every practice, Mira is a tattoo artist who runs the record shop — …", from what the user said of the person, or ''. */
function personLead(ctx: PlanContext, who: string): string {
  const phrase = ctx.stated ? personPhrase(ctx.stated) : '';
  if (!phrase) return '';
  return ` In every practice ${who} ${who === 'they' ? 'are' : 'is'} ${phrase}, as you described ${ctx.name ?? ctx.pronouns.obj}.`;
}

function whoWord(ctx: PlanContext): string {
  switch (ctx.kind) {
    case 'crush-ask-out':
    case 'crush-start':
      return 'your crush';
    case 'ex-apology':
    case 'ex-reconnect':
      return 'your ex';
    case 'first-date':
    case 'second-date':
      return 'your date';
    case 'new-match':
      return 'your match';
    case 'parent-to-teacher':
      return `your ${ctx.relation ?? 'child'}'s teacher`;
    default:
      return ctx.relation ? `your ${ctx.relation}` : 'them';
  }
}

function safetyText(kind: 'crisis-self' | 'crisis-other' | 'abuse' | 'violence'): string {
  switch (kind) {
    case 'crisis-self':
      return `I'm really glad you told me. What you're going through matters more than any practice right now, and you don't have to handle it alone.\n\n${CRISIS_SIGNPOST}\n\nIf you'd like, we can rehearse how to reach out to someone you trust — tell me who you'd want to talk to.`;
    case 'crisis-other':
      return `That sounds frightening. If someone may be in danger, please contact local emergency services now.\n\n${CRISIS_SIGNPOST}\n\nWhen you're ready, we can rehearse what to say to them — gently and without pressure.`;
    case 'abuse':
      return `I'm sorry this is happening — it's not your fault, and your safety comes first. I won't set up a practice for confronting someone who hurts you.\n\n${ABUSE_SIGNPOST}`;
    case 'violence':
      return `It sounds like you're really angry, and that's understandable — but I can't help rehearse hurting or threatening anyone. If you want, we can practise saying clearly and calmly what upset you.`;
  }
}

/** Decides the coach's turn: welcome, clarify, safety, plan, or a note on the existing plan. */
export function coachTurn(req: CoachRequest): CoachTurn {
  const last = req.history.at(-1);
  const seed = fnv1a(req.history.map((t) => normalize(t.text)).join('\u0001'));
  const sourceTexts = (req.source ?? []).filter((t) => t.role === 'user').map((t) => t.text);
  if (!last && sourceTexts.length > 0) return fromSource(req, sourceTexts, seed);
  if (!last || last.role !== 'user') return { kind: 'text', text: pick(seed, 'welcome', WELCOMES) };
  const safety = detectSafety(last.text);
  if (safety && safety.kind !== 'manipulation') return { kind: 'text', text: safetyText(safety.kind) };
  // The advisor chat 'Practice this' came from counts as what the user said first.
  const userTexts = [
    ...sourceTexts,
    ...req.history.flatMap((t, i) => (t.role === 'user' ? [expandChoice(t.text, req.history[i - 1]?.role === 'assistant' ? (req.history[i - 1]?.text ?? null) : null)] : [])),
  ];
  const ctx = readPlanContext(userTexts, req.memory);
  const plan = ctx ? buildPlan(ctx) : null;
  if (!ctx || !plan || (req.currentPlan && JSON.stringify(req.currentPlan) === JSON.stringify(plan))) {
    // Nothing new to build: point at the plan there is, or ask what to rehearse.
    if (req.currentPlan) {
      const first = req.currentPlan.practices[0]?.name ?? 'the first practice';
      return {
        kind: 'text',
        text: pick(seed, 'ready', [
          `Your plan is ready — start with “${first}” whenever you like. If something about the situation is different, tell me and I'll adjust it.`,
          `You're all set: “${first}” is a good place to begin. Want it more realistic? Tell me a name, where you know them from or what they're like, and I'll update the plan.`,
        ]),
      };
    }
    // One question with choices, built from what the user said (the person, the relationship).
    return { kind: 'text', text: clarifyQuestion(userTexts) };
  }
  const declined =
    safety?.kind === 'manipulation'
      ? `I won't rehearse ${safety.tactic ?? 'that tactic'} — it tends to backfire and hurts people. Here's a respectful way to work toward the same thing.\n\n`
      : '';
  return { kind: 'plan', text: `${declined}${replacing(req)}${planText(ctx, plan, req.currentPlan, seed)}`, plan };
}

/** A plan with played practices is not rebuilt silently: the new plan is said to be new, the old one kept. */
function replacing(req: CoachRequest): string {
  const played = req.playedPractices ?? 0;
  if (!req.currentPlan || played === 0) return '';
  const n = played === 1 ? 'one practice' : `${played} practices`;
  return `Heads up: you've already played ${n} of “${req.currentPlan.name}”, so I'm starting a new plan instead of changing that one. The old plan and the practices you played stay in your practice history.\n\n`;
}

/** The advice the advisor gave in that chat: its last reply's first sentences. */
function adviceIn(source: readonly { role: string; text: string }[]): string | null {
  const reply = [...source].reverse().find((t) => t.role === 'assistant' && t.text.trim().length > 40);
  if (!reply) return null;
  const sentences = reply.text.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]+/g) ?? [reply.text];
  return clip(sentences.slice(0, 2).join(' ').trim(), 220);
}

/** 'Practice this': the coach opens with a plan for the chat the user just had (or one question about it). */
function fromSource(req: CoachRequest, sourceTexts: readonly string[], seed: number): CoachTurn {
  const ctx = readPlanContext(sourceTexts, req.memory);
  const plan = ctx ? buildPlan(ctx) : null;
  const advice = adviceIn(req.source ?? []);
  if (!ctx || !plan) return { kind: 'text', text: `I read your chat with the advisor. ${clarifyQuestion(sourceTexts)}` };
  const withAdvice = advice ? { ...plan, description: clip(`${plan.description} From your chat: “${advice}”`, 500) } : plan;
  const lead = `I read your chat with the advisor${ctx.name ? ` about ${ctx.name}` : ''}${advice ? `, including the advice: “${advice}”` : ''} — so let's rehearse it.`;
  return { kind: 'plan', text: `${lead}\n\n${planText(ctx, withAdvice, null, seed)}`, plan: withAdvice };
}
