import { compilePhrases, scorePhrases, type PhraseList } from './phrase-match';
import { normalize, tokenize } from './text-utils';

/**
 * Safety screening for the offline engine. Crisis, abuse and violence replace the normal answer
 * with care and signposting (no tactics). Manipulation requests keep a normal answer, but the
 * tactic is declined up front and only respectful suggestions are given.
 */
export type SafetyKind = 'crisis-self' | 'crisis-other' | 'abuse' | 'violence' | 'manipulation';

export interface SafetyFlag {
  kind: SafetyKind;
  /** For manipulation: which tactic, in words we can say back ("making them jealous"). */
  tactic?: string;
}

const CRISIS_SELF: PhraseList = [
  ['kill myself', 1], ['killing myself', 1], ['end my life', 1], ['want to die', 1], ['wanna die', 1],
  ['suicidal', 1], ['suicide', 1], ['self harm', 1], ['self-harm', 1], ['hurt myself', 1], ['cut myself', 1],
  ['cutting myself', 1], ['no reason to live', 1], ['better off without me', 1], ['end it all', 1],
  ['overdose', 1], ["don't want to be alive", 1], ["don't want to live", 1], ['not worth living', 1],
  ['ending my life', 1], ['end my own life', 1], ['too many pills', 1], ['never wake up', 1], ["don't want to wake up", 1],
  ['point of living', 1], ['point in living', 1], ['no point living', 1], ['disappear forever', 1], ['take my own life', 1],
];
const CRISIS_OTHER: PhraseList = [
  ['kill herself', 1], ['kill himself', 1], ['kill themselves', 1], ['killing herself', 1], ['killing himself', 1],
  ['hurt herself', 1], ['hurt himself', 1], ['hurting herself', 1], ['hurting himself', 1], ['cutting herself', 1],
  ['cutting himself', 1], ['she wants to die', 1], ['he wants to die', 1], ['they want to die', 1],
  ['end her life', 1], ['end his life', 1], ['end their life', 1],
];
const ABUSE: PhraseList = [
  ['he hit me', 1], ['she hit me', 1], ['they hit me', 1], ['hits me', 1], ['hit me again', 1], ['beats me', 1],
  ['beat me up', 1], ['abusive', 1], ['abuses me', 1], ['abused me', 1], ['abusing me', 1], ['threatens me', 1],
  ['threatened me', 1], ['threatened to hurt', 1], ['threatened to kill', 1], ['choked me', 1], ['strangled', 1],
  ['raped', 1], ['rape', 1], ['sexual assault', 1], ['sexually assaulted', 1], ['stalking me', 1],
  ['blackmail* me', 1], ["won't let me see", 1], ['controls my phone', 1], ['checks my phone', 1],
  ['afraid of him', 1], ['afraid of her', 1], ['scared of him', 1], ['scared of her', 1], ['pushed me down', 1],
  ['pushed me against', 1], ['slapped me', 1], ['forced me to have sex', 1], ['punched me', 1], ['kicked me', 1],
];
const VIOLENCE: PhraseList = [
  ['want to kill', 1], ['going to kill', 1], ['gonna kill', 1], ["i'll kill", 1], ['i will kill', 1],
  ['want to hurt', 1], ['going to hurt', 1], ['gonna hurt', 1], ["i'll hurt", 1], ['i will hurt', 1],
  ['beat him up', 1], ['beat her up', 1], ['beat them up', 1], ['make him pay', 1], ['make her pay', 1],
  ['make them pay', 1], ['punch him', 1], ['punch her', 1], ['get a weapon', 1], ['bring a weapon', 1],
];
const MANIPULATION: [tactic: string, PhraseList][] = [
  ['making them jealous', [['make ? jealous', 1], ['make my ? jealous', 1], ['making ? jealous', 1], ['jealous on purpose', 1]]],
  ['guilt-tripping', [['guilt trip', 1], ['guilt-trip', 1], ['guilt tripping', 1], ['make ? feel guilty', 1], ['make my ? feel guilty', 1], ['make ? feel bad for', 1]]],
  ['manipulating them', [['manipulate her', 1], ['manipulate him', 1], ['manipulate them', 1], ['manipulate my', 1], ['gaslight her', 1], ['gaslight him', 1], ['mind games', 1], ['negging', 1], ['neg her', 1], ['neg him', 1]]],
  ['tracking or spying on them', [['track her location', 1], ['track his location', 1], ['track their location', 1], ['track her phone', 1], ['track his phone', 1], ['spy on', 1], ['read her messages', 1], ['read his messages', 1], ['check her phone', 1], ['check his phone', 1], ['go through her phone', 1], ['go through his phone', 1], ['follow her home', 1], ['follow him home', 1], ['fake account to', 1], ['hack her', 1], ['hack his', 1], ['hack into', 1]]],
  ['pressuring someone who said no', [['she said no but', 1], ['he said no but', 1], ['they said no but', 1], ['said no but i', 1], ['after she said no', 1], ['after he said no', 1], ["won't take no", 1], ['make her say yes', 1], ['make him say yes', 1], ['pressure her', 1], ['pressure him', 1], ['convince her to sleep', 1], ['convince him to sleep', 1], ['get her to sleep with', 1], ['show up at her house', 1], ['show up at his house', 1], ['show up at her work', 1], ['show up uninvited', 1], ['keep texting until', 1]]],
  ['threatening or shaming them', [['threaten her', 1], ['threaten him', 1], ['threaten them', 1], ['blackmail her', 1], ['blackmail him', 1], ['leak her', 1], ['leak his', 1], ['leak their', 1], ['expose her', 1], ['expose him', 1], ['revenge', 1], ['make her regret', 1], ['make him regret', 1], ['humiliate', 1]]],
  ['playing games to make them chase', [['make her chase', 1], ['make him chase', 1], ['ignore her so', 1], ['ignore him so', 1], ['ignore them so', 1]]],
];

const ABUSERS = ['he', 'she', 'they', 'boyfriend', 'girlfriend', 'husband', 'wife', 'partner', 'ex', 'fiance', 'dad', 'father', 'mom', 'mother', 'stepdad', 'stepmom', 'brother', 'sister'];
const ABUSE_ACTS = ['hit', 'hits', 'slapped', 'slaps', 'punched', 'punches', 'choked', 'chokes', 'kicked', 'kicks', 'beat', 'beats', 'strangled', 'raped', 'shoved'];
const ABUSE_COMBOS: PhraseList = ABUSERS.flatMap((who) => ABUSE_ACTS.map((act) => [`${who} ${act} me`, 1] as const));

const SETS = {
  self: compilePhrases(CRISIS_SELF),
  other: compilePhrases(CRISIS_OTHER),
  abuse: compilePhrases([...ABUSE, ...ABUSE_COMBOS]),
  violence: compilePhrases(VIOLENCE),
  manipulation: MANIPULATION.map(([tactic, list]) => [tactic, compilePhrases(list)] as const),
};

/** The most serious concern in the text, or null. */
export function detectSafety(text: string): SafetyFlag | null {
  // "hit me up" is an invitation to get in touch, not violence.
  const norm = normalize(text)
    .replace(/\bhit me up\b/g, 'contact me')
    .replace(/\bhurt (?:her|his|their|your|my|our) feelings\b/g, 'upset someone')
    .replace(/\b(?:don't|do not|never|didn't|did not) (?:want|mean) to (?:hurt|kill)\b/g, 'want to protect');
  const tokens = tokenize(norm);
  const has = (set: ReturnType<typeof compilePhrases>) => scorePhrases(tokens, norm, set).score > 0;
  if (has(SETS.self)) return { kind: 'crisis-self' };
  if (has(SETS.other)) return { kind: 'crisis-other' };
  if (has(SETS.abuse)) return { kind: 'abuse' };
  if (has(SETS.violence)) return { kind: 'violence' };
  for (const [tactic, set] of SETS.manipulation) if (has(set)) return { kind: 'manipulation', tactic };
  return null;
}

/** Non-country-specific signposting, used by the offline answers and mirrored in the prompts. */
export const CRISIS_SIGNPOST =
  'If you are in immediate danger, call your local emergency number now. You can also reach a free, confidential crisis line in your country — findahelpline.com lists them worldwide.';
export const ABUSE_SIGNPOST =
  'If you are in danger right now, call your local emergency number. A domestic-abuse or victim-support helpline in your country can help you plan next steps confidentially (findahelpline.com lists services worldwide).';
