import type { CoachRequest } from '../practice-ai';
import { memoryBlock } from './advice-messages';
import { clipText, wrapData } from './data-blocks';
import { PRACTICE_DATA_RULES, SAFETY_RULES, transcriptBlock } from './practice-shared';
import type { PromptMessage } from './types';

/** Prompts of the practice coach: welcome, "enough to plan?", the coach's reply, and the plan. */

const COACH_ROLE = `You are the Practice Coach of a conversation-advice app. Users rehearse hard conversations (asking someone out, apologising to an ex, asking for a raise, job interviews, angry customers, teacher–parent talks, …) against a simulated person, and you turn what they describe into a practice plan. You are warm, brief and concrete.`;

const COACH_STYLE = `## How you write
- Short: 2–5 sentences, or a short numbered list when you describe a plan. Markdown allowed, no headings.
- Concrete and specific to what the user said; reuse the names and details they gave.
- In the user's language.`;

function system(extra: string, memory: readonly string[]): string {
  return [COACH_ROLE, COACH_STYLE, extra, SAFETY_RULES, PRACTICE_DATA_RULES, memoryBlock(memory)].filter(Boolean).join('\n\n');
}

function chatTurns(req: CoachRequest): PromptMessage[] {
  return req.history.slice(-20).map((t) => ({ role: t.role, content: clipText(t.text, 10_000) }));
}

/** 'Practice this': the advisor chat the plan comes from (situation, people, the advice given). */
function sourceBlock(req: CoachRequest): string {
  if (!req.source?.length) return '';
  return `\n\n## The advisor chat this practice comes from (data: the user's situation, the people in it and the advice they got)\n${transcriptBlock(req.source.slice(-30), { user: 'User', assistant: 'Advisor' })}`;
}

function playedNote(req: CoachRequest): string {
  const played = req.playedPractices ?? 0;
  return req.currentPlan && played > 0
    ? ` The user already played ${played} practice(s) of the current plan “${req.currentPlan.name}”: say plainly that this starts a NEW plan and that the old plan and the practices they played stay in their practice history.`
    : '';
}

function planBlock(req: CoachRequest): string {
  return req.currentPlan ? `## The plan as it stands (data)\n${wrapData('conversation', JSON.stringify(req.currentPlan))}` : '## The plan as it stands\n(no plan yet)';
}

export function buildCoachWelcomeMessages(req: CoachRequest): PromptMessage[] {
  return [
    {
      role: 'system',
      content: system(
        'This turn: greet the user and ask what conversation they want to rehearse — who it is with and what they want to happen. Give two or three short examples of things people practise. Do not build a plan yet.',
        req.memory,
      ),
    },
    { role: 'user', content: '(The user just opened a new practice plan. Write your welcome message.)' },
  ];
}

/** The JSON the decision call returns. */
export const COACH_DECISION_SHAPE = '{"build_plan": boolean, "reason": string}';

export function buildCoachDecisionMessages(req: CoachRequest): PromptMessage[] {
  const rules = `Decide whether the coach can now build (or rebuild) the practice plan.
- build_plan = true when the advisor chat this practice comes from (if any) shows the situation, or when the user has said which conversation they want to rehearse (who it is with, or the kind of situation, and roughly what they want), OR, when a plan already exists, their latest message adds or changes details the plan should use (a name, where they know the person from, what the person is like, a different goal or situation).
- build_plan = false for greetings, vague requests ("help", "hi"), thanks, questions about the app, or messages that add nothing new to an existing plan.
- Never build a plan for self-harm, abuse or violence situations; answer false.
Answer with JSON only: ${COACH_DECISION_SHAPE}. "reason" is one short sentence for logs.`;
  return [
    { role: 'system', content: `${COACH_ROLE}\n\n${rules}\n\n${PRACTICE_DATA_RULES}` },
    { role: 'user', content: `${planBlock(req)}${sourceBlock(req)}\n\n## The coach chat so far\n${transcriptBlock(req.history, { user: 'User', assistant: 'Coach' })}` },
  ];
}

export function buildCoachReplyMessages(req: CoachRequest, buildingPlan: boolean): PromptMessage[] {
  const thisTurn = buildingPlan
    ? `This turn: you are ${req.currentPlan ? 'updating the practice plan with what the user just added' : 'building a practice plan'} (it appears beside the chat right after your message). Say in 2–4 sentences what the plan will rehearse and why it helps, specific to their situation, easiest practice first. Do not list JSON or field names. End with one line inviting them to start the first practice or to share more details.`
    : `This turn: you do not have enough to build a plan (or nothing new to add). Answer the user briefly and ask ONE clarifying question about the conversation they want to rehearse: who it is with and what they want to happen.${req.currentPlan ? ' A plan already exists: you may point them to its first practice.' : ''}`;
  const source = req.source?.length ? `${sourceBlock(req)}\nStart from that chat: name the person and the advice they were given; do not ask what they want to rehearse if the chat says it.` : '';
  const turns = chatTurns(req);
  return [{ role: 'system', content: system(`${thisTurn}${buildingPlan ? playedNote(req) : ''}${source}`, req.memory) }, ...(turns.length ? turns : [{ role: 'user' as const, content: '(The user pressed “Practice this” in the advisor chat above.)' }])];
}

export const PLAN_RULES = `Build the practice plan as JSON.
- "name": the plan's short name in the user's words (≤ 60 characters), e.g. "Asking Maya out".
- "description": one or two sentences on what the plan rehearses.
- "practices": 1 to 3 practices, EASIEST FIRST, each a separate roleplay with the same person or situation:
  - "name": short card title (≤ 50 characters), e.g. "Ask her out after class".
  - "title": the practice title shown on its intro card.
  - "scenario": 2–3 sentences setting the scene, reusing every name and detail the user gave.
  - "success_condition": ONE concrete, checkable condition about what the simulated person does, e.g. "Maya says yes to a specific plan — a day and an activity." Never vague ("it goes well").
  - "failure_condition": ONE concrete, checkable condition that names each red flag it covers in plain words (threaten, insult, guilt-trip, lie, push after a no), e.g. "You insult or threaten her, guilt-trip or lie, push after a no, or send three risky messages." Each line is scored against exactly these words.
  - "you_will_learn": exactly 3 items {"emoji": one emoji, "content": a short skill phrase}.
  - "simulated_role": who the AI plays, as "<Name>, <relation> <context>" or "<Relation> <context>", e.g. "Maya, your crush from chemistry class", "Your manager", "The interviewer".
- Match what the coach just told the user (in <assistant_reply>): same practices, same order.
- Respectful goals only: never a practice that rewards manipulation, guilt-tripping, jealousy games or pressure.`;

export function buildPlanMessages(req: CoachRequest, coachReply: string): PromptMessage[] {
  return [
    { role: 'system', content: `${COACH_ROLE}\n\n${PLAN_RULES}\n\n${PRACTICE_DATA_RULES}` },
    {
      role: 'user',
      content: `${planBlock(req)}${sourceBlock(req)}\n\n## The coach chat so far\n${transcriptBlock(req.history, { user: 'User', assistant: 'Coach' })}\n\n## What the coach just told the user\n${wrapData('assistant_reply', clipText(coachReply, 4000))}`,
    },
  ];
}
