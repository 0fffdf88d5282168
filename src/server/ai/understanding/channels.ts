import catalogue from './lexicons/channels.json';
import type { FactKind } from './types';

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

/**
 * Channels named by the device or the state of a message rather than an app: a phone by its other names ("my personal
 * mobile", "his work cell", "the landline"), a message left unanswered ("left me on seen", "on delivered"), and a group
 * named by who is in it on a catalogued app ("the parents group on whatsapp").
 */
const DEVICE = /\b(?:my|his|her|their|your|our|the|a|on|by|to)\s((?:(?:personal|work|private|old|new|spare|burner|second)\s)?(?:mobile(?:\sphone)?|cell(?:\s?phone)?|landline|burner(?:\sphone)?|work\sphone|private\snumber|personal\snumber))\b(?!\s(?:data|plan|contract|signal|bill|home|app)\b)/giu;
/** Said whole ("left me on read"): a fact's leading "on" is cut, and "read" alone says nothing. */
const UNANSWERED = /\b(?:left|leave|leaves|leaving|keeps?\sme|kept\sme)\s(?:(?:me|him|her|them|us|it|my\s\w+)\s)?on\s(?:read|seen|delivered|open)\b/giu;
const GROUP_ON_APP = new RegExp(`\\b(?:the|our|my|a|in)\\s((?:[a-z]+\\s)?[a-z]+\\s(?:group|chat|thread|channel|server))(?=\\s(?:on|in)\\s(?:${alternation(PLAIN)})(?![\\p{L}\\p{N}]))`, 'giu');
export const CHANNEL_RULES: [FactKind, RegExp][] = [
  ['channel', DEVICE],
  ['channel', UNANSWERED],
  ['channel', GROUP_ON_APP],
];
/** Each rule runs only when the text holds the word it turns on (facts.ts's GATES). */
export const CHANNEL_GATES: [RegExp, RegExp][] = [
  [DEVICE, /\b(?:mobile|cell|landline|burner|phone|number)/i],
  [UNANSWERED, /\bon\s(?:read|seen|delivered|open)\b/i],
  [GROUP_ON_APP, /\b(?:group|chat|thread|channel|server)\s(?:on|in)\s/i],
];
