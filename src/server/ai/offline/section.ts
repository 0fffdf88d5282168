import type { ReplySuggestion } from '../provider';
import type { AdviceContext } from './analyze';
import type { Situation } from './situations';
import { capitalize, clip } from './text-utils';

/**
 * One answer before formatting: the read, the suggestions, the one thing to avoid, the next step,
 * and (for list agents) extra numbered items.
 */
export interface Section {
  read: string;
  /** Optional Markdown shown after the read (e.g. the decoder's readings, signals for/against). */
  details?: string;
  /** The line just before the suggestion cards. */
  lead: string;
  suggestions: ReplySuggestion[];
  extras?: { title: string; items: string[] };
  avoid: string;
  next: string;
}

export function sug(tone: string, text: string, why: string): ReplySuggestion {
  return { tone, text, why };
}

const PROFESSIONAL: readonly Situation[] = ['workplace', 'interview-candidate', 'interview-interviewer', 'customer', 'teacher-parent'];
const ROMANTIC: readonly Situation[] = ['crush', 'hidden-crush', 'ex', 'partner', 'dating', 'new-match'];

export function isProfessional(ctx: AdviceContext): boolean {
  return PROFESSIONAL.includes(ctx.situation);
}

export function isRomantic(ctx: AdviceContext): boolean {
  return ROMANTIC.includes(ctx.situation);
}

/** "Sam" / "Your crush" at the start of a sentence. */
export function Who(ctx: AdviceContext): string {
  return capitalize(ctx.who);
}

/** Greeting for a message the user sends: "Hey Sam" or "Hey". */
export function hey(ctx: AdviceContext, word = 'Hey'): string {
  return ctx.name ? `${word} ${ctx.name}` : word;
}

/** The received message, quoted for display (kept short). */
export function q(ctx: AdviceContext): string {
  return ctx.quote ? `"${clip(ctx.quote.text, 140)}"` : '';
}

/** "Your crush's \"k\"" — the received message, owned, for the start of a sentence. */
export function theirQ(ctx: AdviceContext): string {
  return `${Who(ctx)}'s ${q(ctx)}`;
}

/** " to your invite" when the user had asked them out / invited them. */
export function inviteRef(ctx: AdviceContext): string {
  return ctx.intents.has('invited') ? ' to your invite' : '';
}

/** A sentence tying the advice to memory: a goal first, else a note. Empty when memory has nothing relevant. */
export function memorySentence(ctx: AdviceContext): string {
  if (ctx.goal) return `You told me you want to ${clip(ctx.goal, 90)}, so I've kept that goal in mind here.`;
  if (ctx.note) return `I've also kept in mind that ${clip(ctx.note, 90)}.`;
  return '';
}
