import { lastTurnFromChat } from './chat-paste';
import { cleanText, tokenize, type Token } from './text-utils';

/** A message quoted in the user's text, e.g. the reply they got: `she replied "haha maybe"`. */
export interface QuotedMessage {
  text: string;
  /** Who wrote it, judged from the words around the quote. */
  speaker: 'them' | 'me' | 'unknown';
  /** Offset of the quote (including its quote marks) in the cleaned text, and its length. */
  start: number;
  length: number;
}

const MAX_QUOTE = 300;
const PAIRS: Record<string, string> = { '"': '"', '「': '」', '『': '』', '«': '»', '“': '”' };
const SPEECH_VERBS = new Set([
  'said', 'says', 'replied', 'replies', 'reply', 'texted', 'texts', 'wrote', 'writes', 'sent', 'sends',
  'responded', 'responds', 'messaged', 'answered', 'commented', 'asked', 'asks', 'told', 'goes', 'went',
  'dmed', "dm'd", 'posted', 'say', 'send', 'text', 'write', 'respond', 'answer',
]);
const ME = new Set(['i', "i'm", 'me', 'my', "i've", "i'd"]);
const DRAFT_CUES = new Set(['should', 'could', 'can', 'would', 'to', 'want', 'thinking', 'planning', 'gonna']);
const FILLERS = new Set(['just', 'simply', 'really', 'maybe', 'probably', 'actually', 'even']);
const THEIR_NOUNS = new Set(['reply', 'message', 'text', 'response', 'answer', 'comment', 'dm', 'email']);

function isOpenerAt(text: string, i: number): boolean {
  const prev = i === 0 ? ' ' : text.charAt(i - 1);
  const next = text.charAt(i + 1);
  return /[\s(:[\-—,]/.test(prev) && next !== '' && !/\s/.test(next);
}

function isCloserAt(text: string, i: number): boolean {
  const prev = text.charAt(i - 1);
  const next = i + 1 >= text.length ? ' ' : text.charAt(i + 1);
  return prev !== '' && !/\s/.test(prev) && /[\s.,!?;:)\]—-]/.test(next);
}

/** Finds quoted spans with a bounded linear scan (apostrophes inside words are not quotes). */
function findQuotedSpans(text: string): { start: number; length: number; inner: string }[] {
  const spans: { start: number; length: number; inner: string }[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    let end = -1;
    if (PAIRS[ch] !== undefined) {
      end = text.indexOf(PAIRS[ch] as string, i + 1);
      if (end - i > MAX_QUOTE) end = -1;
    } else if (ch === "'" && isOpenerAt(text, i)) {
      const limit = Math.min(text.length, i + MAX_QUOTE);
      for (let j = i + 2; j < limit; j++) {
        if (text.charAt(j) === "'" && isCloserAt(text, j)) {
          end = j;
          break;
        }
        if (text.charAt(j) === '\n') break;
      }
    }
    if (end > i + 1) {
      const inner = text.slice(i + 1, end).trim();
      if (inner.length > 0) spans.push({ start: i, length: end - i + 1, inner });
      i = end + 1;
    } else i++;
  }
  return spans;
}

function lastWords(text: string, count: number): Token[] {
  const window = text.slice(Math.max(0, text.length - 80));
  const tokens = tokenize(window.toLowerCase());
  return tokens.slice(-count);
}

/** Judges the speaker from the few words before (and just after) a quote. */
function speakerOf(before: string, after: string): QuotedMessage['speaker'] {
  const words = lastWords(before, 8).filter((t) => t.word);
  for (let k = words.length - 1; k >= 0; k--) {
    const w = (words[k] as Token).lower;
    // "should I just say", "I'd probably reply": fillers between the subject and the verb are skipped.
    const skip = FILLERS.has(words[k - 1]?.lower ?? '') ? 1 : 0;
    const prev = words[k - 1 - skip]?.lower ?? '';
    const prev2 = words[k - 2 - skip]?.lower ?? '';
    if (THEIR_NOUNS.has(w) && prev) return ME.has(prev) ? 'me' : 'them';
    if (!SPEECH_VERBS.has(w)) continue;
    if (ME.has(prev) || (DRAFT_CUES.has(prev) && (prev2 === 'i' || DRAFT_CUES.has(prev2)))) return 'me';
    if (DRAFT_CUES.has(prev)) return 'me';
    if (words[k + 1]?.lower === 'me' || prev) return 'them';
  }
  const next = tokenize(after.slice(0, 30).toLowerCase()).filter((t) => t.word);
  if (next[1] && SPEECH_VERBS.has(next[1].lower)) return ME.has(next[0]?.lower ?? '') ? 'me' : 'them';
  if (/\b(got|received|getting)\b[^.]*$/.test(before.slice(-60).toLowerCase())) return 'them';
  return 'unknown';
}

const STOP_AT = [' to my ', ' when ', ' after ', ' and now ', ' and i ', ' but ', ' so ', ' what ', ' how ', ' should ', ','];
const REPORTED_VERBS = new Set(['said', 'replied', 'texted', 'wrote', 'responded', 'answered', 'messaged', 'commented', 'sent']);
const NOT_SPEECH = new Set(
  ('fast quickly slowly late right immediately instantly within after in to that at on every always never something ' +
    'nothing anything it this the a an my his her their our your when if about before so but and because for from ' +
    'back me him them us first otherwise').split(' '),
);

/** "she replied haha maybe to my invite" → "haha maybe" (no quote marks). Past-tense speech verbs only. */
function findReportedSpeech(text: string): QuotedMessage | null {
  const tokens = tokenize(text);
  for (let k = 1; k < tokens.length; k++) {
    const t = tokens[k] as Token;
    const prev = (tokens[k - 1] as Token).lower;
    if (!REPORTED_VERBS.has(t.lower) || ME.has(prev) || DRAFT_CUES.has(prev) || !tokens[k - 1]?.word) continue;
    let j = k + 1;
    let colon = false;
    while (tokens[j] && ['me', 'back', 'with', ':', 'just', 'only'].includes((tokens[j] as Token).lower)) {
      if ((tokens[j] as Token).raw === ':') colon = true;
      j++;
    }
    const first = tokens[j];
    if (!first || !first.word || (!colon && NOT_SPEECH.has(first.lower))) continue;
    const window = text.slice(first.start, first.start + 200);
    let inner = window;
    for (const stop of ['.', '!', '?', '\n']) {
      const at = inner.indexOf(stop);
      if (at >= 0) inner = inner.slice(0, stop === '?' || stop === '!' ? at + 1 : at);
    }
    const lower = ` ${inner.toLowerCase()}`;
    for (const stop of colon ? STOP_AT.slice(0, -1) : STOP_AT) {
      const at = lower.indexOf(stop);
      if (at >= 0) inner = inner.slice(0, Math.max(0, at - 1));
    }
    inner = inner.trim();
    const words = inner.split(/\s+/).filter(Boolean).length;
    if (words >= 1 && words <= 8) return { text: inner, speaker: 'them', start: first.start, length: inner.length };
  }
  return null;
}

export function findQuotes(input: string): QuotedMessage[] {
  const text = cleanText(input);
  return findQuotedSpans(text).map(({ start, length, inner }) => ({
    text: inner,
    speaker: speakerOf(text.slice(Math.max(0, start - 100), start), text.slice(start + length, start + length + 40)),
    start,
    length,
  }));
}

/** The message the user received and wants help with: an attributed quote first, else the other person's last
 * turn of a pasted chat, else reported speech. */
export function receivedMessage(input: string): QuotedMessage | null {
  const quotes = findQuotes(input);
  const theirs = quotes.find((q) => q.speaker === 'them');
  if (theirs) return theirs;
  const unknown = quotes.filter((q) => q.speaker === 'unknown');
  if (unknown.length > 0) return unknown[unknown.length - 1] ?? null;
  if (quotes.length > 0) return null;
  return lastTurnFromChat(cleanText(input)) ?? findReportedSpeech(cleanText(input));
}

/** The user's text with quoted spans blanked, so quoted words do not count as the user's intents. */
export function withoutQuotes(input: string): string {
  const text = cleanText(input);
  let out = '';
  let last = 0;
  for (const q of findQuotes(text)) {
    out += text.slice(last, q.start) + ' '.repeat(q.length);
    last = q.start + q.length;
  }
  return out + text.slice(last);
}
