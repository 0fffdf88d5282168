/**
 * The token script every streaming server plays and the load generator checks against: 100
 * distinct tokens (so a lost or repeated token can be named) at 50 tokens/s. Token i is due at
 * the provider's start + i × TOKEN_INTERVAL_MS; the provider starts at a time the server records.
 */
export const TOKENS_PER_SECOND = 50;
export const TOKEN_INTERVAL_MS = 1000 / TOKENS_PER_SECOND;
export const TOKEN_COUNT = Number(process.env.BENCH_STREAM_TOKENS ?? 100);

/** "tok0 ", "tok1 ", …: about the size of a real model token, each one recognisable. */
export const SCRIPT: readonly string[] = Array.from({ length: TOKEN_COUNT }, (_, i) => `tok${i} `);
export const SCRIPT_TEXT = SCRIPT.join('');
/** End offset of token i in SCRIPT_TEXT: token i is complete once that many characters arrived. */
export const TOKEN_ENDS: Int32Array = (() => {
  const ends = new Int32Array(SCRIPT.length);
  let at = 0;
  SCRIPT.forEach((token, i) => (ends[i] = at += token.length));
  return ends;
})();

/** Wall-clock ms with sub-ms resolution, comparable across processes on one machine. */
export const epochNow = (): number => performance.timeOrigin + performance.now();

/**
 * Counts tokens missing from and repeated in a reassembled text. 0/0 and exact when it equals the
 * script; text that is not made of script tokens counts as lost tokens; every token once but in
 * another order (or with extra text) is 0/0 but not exact.
 */
export function checkText(text: string): { lost: number; duplicated: number; exact: boolean } {
  if (text === SCRIPT_TEXT) return { lost: 0, duplicated: 0, exact: true };
  const seen = new Uint16Array(SCRIPT.length);
  for (const match of text.matchAll(/tok(\d+) /g)) {
    const i = Number(match[1]);
    if (i < seen.length) seen[i] = (seen[i] as number) + 1;
  }
  let lost = 0;
  let duplicated = 0;
  for (const n of seen) {
    if (n === 0) lost++;
    else duplicated += n - 1;
  }
  return { lost, duplicated, exact: false };
}
