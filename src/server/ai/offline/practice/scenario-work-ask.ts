import { CHOICE_OR_YES_NO, type ScenarioFacts, type StatedAnswer } from './scenario-facts';

/**
 * An ask to the user's manager that is neither pay nor a deadline — "ask my manager if I can
 * switch to a four-day week", "ask my boss to let me move to the data team", "for a proper desk
 * chair". The raise and deadline plans would put the manager in their stock world (the March
 * review, the April payroll, "your results in numbers", a new date); the plan instead names the
 * ask (plan-templates-work.ts workAskPlan), and the manager talks about it: when it could start,
 * what they need to agree, what worries them. A pay or deadline bank line gives way.
 */

/** The manager may be named after the role word ("ask my supervisor Gemma if I can…"). */
const MANAGER = String.raw`(?:my|the|our) (?:line |new |direct )?(?:boss|manager|supervisor|team lead|director|head of department)`;
const ASK = new RegExp(
  String.raw`\b(?:ask|asking|tell|telling|talk to|speak to|approach|convince|persuade)\s+(?:${MANAGER}(?: (?!if\b|whether\b|to\b|for\b|that\b|i\b)[a-z]+)?|her|him|them)\s+(?:(?:if|whether) (?:i|we) (?:can|could|may|might|would be able to) ([^.?!]+)|to ([^.?!]+)|for ([^.?!]+)|(?:that )?i (?:want|would like|'d like|need) to ([^.?!]+))`,
);
/** Pay and deadlines have their own plans and facts. */
const PAY = /\b(?:raise\b|pay rise|pay increase|salary|promotion|paid more|more money|bonus|compensation|more pay)/;
const DEADLINE = /\b(?:deadline|extension|more time|extra (?:days|weeks)|another (?:day|week))\b/;
const SECOND_PERSON: Record<string, string> = { my: 'your', me: 'you', i: 'you', "i'm": "you're", im: "you're", mine: 'yours', myself: 'yourself', "i've": "you've", "i'd": "you'd" };
const DOUBLED = new Set(['let', 'get', 'put', 'set', 'cut', 'run', 'sit', 'stop', 'swap', 'drop', 'plan', 'shop']);

const you = (words: string) => words.split(' ').map((w) => SECOND_PERSON[w] ?? w).join(' ');

export function gerund(verb: string): string {
  if (verb.endsWith('ing')) return verb;
  if (DOUBLED.has(verb)) return `${verb}${verb.at(-1)}ing`;
  if (/[^e]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  return `${verb}ing`;
}

export interface WorkAsk {
  /** How the scenario puts it: "if you can switch to a four-day week", "for a proper desk chair". */
  phrase: string;
  /** Asked of a manager named as such ("my line manager"), not of "her" or "him". */
  toManager: boolean;
}

/** The ask of a request to the manager, or null when there is none or it is about pay or a deadline. */
export function workAskIn(text: string): WorkAsk | null {
  const lower = text.toLowerCase().replace(/[’]/g, "'");
  const m = ASK.exec(lower);
  if (!m) return null;
  const [, ifCan, to, forWhat, want] = m;
  const body = (ifCan ?? to ?? forWhat ?? want ?? '').replace(/\s*,?\s*\b(?:and|but) (?:i|how|what)\b.*$/, '').trim();
  const words = body.split(' ');
  if (words.length < 2 || words.length > 18 || PAY.test(body) || DEADLINE.test(body)) return null;
  const said = you(body);
  const phrase = ifCan !== undefined || want !== undefined ? `if you can ${said}` : to !== undefined ? `to ${said}` : `for ${said}`;
  return { phrase, toManager: new RegExp(MANAGER).test(m[0]) };
}

/** Where the plan writes the ask (plan-templates-work.ts). */
const ASK_IN_SCENARIO = /\byou want to ask [^.]*? (if you can|to|for) ([^.]+?)\.(?:\s|$)/;

/** The ask as the manager names it: "switching to a four-day week", "a proper desk chair". */
export function askedThing(text: string): string | null {
  const m = ASK_IN_SCENARIO.exec(text.toLowerCase().replace(/[’]/g, "'"));
  if (!m?.[2]) return null;
  if (m[1] === 'for') return m[2];
  const [verb, ...rest] = m[2].split(' ');
  return [gerund(verb as string), ...rest].join(' ');
}

/** The manager's stock world: pay, reviews, budgets, deadlines. */
const STOCK = /\b(?:raise|payroll|pool|calibration|salary|budgets?|april|march|review|deadline|new date|your results in numbers|projects you led|the migration|4 to 6%|5%)\b/i;

export function workAskFacts(thing: string): ScenarioFacts {
  const when = `If we go ahead with ${thing}, it could start from the first of next month — and we look at how it’s going after six weeks.`;
  const need = `For ${thing}, I need a short written plan: how your work gets covered, who picks up what, and how we’d know it’s working.`;
  const worry = `Honestly, I’m open to ${thing} — my worry is cover for the team, so show me how that works and I can take it to HR.`;
  const answers: StatedAnswer[] = [
    // When the manager decides, before when it could start ("how soon can you let me know?").
    { asked: /\bwhen (?:would|will|can|could|do|might) (?:you|u) (?:decide|know|let me know|tell me|get back|have an answer)\b|\bhow soon (?:can|could|will|would) (?:you|u)\b|\blet me know\b/, line: `I’ll give you an answer by the end of next week, once I’ve looked at cover with the team.` },
    // Any other "when…?" is about the change itself ("when could I switch?"); "what day would I have off?" is not a time.
    { asked: /^\W*(?:(?:and|so|but|ok|okay|right)\W+)?(?:when|from when|since when)\b|\bwhat date\b|\bhow soon\b|\bstart(?:ing)? date\b|\bwhen (?:could|would|can|will|might|should) (?:it|this|that|we|i|you|u|the [a-z]+)\b[^?]*\b(?:start|begin|happen|try|kick off|go ahead)\b/, line: when },
    { asked: /\bwhat (?:do|would|will) (?:you|u) need\b|\bwhat (?:do|would) (?:you|u) (?:want|like) (?:to see|from me)\b|\bneed to see\b|\bwhat would (?:it|that) take\b|\bwhat do i need to\b/, line: need },
    { asked: /\bworr\w*|\bconcern\w*|\bwhat do (?:you|u) think\b|\bhow do (?:you|u) feel\b|\bis (?:that|it|this) (?:ok|okay|possible|doable|realistic)\b|\bwould (?:that|it|this) work\b|\bwhy (?:is|would) (?:that|it|this) (?:hard|a problem|difficult)\b/, line: worry },
  ];
  // The stock lines that give way are mostly times (the March review, the April payroll, January budgets): the replacement keeps a time.
  return { answers: answers.map((a) => ({ ...a, unless: a.unless ? new RegExp(`${a.unless.source}|${CHOICE_OR_YES_NO.source}`) : CHOICE_OR_YES_NO })), contradicts: (line) => STOCK.test(line), instead: when };
}
