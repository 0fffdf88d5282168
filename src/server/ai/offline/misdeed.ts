import { cleanText } from './text-utils';

/**
 * What the user did that needs an apology, read from a first-person past clause ("I forgot my girlfriends
 * birthday yesterday", "I shouted at my mum on the phone on Sunday", "i lied about the credit card bill"),
 * said to the person it was done to ("forgot your birthday yesterday", "shouted at you on the phone on
 * Sunday"), with who that is when the clause names them ("girlfriend", "mum").
 */
const DEED = /\bi (?:totally |completely |accidentally |kind of |kinda )?(forgot(?: about| to)?|shouted at|yelled at|snapped at|screamed at|swore at|lied (?:to|about)|ignored|missed(?= (?:the|your|our|(?:his|her) (?!so\b|too\b|a lot\b|more\b|like\b|loads\b|terribly\b)\w|their|my (?:best |little |big )?\S+(?:'s|s) \w))|cancell?ed on|stood up|ghosted|insulted|blew up at|cheated on|broke(?! up\b| it off\b)|made fun of|laughed at)\b([^.,!?;\n]{0,60})/i;
const CLAUSE_END = /\s(?:and|because|cause|cos|coz|when|but|so|after|since|now|then|which|who|how|what|while)\b.*$/i;
const PERSON = '(?:(?:best|older|younger|little|big|twin|step) )?([a-z]+?)';

export interface Misdeed {
  /** The deed as said to them: "forgot your birthday yesterday". */
  deed: string;
  /** Who it was done to, when the clause owns them: "girlfriend". */
  to: string | null;
}

export function misdeed(text: string): Misdeed | null {
  const m = DEED.exec(cleanText(text).replace(/\s+/g, ' '));
  if (!m) return null;
  const rest = (m[2] ?? '').replace(CLAUSE_END, '').trim();
  let deed = `${(m[1] as string).toLowerCase()}${rest ? ` ${rest}` : ''}`;
  let to: string | null = null;
  // "my girlfriend's birthday" / "my girlfriends birthday" → "your birthday"; "at my mum" → "at you".
  const owned = new RegExp(`\\bmy ${PERSON}(?:'s|s) (?=[a-z])`, 'i').exec(deed);
  const object = new RegExp(`^(\\S+(?: (?:at|to|on|about|of))?) my ${PERSON}\\b`, 'i').exec(deed);
  if (owned) {
    to = (owned[1] as string).toLowerCase();
    deed = deed.replace(owned[0], 'your ');
  } else if (object) {
    to = (object[2] as string).toLowerCase();
    deed = deed.replace(object[0], `${object[1]} you`);
  }
  deed = deed.replace(/\bmy\b/gi, 'our');
  return deed.split(' ').length <= 12 ? { deed, to } : null;
}
