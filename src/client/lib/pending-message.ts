/**
 * A message typed on a page that is not the chat (home, landing pages) is handed to the next blank
 * chat session through sessionStorage, which auto-sends it (SPEC §2).
 */
export const PENDING_MESSAGE_KEY = 'pending_message';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function setPendingMessage(text: string): void {
  const trimmed = text.trim();
  if (!trimmed) return;
  try {
    storage()?.setItem(PENDING_MESSAGE_KEY, trimmed);
  } catch {
    // storage full or disabled: the user can type the message again
  }
}

/** Read and remove the pending message (so it is sent once). */
export function takePendingMessage(): string | undefined {
  try {
    const value = storage()?.getItem(PENDING_MESSAGE_KEY) ?? undefined;
    storage()?.removeItem(PENDING_MESSAGE_KEY);
    return value || undefined;
  } catch {
    return undefined;
  }
}
