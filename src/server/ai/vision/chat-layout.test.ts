import { describe, expect, test } from 'bun:test';
import { readChat } from './chat-layout';
import type { OcrWord } from './ocr-words';

/**
 * Synthetic word boxes laid out like phone captures (390 pt wide screens at 2×: 780 px), so the
 * geometry rules are tested without OCR. A bubble is words on lines, left- or right-anchored.
 */
const W = 780;
const H = 1690;
const SIZE = 30;
const CHAR = 14;

function line(text: string, x0: number, y0: number, size = SIZE, confidence = 95): OcrWord[] {
  const words: OcrWord[] = [];
  let x = x0;
  for (const word of text.split(' ')) {
    const width = word.length * CHAR;
    words.push({ text: word, confidence, x0: x, y0, x1: x + width, y1: y0 + size });
    x += width + CHAR;
  }
  return words;
}

/** A bubble's lines; its right-hand bubbles end at `right` (text is left-aligned inside). */
function bubble(side: 'them' | 'you', lines: string[], y0: number, opts: { left?: number; right?: number } = {}): OcrWord[] {
  const widest = Math.max(...lines.map((l) => l.length * CHAR));
  const x0 = side === 'them' ? (opts.left ?? 48) : (opts.right ?? W - 48) - widest;
  return lines.flatMap((text, i) => line(text, x0, y0 + i * (SIZE + 8)));
}

const page = (...words: OcrWord[][]) => ({ width: W, height: H, words: words.flat() });

describe('who said what', () => {
  test('left bubbles are theirs, right ones the user\'s, top to bottom, lines of one bubble joined', () => {
    const read = readChat(
      page(
        bubble('them', ['hey! how was the concert', 'last night?'], 400),
        bubble('you', ['It was amazing, they played', 'all the old songs'], 520),
        bubble('them', ['want to grab coffee?'], 640),
      ),
    );
    expect(read).toEqual([
      { speaker: 'them', text: 'hey! how was the concert last night?' },
      { speaker: 'you', text: 'It was amazing, they played all the old songs' },
      { speaker: 'them', text: 'want to grab coffee?' },
    ]);
  });

  test('an avatar column on the left (Messenger, Instagram) moves the left anchor, not the speakers', () => {
    const read = readChat(
      page(
        bubble('them', ['so are we a thing'], 400, { left: 130 }),
        bubble('you', ['I like spending time with you'], 470),
        bubble('them', ['that is not an answer, really'], 540, { left: 130 }),
      ),
    );
    expect(read.map((l) => l.speaker)).toEqual(['them', 'you', 'them']);
  });

  test('a single long bubble is judged by the nearer edge', () => {
    const theirs = readChat(page(bubble('them', ['Sorry I went quiet, work has', 'been insane this week'], 800)));
    expect(theirs).toEqual([{ speaker: 'them', text: 'Sorry I went quiet, work has been insane this week' }]);
    const mine = readChat(page(bubble('you', ['Are we still on for tonight?'], 800)));
    expect(mine[0]?.speaker).toBe('you');
  });

  test('status bar, header, receipts, dividers and the input bar are not speech', () => {
    const read = readChat(
      page(
        line('9:41', 50, 30),
        line('5G 87%', 600, 30),
        line('Alex', 150, 100),
        line('Active now', 150, 140, 22),
        line('Today 9:41 PM', 300, 360, 22),
        bubble('them', ['Me too! The tacos were unreal'], 400),
        bubble('you', ['We should go back'], 470),
        line('Delivered', 640, 520, 22),
        line('Read 9:41 PM', 560, 560, 22),
        line('iMessage', 120, 1640),
      ),
    );
    expect(read).toEqual([
      { speaker: 'them', text: 'Me too! The tacos were unreal' },
      { speaker: 'you', text: 'We should go back' },
    ]);
  });

  test('a small in-bubble time and ticks (WhatsApp) are dropped, a time said in words is kept', () => {
    const words = [...line('See you at 9:30', 48, 400), ...line('11:58 PM', 300, 412, 18)];
    const read = readChat(page(words, bubble('you', ['ok see you then'], 480)));
    expect(read[0]).toEqual({ speaker: 'them', text: 'See you at 9:30' });
    expect(read[1]?.speaker).toBe('you');
  });

  test('emoji scraps and doubtful one-letter specks are dropped; a lone "I" bar is read as I', () => {
    const words = [...line('lol you would say that', 48, 400), { text: '[J', confidence: 40, x0: 380, y0: 400, x1: 400, y1: 430 }];
    const speck = [{ text: 'J', confidence: 30, x0: 700, y0: 520, x1: 712, y1: 550 }];
    const bar = [...line('Sorry', 48, 600), { text: '|', confidence: 90, x0: 140, y0: 600, x1: 146, y1: 630 }, ...line('went quiet', 160, 600)];
    const read = readChat(page(words, speck, bar, bubble('you', ['what does that mean'], 700)));
    expect(read.map((l) => l.text)).toEqual(['lol you would say that', 'Sorry I went quiet', 'what does that mean']);
  });

  test('dark mode changes nothing: only positions and sizes matter', () => {
    const read = readChat(page(bubble('you', ['Happy birthday!!'], 400), bubble('them', ['Thank you!! Miss you'], 470)));
    expect(read.map((l) => l.speaker)).toEqual(['you', 'them']);
  });

  test('nothing readable gives an empty transcript', () => {
    expect(readChat(page(line('9:41', 50, 30)))).toEqual([]);
    expect(readChat(page())).toEqual([]);
  });
});
