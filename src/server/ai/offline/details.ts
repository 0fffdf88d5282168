import { OCCUPATION_SET } from '../understanding/occupations';
import { findPhrase } from './phrase-match';
import { cleanText, normalize, tokenize, type Token } from './text-utils';

/** Small detail extractors that let answers be specific: interests, the job role, the language. */

const INTEREST_VERBS = [['likes'], ['loves'], ['enjoys'], ['is', 'into'], ["she's", 'into'], ["he's", 'into'],
  ['are', 'into'], ["they're", 'into'], ['is', 'obsessed', 'with'], ['both', 'like'], ['both', 'love'], ['mentions'],
  ['posts', 'about'], ['is', 'a', 'fan', 'of'], ['loves', 'to']];
const INTEREST_SUBJECTS = new Set(['she', 'he', 'they', 'profile', 'bio', 'both', 'also', 'really', 'who', 'crush', 'match']);
const STOP_INTEREST = new Set(['me', 'you', 'him', 'her', 'them', 'it', 'that', 'this', 'when', 'how', 'what', 'being', 'my', 'to', 'someone', 'us']);
const END_INTEREST = new Set(['and', 'but', 'so', 'too', 'a', 'lot', 'also', 'which', 'because', 'and,', 'or', 'with', 'when', 'if', 'then']);

/** "her profile says she loves hiking and indie music" → ["hiking", "indie music"]. At most 3. */
export function detectInterests(text: string): string[] {
  const tokens = tokenize(normalize(text).slice(0, 4000));
  const found: string[] = [];
  for (const verb of INTEREST_VERBS) {
    let at = findPhrase(tokens, verb);
    while (at >= 0 && found.length < 3) {
      const subject = tokens[at - 1]?.lower ?? '';
      const personal = INTEREST_SUBJECTS.has(subject) || verb[0] === 'both' || verb[0]?.endsWith("'s") || verb[0] === "they're";
      if (personal) collect(tokens, at + verb.length, found);
      at = findPhrase(tokens, verb, at + 1);
    }
  }
  for (const said of ['says', 'said', 'mentions']) {
    const at = findPhrase(tokens, [said]);
    if (at > 0 && ['profile', 'bio'].includes(tokens[at - 1]?.lower ?? '')) doings(tokens, at + 1, found);
  }
  return found.slice(0, 3);
}

const NOT_A_DOING = new Set(['is', 'has', 'was', 'does', 'goes', 'says', 'likes', 'loves', 'enjoys', 'this', 'its', 'his', 'hers', 'yes', 'gets', 'lives', 'works']);
/** "-s" verb to "-ing": climbs → climbing, makes → making, runs → running, plays → playing. */
function gerund(verb: string): string {
  const stem = verb.replace(/(?:ch|sh|ss|x)es$/, (m) => m.slice(0, -2)).replace(/s$/, '');
  if (/[^aeiou]e$/.test(stem) && !/ee$/.test(stem)) return `${stem.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(stem)) return `${stem}${stem.slice(-1)}ing`;
  return `${stem}ing`;
}

/** "bio says he makes sourdough and plays bass in a band" → "making sourdough", "playing bass". */
function doings(tokens: readonly Token[], from: number, found: string[]): void {
  let k = from;
  if (['she', 'he', 'they', 'that'].includes(tokens[k]?.lower ?? '')) k++;
  while (k < tokens.length && k < from + 16 && found.length < 3) {
    const verb = tokens[k] as Token;
    if (!verb.word) break;
    const words: string[] = [];
    let j = k + 1;
    for (; j < tokens.length && words.length < 2; j++) {
      const t = tokens[j] as Token;
      if (!t.word || END_INTEREST.has(t.lower) || ['in', 'at', 'on', 'for', 'from'].includes(t.lower)) break;
      words.push(t.lower);
    }
    const phrase = [gerund(verb.lower), ...words].join(' ');
    if (/^[a-z]{3,}s$/.test(verb.lower) && !NOT_A_DOING.has(verb.lower) && !found.includes(phrase)) found.push(phrase);
    const next = tokens.findIndex((t, i) => i >= j && ['and', ','].includes(t.lower.trim()));
    if (next < 0) break;
    k = next + 1;
  }
}

function collect(tokens: readonly Token[], from: number, found: string[]): void {
  let words: string[] = [];
  const flush = () => {
    const phrase = words.join(' ');
    if (phrase && !found.includes(phrase)) found.push(phrase);
    words = [];
  };
  for (let k = from; k < tokens.length && k < from + 8; k++) {
    const t = tokens[k] as Token;
    if (!t.word) break;
    if (words.length === 0 && STOP_INTEREST.has(t.lower)) return;
    if (t.lower === 'and' || t.lower === 'or') {
      flush();
      continue;
    }
    if (END_INTEREST.has(t.lower) || words.length >= 3) break;
    words.push(t.lower);
  }
  flush();
}

const ROLE_END = new Set(['role', 'position', 'job', 'at', 'with', 'in', 'on', 'tomorrow', 'next', 'today', 'this', 'for', 'and', 'but', 'interview', 'opening', 'candidate', 'candidates', 'soon', 'later', 'that', 'which']);
const ROLE_SKIP = new Set(['a', 'an', 'the', 'my', 'our', 'new', 'junior', 'senior']);
/** Words before "interview" that end a role name: "…business and need to interview" names no role. */
const NOT_A_ROLE_WORD = new Set(['job', 'an', 'first', 'second', 'final', 'phone', 'have', 'had', 'got', 'for', 'to', 'and', 'or', 'but', 'need', 'needs', 'want', 'wants', 'going', 'gonna', 'must', 'will', 'can', 'should', 'i', 'we', 'they', 'you', 'me', 'of', 'in', 'at', 'on', 'with', 'this', 'that', 'an']);

function roleFrom(tokens: readonly Token[], start: number): string | null {
  const words: string[] = [];
  for (let k = start; k < tokens.length && words.length < 4; k++) {
    const t = tokens[k] as Token;
    if (!t.word || ROLE_END.has(t.lower)) break;
    if (words.length === 0 && ['a', 'an', 'the', 'my'].includes(t.lower)) continue;
    words.push(t.lower);
  }
  if (words.length === 0 || ['me', 'it', 'them', 'him', 'her', 'you', 'someone', 'people', 'job'].includes(words[0] as string)) return null;
  return words.join(' ');
}

/** Words before a head ("interview", "job", a catalogued occupation) that end a role name. */
const BEFORE_ROLE_END = new Set([...ROLE_SKIP, ...NOT_A_ROLE_WORD, 'ever', 'hiring', 'remote', 'questions', 'employee', 'be', 'as', 'like', 'who', 'his', 'her', 'their', 'your']);
/** Leads in the other languages the advisors meet: "entrevista para camarero", "Vorstellungsgespräch als Krankenpfleger". */
const FOREIGN_LEADS = [['entrevista', 'para'], ['entrevista', 'de'], ['vorstellungsgespräch', 'als'], ['bewerbung', 'als'], ['entretien', 'pour'], ['poste', 'de']];
const FOREIGN_END = new Set(['en', 'el', 'la', 'un', 'una', 'im', 'in', 'bei', 'am', 'à', 'au', 'chez', 'dans', 'le']);

/** Up to three words before tokens[at] that can name a role ("primary school" teacher). */
function modifiersBefore(tokens: readonly Token[], at: number): string[] {
  const words: string[] = [];
  for (let k = at - 1; k >= 0 && words.length < 3; k--) {
    const t = tokens[k] as Token;
    if (!t.word || BEFORE_ROLE_END.has(t.lower)) break;
    words.unshift(t.lower);
  }
  return words;
}

/**
 * The job role a message names: after "interview for", "hiring a", "role as" …; else the words before
 * "interview", "job", "role" or "position" ("a product manager interview", "a remote customer support job");
 * else a catalogued occupation with its modifiers ("a primary school teacher", "a part-time baker") — the
 * hiring manager is who interviews, not the role.
 */
export function detectJobRole(text: string): string | null {
  const role = readJobRole(text);
  if (!role) return null;
  // As the user wrote it ("UX designer", "Krankenpfleger"), when the words appear as read.
  const at = cleanText(text).toLowerCase().indexOf(role);
  return at >= 0 ? cleanText(text).slice(at, at + role.length) : role;
}

function readJobRole(text: string): string | null {
  const tokens = tokenize(normalize(text).slice(0, 4000));
  for (const lead of [['interview', 'for'], ['interviewing', 'for'], ['applied', 'for'], ['hiring', 'for'], ['hiring', 'a'], ['hiring', 'an'], ['position', 'as'], ['role', 'as'], ['job', 'as']]) {
    const at = findPhrase(tokens, lead);
    if (at >= 0) {
      const role = roleFrom(tokens, at + lead.length);
      if (role && !['interview', 'questions'].includes(role.split(' ')[0] as string)) return role;
    }
  }
  for (const lead of FOREIGN_LEADS) {
    const at = findPhrase(tokens, lead);
    const first = tokens[at + lead.length];
    if (at >= 0 && first?.word && !FOREIGN_END.has(first.lower)) {
      const next = tokens[at + lead.length + 1];
      return next?.word && !FOREIGN_END.has(next.lower) && !ROLE_END.has(next.lower) ? `${first.lower} ${next.lower}` : first.lower;
    }
  }
  for (const head of ['interview', 'job', 'role', 'position']) {
    const at = findPhrase(tokens, [head]);
    const words = at > 0 ? modifiersBefore(tokens, at) : [];
    if (words.length > 0 && !(head !== 'interview' && words.length === 1 && ['dream', 'new', 'old', 'day', 'full-time', 'part-time', 'this', 'that'].includes(words[0] as string))) return words.join(' ');
  }
  for (let k = 0; k < tokens.length; k++) {
    const one = (tokens[k] as Token).lower;
    const two = `${one} ${tokens[k + 1]?.lower ?? ''}`;
    const job = OCCUPATION_SET.has(two) ? two : OCCUPATION_SET.has(one) ? one : null;
    if (!job || (tokens[k - 1]?.lower === 'hiring' && job === 'manager')) continue;
    return [...modifiersBefore(tokens, k), job].join(' ');
  }
  return null;
}

const LANGUAGES: [string, RegExp][] = [
  ['Chinese', /(?:\bchinese\b|\bmandarin\b|\brednote\b|\bred note\b|\bxiaohongshu\b|小红书|[\u4e00-\u9fff])/],
  ['Japanese', /(?:\bjapanese\b|[\u3040-\u30ff])/],
  ['Korean', /(?:\bkorean\b|[\uac00-\ud7af])/],
  ['Spanish', /\bspanish\b/],
  ['French', /\bfrench\b/],
  ['German', /\bgerman\b/],
];

/** The other language in play, if any. Japanese kana wins over Han characters shared with Chinese. */
export function detectLanguage(text: string, earlier: readonly string[] = []): string | null {
  const norm = normalize([text, ...earlier.slice(-2)].join(' ').slice(0, 6000));
  if (/[\u3040-\u30ff]/.test(norm)) return 'Japanese';
  for (const [name, re] of LANGUAGES) if (re.test(norm)) return name;
  return null;
}

export function detectUserIsTeacher(text: string): boolean {
  const norm = normalize(text);
  return /\b(?:my students?|i'm a teacher|i am a teacher|i teach|as a teacher|my class|my classroom|student's parents?|parents of my|parent of one of my)\b/.test(norm);
}

/** The user needs to write in a language they don't speak (then the language is the real problem). */
export function detectNeedsTranslation(text: string, language: string | null): boolean {
  const norm = normalize(text.slice(0, 6000));
  if (/\b(?:translate|translator|translation|translating|language barrier)\b/.test(norm)) return true;
  if (!language) return false;
  const lang = language.toLowerCase();
  const leads = ["don't speak", 'do not speak', "can't speak", 'cannot speak', 'barely speak', "don't know", 'do not know', "don't read", "can't read", 'not fluent in', 'without knowing', 'without speaking'];
  const objects = [lang, 'the language', 'it', 'a word of'];
  return leads.some((lead) => objects.some((object) => norm.includes(`${lead} ${object}`)));
}
