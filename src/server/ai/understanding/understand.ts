import { readFileSync } from 'node:fs';
import { detectSafety } from '../offline/safety';
import { infoFor, SITUATION_TYPES } from './catalog';
import { deserialize, type SerializedModel, type SituationClassifier } from './classifier';
import { extractFacts } from './facts';
import { extractGoal } from './goal';
import { withGloss } from './gloss';
import { detectLanguage } from './language';
import { extractPeople } from './people';
import { withoutFactWords } from './more-people-words';
import { rerankByTarget } from './target-role';
import { extractTone } from './tone';
import { rerankByTrouble } from './trouble-kind';
import { rerankByTopic } from './complaint-topic';
import { rerankByExclusion } from './exclusion';
import { rerankByAddressee } from './addressee';
import { rerankByFeelingsAct } from './feelings-act';
import { rerankByTurn } from './romance-turn';
import { asksForAThing, rerankByOffTopic } from './off-topic';
import { rerankByJobOffer } from './job-offer';
import { rerankBySharedHome } from './shared-home';
import { rerankByOwnParent } from './own-parent';
import { rerankByNewcomer } from './newcomer';
import { rerankByCouple } from './couple-reading';
import { rerankByAuthority } from './authority';
import { rerankBySharedWork } from './shared-work';
import { rerankByFamilyMember } from './family-member';
import { rerankByFriendTrouble } from './friend-trouble';
import { rerankByLanguageMedium } from './language-medium';
import { rerankByHomeOwner } from './home-owner';
import { rerankByOtherParent } from './other-parent';
import { rerankByDateCalledOff } from './date-called-off';
import { rerankByPublicComment } from './public-comment';
import { rerankByInterviewerSide } from './interviewer-side';
import type { Fact, Understanding } from './types';

/**
 * `understand(text, history?)`: what a message is about. The situation type comes from the trained
 * classifier (model.json, built from ./corpus by `bun scripts/train-understanding.ts`), reranked by who the problem
 * is with, what kind of trouble it is and what the complaint is about (see classify); people, facts, goal, tone and
 * language from the extractors beside it; safety from the offline safety module.
 * `history` is the user's earlier messages, oldest first: a short follow-up or the answer to a
 * clarifying question is read together with the message before it.
 */

/** Below this the advisor asks a clarifying question instead of answering: cross-validated, answers at or above it are right 93% of the time (bench/README.md). */
export const CONFIDENT = 0.25;
/** A message this short with a weak top score describes no situation ("what is the weather"). */
const MIN_SITUATION_SCORE = 0;
/** The corpus's label for off-topic messages ("tell me a joke"): no situation. */
const NONE = 'none';
const THIRD_PERSON = /\b(?:he|she|him|her|his|hers)\b/i;

let classifier: SituationClassifier | null = null;
/** Read on first use, not at import: the server's cold start does not pay for it (~30–70 ms, once). */
function model(): SituationClassifier {
  classifier ??= deserialize(JSON.parse(readFileSync(new URL('./model.json', import.meta.url), 'utf8')) as SerializedModel);
  return classifier;
}

/** Swap the classifier (the cross-validated bench trains one per fold). */
export function useClassifier(next: SituationClassifier | null): void {
  classifier = next;
}

/** The type a tapped clarifying choice stands for ("A friend owes me money" → friend-owes-money). */
export function typeForChoice(text: string): string | null {
  const norm = text.trim().toLowerCase().replace(/[.!]+$/, '');
  for (const [type, info] of Object.entries(SITUATION_TYPES)) if (info.choice.toLowerCase() === norm) return type;
  return null;
}

/**
 * The model's ranking, with a near miss moved up when it matches who the message is about (target-role.ts), then
 * what kind of trouble it is with them (trouble-kind.ts), then what the complaint is about (complaint-topic.ts); in romance,
 * what the user means to do with unsaid feelings (feelings-act.ts) and who is moving toward whom (romance-turn.ts).
 */
/**
 * The rerankers, in the order they run. Each reads the message for one thing the learner weighs badly (what it rules
 * out, whom it is about, what kind of trouble, …) and may move a near runner-up first (docs/decisions.md).
 */
const RERANKERS = [
  rerankByExclusion, rerankByTarget, rerankByAddressee, rerankBySharedHome, rerankByOwnParent, rerankByFamilyMember,
  rerankByTrouble, rerankByFriendTrouble, rerankByTopic, rerankByAuthority, rerankByJobOffer, rerankByNewcomer,
  rerankByFeelingsAct, rerankByTurn, rerankBySharedWork, rerankByCouple, rerankByPublicComment, rerankByLanguageMedium, rerankByHomeOwner, rerankByOtherParent,
  rerankByDateCalledOff, rerankByInterviewerSide, rerankByOffTopic,
] as const;

function classify(text: string) {
  // The readers are English: a message in another language is read with its word-by-word gloss (gloss.ts).
  const read = withGloss(text);
  const ranked = RERANKERS.reduce((r, rerank) => rerank(r, read), model().rank(text));
  return { ranked, confidence: confidenceOf(ranked) };
}

/** Top score, lowered by a close runner-up: "is this A or B?" is exactly when a question helps. */
function confidenceOf(ranked: readonly { score: number }[]): number {
  const [first, second] = ranked;
  const confidence = Math.max(0, Math.min(1, (first?.score ?? 0) - (second?.score ?? 0) * 0.5));
  return Math.round(confidence * 100) / 100;
}

function mergeFacts(current: Fact[], earlier: Fact[]): Fact[] {
  const out = [...current];
  for (const f of earlier) if (!out.some((o) => o.text.toLowerCase() === f.text.toLowerCase())) out.push(f);
  return out.slice(0, 12);
}

export function understand(text: string, history: readonly string[] = []): Understanding {
  const previous = history.length > 0 ? (history[history.length - 1] as string) : null;
  const chosen = typeForChoice(text);
  // A tapped choice answers our question: the situation is the choice, the details are in the message before.
  const subject = chosen && previous ? previous : text;
  let { ranked, confidence } = classify(subject);
  let facts = extractFacts(subject);
  let people = withoutFactWords(extractPeople(subject), facts, detectLanguage(subject));
  if (chosen) {
    ranked = [{ type: chosen, score: 1 }, ...ranked.filter((r) => r.type !== chosen)];
    confidence = 1;
  } else if (previous && (confidence < CONFIDENT || text.length < 40)) {
    // A follow-up ("what now?", "she still hasn't answered") continues the earlier story.
    const joint = classify(`${previous}\n${text}`);
    if (joint.confidence > confidence) ({ ranked, confidence } = joint);
    facts = mergeFacts(facts, extractFacts(previous));
    if (people.every((p) => !p.name && !p.role)) people = [...extractPeople(previous), ...people];
  }
  // A message about "him" or "her" is about a person, so a vague "I need to talk to her about the $300" gets a
  // question, not a shrug — unless it asks us for a thing for them ("a book my mum would like, she loves crime").
  if (ranked[0]?.type === NONE && !chosen && THIRD_PERSON.test(subject) && !asksForAThing(subject)) {
    ranked = ranked.filter((r) => r.type !== NONE);
    confidence = confidenceOf(ranked);
  }
  ranked = ranked.filter((r) => r.type !== NONE || r === ranked[0]);
  const top = ranked[0];
  const type = top && top.type !== NONE && top.score >= MIN_SITUATION_SCORE ? top.type : null;
  const info = infoFor(type);
  return {
    type,
    category: info?.category ?? 'general',
    confidence: type ? confidence : 0,
    alternatives: ranked.filter((r) => r.type !== NONE).slice(0, 3).map((r) => ({ type: r.type, score: Math.round(r.score * 100) / 100 })),
    people,
    goal: extractGoal(subject, info?.goal ?? 'work out what to say'),
    facts,
    tone: extractTone(text),
    language: detectLanguage(text),
    safety: detectSafety(text),
  };
}
