import type { QuotedMessage } from './quotes';

/**
 * A chat pasted as text, one turn a line ("me: had fun tonight" / "him: for sure, super busy tho"): the other
 * person's last turn is the message the user received. Needs two speakers, one of them the user, so a
 * line such as "Note: …" or a single "Sam: …" is not read as a chat.
 */
const TURN = /^[ \t]*([\p{L}][\p{L}'’ .-]{0,20}?)[ \t]*:[ \t]*(\S.{0,299})$/gmu;
const SELF = new Set(['me', 'i', 'myself', 'yo', 'ich', 'moi']);

export function lastTurnFromChat(text: string): QuotedMessage | null {
  const turns = [...text.matchAll(TURN)].map((m) => ({ who: (m[1] as string).trim().toLowerCase(), said: (m[2] as string).trim(), at: (m.index ?? 0) + (m[0] as string).indexOf(m[2] as string) }));
  if (turns.length < 2 || new Set(turns.map((t) => t.who)).size < 2 || !turns.some((t) => SELF.has(t.who))) return null;
  const theirs = turns.filter((t) => !SELF.has(t.who)).at(-1);
  return theirs ? { text: theirs.said, speaker: 'them', start: theirs.at, length: theirs.said.length } : null;
}
