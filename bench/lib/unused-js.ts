/**
 * Issue #27's "no unused-JS finding over 20 KB" on the public pages, from Lighthouse's
 * `unused-javascript` audit. Lighthouse itself lists a script only when more than 20 KiB of it goes
 * unused (its default threshold, the issue's line); the lighthouse bench lowers that threshold to 0
 * so every script with unused bytes is an item, and this sums them and judges the largest one.
 */

/** Issue #27: no single script may leave more than this unused on a public page (KiB, as Lighthouse's own threshold). */
export const UNUSED_JS_TARGET_KB = 20;

/** One script of the audit's details: its unused bytes (transfer-size estimate, as Lighthouse reports them). */
export interface UnusedJsItem {
  url: string;
  wastedBytes: number;
}

export interface UnusedJsSummary {
  /** Unused bytes of every script on the page, summed. */
  totalBytes: number;
  /** The script leaving the most unused, or null when none leaves any. */
  largest: UnusedJsItem | null;
}

export function summarizeUnusedJs(items: UnusedJsItem[]): UnusedJsSummary {
  let largest: UnusedJsItem | null = null;
  let totalBytes = 0;
  for (const item of items) {
    totalBytes += item.wastedBytes;
    if (item.wastedBytes > (largest?.wastedBytes ?? 0)) largest = item;
  }
  return { totalBytes, largest };
}

/**
 * Pass when no script leaves more than the target unused (a Lighthouse finding); null for pages
 * the target does not cover (the chat and the share page have their own first-load targets).
 */
export function unusedJsVerdict(summary: UnusedJsSummary, coveredByTarget: boolean): 'pass' | 'miss' | null {
  if (!coveredByTarget) return null;
  return (summary.largest?.wastedBytes ?? 0) <= UNUSED_JS_TARGET_KB * 1024 ? 'pass' : 'miss';
}

/** The audit's items from Lighthouse's result details (an opportunity table of url/wastedBytes rows). */
export function unusedJsItems(details: unknown): UnusedJsItem[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) throw new Error('unused-javascript: the audit returned no items table');
  return items.map((raw) => {
    const { url, wastedBytes } = raw as Partial<UnusedJsItem>;
    if (typeof url !== 'string' || typeof wastedBytes !== 'number') throw new Error('unused-javascript: an item without url or wastedBytes');
    return { url, wastedBytes };
  });
}
