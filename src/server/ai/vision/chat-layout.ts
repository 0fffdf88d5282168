import type { TranscriptLine } from '../../../shared/schemas/message';
import { isClutterLine, isGlyphNoise, isTimeToken } from './clutter';
import type { OcrPage, OcrWord } from './ocr-words';

/**
 * Who said what, from OCR word boxes: words → lines → bubbles → speakers. Pure geometry, so it is
 * tested on synthetic boxes. Every chat app in scope puts the user's bubbles against the right
 * edge and the other person's against the left (after an avatar in some); which side a bubble
 * belongs to is judged against the anchors this page shows, not fixed fractions.
 */
export type Speaker = TranscriptLine['speaker'];
export type { TranscriptLine };

interface Line {
  words: OcrWord[];
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Median word height: the type size. */
  size: number;
}

interface Bubble {
  lines: Line[];
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Words below this confidence that are also short are OCR's reading of pictures (avatars, icons). */
const MIN_CONFIDENCE = 35;

export function readChat(page: OcrPage): TranscriptLine[] {
  // A lone capital I is often read as a bar.
  const words = page.words.map((w) => (w.text === '|' ? { ...w, text: 'I' } : w)).filter((w) => usable(w));
  const body = dropChrome(page, splitLines(words));
  const bodySize = median(body.map((l) => l.size));
  const kept = body
    .map((l) => withoutSmallTimes(l, bodySize))
    .filter((l): l is Line => l !== null && !isClutterLine(lineText(l)) && l.size >= bodySize * 0.72);
  const bubbles = groupBubbles(kept);
  return assignSpeakers(page.width, bubbles);
}

function usable(w: OcrWord): boolean {
  if (isGlyphNoise(w.text)) return false;
  if (w.confidence < MIN_CONFIDENCE && w.text.replace(/[^\p{L}\p{N}]/gu, '').length <= 2) return false;
  return w.x1 > w.x0 && w.y1 > w.y0;
}

/** Rows of words that overlap vertically, split where a horizontal gap is wider than the type. */
export function splitLines(words: readonly OcrWord[]): Line[] {
  const sorted = [...words].sort((a, b) => (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2);
  const rows: OcrWord[][] = [];
  for (const w of sorted) {
    const mid = (w.y0 + w.y1) / 2;
    const row = rows.find((r) => {
      const top = Math.min(...r.map((x) => x.y0));
      const bottom = Math.max(...r.map((x) => x.y1));
      return mid > top && mid < bottom;
    });
    if (row) row.push(w);
    else rows.push([w]);
  }
  const lines: Line[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x0 - b.x0);
    const size = median(row.map((w) => w.y1 - w.y0));
    let current: OcrWord[] = [];
    for (const w of row) {
      const prev = current[current.length - 1];
      if (prev && w.x0 - prev.x1 > size * 2.2) {
        lines.push(lineOf(current));
        current = [];
      }
      current.push(w);
    }
    if (current.length) lines.push(lineOf(current));
  }
  return lines.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}

function lineOf(words: OcrWord[]): Line {
  return {
    words,
    x0: Math.min(...words.map((w) => w.x0)),
    y0: Math.min(...words.map((w) => w.y0)),
    x1: Math.max(...words.map((w) => w.x1)),
    y1: Math.max(...words.map((w) => w.y1)),
    size: median(words.map((w) => w.y1 - w.y0)),
  };
}

function lineText(l: Line): string {
  return l.words.map((w) => w.text).join(' ');
}

/**
 * The status bar and the app's header (name, presence) sit above the messages, the input bar
 * below. On a phone-shaped capture, text in the top tenth or bottom twentieth is that chrome;
 * a cropped capture (not phone-shaped) keeps everything and relies on the clutter patterns.
 */
function dropChrome(page: OcrPage, lines: Line[]): Line[] {
  if (page.height / page.width < 1.6) return lines;
  const top = page.height * 0.1;
  const bottom = page.height * 0.95;
  return lines.filter((l) => (l.y0 + l.y1) / 2 > top && (l.y0 + l.y1) / 2 < bottom);
}

/**
 * A bubble's in-line time and ticks ("… 9:41 PM ✓✓") are set smaller than its text and apart
 * from it: a trailing run of small words after a wide gap is dropped, and so is a small time.
 */
function withoutSmallTimes(line: Line, bodySize: number): Line | null {
  let words = line.words.filter((w) => !(isTimeToken(w.text) && w.y1 - w.y0 < bodySize * 0.8));
  for (let i = words.length - 1; i > 0; i--) {
    const gap = words[i]!.x0 - words[i - 1]!.x1;
    if (gap <= line.size * 0.9) continue;
    const tail = words.slice(i);
    if (tail.every((w) => w.y1 - w.y0 < bodySize * 0.8 && w.text.length <= 4)) words = words.slice(0, i);
    break;
  }
  if (words.length === 0) return null;
  // A lone scrap of one or two letters read with doubt is a bubble's corner or an icon.
  const text = words.map((w) => w.text).join('').replace(/[^\p{L}\p{N}]/gu, '');
  if (text.length <= 2 && Math.min(...words.map((w) => w.confidence)) < 80 && !/^(?:I|a|ok|k|no|yo|hi)$/i.test(text)) return null;
  return words.length === line.words.length ? line : lineOf(words);
}

/** Consecutive lines with the same left edge and a small gap are one bubble. */
export function groupBubbles(lines: readonly Line[]): Bubble[] {
  const bubbles: Bubble[] = [];
  for (const line of lines) {
    const last = bubbles[bubbles.length - 1];
    const prev = last?.lines[last.lines.length - 1];
    const size = Math.max(line.size, prev?.size ?? 0);
    if (last && prev && line.y0 - prev.y1 < size * 0.95 && Math.abs(line.x0 - prev.x0) < size * 0.9) {
      last.lines.push(line);
      last.x0 = Math.min(last.x0, line.x0);
      last.x1 = Math.max(last.x1, line.x1);
      last.y1 = Math.max(last.y1, line.y1);
    } else {
      bubbles.push({ lines: [line], x0: line.x0, y0: line.y0, x1: line.x1, y1: line.y1 });
    }
  }
  return bubbles;
}

/**
 * Left-anchored bubbles are theirs, right-anchored ones the user's. The anchors are the page's
 * own: the leftmost start and rightmost end that several bubbles share. A bubble that touches
 * neither and sits in the middle is a divider or banner, not speech. With one side only (a
 * single bubble, or all from one person), the nearer edge decides.
 */
export function assignSpeakers(width: number, bubbles: readonly Bubble[]): TranscriptLine[] {
  const tol = width * 0.06;
  const leftAnchor = Math.min(...bubbles.map((b) => b.x0));
  const rightAnchor = Math.max(...bubbles.map((b) => b.x1));
  const atLeft = (b: Bubble) => b.x0 - leftAnchor < tol;
  const atRight = (b: Bubble) => rightAnchor - b.x1 < tol;
  const twoSided = bubbles.some((b) => atLeft(b) && !atRight(b)) && bubbles.some((b) => atRight(b) && !atLeft(b));
  const out: TranscriptLine[] = [];
  for (const b of bubbles) {
    const leftGap = b.x0;
    const rightGap = width - b.x1;
    const centred = Math.abs(leftGap - rightGap) < width * 0.06 && leftGap > width * 0.12;
    let speaker: Speaker;
    if (twoSided && atLeft(b) !== atRight(b)) speaker = atLeft(b) ? 'them' : 'you';
    else if (centred) continue;
    else speaker = leftGap <= rightGap ? 'them' : 'you';
    const text = b.lines.map(lineText).join(' ').replace(/\s+/g, ' ').trim();
    if (text) out.push({ speaker, text });
  }
  return out;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}
