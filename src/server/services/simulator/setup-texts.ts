import { toSecondPerson } from '../../ai/offline/practice/persona';

/**
 * The advisor's setup lines for a simulation (SPEC kinds start, collection, ready). Fixed texts
 * rather than model output: they are questions about the user's own situation, and a setup that
 * behaves the same every time is easier to follow.
 */

/** Fewer words than this about the person and the advisor asks once more. */
export const MIN_PERSONA_WORDS = 8;

/** The label is written in the user's voice ("someone I have a crush on"); the advisor says "you". */
export function setupQuestion(personaLabel: string): string {
  return (
    `Let's set up the practice. Tell me about ${toSecondPerson(personaLabel)}: what should I call them, how do you know each other, ` +
    'how do they usually text, and what do you want to say to them? The more real the details, the more real I can play them.'
  );
}

export function collectionQuestion(): string {
  return (
    'Got it. One more thing so I can play them well: how do they usually come across in messages — warm, dry, teasing, guarded? ' +
    'And what happened most recently between you?'
  );
}

/** `who`: the name the user gave ("Priya"), else their relationship or the simulator's name. */
export function readyText(who: string): string {
  return (
    `Thanks, I have what I need. When you start, I'll play ${who.replace(/^Your /, 'your ')} and stay in character — ` +
    "reply the way you really would. End the simulation whenever you like and I'll tell you what worked and what to try next."
  );
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
