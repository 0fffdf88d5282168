import type { TranscriptLine } from './chat-layout';

/**
 * How well a read transcript matches the expected one. Words: 1 − word error rate over the whole
 * conversation (lower case, punctuation and emoji dropped: OCR cannot read an emoji, and a
 * missing comma does not change what was said). Speakers: each expected bubble is matched to the
 * read bubble sharing most of its words (in order); it counts when that bubble has its speaker.
 * A bubble not read at all counts as wrong.
 */
export function scoreWords(expected: readonly TranscriptLine[], read: readonly TranscriptLine[]): { errors: number; total: number } {
  const a = expected.flatMap((l) => wordsOf(l.text));
  const b = read.flatMap((l) => wordsOf(l.text));
  return { errors: editDistance(a, b), total: a.length };
}

export function scoreSpeakers(expected: readonly TranscriptLine[], read: readonly TranscriptLine[]): { correct: number; total: number } {
  let correct = 0;
  let from = 0;
  for (const line of expected) {
    const want = wordsOf(line.text);
    let best = -1;
    let bestScore = 0;
    for (let i = from; i < read.length; i++) {
      const got = wordsOf(read[i]!.text);
      const shared = got.filter((w) => want.includes(w)).length;
      // Overlap relative to the longer of the two; on a tie the earlier bubble wins.
      const score = shared / Math.max(want.length, got.length, 1);
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    }
    if (best >= 0 && bestScore >= 0.3) {
      if (read[best]!.speaker === line.speaker) correct++;
      from = best + 1;
    }
  }
  return { correct, total: expected.length };
}

export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}']/gu, '').replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/** Levenshtein distance over words (insertions, deletions, substitutions). */
export function editDistance(a: readonly string[], b: readonly string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}
