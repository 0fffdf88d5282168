/**
 * Small, linear-time text helpers shared by the offline engine. No regex here is ever built from
 * user input, and every regex is free of nested/ambiguous quantifiers (no ReDoS).
 */

/** Removes U+0000, which Postgres cannot store. */
export function stripNul(text: string): string {
  return text.includes('\u0000') ? text.split('\u0000').join('') : text;
}

/** Straight quotes, NFKC, no NULs — the form every matcher works on (case preserved). */
export function cleanText(text: string): string {
  return stripNul(text)
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201F\u2033]/g, '"');
}

/** Lower-cased, whitespace-collapsed form used for hashing and substring checks. */
export function normalize(text: string): string {
  return cleanText(text).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** 32-bit FNV-1a over UTF-16 code units: stable across runs and platforms. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Deterministically picks one item; `salt` lets different slots of one answer vary independently. */
export function pick<T>(seed: number, salt: string, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick() needs at least one item');
  const index = fnv1a(`${seed}:${salt}`) % items.length;
  return items[index] as T;
}

/** Picks `count` consecutive items from a pool, starting at a seed-chosen offset. */
export function pickRun<T>(seed: number, salt: string, items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const start = fnv1a(`${seed}:${salt}`) % items.length;
  const out: T[] = [];
  for (let i = 0; i < count; i++) out.push(items[(start + i) % items.length] as T);
  return out;
}

export interface Token {
  /** As written (used for capitalisation checks, e.g. names). */
  raw: string;
  /** Lower-cased, for matching. */
  lower: string;
  /** Offset in the cleaned text. */
  start: number;
  /** True for words, false for a single punctuation character. */
  word: boolean;
}

// Words: letters/digits, optionally joined by single apostrophes or hyphens. Punctuation: one char.
const TOKEN_RE = /[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu;

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const raw = m[0];
    out.push({ raw, lower: raw.toLowerCase(), start: m.index ?? 0, word: /[\p{L}\p{N}]/u.test(raw) });
  }
  return out;
}

/** Upper-cases the first character. */
export function capitalize(text: string): string {
  return text.length === 0 ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** Shortens at a word boundary, adding an ellipsis when something was cut. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** Splits text into sentences (linear scan on . ! ? and newlines). */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch === '\n') {
      if (current.trim()) out.push(current.trim());
      current = '';
      continue;
    }
    current += ch;
    const next = text.charAt(i + 1);
    if ((ch === '.' || ch === '!' || ch === '?') && (next === '' || next === ' ' || next === '\n')) {
      if (current.trim()) out.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/** Counts words (whitespace separated) without building an array for huge inputs. */
export function wordCount(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = /\s/.test(text.charAt(i));
    if (!space && !inWord) count++;
    inWord = !space;
  }
  return count;
}
