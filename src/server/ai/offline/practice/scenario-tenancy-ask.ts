import { CHOICE_OR_YES_NO, type StatedAnswer } from './scenario-facts';
import { gerund } from './scenario-work-ask';

/**
 * A tenant's ask for the landlord's permission — "ask my landlord if I can get a cat", "whether my
 * partner can move in", "for permission to paint the bedroom" — rather than a repair, the deposit,
 * a rent rise or notice. The plan states what is asked (plan-templates-tenancy.ts), and the
 * landlord talks about that: what is being asked, when it could start, what would worry them; the
 * stock tenancy of a broken boiler, a kept deposit or a rent rise is never said.
 */

const LANDLORD = String.raw`(?:my|the|our)\s+(?:new\s+|current\s+)?(?:landlord|landlady|letting agent|agent|letting agency|property manager|housing association)`;
/** The asker (the user, or someone of theirs) and a permission verb: "I can", "my partner could", "we are allowed to". */
const WHO_MAY = String.raw`((?:i|we|my [a-z]+|our [a-z]+)\s+(?:can|could|may|might|am allowed to|are allowed to|is allowed to|would be allowed to)\s+[^.?!,]+)`;
const ASKED = [
  new RegExp(String.raw`\b(?:ask|asking|check with|email|message|text)\s+${LANDLORD}\s+(?:if|whether)\s+${WHO_MAY}`),
  new RegExp(String.raw`\b(?:ask|asking|get)\s+(?:${LANDLORD}\s+)?(?:for\s+)?permission\s+(?:from\s+${LANDLORD}\s+)?to\s+([^.?!,]+)`),
];
const SECOND_PERSON: Record<string, string> = { my: 'your', me: 'you', i: 'you', we: 'you', our: 'your', us: 'you', am: 'are', mine: 'yours' };

/** What is asked, in the second person ("you can get a cat", "your partner can move in with you"); null when the request asks no permission. */
export function tenancyAskIn(text: string): string | null {
  const lower = text.toLowerCase().replace(/[’]/g, "'");
  for (const [k, re] of ASKED.entries()) {
    const body = re.exec(lower)?.[1]?.replace(/\s+(?:and|but|so|because|as)\s+(?:i|we|how|what|he|she|they)\b.*$/, '').trim();
    if (!body) continue;
    const words = body.split(' ');
    if (words.length < 2 || words.length > 16) continue;
    const said = words.map((w) => SECOND_PERSON[w] ?? w).join(' ');
    return k === 0 ? said : `you can ${said}`;
  }
  return null;
}

/** Where the plan writes it. */
export const ASK_IN_TENANCY = /\bYou want to ask [^.]*? whether (.+?)\.(?:\s|$)/;

/** "you can get a cat" → "getting a cat"; "your partner can move in with you" → "your partner moving in with you". */
export function askedThingOf(asked: string): string {
  const m = /^(.+?) (?:can|could|may|might|(?:am|are|is|would be) allowed to) ([a-z']+)(.*)$/.exec(asked);
  if (!m) return asked;
  const [, who, verb, rest] = m as unknown as [string, string, string, string];
  return `${who === 'you' ? '' : `${who} `}${gerund(verb)}${rest}`;
}

/** The stock tenancy of the other practices: a repair, a kept deposit, a rent rise. */
const STOCK = /\b(?:boiler|heating|hot water|repair|mou?ld|damp|leak|deposit|check-out|rent (?:rise|increase)|raise (?:the|your) rent|£1,\d{3})\b/i;

export function tenancyAskAnswers(asked: string): { answers: StatedAnswer[]; contradicts: (line: string) => boolean; instead: string } {
  const thing = askedThingOf(asked);
  const what = `You’re asking whether ${asked} — I’ve read your message, and I haven’t said no. Tell me a bit more about it.`;
  const answers: StatedAnswer[] = [
    { asked: /\bwhat (?:are|r) (?:you|u|we) (?:asking|after)\b|\bwhat (?:is|was) (?:this|it) about\b|\bwhat (?:do|did) (?:you|u) want\b|\bwhat(?:'s| is) the (?:problem|issue|question)\b|\bwhat (?:exactly )?(?:is|was) (?:the|my|your) (?:request|ask)\b/, line: what },
    { asked: /^\W*(?:(?:and|so|but|ok|okay|right)\W+)?(?:when|from when)\b|\bhow soon\b|\bstart(?:ing)? date\b/, line: `If I agree to ${thing}, it would be from the 1st of next month — and I’d want it added to the tenancy in writing first.` },
    { asked: /\bworr\w*|\bconcern\w*|\bwhat (?:do|would|will) (?:you|u) need\b|\bwhat would (?:it|that) take\b|\bconditions?\b|\bis (?:that|it|this) (?:ok|okay|possible|alright|allowed)\b|\bwould (?:that|it|this) (?:work|be ok)\b|\bwhy (?:not|would)\b|\bwhat do (?:you|u) think\b/, line: `My worry with ${thing} is the flat: any damage comes out of the deposit, and I’d want it agreed in writing before anything changes.` },
  ];
  return { answers: answers.map((a) => ({ ...a, unless: CHOICE_OR_YES_NO })), contradicts: (line) => STOCK.test(line) && !STOCK.test(asked), instead: what };
}
