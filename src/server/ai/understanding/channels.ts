import catalogue from './lexicons/channels.json';

/**
 * Chat apps and channels by name (lexicons/channels.json: dating apps, messengers, social networks, work
 * tools). Names that are also ordinary words ("Signal", "Threads", "Teams", "Her") count only capitalised
 * and where an app fits: after on/via/over/through/from/in/into/using, or before app/group/chat/dm.
 */
type Group = { plain: string[]; capitalised: string[] };
const GROUPS = Object.entries(catalogue).filter(([k]) => !k.startsWith('_')).map(([, g]) => g as Group);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s');
const alternation = (names: string[]) => [...names].sort((a, b) => b.length - a.length).map(escape).join('|');

const PLAIN = GROUPS.flatMap((g) => g.plain);
const CAPITALISED = GROUPS.flatMap((g) => g.capitalised);
/** Every name, lower case → as the service spells it ("okcupid" → "OkCupid"). */
export const CHANNEL_SPELLING: ReadonlyMap<string, string> = new Map([...CAPITALISED, ...PLAIN].map((n) => [n.toLowerCase(), n]));

// Lookbehinds are tried at every character; a word boundary and a literal first word are not.
/** Names long enough not to be an ordinary word's stem take a plural ("his whatsapps", "her instagrams"); "snaps", "meetups" are other words. */
const PLURAL_NAMES = new Set(PLAIN.filter((n) => n.length >= 7 && !n.includes(' ')).map((n) => n.toLowerCase()));
const PLAIN_RE = new RegExp(`\\b(?:${alternation(PLAIN)})s?(?![\\p{L}\\p{N}])`, 'giu');
const CAPITALISED_RE = new RegExp(
  `\\b(?:on|via|over|through|from|in|into|using|the)\\s(${alternation(CAPITALISED)})(?![\\p{L}\\p{N}])|\\b(${alternation(CAPITALISED)})(?=\\s(?:app|group|chat|dms?|call|messages?)\\b)`,
  'gu',
);

/** Named channels with their offsets, as written. */
export function namedChannels(text: string): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  for (const m of text.matchAll(PLAIN_RE)) {
    const lower = m[0].toLowerCase();
    // A plural only of a long name: "whatsapps" is WhatsApp, "snaps" is no app.
    if (lower.endsWith('s') && !CHANNEL_SPELLING.has(lower) && !PLURAL_NAMES.has(lower.slice(0, -1))) continue;
    out.push({ text: m[0], at: m.index ?? 0 });
  }
  for (const m of text.matchAll(CAPITALISED_RE)) {
    const name = (m[1] ?? m[2]) as string;
    out.push({ text: name, at: (m.index ?? 0) + m[0].length - name.length });
  }
  return out;
}

/** A word (lower case) that names a channel in the catalogue: not a person's name, not a place. */
export function isChannelName(lower: string): boolean {
  return CHANNEL_SPELLING.has(lower);
}
