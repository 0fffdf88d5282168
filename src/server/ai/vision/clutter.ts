/**
 * Text on a chat screen that nobody said: the status bar, receipts, times, dividers, presence,
 * match banners and the input bar's placeholder. Matched on a whole line (normalised), so a
 * bubble that merely mentions "read" or a time is kept.
 */
const TIME = String.raw`\d{1,2}[:.]\d{2}(?:\s?[ap]\.?m\.?)?`;
const DAY = String.raw`(?:today|yesterday|mon|tue|wed|thu|fri|sat|sun)[a-z]*,?`;
const DATE = String.raw`(?:\d{1,2}/\d{1,2}(?:/\d{2,4})?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}(?:,? \d{4})?)`;

const CLUTTER: RegExp[] = [
  // Times, days and dates alone: "9:41", "Today 9:41 PM", "Yesterday", "Mon, Jun 3 at 7:02 PM"
  new RegExp(String.raw`^(?:${DAY}\s?)?(?:${DATE}\s?)?(?:at\s)?(?:${TIME})?$`),
  // Receipts: "Delivered", "Read 9:41 PM", "Seen", "Seen by Alex", "Sent 2m ago", "Edited"
  new RegExp(String.raw`^(?:delivered|read|seen|sent|edited|opened|received)(?:\s(?:by\s\S+|${DAY}|${TIME}|${DATE}|at|\d+\s?[mhd]\s?(?:ago)?))*$`),
  // Presence and typing
  /^(?:online|offline|active now|active \d+\s?[mhd] ago|last seen.*|typing.*|is typing.*|\w+ is typing.*)$/,
  // Match banners (Tinder, Bumble, Hinge)
  /^you matched with .{1,40}$/,
  /^(?:it'?s a match!?|new match|your move|\d+h left to reply|\d+ hours? left.*)$/,
  // Input-bar placeholders
  /^(?:imessage|text message|message|messages|aa|type a message|write a message|send a message|message\.\.\.|start typing.*|say something.*)$/,
  // Status bar: battery, network, carrier
  /^(?:\d{1,3}\s?%|(?:[345]g|lte|e|h\+?|wi-?fi)(?:\s.*)?)$/,
];

export function normaliseLine(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%:./'!?+\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isClutterLine(text: string): boolean {
  const norm = normaliseLine(text);
  if (!norm) return true;
  return CLUTTER.some((re) => re.test(norm));
}

/** A word OCR makes of an emoji, an icon or a tick: no letter or digit in it. */
export function isGlyphNoise(word: string): boolean {
  // …or a bracketed scrap like "[J" or "(&)": the outline of an emoji.
  return !/[\p{L}\p{N}]/u.test(word) || (word.length <= 3 && /[[\](){}|]/.test(word));
}

/** An in-bubble time or tick ("9:41", "9:41PM", "✓✓"), dropped when it is set in small type. */
export function isTimeToken(word: string): boolean {
  return new RegExp(String.raw`^(?:${TIME}|[✓✔]{1,3})$`, 'i').test(word.trim());
}
