import { detectLanguage } from '../../understanding/language';

/**
 * Short red-flag lines in Spanish, French, German and Portuguese glossed into the English the readers
 * parse ("reembolso ya o te denuncio" → "refund now or i'll report you"). The understanding layer's
 * gloss (understanding/gloss.ts) is word by word and leaves out function words' order; a threat is read
 * from "or" + "I'll" + an act, so here the constructions are glossed whole:
 * - the joins of a condition: or, or else, otherwise, if;
 * - the speaker's act in the first person, for the acts an English threat names (quit, resign, leave,
 *   leave you, report you, sue you, tell everyone, post it): the clitic order differs ("te denuncio" is
 *   "you I-report"), so the pronoun and verb are glossed together;
 * - "you are" + the commonest insult adjectives and nouns of each language;
 * - the pushes of pressure: "come on", "say yes", "just one";
 * - "after everything I did for you", the guilt trip's standard form.
 * Applied only to a line in one of those languages (detected, or two glossed words or one glossed phrase found), so
 * an English line keeps its words ("con", "allez", "vamos" stay as written). Bounded: one precompiled
 * alternation, longest phrase first.
 */
const GLOSS: Record<string, string> = {
  // Spanish
  'o si no': 'or else', 'si no': 'otherwise', o: 'or', hoy: 'today', reembolso: 'refund', 'devuélveme el dinero': 'give me my money back',
  'te denuncio': "i'll report you", 'te voy a denunciar': "i'll report you", 'te demando': "i'll sue you", 'me voy': "i'm leaving", 'me largo': "i'm leaving",
  renuncio: 'i quit', dimito: 'i resign', 'te dejo': "i'm leaving you", 'lo publico': "i'll post it", 'se lo cuento a todos': "i'll tell everyone",
  'se acabó': "we're done", eres: "you're", 'eres un': "you're a", 'eres una': "you're a", idiota: 'idiot', imbécil: 'idiot', estúpido: 'stupid',
  estúpida: 'stupid', egoísta: 'selfish', inútil: 'useless', 'de mierda': 'crap', gilipollas: 'asshole', dale: 'come on', venga: 'come on', anda: 'come on',
  'di que sí': 'say yes', 'solo un': 'just one', 'solo una': 'just one', 'por favor por favor': 'please please',
  'después de todo lo que hice por ti': 'after everything i did for you', 'con todo lo que hice por ti': 'after everything i did for you',
  // French
  ou: 'or', sinon: 'or else', 'ou sinon': 'or else', "je m'en vais": "i'm leaving", 'je pars': "i'm leaving", 'je démissionne': 'i quit',
  'je te quitte': "i'm leaving you", 'je te dénonce': "i'll report you", 'je porte plainte': "i'll sue", 'je le dis à tout le monde': "i'll tell everyone",
  "c'est fini": "we're done", 'excuse-toi': 'apologise', "t'es": "you're", 'tu es': "you're", 't\'es con': "you're stupid", "t'es vraiment con": "you're really stupid",
  'tu es con': "you're stupid", connard: 'asshole', connasse: 'bitch', débile: 'stupid', nul: 'useless', nulle: 'useless', égoïste: 'selfish',
  allez: 'come on', 'dis oui': 'say yes', 'juste un': 'just one', 'juste une': 'just one', "s'il te plaît s'il te plaît": 'please please',
  "après tout ce que j'ai fait pour toi": 'after everything i did for you',
  // German
  oder: 'or', sonst: 'or else', 'ich kündige': 'i quit', 'ich gehe': "i'm leaving", 'ich bin weg': "i'm out", 'ich verlasse dich': "i'm leaving you",
  'ich zeige dich an': "i'll report you", 'ich verklage dich': "i'll sue you", 'ich sage es allen': "i'll tell everyone", 'mehr gehalt': 'a raise',
  'du bist': "you're", 'so ein': 'such an', 'so eine': 'such a', dumm: 'stupid', blöd: 'stupid', egoistisch: 'selfish', nutzlos: 'useless',
  arschloch: 'asshole', 'komm schon': 'come on', 'sag ja': 'say yes', 'nur ein': 'just one', 'nur einen': 'just one', 'nur eine': 'just one',
  'bitte bitte': 'please please', 'nach allem was ich für dich getan habe': "after everything i've done for you",
  // Portuguese
  senão: 'or else', 'ou tu': 'either you', 'ou você': 'either you', 'eu me demito': 'i resign', 'me demito': 'i resign', 'peço demissão': 'i quit',
  'vou embora': "i'm leaving", 'eu vou embora': "i'm leaving", 'vou te denunciar': "i'll report you", 'vou te processar': "i'll sue you",
  'me pagas mais': 'pay me more', 'me paga mais': 'pay me more', 'você é': "you're", 'tu és': "you're", 'você é um': "you're a", 'você é uma': "you're a",
  burro: 'stupid', burra: 'stupid', vai: 'come on', 'diz que sim': 'say yes', 'só um': 'just one', 'só uma': 'just one',
  'depois de tudo que eu fiz por você': 'after everything i did for you', 'depois de tudo o que eu fiz por ti': 'after everything i did for you',
};

const GLOSSED_LANGUAGES = new Set(['es', 'fr', 'de', 'pt']);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PHRASES = new RegExp(
  String.raw`(?<![\p{L}'-])(?:${Object.keys(GLOSS).sort((a, b) => b.length - a.length).map(escape).join('|')})(?![\p{L}'-])`,
  'gu',
);

/** A lower-cased line in Spanish, French, German or Portuguese with its red-flag constructions glossed; an English line unchanged. */
export function glossFlagPhrases(lower: string): string {
  const found = lower.match(PHRASES);
  if (!found) return lower;
  // A phrase of several words is evidence of its language by itself; a single word needs another or the detector.
  const evidence = found.reduce((n, m) => n + (m.includes(' ') ? 2 : 1), 0);
  if (evidence < 2 && !GLOSSED_LANGUAGES.has(detectLanguage(lower))) return lower;
  return lower.replace(PHRASES, (m) => GLOSS[m] ?? m);
}
