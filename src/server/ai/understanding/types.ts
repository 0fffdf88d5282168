import type { SafetyFlag } from '../offline/safety';

/**
 * The result of `understand(text, history?)`: the stable contract shared by the offline advisor,
 * the practice engine and the OpenAI prompts. Add fields; do not rename or remove them.
 */

/** SPEC's broad situation groups; the offline composers and prompts key their tone on these. */
export const CATEGORIES = [
  'crush',
  'hidden-crush',
  'partner',
  'ex',
  'dating',
  'new-match',
  'friendship',
  'family',
  'roommate',
  'workplace',
  'customer',
  'teacher-parent',
  'interview-candidate',
  'interview-interviewer',
  'social-comment',
  'cross-language',
  'general',
] as const;
export type SituationCategory = (typeof CATEGORIES)[number];

/** One person the message is about. `mention` is the user's own words ("my boss", "Sam", "her"). */
export interface Person {
  /** A relation word when given or implied: "boss", "crush", "friend", "teacher". */
  role: string | null;
  /** A first name when the text gives one. */
  name: string | null;
  mention: string;
}

/** `item`: the thing at stake (rent, refund, the report, revisions); `job`: a role named for interviews; `age`: someone's age ("8 year old", "16"). */
/** `count`: how many of something there are, said with the thing ("200 guests", "three kids", "two jobs"). */
export type FactKind = 'amount' | 'time' | 'duration' | 'event' | 'place' | 'channel' | 'language' | 'item' | 'job' | 'age' | 'count';

/** A concrete detail worth naming back: "$200", "Saturday", "the concert", "team chat". */
export interface Fact {
  kind: FactKind;
  /** As the user wrote it (trimmed), ready to quote back. */
  text: string;
}

export type ToneSignal = 'hurt' | 'angry' | 'anxious' | 'sad' | 'confused' | 'hopeful';

/** What the user wants, in their own words where they gave them. */
export interface Goal {
  /** The ask in second person: "bring it up", "ask her out", or the situation's default goal. */
  ask: string;
  /** What they want to avoid, from "without …": "losing the friendship". */
  without: string | null;
  /** What the user explicitly does NOT want, as it follows "don't want": "to get back together", "him to know". */
  notWanted: string[];
  /** True when `ask` came from the user's words rather than the situation's default. */
  stated: boolean;
}

export interface TypeScore {
  type: string;
  score: number;
}

export interface Understanding {
  /** Fine-grained situation ("friend-owes-money"), or null when the text describes no situation. */
  type: string | null;
  category: SituationCategory;
  /** 0..1: how sure the classifier is of `type` (top score, lowered by a close runner-up). */
  confidence: number;
  /** Top three candidate types, best first (for clarifying questions). */
  alternatives: TypeScore[];
  people: Person[];
  goal: Goal;
  facts: Fact[];
  tone: ToneSignal[];
  /** ISO 639-1 code of the message's language ("en", "es", "fr", "de", "zh", …). */
  language: string;
  /** Crisis, abuse, violence or manipulation, from the offline safety module. Always checked first. */
  safety: SafetyFlag | null;
}
