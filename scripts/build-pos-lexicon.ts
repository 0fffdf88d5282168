/**
 * Writes src/server/ai/understanding/lexicons/parts-of-speech.json from the Brill tagger's lexicon (npm `brill`, MIT,
 * a dev dependency): the lower-case words whose most frequent tag is a common noun (NN, NNS), an adjective (JJ) or an
 * inflected verb (VBD, VBN, VBG, VBZ), the base verbs that are also tagged as nouns ("run", "tap"), and every other word the
 * tagger knows (adverbs, prepositions, base verbs, pronouns…) so that a word in none of the lists is known to be new to it.
 * The whole lexicon takes ~0.8 s to import, past the cold-start budget; the word lists load in a few ms.
 * Run: bun scripts/build-pos-lexicon.ts
 */
import { brill } from 'brill';
import { writeFileSync } from 'node:fs';

const nouns: string[] = [];
const adjectives: string[] = [];
const verbs: string[] = [];
const alsoNouns: string[] = [];
const others: string[] = [];
for (const [word, tags] of Object.entries(brill)) {
  // A word the lexicon has only capitalised and not as a name ("Brazilian", "African") is known too, in lower case.
  if (/^[A-Z][a-z]{2,}$/.test(word) && !(word.toLowerCase() in brill) && tags[0] !== 'NNP' && tags[0] !== 'NNPS') others.push(word.toLowerCase());
  if (!/^[a-z][a-z-]{2,}$/.test(word)) continue;
  const top = tags[0];
  if (top === 'NN' || top === 'NNS') nouns.push(word);
  else if (top === 'JJ') adjectives.push(word);
  // Inflected verbs only ("brought", "microwaving", "spills"): a base form is as often a noun ("fish", "trim").
  else if (top === 'VBD' || top === 'VBN' || top === 'VBG' || top === 'VBZ') verbs.push(word);
  // Any other word the tagger knows: noun-phrases.ts reads a word it never saw after a determiner as a new noun ("the gearbox").
  // A lower-case word the tagger mostly saw as a name ("van", "mart") is left unknown: written lower case it is a common noun.
  else if (top !== 'NNP' && top !== 'NNPS') others.push(word);
  // Base verbs that are nouns too ("run", "trim", "tap", "lift"): the head of a phrase only where the phrase ends.
  if ((top === 'VB' || top === 'VBP') && tags.some((t) => t === 'NN' || t === 'NNS')) alsoNouns.push(word);
}
nouns.sort();
adjectives.sort();
verbs.sort();
alsoNouns.sort();
others.sort();
const out = {
  source: 'brill 3.1.0 (Brill tagger lexicon): words whose most frequent tag is NN/NNS, JJ or an inflected verb (VBD, VBN, VBG, VBZ)',
  nouns: nouns.join(' '),
  adjectives: adjectives.join(' '),
  verbs: verbs.join(' '),
  alsoNouns: alsoNouns.join(' '),
  others: others.join(' '),
};
writeFileSync(new URL('../src/server/ai/understanding/lexicons/parts-of-speech.json', import.meta.url), `${JSON.stringify(out)}\n`);
console.log(`${nouns.length} nouns, ${adjectives.length} adjectives, ${verbs.length} inflected verbs, ${alsoNouns.length} base verbs also nouns, ${others.length} other known words`);
