// The stemmer alone: the package index also loads sentiment lexicons and trigram tables (~35 ms at import).
import StemmerEn from '@nlpjs/lang-en-min/src/stemmer-en';
import { scoreSituations } from '../offline/situations';
import { CONCEPT_PHRASES, MAX_PHRASE_WORDS } from './concepts';
import { glossWords } from './gloss';

/**
 * The classifier's view of a message: stems (nlp.js English stemmer), character 4-grams, negation-marked stems
 * ("I don't want to get back together" → NOT_get, NOT_back…), synonym-group features and an
 * amount marker, plus the offline phrase lists' situation scores. Long messages are read up to MAX_CHARS: the
 * situation is stated early.
 */
const stemmer = new StemmerEn();
const MAX_CHARS = 2000;
const NEGATORS = new Set(['not', 'no', 'never', 'without', 'nobody', 'nothing', 'neither', 'nor']);
const NEGATION_SPAN = 4;
/** Synonym groups count twice a single stem: they generalise, stems memorise (cross-validated: +3 points). */
const CONCEPT_WEIGHT = 2;
/**
 * Character 4-grams of each word (with its edges: " lov", "ove ") at a low weight: a typo or an unseen
 * inflection ("ghostd", "roomate", "rekindle") still shares most of its 4-grams with the known word
 * (cross-validated: +1.5 points; 3-grams and 5-grams scored the same, weight 1 lower).
 */
const CHAR_GRAM = 4;
const CHAR_GRAM_WEIGHT = 0.3;
/** A phrase-list score from which a situation counts as present (one strong phrase, or two weak ones). */
const PHRASE_EVIDENCE = 3;
const AMOUNT = /(?:[$€£¥]\s?\d|\d[\d,.]*\s?(?:k\b|dollars?|bucks|euros?|pounds?|quid|usd|eur|gbp))/i;

/** Lowercase words with apostrophes normalised and "n't" split off ("don't" → "do", "not"). */
export function words(text: string): string[] {
  const lower = text.slice(0, MAX_CHARS).toLowerCase().replace(/[’‘`]/g, "'");
  const raw = lower.match(/[\p{L}\p{N}$€£¥][\p{L}\p{N}'\-]*/gu) ?? [];
  const out: string[] = [];
  for (const w of raw) {
    if (w.endsWith("n't")) {
      out.push(w === "can't" ? 'can' : w === "won't" ? 'will' : w.slice(0, -3), 'not');
    } else if (w === 'dont' || w === 'doesnt' || w === 'didnt' || w === 'wont' || w === 'cant' || w === 'isnt') {
      out.push(w.slice(0, -1), 'not');
    } else out.push(w.replace(/'s$/, ''));
  }
  return out;
}

/**
 * `gloss`: add the English gloss of a message in Spanish, French, German, Italian or Portuguese (gloss.ts). On at
 * reading time, off in training: the model is learned from what people wrote, and a message in another language is
 * read with its translation beside it (cross-validated, glossing the training lines too gained nothing and shifted
 * the English lines' weights).
 */
export function features(text: string, gloss = true): Record<string, number> {
  const head = text.slice(0, MAX_CHARS);
  const ws = words(head);
  const out: Record<string, number> = {};
  let negate = 0;
  for (const w of ws) {
    if (NEGATORS.has(w)) {
      negate = NEGATION_SPAN;
      continue;
    }
    const stem = stemmer.stem(w);
    out[stem] = 1;
    const edged = ` ${w} `;
    for (let i = 0; i + CHAR_GRAM <= edged.length; i++) out[`#${edged.slice(i, i + CHAR_GRAM)}`] = CHAR_GRAM_WEIGHT;
    if (negate > 0) {
      out[`NOT_${stem}`] = 1;
      negate--;
    }
  }
  const lower = ` ${text.slice(0, MAX_CHARS).toLowerCase().replace(/[’‘`]/g, "'")} `;
  addConcepts(ws, out);
  // A message in Spanish, French, German, Italian or Portuguese also gets its English gloss's stems, synonym groups
  // and phrase-list evidence (gloss.ts): what the model learned from English lines applies to it.
  const glossed = gloss ? glossWords(ws, head) : null;
  const glossText = glossed && glossed.length > 0 ? glossed.join(' ') : null;
  if (glossText) {
    const gws = words(glossText);
    let negateGloss = 0;
    for (const w of gws) {
      if (NEGATORS.has(w)) {
        negateGloss = NEGATION_SPAN;
        continue;
      }
      const stem = stemmer.stem(w);
      out[stem] = 1;
      if (negateGloss > 0) {
        out[`NOT_${stem}`] = 1;
        negateGloss--;
      }
    }
    addConcepts(gws, out);
  }
  // Contractions are split above; phrases written with them ("doesn't know") are matched on the raw text.
  for (const [phrase, concepts] of CONCEPT_PHRASES) {
    if (phrase.includes("'") && lower.includes(` ${phrase}`)) for (const c of concepts) out[`C:${c}`] = CONCEPT_WEIGHT;
  }
  if (AMOUNT.test(text)) out['C:amount'] = CONCEPT_WEIGHT;
  // The offline engine's situation phrase lists, as evidence the network weighs (cross-validated: +2 points).
  for (const source of glossText ? [head, glossText] : [head]) {
    for (const [situation, score] of Object.entries(scoreSituations(source))) if ((score ?? 0) >= PHRASE_EVIDENCE) out[`S:${situation}`] = CONCEPT_WEIGHT;
  }
  return out;
}

/** Synonym-group features of every word and phrase of up to MAX_PHRASE_WORDS words. */
function addConcepts(ws: readonly string[], out: Record<string, number>): void {
  for (let n = 1; n <= MAX_PHRASE_WORDS; n++) {
    for (let i = 0; i + n <= ws.length; i++) {
      const concepts = CONCEPT_PHRASES.get(ws.slice(i, i + n).join(' '));
      if (concepts) for (const c of concepts) out[`C:${c}`] = CONCEPT_WEIGHT;
    }
  }
}
