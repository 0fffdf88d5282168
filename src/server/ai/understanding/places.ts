/**
 * Place names people write in lower case ("moved to berlin", "a job in toronto"): countries and the
 * cities of the IANA time zones, both from the runtime's own Intl data (no list to maintain, nothing
 * tuned to the corpus). Matched only where a place fits: after a place preposition or a move
 * ("in", "to", "from", "moved to"), or before "office", "team", "trip" — so "Sydney said" stays a person.
 */

/** Zone and region names that are, after "to" or "at", more often a person's name or a word: "talk to Jordan", "at Christmas". */
const NOT_PLACES = new Set(['chad', 'jordan', 'georgia', 'victoria', 'regina', 'phoenix', 'florence', 'austin', 'madison', 'nelson', 'dawson', 'davis',
  'casey', 'palmer', 'hope', 'darwin', 'easter', 'christmas', 'wake', 'troll', 'center', 'midway', 'reunion', 'knox', 'salem']);

const REGIONS = ['europe', 'asia', 'africa', 'south america', 'north america', 'latin america', 'central america', 'the middle east', 'scandinavia', 'the caribbean',
  'england', 'scotland', 'wales', 'northern ireland', 'the uk', 'uk', 'the usa', 'usa', 'the us', 'the states', 'uae', 'the uae', 'the netherlands', 'holland',
  // Countries by their older English names, and towns and counties of the UK and Ireland no time zone names.
  'turkey', 'czech republic', 'ivory coast', 'burma', 'leeds', 'manchester', 'birmingham', 'liverpool', 'bristol', 'glasgow', 'edinburgh', 'cardiff',
  'newcastle', 'sheffield', 'nottingham', 'leicester', 'brighton', 'oxford', 'cambridge', 'york', 'norwich', 'exeter', 'plymouth', 'southampton',
  'portsmouth', 'coventry', 'swansea', 'aberdeen', 'dundee', 'galway', 'cornwall', 'devon', 'kent', 'essex', 'yorkshire',
  'the lake district', 'the cotswolds', 'ibiza', 'magaluf', 'tenerife', 'majorca', 'mallorca', 'crete', 'corfu', 'marbella', 'benidorm', 'santorini'];

function placeNames(): string[] {
  const names = new Set<string>();
  for (const zone of Intl.supportedValuesOf('timeZone')) {
    const city = zone.split('/').pop()?.replace(/_/g, ' ').toLowerCase();
    if (city && city.length >= 4 && !/^(?:gmt|utc|etc)/.test(city)) names.add(city);
  }
  const regions = new Intl.DisplayNames(['en'], { type: 'region' });
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      let name: string | undefined;
      try {
        name = regions.of(code);
      } catch {
        continue;
      }
      if (name && name !== code && !/[&()]/.test(name)) names.add(name.toLowerCase());
    }
  }
  // Continents, the UK's nations and the short forms countries go by: no time zone or region code names them.
  for (const n of REGIONS) names.add(n);
  for (const n of NOT_PLACES) names.delete(n);
  return [...names].sort((x, y) => y.length - x.length);
}

const NAMES = new Set(placeNames());
/** A city or country name (lower case). */
export const isPlaceName = (lower: string): boolean => NAMES.has(lower);
/** The longest name in words ("rio de janeiro", "united arab emirates"). */
const MAX_WORDS = 4;

/** A word after a place preposition, or a word before "office", "team", "trip": where a place name may start. */
/** The word after the preposition is read ahead, not taken: "visiting from lagos" has "from" both as a word and as the preposition before "lagos". */
const CANDIDATE = /\b(?:in|to|from|at|near|visiting|around|round|across|into|outside|à|en|nach)\s(?=(?:the\s)?(\p{L}[\p{L}'-]*))|\b(\p{L}[\p{L}'-]*)\s(?=(?:office|team|branch|trip|flat|apartment)\b)/giu;

/**
 * Known places (lower case, as written) with their offsets. A set lookup per candidate word, not one
 * regular expression over every name: that cost ~0.2 ms per message.
 */
export function knownPlaces(text: string): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  for (const m of text.matchAll(CANDIDATE)) {
    const after = m[1] !== undefined;
    const word = (m[1] ?? m[2]) as string;
    const start = after ? (m.index ?? 0) + m[0].length + (/^the\s/i.test(text.slice((m.index ?? 0) + m[0].length)) ? 4 : 0) : (m.index ?? 0);
    if (after) {
      // The longest run of up to four words from here that names a place.
      const words = text.slice(start, start + 60).split(/\s+/);
      for (let n = Math.min(MAX_WORDS, words.length); n >= 1; n--) {
        const name = words.slice(0, n).join(' ').replace(/[.,;:!?)]+$/, '');
        if (NAMES.has(name.toLowerCase())) {
          out.push({ text: name, at: start });
          break;
        }
      }
    } else {
      // Before "office": one or two words back ("the new york office").
      const before = text.slice(Math.max(0, start - 30), start + word.length).split(/\s+/).slice(-2);
      const two = before.join(' ');
      if (NAMES.has(two.toLowerCase())) out.push({ text: two, at: start + word.length - two.length });
      else if (NAMES.has(word.toLowerCase())) out.push({ text: word, at: start });
    }
  }
  return out;
}

/** Words after "moved to" that are not a place: "moved to a new school", "moving to be closer", "moved to tears". */
const NOT_AFTER_MOVE = 'a|an|the|my|his|her|their|our|your|this|that|another|different|new|be|live|work|study|get|make|help|take|do|go|see|start|stop|find|keep|tears|part-time|full-time|remote|nights|days|weekends|me|him|them|us|it|where|somewhere|anywhere|there|here|uni|university|college|school';
/** "moving to leeds", "relocated to glasgow": one word after a move, where no list knows the town. */
export const MOVED_TO = new RegExp(
  `\\b(?:moved|moving|move|moves|relocated|relocating|relocate|transferred|emigrated|emigrating)\\s(?:to|out to|back to)\\s(?!(?:${NOT_AFTER_MOVE})\\b)(\\p{L}[\\p{L}-]{2,})(?=\\s*(?:$|[,.;!?)]|\\s(?:for|in|and|with|next|last|this|after|before|when|so|but|because|now|soon|by)\\b))`,
  'giu',
);

/** Verbs of going in Spanish, Portuguese and Italian: a capitalised word after one and "a"/"para" is where ("ir a Valencia", "vou para Lisboa", "vado a Roma"). */
export const GOING_OTHER = new Set(('ir voy vas va vamos fui fue fuimos viajar viajo viajé volver vuelvo mudarme mudé mudarse vou vai fomos foi mudar ' +
  'andare vado andiamo andato andata tornare torno trasferirmi partire parto').split(' '));
export const GOING_TO_OTHER = new RegExp(`(?<![\\p{L}])(?:${[...GOING_OTHER].join('|')})\\s(?:a|para|pra)\\s(\\p{Lu}\\p{L}+)`, 'gu');
