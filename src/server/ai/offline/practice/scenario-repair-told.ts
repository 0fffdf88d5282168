import { CHOICE_OR_YES_NO, type ScenarioFacts, type StatedAnswer } from './scenario-facts';
import type { Pronouns } from './roles';

/**
 * What happened between the user and a friend, relative, partner or ex, as the user told it: "I
 * forgot my best friend's birthday", "my brother borrowed £500 from me", "my sister and I had a row
 * at her wedding", "apologise to my dad for missing his 60th". The repair and reconnect plans carry
 * it into the scenario in the second person ("What happened: you forgot your best friend's
 * birthday."), and the character says it back in its own voice when asked what happened, what this
 * is about or why they are upset ("you forgot my birthday. that's what this is about."), so the
 * person the user rehearses with knows the fight, the loan or the missed party.
 */

const FIRST_TO_SECOND: Record<string, string> = {
  my: 'your', me: 'you', i: 'you', "i'm": "you're", im: "you're", mine: 'yours', myself: 'yourself', "i've": "you've", ive: "you've",
  "i'd": "you'd", "i'll": "you'll", our: 'your', ours: 'yours', we: 'you', us: 'you', "we're": "you're", "we've": "you've", am: 'are',
};
const WISH = String.raw`(?:i|we)(?:\s+(?:really|just|still|also))?\s*(?:want|need|would like|'d like|d like|wanna|have|am going|'m going|m going|hope|plan|am trying|'m trying|should|must)\s+to\b`;
/** The user's practice wish at the start: what follows "apologise to my dad for", "tell my mum (that)", "ask my dad to". */
const LEAD_WISH = new RegExp(
  String.raw`^(?:how (?:do|can|should) i |help me |practi[sc]e |${WISH}\s*)(?:(?:apologi[sz]e|say sorry|make (?:it|things) up|talk|speak|make peace)(?: to| with)? (?:[a-z']+ ){1,3}?(?:for|about|over|after) (.+)|(?:tell) (?:[a-z']+ ){1,3}?(?:that )?((?:i|we) .+)|(?:ask) (?:[a-z']+ ){1,3}?(to .+))$`,
);
/** A clause that is the user's wish or question, not what happened. */
const WISH_CLAUSE = new RegExp(String.raw`^(?:(?:and|but|so)\s+)?(?:now\s+)?(?:${WISH}|how (?:do|can|should) i\b|what (?:do|should) i\b|any (?:tips|advice)\b|help me\b|practi[sc]e\b)`);
/** "…is upset because X", "…angry with me that X". */
const UPSET_BECAUSE =
  /\b(?:is|was|'s|are|were|got|gets|been|feels?|felt)\s+(?:really |so |very |still |a bit |quite )?(?:upset|angry|hurt|mad|furious|annoyed|cross|fuming|livid|sulking|offended|disappointed)(?: with me| at me| with us)?\s+(?:because|cause|coz|cuz|bc|that|about|since|after)\s+(.+)$/;
/** Where one clause ends: a comma, or "and/but/so" before the user's wish, or "and now". */
const CUT = new RegExp(String.raw`\s*,\s*|\s+(?=(?:and|but|so)\s+(?:now\s+)?${WISH})|\s+(?:and|but)\s+now\s+|\s+and (?:she|he|they)(?:'s|'re| is| are| was| were| got)? (?:really |so |very |still )?(?:upset|angry|mad|hurt|furious|annoyed|cross|livid)\b|\s+so now\s+|\s+now\s+(?=i\b)`);
/** A told event names the user or the other person and something they did. */
const SUBJECT = /^(?:i|we|me and|my|our|[a-z]+ and i)\b/;
const VERBISH = /\b(?:[a-z]+ed|did|didn't|didnt|said|told|forgot|forgotten|had|has|took|left|made|broke|lost|missed|kept|keeps?|got|went|gave|gives|fell|was|were|is|are|won't|wont|can't|cant|never|hasn't|hasnt|haven't|havent|owe|owes|spent|ran|sent|saw|let|put|came|stole|lied|lie|borrowed|cheated|moved|ended|stopped|yelled|shouted|snapped|fight|fought|argue|row)\b/;

const second = (clause: string) => clause.split(' ').map((w) => FIRST_TO_SECOND[w] ?? w).join(' ').replace(/^your ([a-z' ]{2,25}?) and you\b/, 'you and your $1');

function tidy(clause: string): string | null {
  const cut = clause.replace(/[.!?;,]+$/, '').trim();
  const n = cut.split(' ').length;
  return n >= 3 && n <= 26 ? cut : null;
}

export interface ToldEvent {
  /** In the second person: "you forgot your best friend's birthday". */
  clause: string;
  /** A finite clause ("you forgot…") or what it is about ("missing his 60th", "to stop commenting…"). */
  finite: boolean;
}

/** What happened, from one request; null when the request does not tell it. Names keep their capitals. */
export function toldEventIn(text: string): ToldEvent | null {
  const told = toldLower(text);
  if (!told) return null;
  const names = new Map(text.split(/[^A-Za-z']+/).filter((w, i) => i > 0 && /^[A-Z][a-z]/.test(w)).map((w) => [w.toLowerCase(), w] as const));
  return { ...told, clause: told.clause.split(' ').map((w) => names.get(w) ?? (names.has(w.replace(/'s$/, '')) ? `${names.get(w.replace(/'s$/, ''))}'s` : w)).join(' ') };
}

function toldLower(text: string): ToldEvent | null {
  const sentences = text.toLowerCase().replace(/[’]/g, "'").split(/(?<=[.!?])\s+|\n/).map((s) => s.trim()).filter(Boolean);
  for (const s of sentences) {
    const lead = LEAD_WISH.exec(s);
    if (lead) {
      const [, about, told, asked] = lead;
      if (about && !/^(?:it|this|that|everything|what happened)\b/.test(about)) {
        const t = tidy(about.split(CUT)[0] as string);
        if (t) return { clause: second(t), finite: false };
      }
      if (told) {
        const t = tidy(told.split(CUT)[0] as string);
        if (t) return { clause: second(t), finite: true };
      }
      if (asked) {
        const t = tidy(asked.split(CUT)[0] as string);
        if (t && !/^to (?:talk|meet|forgive|call|chat|see)\b/.test(t)) return { clause: second(t), finite: false };
      }
    }
    const upset = UPSET_BECAUSE.exec(s)?.[1];
    if (upset) {
      const t = tidy(upset.split(CUT)[0] as string);
      if (t) return { clause: second(t), finite: true };
    }
    for (const clause of s.split(CUT)) {
      if (WISH_CLAUSE.test(clause)) continue;
      const t = tidy(clause);
      if (t && SUBJECT.test(t) && VERBISH.test(t)) return { clause: second(t), finite: true };
    }
  }
  return null;
}

/** How the plan writes it (plan-templates-personal.ts) and how the character reads it back. */
export function toldSentence(told: ToldEvent): string {
  return told.finite ? `What happened: ${told.clause}.` : `This is about ${told.clause}.`;
}
const TOLD_IN_SCENARIO = /\b(?:What happened: |This is about )(.+?)\.(?:\s|$)/;

const AGREE: Record<string, string> = { is: 'am', was: 'was', has: 'have', keeps: 'keep', does: 'do', doesnt: "don't", "doesn't": "don't", wants: 'want', says: 'say', hasnt: "haven't", "hasn't": "haven't", gets: 'get', thinks: 'think', reckons: 'reckon' };
const OBJECT_AFTER = /^(?:not|to|and|or|but|about|at|for|that|so|because|off|out|up|back|again|anymore|any|after|before|when|with|in|on|over|$)/;

/**
 * The told clause in the character's own voice: the character (its name, "your sister", its
 * pronoun) becomes I/me/my; the user stays "you".
 */
/** The character as the practice names it (roles.ts CharacterProfile). */
export interface TellerOf {
  name: string | null;
  label: string;
  pronouns: Pronouns;
  /** The practice's simulated_role ("Your sister", "Ana, your friend"). */
  role?: string;
}

export function inOwnVoice(clause: string, who: TellerOf): string {
  // The relation word the practice uses ("Your sister", "Ana, your friend", "Your best mate"), else the role's label.
  const named = (who.role ?? '').toLowerCase().replace(/^[^,]*,\s*/, '').replace(/\s+(?:from|at|in|on|who)\b.*$/, '').trim();
  const head = (named.startsWith('your ') ? named : who.label.toLowerCase()).split(' ').at(-1) as string;
  const asWritten = clause.split(' ');
  const words = clause.toLowerCase().split(' ');
  const out: string[] = [];
  const own = new Set([who.pronouns.subj, who.pronouns.obj, who.pronouns.poss].filter((p) => p !== 'they' && p !== 'them' && p !== 'their'));
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const next = words[i + 1] ?? '';
    const prev = out.at(-1) ?? '';
    const subject = i === 0 || /^(?:and|because|that|when|after|before|so|but|since|if)$/.test(prev);
    // "your sister", "your best friend's", "your old uni friend": the character itself (the label's last word, up to three words on).
    if (w === 'your') {
      const at = words.slice(i + 1, i + 6).findIndex((x) => x.replace(/'s$|s$/, '') === head.replace(/s$/, ''));
      if (at >= 0) {
        const last = words[i + 1 + at] as string;
        // "your old uni friend Chris": a capitalised word after the label is their name.
        const afterName = (who.name && words[i + 2 + at] === who.name.toLowerCase()) || /^[A-Z][a-z]+(?:'s)?$/.test(asWritten[i + 2 + at] ?? '') ? 1 : 0;
        i += 1 + at + afterName;
        const possessive = /'s$/.test(afterName ? (words[i] as string) : last) || (!afterName && /s$/.test(last) && !/s$/.test(head) && !/^(?:are|were|have|do|keep)$/.test(words[i + 1] ?? ''));
        out.push(possessive ? 'my' : subject ? 'I' : 'me');
        continue;
      }
    }
    const bare = w.replace(/'s$/, '');
    if (who.name && bare === who.name.toLowerCase()) {
      // "your old uni friend chris": the words before the name are the character too.
      const yourAt = out.lastIndexOf('your');
      if (yourAt >= 0 && out.length - yourAt <= 4) out.splice(yourAt);
      const subjectHere = out.length === 0 || /^(?:and|because|that|when|after|before|so|but|since|if)$/.test(out.at(-1) ?? '');
      out.push(w.endsWith("'s") ? 'my' : subjectHere ? 'I' : 'me');
      continue;
    }
    if (own.has(w)) {
      if (w === who.pronouns.subj) out.push('I');
      else if (w === 'her') out.push(OBJECT_AFTER.test(next) ? 'me' : 'my');
      else out.push(w === who.pronouns.poss ? 'my' : 'me');
      continue;
    }
    out.push(prev === 'I' && AGREE[w] ? (AGREE[w] as string) : w);
  }
  return out.join(' ').replace(/\byou and me\b/g, 'you and I').replace(/\bdidnt\b/g, 'didn’t').replace(/\bwont\b/g, 'won’t').replace(/\bhavent\b/g, 'haven’t').replace(/\bdont\b/g, 'don’t');
}

/** What happened, what this is about, why they are upset, what the user did or said. */
const ASKED_WHAT_HAPPENED =
  /\bwhat(?:'s|s)?(?: exactly| actually| really)? (?:happened|is (?:this|it) about|was (?:that|it) about|(?:is|was) wrong|(?:is|was) the (?:problem|matter|issue)|is going on|'s going on|did i do|did i say|do you mean|are you (?:talking|on) about|upset you|hurt you|bothered you)\b|\bwhy (?:are|were|r) (?:you|u) (?:so |still )?(?:upset|angry|mad|hurt|annoyed|cross|ignoring|being|like this|avoiding)\b|\bwhat(?:'s| is) (?:up|wrong)\b|\bwhat(?:'s| is) (?:this|it) about\b|\bwhy (?:did|do) (?:you|u) (?:say|do|message|text|reach)\b/;

const TIME_TOLD = /\b(?:ago|since|years?|months?|weeks?|last (?:year|month|week|summer|christmas))\b/;
const ASKED_HOW_LONG = /\bhow long has it been(?:\s*\?|\s*$| since (?:we|i|you and i|the last time)\b)|\bwhen did we (?:last )?(?:see each other|talk|speak|meet up|hang out)\b|\bwhen was the last time we\b|\bhow long since we\b/;

export function toldRepairFacts(scenario: string, who: TellerOf, work = false): ScenarioFacts | null {
  const m = TOLD_IN_SCENARIO.exec(scenario);
  if (!m?.[1]) return null;
  const finite = m[0].startsWith('What happened');
  const voiced = inOwnVoice(m[1], who);
  // A teacher speaks in full sentences and hears the parent's side.
  const said = work ? `You’re here because ${finite ? voiced : `of ${voiced}`}, as you see it — and I want to hear your side of it.` : null;
  const line = said ?? (finite ? `${voiced}. that’s what this is about, honestly.` : `it’s about you ${voiced.replace(/^to /, 'asking me to ')}. that’s what this is about.`);
  const answers: StatedAnswer[] = [{ asked: ASKED_WHAT_HAPPENED, unless: CHOICE_OR_YES_NO, line }];
  // "how long has it been?", "when did we last talk?": the told event names when, when it says a time.
  if (finite && TIME_TOLD.test(voiced)) answers.unshift({ asked: ASKED_HOW_LONG, unless: CHOICE_OR_YES_NO, line: `${voiced} — I know, it’s been a while.` });
  return { answers, contradicts: () => false, instead: null };
}

/**
 * The repair's first line when the practice states what happened: the person has read the user's
 * message and says what this is about, in their own voice ("hey. got your message. honestly, I’m
 * still hurt that you forgot my birthday."). Null when the scenario states nothing.
 */
export function toldOpening(scenario: string, who: TellerOf): string | null {
  const m = TOLD_IN_SCENARIO.exec(scenario);
  if (!m?.[1]) return null;
  const voiced = inOwnVoice(m[1], who);
  if (voiced.split(' ').length > 18) return 'hey. got your message. I’m still upset about what happened, honestly.';
  return m[0].startsWith('What happened') ? `hey. got your message. honestly, I’m still hurt that ${voiced}.` : `hey. got your message. honestly, I’m still hurt about you ${voiced.replace(/^to /, 'asking me to ')}.`;
}
