/**
 * Writes src/server/ai/understanding/lexicons/parts-of-speech.json from the Brill tagger's lexicon (npm `brill`, MIT,
 * a dev dependency): the lower-case words whose most frequent tag is a common noun (NN, NNS), an adjective (JJ) or an
 * inflected verb (VBD, VBN, VBG, VBZ), and the base verbs that are also tagged as nouns ("run", "tap").
 * The whole lexicon takes ~0.8 s to import, past the cold-start budget; the word lists load in a few ms.
 * Run: bun scripts/build-pos-lexicon.ts
 */
import { brill } from 'brill';
import { writeFileSync } from 'node:fs';

const nouns: string[] = [];
const adjectives: string[] = [];
const verbs: string[] = [];
const alsoNouns: string[] = [];
for (const [word, tags] of Object.entries(brill)) {
  if (!/^[a-z][a-z-]{2,}$/.test(word)) continue;
  const top = tags[0];
  if (top === 'NN' || top === 'NNS') nouns.push(word);
  else if (top === 'JJ') adjectives.push(word);
  // Inflected verbs only ("brought", "microwaving", "spills"): a base form is as often a noun ("fish", "trim").
  else if (top === 'VBD' || top === 'VBN' || top === 'VBG' || top === 'VBZ') verbs.push(word);
  // Base verbs that are nouns too ("run", "trim", "tap", "lift"): the head of a phrase only where the phrase ends.
  if ((top === 'VB' || top === 'VBP') && tags.some((t) => t === 'NN' || t === 'NNS')) alsoNouns.push(word);
}
nouns.sort();
adjectives.sort();
verbs.sort();
alsoNouns.sort();
const out = {
  source: 'brill 3.1.0 (Brill tagger lexicon): words whose most frequent tag is NN/NNS, JJ or an inflected verb (VBD, VBN, VBG, VBZ)',
  nouns: nouns.join(' '),
  adjectives: adjectives.join(' '),
  verbs: verbs.join(' '),
  alsoNouns: alsoNouns.join(' '),
};
writeFileSync(new URL('../src/server/ai/understanding/lexicons/parts-of-speech.json', import.meta.url), `${JSON.stringify(out)}\n`);
console.log(`${nouns.length} nouns, ${adjectives.length} adjectives, ${verbs.length} inflected verbs, ${alsoNouns.length} base verbs also nouns`);
