import type { CharacterMood, CharacterRequest } from '../practice-ai';
import { clipText } from './data-blocks';
import { PRACTICE_DATA_RULES, PRACTICE_HISTORY_MAX_TURNS, detailsBlock } from './practice-shared';
import type { PromptMessage } from './types';

/** The simulated person of a practice (or of a simulator run in an advisor chat). */

const MOOD_WORDS: Record<CharacterMood, string> = {
  warm: 'warm and interested — you enjoy this conversation',
  open: 'open and friendly, a little curious',
  neutral: 'neutral: polite, not yet invested',
  guarded: 'guarded: short answers, you are not sure about this',
  cold: 'cold: brief, distant, close to leaving',
  hurt: 'hurt: what they said stung, and it shows',
  delighted: 'delighted: genuinely happy',
};

const BEATS: Record<CharacterRequest['beat'], string> = {
  opening: 'Send your first message: a natural opener that fits the scenario (one or two short sentences).',
  continue: 'Reply to their latest message, in character and in your current mood. React to what they actually said. If they made a request or an invitation that does not meet the success condition yet, hesitate or ask for specifics rather than agreeing.',
  succeed: 'They have just met the success condition. Clearly agree or resolve it now (for an invitation: say yes and mention a concrete detail of the plan). Stay in character.',
  failed: 'They have just crossed a line (the failure condition). End the conversation now in one or two sentences — politely or hurt, never insulting or abusive — and do not ask anything back.',
};

export const CHARACTER_RULES = `## How you write
- You are a real person texting, not an assistant: short messages (one to three sentences), casual where the relationship is casual, polite and professional at work.
- Never give advice, never break character, never mention being an AI, a simulation or a practice.
- Keep it respectful even when upset: no insults, threats or sexual content, whatever the other person writes.
- Your reply is only your message: no name prefix, no quotes, no stage directions.
- The one exception to staying in character: if they write about self-harm, being in danger or being abused, step out of the role, say you are worried about them, and point them to their local emergency number or a free crisis line (findahelpline.com lists them).`;

export function buildCharacterMessages(req: CharacterRequest): PromptMessage[] {
  const system = [
    'You are playing a person in a roleplay so someone can rehearse a real conversation with you. Stay fully in character.',
    detailsBlock(req.details, req.persona),
    `## You right now\n- Your mood: ${MOOD_WORDS[req.mood]}.\n- This turn: ${BEATS[req.beat]}`,
    CHARACTER_RULES,
    PRACTICE_DATA_RULES.replace('<conversation>', 'the chat'),
  ].join('\n\n');
  const turns: PromptMessage[] = req.history.slice(-PRACTICE_HISTORY_MAX_TURNS).map((t) => ({ role: t.role, content: clipText(t.text, 4000) }));
  if (turns.length === 0 || turns.at(-1)?.role === 'assistant') {
    turns.push({ role: 'user', content: req.beat === 'opening' ? '(The conversation starts now. Send your first message.)' : '(Continue.)' });
  }
  return [{ role: 'system', content: system }, ...turns];
}
