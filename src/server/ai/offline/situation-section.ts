import type { ReplySuggestion } from '../provider';
import { infoFor, SITUATION_TYPES } from '../understanding/catalog';
import type { Fact, Understanding } from '../understanding/types';
import type { AdviceContext } from './analyze';
import { CATEGORY_PLAYBOOKS, PLAYBOOKS, type CardTemplate } from './playbooks';
import { display, fill, timeAfterPreposition } from './playbooks/fill';
import { NOUN_KINDS, saidForm, sayBackForm } from './playbooks/noun-forms';
import { sug, type Section } from './section';
import { capitalize, clip, pick } from './text-utils';

/**
 * The answer built from the understanding: an opening that says the situation back in the user's
 * terms (with the facts they gave), the playbook's insight, and three cards — three different
 * strategies, each naming the facts it can. Try Another (attempt 2, 3, …) rotates to other strategies.
 */
const FACT_ORDER: Fact['kind'][] = ['amount', 'event', 'time', 'duration', 'item', 'count', 'channel', 'place', 'job', 'language', 'age'];

/** The facts worth saying back, most telling first (an amount before a place, an age last). */
export function keyFacts(u: Understanding, max = 3): Fact[] {
  return [...u.facts].sort((a, b) => FACT_ORDER.indexOf(a.kind) - FACT_ORDER.indexOf(b.kind)).slice(0, max);
}

/** A fact as the opening lists it: a bare age ("he's 16") reads as "aged 16", a thing with the user's determiner ("your guitar"). */
export function sayBack(f: Fact, message: string): string {
  if (f.kind === 'age' && /^\d+$/.test(f.text)) return `aged ${f.text}`;
  if (f.kind === 'time') return timeAfterPreposition(f);
  return NOUN_KINDS.has(f.kind) ? sayBackForm(display(f.text, f.kind), saidForm(f, message)) : display(f.text, f.kind);
}

/** The cards for attempt n: five strategies in a ring, three at a time, starting three further on each try. */
export function strategyPool(type: string, category: Understanding['category']): CardTemplate[] {
  const own = PLAYBOOKS[type]?.cards ?? [];
  const extra = CATEGORY_PLAYBOOKS[category].extra;
  const seen = new Set<string>();
  return [...own, ...extra].filter(([strategy]) => !seen.has(strategy) && (seen.add(strategy), true));
}

export function cardsFor(ctx: AdviceContext): ReplySuggestion[] {
  const u = ctx.understanding;
  const pool = strategyPool(u.type as string, u.category);
  const start = ((Math.max(1, ctx.attempt) - 1) * 3) % pool.length;
  const slots = { facts: u.facts, name: ctx.name, interests: ctx.interests, message: ctx.text };
  return [0, 1, 2].map((i) => {
    const [strategy, template, why] = pool[(start + i) % pool.length] as CardTemplate;
    return sug(strategy, fill(template, slots).text, why);
  });
}

const FEELING: Partial<Record<Understanding['tone'][number], string[]>> = {
  hurt: ['It makes sense that this hurts.', "No wonder you're hurt."],
  angry: ['Being angry about this is understandable.', "It's fair to be frustrated."],
  anxious: ["It's normal to feel nervous about this.", 'Feeling anxious about it is completely normal.'],
  sad: ["I'm sorry you're going through this."],
  confused: ["It's confusing, so let's make it simple."],
};

function opening(ctx: AdviceContext): string {
  const u = ctx.understanding;
  const info = infoFor(u.type);
  const facts = keyFacts(u).map((f) => sayBack(f, ctx.text));
  const about = info?.about ?? 'this conversation';
  const detail = facts.length ? ` — ${facts.join(', ')}` : '';
  const parts = [`So this is about ${about}${detail}.`];
  const feeling = u.tone.find((t) => FEELING[t]);
  if (feeling) parts.push(pick(ctx.seed, 'feeling', FEELING[feeling] as string[]));
  const g = u.goal;
  if (g.stated) parts.push(`You want to ${clip(g.ask, 80)}${g.without ? ` without ${clip(g.without, 60)}` : ''}.`);
  else if (info) parts.push(`The aim: ${info.goal}.`);
  if (g.notWanted[0]) parts.push(`You've been clear you don't want ${clip(g.notWanted[0], 60)}, so nothing here pushes that way.`);
  return parts.join(' ');
}

function channelPhrase(channel: string): string {
  const c = channel.toLowerCase();
  if (/^(?:text|texts|texting|texted|sms)$/.test(c)) return 'over text';
  if (/chat$/.test(c)) return `in the ${c}`;
  if (/^e-?mails?$/.test(c)) return 'by email';
  if (/^(?:phone|call|calls)$/.test(c)) return 'on the phone';
  if (c === 'in person' || c === 'letter') return c === 'letter' ? 'in a letter' : 'in person';
  return `on ${display(channel, 'channel')}`;
}

export function situationSection(ctx: AdviceContext): Section {
  const u = ctx.understanding;
  const playbook = PLAYBOOKS[u.type as string];
  const category = CATEGORY_PLAYBOOKS[u.category];
  const channel = u.facts.find((f) => f.kind === 'channel');
  // Messaging channels only: "one message" makes no sense for a call.
  const messaging = channel && !/\b(?:call|calls|phone|facetime|zoom|video|in person|voice)\b/i.test(channel.text);
  const via = channel && messaging ? ` ${capitalize(channelPhrase(channel.text))}, keep it short — one message, then give them room.` : '';
  return {
    read: `${opening(ctx)} ${playbook?.insight ?? ''}${via}`.trim(),
    lead: ctx.attempt > 1 ? 'Another angle — three different approaches:' : 'Three ways to say it, each a different approach:',
    suggestions: cardsFor(ctx),
    avoid: playbook?.avoid ?? category.avoid,
    next: playbook?.next ?? category.next,
  };
}

/** Whether to ask instead of answer: a weak top type whose runner-up belongs to another group. */
export function needsClarifying(u: Understanding, threshold: number): boolean {
  if (!u.type || u.confidence >= threshold) return false;
  const second = u.alternatives[1];
  const sameGroup = second && infoFor(second.type)?.category === u.category;
  return !(sameGroup && u.confidence >= threshold / 2);
}

/** One short question with 2–3 tappable choices; the next message (a choice or own words) resolves it. */
export function clarifySection(ctx: AdviceContext): Section {
  const u = ctx.understanding;
  const choices = u.alternatives.map((a) => a.type).filter((t) => SITUATION_TYPES[t]).slice(0, 3);
  const facts = keyFacts(u).map((f) => sayBack(f, ctx.text));
  const heard = facts.length ? ` I've noted ${facts.join(', ')}.` : '';
  return {
    read: `Quick question before I suggest anything, so the advice fits: which of these is closest to what's going on?${heard}`,
    lead: 'Tap the closest one, or tell me in your own words:',
    suggestions: choices.map((t, i) => sug(`Option ${'ABC'.charAt(i)}`, SITUATION_TYPES[t]!.choice, `I'll tailor the advice to ${SITUATION_TYPES[t]!.about}.`)),
    avoid: 'Guessing at advice before the situation is clear — a wrong read leads to the wrong message.',
    next: capitalize('tap one, or add a line about who this is with and what you want to happen.'),
  };
}

/** Marks our clarifying question in the history, so we never ask twice in a row. */
export const CLARIFY_MARK = 'Quick question before I suggest anything';
