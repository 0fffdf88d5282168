import type { Token } from './text-utils';

/**
 * Weighted phrase matching over word tokens (so matches respect word boundaries).
 * Pattern syntax, all written by us (never by users):
 *   "left on read"   consecutive words
 *   "flirt*"         a word starting with "flirt"
 *   "asked ? out"    `?` is any single word
 *   "小红书", "😉"    CJK or symbol-only patterns are matched as substrings of the normalised text
 * A phrase counts once however often it occurs, so long inputs do not inflate scores.
 */

export type PhraseList = readonly (readonly [phrase: string, weight: number])[];

interface Compiled {
  phrase: string;
  parts: string[];
  weight: number;
}

export interface CompiledPhrases {
  byFirst: Map<string, Compiled[]>;
  prefixFirst: Compiled[];
  substrings: Compiled[];
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

export function compilePhrases(list: PhraseList): CompiledPhrases {
  const byFirst = new Map<string, Compiled[]>();
  const prefixFirst: Compiled[] = [];
  const substrings: Compiled[] = [];
  for (const [phrase, weight] of list) {
    const lower = phrase.toLowerCase();
    const compiled: Compiled = { phrase: lower, parts: lower.split(' ').filter(Boolean), weight };
    const first = compiled.parts[0];
    if (CJK.test(lower) || !/[\p{L}\p{N}]/u.test(lower)) substrings.push(compiled);
    else if (first === undefined) continue;
    else if (first.endsWith('*') || first === '?') prefixFirst.push(compiled);
    else {
      const bucket = byFirst.get(first) ?? [];
      bucket.push(compiled);
      byFirst.set(first, bucket);
    }
  }
  return { byFirst, prefixFirst, substrings };
}

function partMatches(part: string, token: Token | undefined): boolean {
  if (!token || !token.word) return false;
  if (part === '?') return true;
  if (part.endsWith('*')) return token.lower.startsWith(part.slice(0, -1));
  return token.lower === part;
}

function matchesAt(tokens: readonly Token[], index: number, parts: readonly string[]): boolean {
  for (let j = 0; j < parts.length; j++) {
    if (!partMatches(parts[j] as string, tokens[index + j])) return false;
  }
  return true;
}

export interface MatchResult {
  score: number;
  hits: string[];
}

/** Sums the weights of the distinct phrases present. Linear in tokens × (phrases sharing a first word). */
export function scorePhrases(tokens: readonly Token[], normText: string, set: CompiledPhrases): MatchResult {
  const seen = new Set<string>();
  let score = 0;
  const hit = (c: Compiled) => {
    if (seen.has(c.phrase)) return;
    seen.add(c.phrase);
    score += c.weight;
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (!token.word) continue;
    for (const c of set.byFirst.get(token.lower) ?? []) {
      if (!seen.has(c.phrase) && matchesAt(tokens, i, c.parts)) hit(c);
    }
    for (const c of set.prefixFirst) {
      if (!seen.has(c.phrase) && matchesAt(tokens, i, c.parts)) hit(c);
    }
  }
  for (const c of set.substrings) if (normText.includes(c.phrase)) hit(c);
  return { score, hits: [...seen] };
}

/** Convenience: does any phrase of the list occur? */
export function hasAny(tokens: readonly Token[], normText: string, set: CompiledPhrases): boolean {
  return scorePhrases(tokens, normText, set).score > 0;
}

/** Index of the first token where a phrase starts, or -1 (used to locate e.g. "my crush" before a name). */
export function findPhrase(tokens: readonly Token[], parts: readonly string[], from = 0): number {
  for (let i = from; i < tokens.length; i++) if (matchesAt(tokens, i, parts)) return i;
  return -1;
}
