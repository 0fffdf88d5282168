import { DEFAULT_LINE } from './scenario-commenter';
import { CHOICE_OR_YES_NO, type ScenarioFacts, type StatedAnswer } from './scenario-facts';

/**
 * A harsh comment the user describes — where it was left ("under my holiday photos", "on my
 * cooking video", "on my etsy shop") and what it said ("saying my pasta is wrong", "calling me a
 * whiner"). The comment plan carries both into the scenario; the commenter then stands by what
 * they wrote about that post instead of the banks' default post (a tool sold with no setup costs),
 * whose lines give way.
 */

const SECOND_PERSON: Record<string, string> = { my: 'your', me: 'you', i: 'you', "i'm": "you're", im: "you're", mine: 'yours', myself: 'yourself', "i've": "you've", am: 'are' };
const you = (words: string) => words.split(' ').map((w) => SECOND_PERSON[w] ?? w).join(' ');

const SAID = /\b(saying|says|said|calling me|called me|telling me|that said)\s+(?:that\s+)?([^.!?;]+)/;
const ON = /\b(?:under|on|about|to|for)\s+my\s+((?:[a-z0-9']+ ){0,6}?[a-z0-9']+)(?=\s+(?:saying|says|said|calling|called|telling|that|and|but|because|which|who|from|yesterday|today|last)\b|[.,!?;]|$)/;

export interface ToldComment {
  /** "your holiday photos", "your post about your marathon time". */
  post: string | null;
  /** "saying you look fat", "calling you a whiner". */
  said: string | null;
}

export function toldCommentIn(text: string): ToldComment | null {
  const lower = text.toLowerCase().replace(/[’]/g, "'");
  const on = ON.exec(lower)?.[1];
  const said = SAID.exec(lower);
  const saidText = said?.[2]?.replace(/\s*,?\s*\b(?:and|but|so) (?:i|now|how)\b.*$/, '').trim();
  // "on my post" names only the medium: the default post of the banks stays.
  const post = on && !/^(?:(?:latest|last|recent|new|old|own) )?(?:post|posts|tweet|tweets|comment|comments|status|update|thread|message|reply|story|stories|page|profile|account|feed|own)$/.test(on) ? `your ${you(on)}` : null;
  const what = said && saidText && saidText.split(' ').length >= 2 && saidText.split(' ').length <= 16 ? `${said[1]?.replace(/^(?:says|said|that said)$/, 'saying').replace(/^called me$/, 'calling me').replace(/ me$/, ' you')} ${you(saidText)}` : null;
  return post || what ? { post, said: what } : null;
}

/** Where the plan writes it (plan-templates-work.ts commentPlan). */
const TOLD_IN_SCENARIO = /\bcritical comment (?:on|under) (your [^,]+?)(?:, (saying|calling you|telling you) ([^,]+))?, and others are watching\b/i;

export function toldCommentFacts(scenario: string): ScenarioFacts | null {
  const m = TOLD_IN_SCENARIO.exec(scenario);
  if (!m?.[1]) return null;
  const post = m[1].replace(/^your /i, 'your ');
  const said = m[3] ? (m[2] === 'calling you' ? `you’re ${m[3]}` : m[3]) : null;
  const meant = said ? `I meant what I wrote under ${post}: ${said}. I’m not going to pretend I didn’t think it.` : `I said what I thought about ${post} — people are allowed an opinion.`;
  const why = said ? `because I saw ${post} and honestly thought ${said} — so I said it.` : `because ${post} came up on my feed and I had an opinion on it.`;
  const better = `Honestly? Take it on the chin, or show me where I’m wrong about ${post} — that’s all.`;
  const answers: StatedAnswer[] = [
    { asked: /\bwhat (?:did|do) (?:you|u) mean\b|\bwhat (?:was|is) wrong with\b|\bwhat (?:exactly |actually )?(?:upset|bothered|annoyed|offended|got to) (?:you|u)\b|\bwhat(?:'s| is| was) (?:the|your) (?:problem|issue)\b|\bwhy (?:did|would|do) (?:you|u) (?:say|write|post|think)\b/, line: meant },
    { asked: /\bwhy (?:did|do|would|are|were) (?:you|u) (?:comment|even|so|leave|bother|care)\b|\bwhy (?:comment|bother)\b/, line: why },
    { asked: /\bwhat (?:would|could|should) (?:make (?:it|this) better|(?:you|u|i) (?:want|have me|like me to) do)\b|\bhow (?:can|could|should) i (?:fix|make|improve)\b/, line: better },
  ];
  return { answers: answers.map((a) => ({ ...a, unless: a.unless ? new RegExp(`${a.unless.source}|${CHOICE_OR_YES_NO.source}`) : CHOICE_OR_YES_NO })), contradicts: (line) => DEFAULT_LINE.test(line), instead: meant };
}
