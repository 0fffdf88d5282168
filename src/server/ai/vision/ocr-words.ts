/** One word as OCR found it: its text, confidence (0–100) and box in image pixels. */
export interface OcrWord {
  text: string;
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The words of one image and the image's size (the layout is judged relative to it). */
export interface OcrPage {
  width: number;
  height: number;
  words: OcrWord[];
}

/** Words from tesseract's TSV output (level 5 rows: left, top, width, height, conf, text). */
export function wordsFromTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n')) {
    const cols = row.split('\t');
    if (cols[0] !== '5' || cols.length < 12) continue;
    const text = cols.slice(11).join('\t').trim();
    if (!text) continue;
    const [left, top, width, height, conf] = cols.slice(6, 11).map(Number) as [number, number, number, number, number];
    words.push({ text, confidence: conf, x0: left, y0: top, x1: left + width, y1: top + height });
  }
  return words;
}
