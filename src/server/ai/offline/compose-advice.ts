import type { ReplySuggestion } from '../provider';
import { ROLE_EXAMPLES } from './agent-roles';
import type { AdviceContext } from './analyze';
import { ROLE_SECTIONS } from './role-sections';
import { manipulationAvoid, manipulationPreface, safetySection } from './safety-answers';
import { display } from './playbooks/fill';
import { memorySentence, sug, type Section } from './section';
import { keyFacts, sayBack } from './situation-section';
import { pick, stripNul } from './text-utils';

/** A finished answer: Markdown before the suggestion cards, the cards, and Markdown after them. */
export interface ComposedAnswer {
  intro: string;
  suggestions: ReplySuggestion[];
  outro: string;
}

/**
 * Screenshots reach the offline engine as images only when the local reader found no chat text in
 * them (a read screenshot arrives as typed text, screenshot-text.ts): a photo, a tiny or blurred
 * capture, a crop without the bubbles. Say so plainly, and what to send instead (docs/decisions.md).
 */
export function imageNotice(count: number): string {
  const where = count === 1 ? 'your screenshot' : `your ${count} screenshots`;
  return `Heads-up: I couldn't find any chat text in ${where}, so I haven't advised on it — it may be too small, blurred or cropped, or not a chat. Send a clearer screenshot of the conversation, or paste the key lines as text (who said what) and I'll go through them.`;
}

function smallTalkSection(ctx: AdviceContext): Section {
  const examples = ROLE_EXAMPLES[ctx.role].map(([tone, text, why]) => sug(tone, text, why));
  const intro: Record<AdviceContext['kind'], string> = {
    advice: '',
    greeting: pick(ctx.seed, 'hello', [
      `Hi! I'm ${ctx.agentName}. Tell me what's going on — who you're talking to, what they said (paste it in quotes), and what you'd like to happen — and I'll help you with the next message.`,
      `Hey! I'm ${ctx.agentName}, here to help with tricky conversations. What's happening, and what did they say? Paste their exact words if you can.`,
    ]),
    thanks: "You're welcome! If they reply or anything changes, paste it here and we'll work out the next message together.",
    empty: "Your message came through empty. Tell me what's going on — who you're talking to, what they said, and what you'd like to happen.",
    'image-only': "Tell me in a line or two who you're talking to and what you'd like to happen next.",
    unclear:
      "I'm here to help with conversations — texts, dating, friends, work, interviews and more — but I'm not sure yet what you need. Tell me who you're talking to, what they said (in quotes), and what you'd like to happen.",
  };
  return {
    read: intro[ctx.kind],
    lead: 'For example, you could ask:',
    suggestions: examples,
    avoid: 'Leaving out their exact words — tone lives in the details, so quote what they said.',
    next: 'Type your situation below, or paste the message you got.',
  };
}

function baseSection(ctx: AdviceContext): { section: Section; withMemory: boolean } {
  if (ctx.safety && ctx.safety.kind !== 'manipulation') {
    const section = safetySection(ctx, ctx.safety);
    if (section) return { section, withMemory: false };
  }
  if (ctx.kind !== 'advice') return { section: smallTalkSection(ctx), withMemory: false };
  const section = ROLE_SECTIONS[ctx.role](ctx);
  if (ctx.safety?.kind === 'manipulation') {
    const tactic = ctx.safety.tactic ?? 'that';
    return {
      section: { ...section, read: `${manipulationPreface(ctx, tactic)} ${section.read}`, avoid: manipulationAvoid(tactic) },
      withMemory: true,
    };
  }
  return { section, withMemory: true };
}

/** A fact as whole words: "work" is not named by "your coworker". */
function mentions(lower: string, fact: string): boolean {
  const at = lower.indexOf(fact);
  if (at < 0) return false;
  const edge = (ch: string) => ch === '' || !/[\p{L}\p{N}]/u.test(ch);
  return (edge(lower.charAt(at - 1)) && edge(lower.charAt(at + fact.length))) || mentions(lower.slice(at + 1), fact);
}

/**
 * Answers built around a received message or a language barrier still name what the user told us:
 * when none of the key facts made it into the answer, one sentence says them back.
 */
function contextSentence(ctx: AdviceContext, answer: string): string {
  const key = keyFacts(ctx.understanding);
  // The user's own words quoted back ("yeah yeah next week") do not yet say their facts back.
  const said = ctx.text.toLowerCase();
  const lower = answer.toLowerCase().replace(/["“]([^"”\n]{2,200})["”]/g, (q, inner: string) => (said.includes(inner) ? ' ' : q));
  if (key.length === 0 || key.some((f) => mentions(lower, display(f.text, f.kind).toLowerCase()))) return '';
  return `I've kept in mind what you told me: ${key.map((f) => sayBack(f, ctx.text)).join(', ')}.`;
}

const clean = (s: ReplySuggestion): ReplySuggestion => ({ tone: stripNul(s.tone), text: stripNul(s.text), why: stripNul(s.why) });

export function composeAnswer(ctx: AdviceContext): ComposedAnswer {
  const { section, withMemory } = baseSection(ctx);
  const parts: string[] = [];
  if (ctx.imageCount > 0) parts.push(imageNotice(ctx.imageCount));
  parts.push(section.read);
  const memory = withMemory ? memorySentence(ctx) : '';
  if (memory) parts.push(memory);
  const context = withMemory && ctx.kind === 'advice' && !ctx.clarify ? contextSentence(ctx, `${parts.join(' ')}\n${section.suggestions.map((s) => s.text).join('\n')}`) : '';
  if (context) parts.push(context);
  let intro = parts.filter(Boolean).join(' ');
  if (section.details) intro += `\n\n${section.details}`;
  intro += `\n\n${section.lead}\n\n`;
  let outro = '';
  if (section.extras && section.extras.items.length > 0) {
    outro += `**${section.extras.title}:**\n${section.extras.items.map((item, i) => `${i + 1}. ${item}`).join('\n')}\n\n`;
  }
  outro += `**One thing to avoid:** ${section.avoid}\n\n**Next step:** ${section.next}`;
  return { intro: stripNul(intro), suggestions: section.suggestions.slice(0, 3).map(clean), outro: stripNul(outro) };
}
