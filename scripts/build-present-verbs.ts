/**
 * Writes src/server/ai/understanding/lexicons/present-verbs.json from the Brill tagger's lexicon (npm `brill`, a dev
 * dependency, as scripts/build-pos-lexicon.ts): the lower-case words whose most frequent tag is a noun and that are also
 * tagged as a present-tense verb (VBP: "smoke", "ring", "crash"). After a plural subject such a word is its verb ("my
 * roommates smoke on the balcony"), so noun-phrases.ts does not read it as a thing owned ("my cousins wedding").
 * Run: bun scripts/build-present-verbs.ts
 */
import { brill } from 'brill';
import { writeFileSync } from 'node:fs';

const words = Object.entries(brill as Record<string, string[]>)
  .filter(([word, tags]) => /^[a-z][a-z-]{2,}$/.test(word) && (tags[0] === 'NN' || tags[0] === 'NNS') && tags.includes('VBP'))
  .map(([word]) => word)
  .sort();
const out = { source: 'brill 3.1.0 (Brill tagger lexicon): words whose most frequent tag is NN/NNS and that are also tagged VBP', words: words.join(' ') };
writeFileSync(new URL('../src/server/ai/understanding/lexicons/present-verbs.json', import.meta.url), `${JSON.stringify(out)}\n`);
console.log(`${words.length} nouns also present-tense verbs`);
