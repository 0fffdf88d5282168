import type { ReplySuggestion } from '../provider';

/**
 * Parses the reply suggestions a model puts in a fenced block (```suggestions … ```), tolerating
 * the usual model slips: a ```json fence, a missing closing fence (truncated output), smart quotes,
 * trailing commas, an object wrapper ({"suggestions": [...]}) or a bare JSON array. Linear scans only.
 */
export interface ParsedSuggestions {
  /** The answer with the suggestions block removed. */
  text: string;
  /** Valid suggestions (at most 5); empty when there was no usable block. */
  suggestions: ReplySuggestion[];
}

const MAX_SUGGESTIONS = 5;
const LIMITS = { tone: 40, text: 2000, why: 300 };

interface Fence {
  start: number;
  end: number;
  info: string;
  body: string;
}

function findFences(text: string): Fence[] {
  const out: Fence[] = [];
  let from = 0;
  while (from < text.length) {
    const open = text.indexOf('```', from);
    if (open < 0) break;
    let j = open + 3;
    while (j < text.length && j - open < 40 && /[A-Za-z0-9_-]/.test(text.charAt(j))) j++;
    const info = text.slice(open + 3, j).toLowerCase();
    const close = text.indexOf('```', j);
    const end = close < 0 ? text.length : close + 3;
    out.push({ start: open, end, info, body: text.slice(j, close < 0 ? text.length : close) });
    from = end;
  }
  return out;
}

function parseJsonLenient(body: string): unknown {
  const trimmed = body.trim();
  try {
    return JSON.parse(trimmed);
  } catch {
    const repaired = trimmed.replace(/[\u201C\u201D]/g, '"').replace(/,\s*([\]}])/g, '$1');
    try {
      return JSON.parse(repaired);
    } catch {
      return undefined;
    }
  }
}

const str = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.split('\u0000').join('').replace(/\s+/g, ' ').trim().slice(0, max) : '';

/** Valid suggestions from parsed JSON (array, {suggestions:[…]} or a single object). */
export function toSuggestions(value: unknown): ReplySuggestion[] {
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { suggestions?: unknown }).suggestions)
      ? (value as { suggestions: unknown[] }).suggestions
      : value && typeof value === 'object'
        ? [value]
        : [];
  const out: ReplySuggestion[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const text = str(record.text ?? record.message ?? record.reply, LIMITS.text);
    if (!text) continue;
    out.push({ tone: str(record.tone ?? record.label, LIMITS.tone) || 'Option', text, why: str(record.why ?? record.reason, LIMITS.why) });
    if (out.length === MAX_SUGGESTIONS) break;
  }
  return out;
}

/** End index (exclusive) of the JSON array starting at `start`, string-aware; -1 if unbalanced. */
function matchBracket(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text.charAt(i);
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') depth++;
    else if (ch === ']' || ch === '}') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

function cut(text: string, start: number, end: number): string {
  return `${text.slice(0, start).trimEnd()}\n\n${text.slice(end).trimStart()}`.replace(/\n{3,}/g, '\n\n').trim();
}

export function parseSuggestionsBlock(input: string): ParsedSuggestions {
  const text = input.split('\u0000').join('');
  const fences = findFences(text);
  const ours = fences.find((f) => f.info === 'suggestions');
  if (ours) return { text: cut(text, ours.start, ours.end), suggestions: toSuggestions(parseJsonLenient(ours.body)) };
  for (const fence of fences) {
    if (fence.info !== 'json' && fence.info !== '') continue;
    const suggestions = toSuggestions(parseJsonLenient(fence.body));
    if (suggestions.length > 0) return { text: cut(text, fence.start, fence.end), suggestions };
  }
  const bare = text.search(/\[\s*\{\s*"(?:tone|text|why)"/);
  if (bare >= 0) {
    const end = matchBracket(text, bare);
    if (end > bare) {
      const suggestions = toSuggestions(parseJsonLenient(text.slice(bare, end)));
      if (suggestions.length > 0) return { text: cut(text, bare, end), suggestions };
    }
  }
  return { text: text.trim(), suggestions: [] };
}
