import { moveUp } from './cue-reading';

/**
 * A date the other person called off: "second time she calls off our date last minute", "he bailed on dinner an hour
 * before". The question that follows ("is she not interested?", "do i reschedule?") reads like letting someone down or
 * being ghosted, but what happened is a cancellation by them. When he, she or they cancel, call off, bail on, flake
 * on or postpone a date or plans and a dating type is on top, date-cancelled goes first from the top 3 at ≥ 0.1 of
 * the top score.
 */
const CALLED_OFF =
  /\b(?:he|she|they|he's|she's|they've|he has|she has)(?: \w+)? (?:cancel(?:s|led|ed)?|call(?:s|ed)? off|bail(?:s|ed)? on|flak(?:es|ed) on|postpon(?:es|ed)|push(?:es|ed) back) (?:on )?(?:our|the|my|us|a)? ?(?:\w+ )?(?:date|dates|plans|dinner|drinks|coffee|meetup|meet-up)\b/;
const DATING: ReadonlySet<string> = new Set(['date-let-down', 'date-ghosted', 'date-follow-up', 'date-plan', 'date-dtr', 'crush-rejected', 'crush-signals']);
const TYPE = 'date-cancelled';
const SHARE = 0.1;
const DEPTH = 3;

export function rerankByDateCalledOff<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  if (!top || !DATING.has(top.type)) return [...ranked];
  if (!CALLED_OFF.test(text.toLowerCase().replace(/[’‘`]/g, "'"))) return [...ranked];
  return moveUp(ranked, (type) => type === TYPE, SHARE, DEPTH);
}
