/**
 * Words for people that people.ts reads besides its own lists (issue #21, f25): relations and colleagues in Spanish,
 * French, German, Italian and Portuguese that it lacked (in-laws, children, siblings, bosses, flatmates, neighbours),
 * the articles and possessives of those languages that open a mention ("o namorado", "les enfants", "la mia collega"),
 * chat slang for a flatmate or a partner ("roomie", "bae"), and the speakers of a pasted chat ("Tom: bro the deposit…").
 */
export const MORE_ROLES: readonly string[] = [
  // Chat slang.
  'roomie', 'roomies', 'bae',
  // Italian.
  'suocera', 'suocero', 'suoceri', 'capo', 'fratello', 'sorella', 'fratelli', 'sorelle', 'figlio', 'figlia', 'figli', 'nonno', 'nonna', 'nonni', 'zio', 'zia',
  'cugino', 'cugina', 'genitori', 'marito', 'moglie', 'collega', 'colleghi', 'coinquilino', 'coinquilina', 'coinquilini', 'vicino di casa', 'vicina di casa',
  'compagno', 'compagna', 'migliore amica', 'migliore amico', 'amici', 'amiche', 'cognata', 'cognato',
  // Portuguese.
  'chefe', 'colega', 'colegas', 'colega de quarto', 'colega de trabalho', 'irmãos', 'filho', 'filha', 'filhos', 'avó', 'avô', 'tio', 'tia', 'sogra', 'sogro',
  'vizinho', 'vizinha', 'melhor amiga', 'melhor amigo', 'amigos', 'amigas', 'cunhada', 'cunhado',
  // Spanish.
  'suegra', 'suegro', 'suegros', 'hijos', 'hermanos', 'abuelos', 'primos', 'vecino', 'vecina', 'vecinos', 'pareja', 'compañeros', 'compañero de trabajo',
  'compañera de trabajo', 'cuñada', 'cuñado', 'amigos', 'amigas',
  // French.
  'belle-mère', 'beau-père', 'beaux-parents', 'belle-famille', 'enfants', 'enfant', 'grand-mère', 'grand-père', 'voisin', 'voisine', 'voisins', 'collègue',
  'collègues', 'amis', 'amies', 'belle-sœur', 'beau-frère',
  // German.
  'schwiegermutter', 'schwiegervater', 'schwiegereltern', 'kinder', 'oma', 'opa', 'onkel', 'nachbar', 'nachbarin', 'nachbarn', 'kollegin', 'kollegen',
  'mann', 'frau', 'freunde', 'freundinnen', 'schwägerin', 'schwager',
];

/** Articles and possessives that open a mention in those languages ("o meu chefe", "les enfants", "die Nachbarin"). */
export const MORE_DETERMINERS: readonly string[] = [
  'o', 'os', 'les', 'los', 'las', 'die', 'der', 'den', 'dem', 'meus', 'minhas', 'miei', 'mie', 'sua', 'suo', 'seu', 'su', 'sus', 'sa', 'ses',
  'sein', 'seine', 'ihr', 'ihre', 'meinen', 'nostra', 'nostro', 'notre', 'nuestra', 'nuestro', 'nossa', 'nosso', 'unser', 'unsere', 'ta', 'tes', 'tu',
  'tua', 'tuo', 'dein', 'deine', 'une', 'un', 'una', 'uma', 'um', 'ein', 'eine', 'lo', 'gli',
];

/** Words that open a line with a colon and are no one: a header, a pronoun speaker ("Me:", "Her:"), a label. */
const NOT_SPEAKERS = new Set('me her him he she they them us we you i update edit context note ps screenshot tldr tl;dr question answer reply text message edit2 background'.split(' '));
const SPEAKER_LINE = /^[ \t]*(\p{Lu}[\p{Ll}'-]{1,20})[ \t]*:/gmu;
/**
 * Names that open the turns of a pasted chat ("Tom: bro…\nMe: since when"): a capitalised word before a colon at the start
 * of a line is a speaker when at least two lines open that way, which is how a transcript looks and a one-off "Update:" is not.
 */
export function transcriptSpeakers(text: string): ReadonlySet<string> {
  if (!text.includes(':') || !text.includes('\n')) return new Set();
  const heads = [...text.matchAll(SPEAKER_LINE)].map((m) => m[1] as string);
  if (heads.length < 2) return new Set();
  return new Set(heads.filter((h) => !NOT_SPEAKERS.has(h.toLowerCase())));
}

/**
 * A capitalised word the fact rules already read is no one when it names a chat ('the "Uni Girls 2019" whatsapp group':
 * words of a group's name) or, in a message in another language, a time, a span, an event or a count: German capitalises
 * every noun ("am Freitag", "jede Nacht", "3 Uhr", "unseren Jahrestag") and the holidays of all five are capitalised
 * ("pour Noël"). English keeps its names there: "since Jake left" is a time and a person.
 */
const WORDS_OF_EVENTS = new Set(['time', 'duration', 'event', 'count']);
const wordsOf = (facts: readonly { kind: string; text: string }[], keep: (f: { kind: string; text: string }) => boolean) =>
  new Set(facts.filter(keep).flatMap((f) => f.text.toLowerCase().split(/\s+/)));
export function withoutFactWords<P extends { role: string | null; name: string | null; mention: string }>(people: P[], facts: readonly { kind: string; text: string }[], language: string): P[] {
  if (people.length === 0) return people;
  // A capitalised mention ("Girls", "Family") inside a chat's name, even where it is also a role word.
  const chatWords = wordsOf(facts, (f) => f.kind === 'channel' && f.text.includes(' '));
  const eventWords = language === 'en' ? new Set<string>() : wordsOf(facts, (f) => WORDS_OF_EVENTS.has(f.kind));
  if (chatWords.size === 0 && eventWords.size === 0) return people;
  return people.filter((p) => !(/^\p{Lu}/u.test(p.mention) && chatWords.has(p.mention.toLowerCase())) && (p.role || !p.name || !eventWords.has(p.name.toLowerCase())));
}
