import type { Message, MessagesPage } from './message-types';

/**
 * Pure updates of a chat's cached message page (the `chat.messages` query data). Each returns a
 * new page and keeps every untouched message object as it was, so memoised rows do not re-render.
 */
export function upsertMessages(page: MessagesPage, messages: readonly Message[]): MessagesPage {
  if (messages.length === 0) return page;
  const byId = new Map(messages.map((m) => [m.id, m]));
  const items = page.items.map((m) => {
    const next = byId.get(m.id);
    if (!next) return m;
    byId.delete(m.id);
    return next;
  });
  const added = [...byId.values()];
  return { ...page, items: [...items, ...added], total: page.total + added.length };
}

/** Replace a message (e.g. an optimistic one) by others, in its place. */
export function replaceMessage(page: MessagesPage, id: string, replacements: readonly Message[]): MessagesPage {
  const index = page.items.findIndex((m) => m.id === id);
  if (index === -1) return upsertMessages(page, replacements);
  const others = new Set(replacements.map((m) => m.id));
  const items = page.items.filter((m, i) => i === index || !others.has(m.id));
  const at = items.findIndex((m) => m.id === id);
  items.splice(at, 1, ...replacements);
  return { ...page, items, total: page.total - (page.items.length - items.length) };
}

export function patchMessage(page: MessagesPage, id: string, patch: Partial<Message>): MessagesPage {
  let changed = false;
  const items = page.items.map((m) => {
    if (m.id !== id) return m;
    changed = true;
    return { ...m, ...patch };
  });
  return changed ? { ...page, items } : page;
}

export function removeMessages(page: MessagesPage, ids: readonly string[]): MessagesPage {
  const drop = new Set(ids);
  const items = page.items.filter((m) => !drop.has(m.id));
  return items.length === page.items.length ? page : { ...page, items, total: Math.max(0, page.total - (page.items.length - items.length)) };
}

/**
 * What the Delete under the user's message `userMessageId` does: the ids to delete, in order, and
 * the ids that leave the list at once. Its reply goes with it; a version of an edited message goes
 * with its whole branch in one call (the server then shows another version, read again after).
 */
export function exchangeDeletion(page: MessagesPage | undefined, userMessageId: string): { calls: string[]; leaving: string[] } {
  const index = page?.items.findIndex((m) => m.id === userMessageId) ?? -1;
  if (!page || index === -1) return { calls: [userMessageId], leaving: [userMessageId] };
  if ((page.items[index]!.branch?.ids.length ?? 0) > 1) return { calls: [userMessageId], leaving: page.items.slice(index).map((m) => m.id) };
  const next = page.items[index + 1];
  const calls = [userMessageId, ...(next?.role === 'assistant' ? [next.id] : [])];
  return { calls, leaving: calls };
}

/**
 * An edit of message `editedId` started a new branch: the edited message and everything after it
 * leave the list for `branch` (the new version of the message, then its reply). The new version's
 * pager lists the old ones before it.
 */
export function branchAt(page: MessagesPage, editedId: string, branch: readonly Message[]): MessagesPage {
  const index = page.items.findIndex((m) => m.id === editedId);
  if (index === -1) return upsertMessages(page, branch);
  const edited = page.items[index]!;
  const ids = [...(edited.branch?.ids ?? [edited.id]), ...branch.slice(0, 1).map((m) => m.id)];
  const [first, ...rest] = branch;
  const items = [...page.items.slice(0, index), ...(first ? [{ ...first, branch: { ids, index: ids.length - 1 } }] : []), ...rest];
  return { ...page, items, total: page.total - (page.items.length - items.length) };
}
