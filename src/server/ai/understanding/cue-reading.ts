/**
 * Scoring cue patterns by where they stand, shared by the readings that decide between near types (trouble-kind.ts,
 * complaint-topic.ts). A cue counts more in the sentence that asks ("…how do i tell him?") and after "but" or
 * "realise" (the user's conclusion: "we had a fight and it made me realise i'm in love with him"); not at all when
 * negated ("we're not a couple", "wir haben keinen Streit").
 */
const NEGATORS = /^(?:not|no|never|n't|without|isn't|aren't|wasn't|weren't|don't|doesn't|didn't|haven't|hasn't|keinen|kein|keine|nicht|pas|sin|ni|nunca|jamais)$/;
const ASKS = /\?|\b(?:how (?:do|can|should|to)|should i|what (?:do|should|can) i|do i|is it|is that|can i|help me)\b/;
const TURN = /\b(?:but|realis\w+|realiz\w+|i think i|honestly)\b/g;

/** The three words before a cue ("n't" split off), where a negation would stand. */
function wordsBefore(sentence: string, at: number): string[] {
  return sentence.slice(Math.max(0, at - 30), at).replace(/n't\b/g, " n't").split(/[\s,]+/).filter(Boolean).slice(-3);
}

/** Each reading's weighted cue count in the message. Patterns are global regexes over lower-cased text. */
export function cueScores<K extends string>(text: string, cues: Readonly<Record<K, readonly RegExp[]>>): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const kind of Object.keys(cues) as K[]) out[kind] = 0;
  const sentences = text.slice(0, 2000).toLowerCase().replace(/[’‘`]/g, "'").split(/(?<=[.!?\n])\s+/);
  for (const sentence of sentences) {
    const asks = ASKS.test(sentence) ? 2 : 1;
    const turns = [...sentence.matchAll(TURN)].map((m) => m.index ?? 0);
    for (const kind of Object.keys(cues) as K[]) {
      for (const pattern of cues[kind]) {
        for (const m of sentence.matchAll(pattern)) {
          const at = m.index ?? 0;
          if (wordsBefore(sentence, at).some((w) => NEGATORS.test(w))) continue;
          out[kind] += asks + (turns.some((t) => t < at) ? 1 : 0);
        }
      }
    }
  }
  return out;
}

/** The reading with the highest score, or null when nothing matched or two tie. */
export function strongest<K extends string>(scores: Record<K, number>): K | null {
  let best: K | null = null;
  let bestScore = 0;
  let tie = false;
  for (const kind of Object.keys(scores) as K[]) {
    const score = scores[kind];
    if (score > bestScore) [best, bestScore, tie] = [kind, score, false];
    else if (score === bestScore && score > 0) tie = true;
  }
  return tie ? null : best;
}

/** The first type among the top few that `fits` and scores at least `share` of the top's, moved first; else the ranking as it was. */
export function moveUp<T extends { type: string; score: number }>(ranked: readonly T[], fits: (type: string) => boolean, share: number, depth: number): T[] {
  const top = ranked[0];
  const moved = top ? ranked.slice(1, depth).find((r) => fits(r.type) && r.score >= top.score * share) : undefined;
  return moved ? [moved, ...ranked.filter((r) => r !== moved)] : [...ranked];
}

/** The share instead when nothing in the message supports the top type's reading and a clear cue supports another. */
export const UNSUPPORTED_SHARE = 0.1;
/** Two cues, or one in the sentence that asks. */
const CLEAR_CUE = 2;

/**
 * How close a runner-up must be to replace the top type: `share`, or UNSUPPORTED_SHARE when no cue at all supports the
 * top type's reading and a clear cue supports the message's — the model's guess then has nothing to stand on.
 */
export function shareFor<K extends string>(scores: Record<K, number>, topReading: K | undefined, reading: K, share: number): number {
  return topReading !== undefined && scores[topReading] === 0 && scores[reading] >= CLEAR_CUE ? UNSUPPORTED_SHARE : share;
}
