import { glossWords } from './gloss';
import { detectLanguage } from './language';
import type { FoundThing } from './noun-phrases';
import { isPersonWord } from './people';

/**
 * The things a message in Spanish, French, Italian, Portuguese or German is about, read by grammar position (issue
 * #21): the word after a possessive or an article that is only ever an article ("mi coche", "un vélo", "il biglietto",
 * "no teclado"), with a "de" complement kept ("dia de folga"); in German, a capitalised word after a determiner or
 * possessive ("ihren Abwasch", "unserem Schlafzimmer": German capitalises its nouns). Articles that are also object
 * pronouns ("la", "le", "les", "lo", "los", "gli", "nos", "o", "a") are not read. A word whose English gloss (gloss.ts, read as is) is a
 * person, a stretch of time or a general word ("mi primo" → cousin, "un año" → year) is not a thing; describing
 * words before the noun ("mi nuevo coche") are stepped over. Said after every ruled fact, like English noun phrases.
 */
const DETERMINERS: Record<string, ReadonlySet<string>> = {
  es: new Set('mi mis tu tus su sus un una unos unas el del al nuestro nuestra nuestros nuestras'.split(' ')),
  fr: new Set('mon ma mes ton ta tes son sa ses un une du au aux notre nos votre vos'.split(' ')),
  it: new Set('il mio mia miei mie tuo tua suo sua nostro nostra un una uno del dello della dei al allo alla nel nella sul sulla'.split(' ')),
  pt: new Set('meu minha meus minhas teu tua seu sua um uma uns umas no na nas do da dos das nosso nossa ao'.split(' ')),
  de: new Set('der die das den dem des ein eine einen einem einer mein meine meinen meinem meiner dein deine deinen deinem sein seine seinen seinem ihr ihre ihren ihrem unser unsere unseren unserem euer eure zum zur im am vom beim'.split(' ')),
};
/**
 * Articles that are also object pronouns ("la", "le", "o"…) and the prepositions after which they can only be articles
 * ("para la fiesta", "per la riunione", "com o chefe"); an infinitive before one takes its pronouns attached in Spanish,
 * Italian and Portuguese ("arreglarla"), so "arreglar la moto" is an article too. French puts a pronoun between a
 * preposition and an infinitive ("pour la voir"), so there the word after must not read as an infinitive.
 */
const PRONOUN_ARTICLES: Record<string, ReadonlySet<string>> = {
  es: new Set('la las lo los'.split(' ')),
  fr: new Set('la le les'.split(' ')),
  it: new Set('la le lo gli i'.split(' ')),
  pt: new Set('o a os as'.split(' ')),
};
const PREPOSITIONS: Record<string, ReadonlySet<string>> = {
  es: new Set('de en para por con sin sobre hasta desde a entre hacia contra'.split(' ')),
  fr: new Set('de sur dans pour avec sans chez par vers après avant contre pendant à'.split(' ')),
  it: new Set('per con di tra fra su da in a'.split(' ')),
  pt: new Set('para por com sem de até sobre entre contra'.split(' ')),
};
const INFINITIVE: Record<string, RegExp> = { es: /[aei]r$/, it: /[aei]re$/, pt: /[aei]r$/, fr: /(?:er|ir|re|oir)$/ };
/** Determiners no other of these languages uses as another word: read whichever Romance language detection picked (short messages are often misread). */
const ANY_ROMANCE = new Set('mon ton notre votre une mio miei tuo nostro nostra meu minha meus minhas nosso nossa uma'.split(' '));
/** A word only these languages use as a determiner: without one, a message is not read at all (a cheap gate). */
const GATE = /(?:^|[^a-z\u00C0-\u024F])(?:mi|mis|del|los|mon|mes|une|des|il|mio|mia|meu|minha|uma|mein|meine|meinen|meinem|ihren|ihre|unserem|einen|einem|einer)(?![a-z\u00C0-\u024F])/i;
/** Describing words that come before a noun ("mi nuevo coche", "mon meilleur ami", "il mio ultimo progetto"). */
const BEFORE_NOUN = new Set(('nuevo nueva viejo vieja mejor peor primer primera primero último última otro otra mismo misma gran buen buena pequeño pequeña ' +
  'nouveau nouvelle nouvel vieux vieil vieille meilleur meilleure premier première dernier dernière autre même grand grande petit petite bon bonne ' +
  'nuovo nuova vecchio vecchia migliore prima ultimo ultima altro altra stesso stessa grande piccolo piccola bel bella ' +
  'novo nova velho velha melhor pior primeiro primeira último última outro outra mesmo mesma grande pequeno pequena ' +
  'neue neuen neuer neues alte alten alter beste besten bester erste ersten letzte letzten andere anderen große großen kleine kleinen').split(' '));
/** Function words, pronouns and verbs that follow a determiner-like word ("du coup", "al final"). */
const NOT_NOUNS = new Set(('que qui quoi dont lo la le les se me te nos vos más muy tan plus très moins più molto mais muito sehr nicht auch noch schon ' +
  'final fin coup cas moins tutto tudo todo toda cosa coisa chose sache rato vez fois volta mal paar ' +
  // General and abstract words: "el tema", "un límite", "una tontería", "il merito".
  'tema tontería límite limite sujet problema problème problem assunto argomento thema razón raison ragione grund merito mérito mérite').split(' '));
/** Glosses that name no thing at stake: time, general words, feelings and talk. */
const GENERAL = new Set(('day days night evening week weeks month months year years time yesterday tomorrow today every new money work home ' +
  'share question lie trust sorry miss noise phone messages message comment post city').split(' '));
const WORDS = /[A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F'-]*/g;

export function otherLanguageThings(text: string): FoundThing[] {
  if (!GATE.test(text)) return [];
  const lang = detectLanguage(text);
  const determiners = DETERMINERS[lang];
  if (!determiners) return [];
  const words: { w: string; at: number }[] = [];
  WORDS.lastIndex = 0;
  for (let m = WORDS.exec(text); m; m = WORDS.exec(text)) words.push({ w: m[0], at: m.index });
  const out: FoundThing[] = [];
  const glossOf = (w: string) => glossWords([w.toLowerCase()], text) ?? [];
  for (let i = 0; i < words.length - 1 && out.length < 4; i++) {
    const opener = (words[i] as { w: string }).w.toLowerCase();
    if (!determiners.has(opener) && !(lang !== 'de' && ANY_ROMANCE.has(opener)) && !readsAsArticle(lang, opener, words[i - 1]?.w.toLowerCase(), words[i + 1]?.w.toLowerCase())) continue;
    let j = i + 1;
    while (j < words.length - 1 && BEFORE_NOUN.has((words[j] as { w: string }).w.toLowerCase())) j++;
    const noun = words[j] as { w: string; at: number };
    const lower = noun.w.toLowerCase();
    // German nouns are capitalised; elsewhere a capital after an article is a name (people.ts and places read those).
    const capital = noun.w[0] !== lower[0];
    if (lang === 'de' ? !capital : capital) continue;
    if (lower.length < 3 || determiners.has(lower) || NOT_NOUNS.has(lower)) continue;
    // "mi compañera de piso", "mejor amiga": a person in one word or with the next one.
    const next = words[j + 1];
    const after = words[j + 2];
    const following = [next, after].filter((x): x is { w: string; at: number } => x !== undefined).map((x) => x.w.toLowerCase());
    const alone = glossWords(following, text) ?? [];
    const phrase = (glossWords([lower, ...following], text) ?? []).filter((g) => !alone.includes(g));
    const gloss = glossOf(lower);
    if (isPersonWord(lower) || gloss.some((g) => isPersonWord(g)) || phrase.some((g) => isPersonWord(g))) continue;
    // "dia de folga", "jour de congé": a "de" complement names which one, even when the head alone is general.
    const complement = lang !== 'de' && next?.w.toLowerCase() === 'de' && after && after.at === next.at + 3 && after.w === after.w.toLowerCase() && !determiners.has(after.w) && !NOT_NOUNS.has(after.w) && !glossOf(after.w).some((g) => isPersonWord(g));
    if (!complement && gloss.some((g) => GENERAL.has(g))) continue;
    const end = complement ? (after as { w: string; at: number }).at + (after as { w: string }).w.length : noun.at + noun.w.length;
    out.push({ text: text.slice(noun.at, end), at: noun.at });
    i = j;
  }
  return out;
}

/** A word that is an article or an object pronoun, read as an article where a pronoun cannot stand (PRONOUN_ARTICLES). */
function readsAsArticle(lang: string, word: string, before: string | undefined, after: string | undefined): boolean {
  if (!before || !after || !PRONOUN_ARTICLES[lang]?.has(word)) return false;
  const infinitive = INFINITIVE[lang] as RegExp;
  if (lang === 'fr' && infinitive.test(after)) return false;
  return (PREPOSITIONS[lang] as ReadonlySet<string>).has(before) || (before.length > 4 && infinitive.test(before));
}
