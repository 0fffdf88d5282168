import { infoFor } from './catalog';
import { cueScores, moveUp, strongest } from './cue-reading';

/**
 * Who is moving toward or away from whom, once people have dated or broken up: the other person went quiet, the
 * other person came back, the user wants more (a next date, the ex back), the user wants out (no next date, moving
 * on from the ex), or the user plans what comes next. The dating types (ghosted, follow-up, let down, plan) and the ex
 * types (reached out, get back, moving on) share the words of the date or the break-up and differ in this direction,
 * which a message says with a small vocabulary: verbs of going silent, of getting in touch, of wanting again, of
 * declining or letting go, of planning. Cues count by where they stand (cue-reading.ts).
 */
export type RomanceTurn = 'they-withdrew' | 'they-returned' | 'i-approach' | 'i-withdraw' | 'plan';

const CUES: Record<RomanceTurn, RegExp[]> = {
  'they-withdrew': [
    /\b(?:ghost\w*|vanish\w*|disappear\w*|(?:went|gone|going) (?:quiet|silent|cold|mia)|stopped (?:replying|texting|answering|responding|messaging)|still nothing|nothing (?:since|back)|heard nothing|on (?:read|delivered)|(?:haven't|havent|have not) heard|(?:hasn't|hasnt|has not|didn't|didnt|never) (?:replied|texted back|messaged back|answered|responded|texted me back)|blocked me|unmatched)\b/g,
  ],
  'they-returned': [
    /\b(?:(?:texted|messaged|called|dm'?d|dmed|reached out to|contacted|emailed|followed|added) me|reached out|got in touch|out of (?:nowhere|the blue)|(?:wants|asked|asking) to (?:meet|talk|catch up|be friends|get coffee)|says? (?:he|she|they) miss(?:es)? me|(?:he|she|they) miss(?:es)? me)\b/g,
  ],
  'i-approach': [
    /\b(?:(?:get|want|win) (?:him|her|them|my ex) back|(?:try|trying|give it|give us) (?:again|another (?:go|shot|chance))|get back together|back with (?:my ex|him|her|them)|still (?:love|have feelings|miss|want)|see (?:him|her|them) again|follow.?up|text (?:him|her|them) (?:after|first|to say)|thank (?:him|her|them))\b/g,
  ],
  'i-withdraw': [
    /\b(?:not (?:feeling it|interested|attracted|into (?:him|her|them)|(?:really )?feeling (?:a|the) (?:spark|connection))|(?:don't|dont|do not) (?:want|wanna) (?:to see (?:him|her|them) again|a (?:second|third|fourth|fifth|another) date|to (?:meet|go out) again)|let (?:him|her|them) down|turn (?:him|her|them) down|declin\w+|(?:say|saying|said) no|move on|moving on|let (?:it |him |her |them )?go|letting go|get over|closure|stop (?:texting|checking|thinking about|stalking)|need space|no contact)\b/g,
  ],
  plan: [
    /\b(?:plan\w*|date ideas?|ideas? for (?:a|our|the) (?:\w+ )?date|where (?:should|to|can) (?:we |i )?(?:go|take)|what (?:should|can) we do|take (?:him|her|them) (?:out|to))\b/g,
  ],
};

/** Each turn's weighted cue count in the message. */
export function turnScores(text: string): Record<RomanceTurn, number> {
  return cueScores(text, CUES);
}

/** The turn each type is about; the other dating and ex types are told by something else (a cancelled plan, "what are we", shared kids). */
export const TYPE_TURN: Readonly<Record<string, RomanceTurn>> = {
  'date-ghosted': 'they-withdrew', 'date-follow-up': 'i-approach', 'date-let-down': 'i-withdraw', 'date-plan': 'plan',
  'ex-reached-out': 'they-returned', 'ex-get-back': 'i-approach', 'ex-moving-on': 'i-withdraw',
};

export const TURN_SHARE = 0.3;
const TURN_DEPTH = 3;
const CATEGORIES = new Set(['dating', 'ex']);

/**
 * When the top type is a dating or ex type of another turn than the message's, and a type of the same category among
 * the next two is about that turn and scores close enough, it goes first: "we had a great date and he's left me on
 * delivered for days" read as following up becomes being ghosted; "my ex just messaged me after 8 months" read as
 * wanting them back becomes the ex reaching out.
 */
export function rerankByTurn<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  const category = top ? infoFor(top.type)?.category : undefined;
  if (!top || !category || !CATEGORIES.has(category)) return [...ranked];
  const turn = strongest(turnScores(text));
  if (!turn || turn === TYPE_TURN[top.type]) return [...ranked];
  return moveUp(ranked, (type) => TYPE_TURN[type] === turn && infoFor(type)?.category === category, TURN_SHARE, TURN_DEPTH);
}
