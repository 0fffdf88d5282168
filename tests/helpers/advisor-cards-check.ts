import type { AdvisorCardCase } from '../corpora/advisor-cards-dev-k19';

/**
 * The automatic reading of advisor cards dev K19: which key facts an answer names (opening and cards), and which
 * phrases read ungrammatically — two determiners in a row ("the the", "the my"), an article before a time word
 * ("the this weekend"), a possessive time after "on the" ("on the Saturday's"), two prepositions in a row ("on at"),
 * "the" before a proper name the user wrote bare ("the Portugal"), and a fact the user gave with a determiner
 * appearing bare ("about ring", "— ring").
 */
const DET = '(?:the|a|an|my|your|our|their)';
const GENERIC: readonly [string, RegExp][] = [
  ['double determiner', new RegExp(`\\b${DET}\\s+(?:the|a|an|my|your|our|their|his)\\b`, 'i')],
  ['article before a time word', /\b(?:the|a)\s+(?:this|tomorrow|tonight|today|yesterday)\b/i],
  ["possessive time after 'on the'", /\bon the \w+'s\b/i],
  ['two prepositions', /\b(?:on|in|at|by|for|to)\s+(?:on|in|at|by)\s/i],
];
/** Where a noun the user said with a determiner cannot stand bare: after a preposition, a dash, a colon or in a list. */
const BARE_BEFORE = /^(?:about|on|for|with|to|of|from|after|at|in|over|by|into|like|around|before|during|fix|sort|return|pay|borrow|lost|broke)$/i;
const HAS_DETERMINER = /^(?:the|a|an|my|your|our|their|his|her|this|that|these|those|\w+'s)\s/i;

export interface CardReading {
  named: number;
  facts: number;
  faults: string[];
}

export function readAnswer(c: AdvisorCardCase, opening: string, cards: readonly string[]): CardReading {
  const lines = [opening, ...cards];
  const all = lines.join('\n').toLowerCase();
  // Said back to the user, the user's own "my guitar" is "your guitar".
  const said = (f: string) => [f, ...(/^(?:my|our) /i.test(f) ? [f.replace(/^\w+/, 'your')] : [])];
  const named = c.say.filter((forms) => forms.flatMap(said).some((f) => all.includes(f.toLowerCase()))).length;
  const faults: string[] = [];
  for (const line of lines) {
    for (const [name, re] of GENERIC) {
      const m = re.exec(line);
      if (m) faults.push(`${name}: "${m[0]}"`);
    }
    for (const forms of c.say) {
      // A proper name the user wrote bare ("Portugal") never takes "the".
      for (const f of forms) if (/^[A-Z]/.test(f) && !HAS_DETERMINER.test(f) && new RegExp(`\\bthe ${f}\\b`).test(line)) faults.push(`article before a name: "the ${f}"`);
      if (!forms.every((f) => HAS_DETERMINER.test(f))) continue;
      const head = (forms[0] as string).split(' ').pop() as string;
      const words = new Set(forms.flatMap((f) => f.toLowerCase().split(' ')));
      const re = new RegExp(`(\\S+)\\s+${head.replace(/[$£.]/g, '\\$&')}\\b`, 'gi');
      const startRe = new RegExp(`^${head}\\b`, 'i');
      if (startRe.test(line)) faults.push(`bare fact: "${head}"`);
      for (const m of line.matchAll(re)) {
        const before = (m[1] as string).toLowerCase();
        if (!words.has(before) && (BARE_BEFORE.test(before) || /[,:—]$|^—$/.test(before))) faults.push(`bare fact: "${m[0]}"`);
      }
    }
  }
  return { named, facts: c.say.length, faults };
}
