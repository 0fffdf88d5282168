import type { AdviceRequest, ChatTurn } from '../provider';
import { isRelevantMemory } from '../understanding/relevance';
import { CONFIDENT, understand } from '../understanding/understand';
import type { Understanding } from '../understanding/types';
import { resolveRole, ROLE_BIAS, type Role } from './agent-roles';
import { detectInterests, detectJobRole, detectLanguage, detectNeedsTranslation, detectUserIsTeacher } from './details';
import { readMemory } from './memory-facts';
import { findPeople, nameFor, ownedRelation } from './people';
import { receivedMessage, withoutQuotes, type QuotedMessage } from './quotes';
import { detectSafety, type SafetyFlag } from './safety';
import { classifyQuote, detectIntents, type Intent, type QuoteTone } from './signals';
import { CLARIFY_MARK, needsClarifying } from './situation-section';
import { SITUATION_OF_CATEGORY } from './category-situation';
import { detectSituation, type Situation } from './situations';
import { capitalize, cleanText, fnv1a, normalize, tokenize } from './text-utils';

export type InputKind = 'advice' | 'empty' | 'greeting' | 'thanks' | 'image-only' | 'unclear';

/** Everything the composers need, computed once per request. */
export interface AdviceContext {
  role: Role;
  agentName: string;
  text: string;
  kind: InputKind;
  situation: Situation;
  confidence: number;
  secondary: Situation | null;
  quote: QuotedMessage | null;
  tone: QuoteTone | null;
  intents: Set<Intent>;
  /** A name for the other person, when the text or memory gives one. */
  name: string | null;
  /** Subject phrase for the other person: "Sam" or "your crush". Singular, so "is" always agrees. */
  who: string;
  /** Memory goal in second person ("get back together with your ex"), when relevant. */
  goal: string | null;
  /** Memory note in second person ("you're shy about texting first"). */
  note: string | null;
  interests: string[];
  jobRole: string | null;
  userIsTeacher: boolean;
  language: string | null;
  imageCount: number;
  safety: SafetyFlag | null;
  seed: number;
  /** The shared understanding of the message (situation type, people, facts, goal, tone). */
  understanding: Understanding;
  /** 1 for a first answer; Try Another sends 2, 3, … and gets other strategies. */
  attempt: number;
  /** Ask one clarifying question instead of answering (the situation is unclear). */
  clarify: boolean;
}

const MEMORY_CHECKS = 20;
/** Roles whose answer is built from the situation playbooks (and so may ask a clarifying question). */
const PLAYBOOK_ROLES: readonly Role[] = ['advisor', 'composer'];

const GREETING_WORDS = new Set(
  'hi hello hey heya hiya yo sup hola howdy morning evening afternoon good there test testing ok okay help please anyone ? ! . , what whats up'.split(' '),
);
const THANKS_WORDS = new Set('thanks thank you thx ty so much a lot great awesome perfect cool ok okay ! . , 🙏'.split(' '));

const DEFAULT_WHO: Record<Situation, string> = {
  crush: 'your crush',
  'hidden-crush': 'your crush',
  ex: 'your ex',
  partner: 'your partner',
  dating: 'your date',
  'new-match': 'your match',
  friendship: 'your friend',
  workplace: 'your colleague',
  'interview-candidate': 'the interviewer',
  'interview-interviewer': 'the candidate',
  customer: 'the customer',
  'teacher-parent': 'the teacher',
  'social-comment': 'the commenter',
  'cross-language': 'the other person',
  general: 'the other person',
};

function inputKind(text: string, imageCount: number): InputKind {
  const norm = normalize(text);
  if (norm.length === 0) return imageCount > 0 ? 'image-only' : 'empty';
  if (norm.length > 60) return 'advice';
  const words = tokenize(norm).map((t) => t.lower);
  if (words.length <= 5 && words.every((w) => GREETING_WORDS.has(w))) return 'greeting';
  if (words.some((w) => w === 'thanks' || w === 'thank' || w === 'thx' || w === 'ty') && words.every((w) => THANKS_WORDS.has(w))) {
    return 'thanks';
  }
  return 'advice';
}

function whoFor(situation: Situation, text: string, userIsTeacher: boolean): string {
  if (situation === 'teacher-parent') return userIsTeacher ? 'the parent' : 'the teacher';
  const owned = ownedRelation(text, situation);
  if (owned) return `your ${owned}`;
  const norm = normalize(text);
  if (situation === 'customer' && /\bclient\b/.test(norm)) return 'the client';
  if (situation === 'workplace' && /\b(?:boss|manager)\b/.test(norm)) return 'your manager';
  if (situation === 'general') {
    const person = /\bmy (landlord|neighbou?r|roommate|flatmate|mom|mum|dad|mother|father|sister|brother|aunt|uncle|cousin|coach|doctor|tenant|mentor|professor|grandma|grandpa|son|daughter|kid)\b/.exec(norm);
    if (person?.[1]) return `your ${person[1]}`;
  }
  // The person the message names beats the situation's default: "my coworker had a miscarriage" is about
  // your coworker, even when the situation read is unsure.
  const anyOwned = ownedRelation(text, null);
  return anyOwned ? `your ${anyOwned}` : DEFAULT_WHO[situation];
}

export function analyzeRequest(req: AdviceRequest): AdviceContext {
  const role = resolveRole(req.agent.slug);
  const turns = req.history;
  const last = turns[turns.length - 1];
  const lastUser = last && last.role === 'user' ? last : [...turns].reverse().find((t) => t.role === 'user');
  const text = cleanText(lastUser?.text ?? '').slice(0, 12_000);
  const earlier = turns.filter((t) => t.role === 'user' && t !== lastUser).map((t) => cleanText(t.text).slice(0, 4000));
  const imageCount = lastUser?.images?.length ?? 0;
  const kind = inputKind(text, imageCount);
  const detected = detectSituation(text, earlier, ROLE_BIAS[role]);
  const u = understand(text, earlier);
  // The trained classifier reads situations better than the phrase lists (docs/decisions.md); an agent's
  // own bias (interviews, dating) still decides when the classifier is unsure — unless the phrase lists found
  // nothing at all, when the bias is only a default ("the cute barista at my coffee shop" is no app match).
  const bias = ROLE_BIAS[role];
  const fromUnderstanding = u.type !== null && !(bias && u.confidence < CONFIDENT && detected.situation === bias && !detected.defaulted);
  const base = fromUnderstanding ? SITUATION_OF_CATEGORY[u.category] : detected.situation;
  const named = u.facts.find((f) => f.kind === 'language')?.text ?? null;
  const language = detectLanguage(text, earlier) ?? (named && !/^english$/i.test(named) ? capitalize(named.toLowerCase()) : null);
  // Writing in a language you don't speak is the real problem, whatever the platform or relationship.
  const translate = base !== 'cross-language' && detectNeedsTranslation(text, language);
  const situation = translate ? 'cross-language' : base;
  const secondary = translate ? base : detected.secondary;
  const userIsTeacher = detectUserIsTeacher(text);
  const quote = receivedMessage(text);
  const memory = readMemory(req.memory);
  const intents = detectIntents(withoutQuotes(text));
  const safety = detectSafety(text);
  // Short input with no situation, message or goal in it ("what is the weather"): ask what's going on.
  // A neighbour or landlord situation is in the 'general' group too, but it is a situation ("neighbour keeps blocking my driveway").
  const unclear = kind === 'advice' && situation === 'general' && u.type === null && !quote && intents.size === 0 && !safety && tokenize(text).filter((t) => t.word).length <= 6;
  if (unclear && lastUser && earlier.length > 0) {
    // A vague follow-up ("what now?") is about the previous message: read the two together.
    const priorUsers = turns.filter((t) => t.role === 'user' && t !== lastUser);
    const merged: ChatTurn = { role: 'user', text: `${earlier[earlier.length - 1]}\n\n${text}`, ...(lastUser.images ? { images: lastUser.images } : {}) };
    return analyzeRequest({ ...req, history: [...priorUsers.slice(0, -1), merged] });
  }
  const finalKind: InputKind = unclear ? (imageCount > 0 ? 'image-only' : 'unclear') : kind;
  const person = nameFor(situation, findPeople(text), memory.people);
  // The understanding's name only when it belongs to the first person the message is about.
  const name = person?.name ?? u.people[0]?.name ?? null;
  const lastAssistant = [...turns].reverse().find((t) => t.role === 'assistant');
  const askedBefore = lastAssistant?.text.includes(CLARIFY_MARK) ?? false;
  const attempt = Math.max(1, Math.floor(req.attempt ?? 1));
  const clarify =
    finalKind === 'advice' &&
    PLAYBOOK_ROLES.includes(role) &&
    !safety &&
    !(quote && quote.speaker !== 'me') &&
    !translate &&
    !askedBefore &&
    // A recognised request ("give feedback", "they stopped replying") is answerable without knowing more.
    intents.size === 0 &&
    needsClarifying(u, CONFIDENT);
  return {
    role,
    agentName: req.agent.name,
    text,
    kind: finalKind,
    situation,
    confidence: fromUnderstanding ? u.confidence : detected.confidence,
    secondary,
    quote,
    tone: quote ? classifyQuote(quote.text) : null,
    intents,
    name,
    who: name ?? whoFor(situation, text, userIsTeacher),
    // Each check reads the item (~0.2 ms): the newest few goals and notes are plenty.
    goal: memory.goals.slice(0, MEMORY_CHECKS).find((g) => isRelevantMemory(g, u)) ?? null,
    note: memory.notes.slice(0, MEMORY_CHECKS).find((n) => isRelevantMemory(n, u)) ?? null,
    interests: detectInterests(text),
    jobRole: detectJobRole(text) ?? u.facts.find((f) => f.kind === 'job')?.text ?? null,
    userIsTeacher,
    language,
    imageCount,
    safety,
    seed: fnv1a(`${role}\u0001${normalize(text)}\u0001${imageCount}${attempt > 1 ? `\u0001${attempt}` : ''}`),
    understanding: u,
    attempt,
    clarify,
  };
}
