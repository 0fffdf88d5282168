/** Memory limits (SPEC leaves them open; docs/decisions.md "Memory"). */
export const MEMORY_LIMITS = {
  contentMaxChars: 500,
  /** Live (not deleted) items per user; generated adds beyond it are skipped. */
  maxLiveItems: 200,
  pageMax: 100,
  /** Items handed to the advisor with each reply. */
  promptItems: 30,
  /** Message items accepted by a generate call. */
  exchangeMaxItems: 50,
} as const;
