import { useCallback, useSyncExternalStore } from 'react';
import type { SendFailure } from './chat-errors';

/**
 * Per-chat UI state that outlives a component: a send started in the blank chat finishes after
 * the screen has moved to the new chat's URL, and its failure (text, draft) must land there.
 * Keyed by session id (or `new:<agent>` for a blank chat).
 */
export type ChatUiState = {
  /** Text to put back into the input; `nonce` changes on every restore. */
  draft: { text: string; nonce: number } | null;
  error: SendFailure | null;
  /** Changes each time a blocked send should shake the input. */
  shake: number;
  /** Text selected in a reply and quoted into the input (sent as a reference). */
  quote: string | null;
};

const EMPTY: ChatUiState = { draft: null, error: null, shake: 0, quote: null };
const states = new Map<string, ChatUiState>();
const listeners = new Map<string, Set<() => void>>();
let nonce = 0;

function update(key: string, patch: Partial<ChatUiState>): void {
  states.set(key, { ...(states.get(key) ?? EMPTY), ...patch });
  for (const listener of [...(listeners.get(key) ?? [])]) listener();
}

export const chatUi = {
  get: (key: string): ChatUiState => states.get(key) ?? EMPTY,
  setDraft: (key: string, text: string) => update(key, { draft: { text, nonce: ++nonce } }),
  /** The input took the draft: forget it, so a later visit starts clean. */
  consumeDraft: (key: string) => {
    const state = states.get(key);
    if (state?.draft) states.set(key, { ...state, draft: null });
  },
  setError: (key: string, error: SendFailure | null) => update(key, { error }),
  shake: (key: string) => update(key, { shake: ++nonce }),
  setQuote: (key: string, quote: string | null) => update(key, { quote }),
  clear: (key: string) => {
    states.delete(key);
  },
  subscribe(key: string, listener: () => void): () => void {
    let set = listeners.get(key);
    if (!set) {
      set = new Set();
      listeners.set(key, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  },
};

export function useChatUi(key: string): ChatUiState {
  const subscribe = useCallback((listener: () => void) => chatUi.subscribe(key, listener), [key]);
  return useSyncExternalStore(subscribe, () => chatUi.get(key), () => chatUi.get(key));
}
