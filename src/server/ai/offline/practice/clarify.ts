import { findPeople } from '../people';
import { normalize } from '../text-utils';

/**
 * When the coach cannot tell what to rehearse, it asks one question with choices, built from what
 * the user did say: the person ("your coworker Sam") and the practices that fit that relationship.
 * Each choice is worded so that answering with it gives the coach what it needs.
 */

const GROUPS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/\b(co-?workers?|colleagues?|teammates?)\b/, ['ask them out for coffee or a drink', 'sort out a problem at work between you', 'ask them for help or feedback at work']],
  [/\b(boss|manager|supervisor|team lead)\b/, ['ask for a raise or a promotion', 'ask for more time on a deadline', 'raise a problem at work with them']],
  [/\b(room ?mates?|flat ?mates?|house ?mates?|roomie)\b/, ['sort out chores, noise or bills at home', 'make up after a fight', 'ask them out']],
  [/\b(best friend|friend|bestie)\b/, ['make up after a fight', 'reconnect after drifting apart', 'ask them out']],
  [/\b(ex|ex-girlfriend|ex-boyfriend)\b/, ['apologise to my ex', 'reconnect with my ex as friends']],
  [/\b(girlfriend|boyfriend|wife|husband|partner)\b/, ['make up after an argument with my partner', 'talk through a recurring problem with my partner']],
  [/\b(mum|mom|mother|dad|father|sister|brother|parents|grandma|grandpa)\b/, ['make up after an argument with my family', 'tell my family something difficult']],
];

const DEFAULT_CHOICES = ['asking someone out', 'making up with someone after a fight', 'a work talk: a raise, more time, or a problem with a colleague', 'a job interview', 'an angry customer'];

export function clarifyQuestion(userTexts: readonly string[]): string {
  const all = userTexts.join('\n');
  const norm = normalize(all);
  // Several people named ("my coworker and my ex"): first ask which talk to rehearse, one choice per person.
  const several = GROUPS.filter(([re]) => re.test(normalize(userTexts.at(-1) ?? ''))).map(([re]) => re.exec(normalize(userTexts.at(-1) ?? ''))?.[1] as string);
  if (several.length >= 2) {
    const list = several.map((who, i) => `${i + 1}. A talk with my ${who}`).join('\n');
    return `Which conversation do you want to rehearse first?\n\n${list}\n\nPick one (or tell me in a sentence) and I'll build the plan right away.`;
  }
  const group = GROUPS.find(([re]) => re.test(norm));
  const relation = group ? (group[0].exec(norm)?.[1] ?? null) : null;
  const name = findPeople(all).find((p) => p.name)?.name ?? null;
  const who = relation ? `your ${relation}${name ? ` ${name}` : ''}` : name;
  const choices = group?.[1] ?? DEFAULT_CHOICES;
  const list = choices.map((c, i) => `${i + 1}. ${c.charAt(0).toUpperCase()}${c.slice(1)}`).join('\n');
  const question = who ? `What would you like to happen with ${who}?` : 'Which conversation do you want to rehearse?';
  return `${question}\n\n${list}\n\nPick one (or tell me in a sentence) and I'll build the plan right away.`;
}

/** "2" (or "the second one") after a question with numbered choices means that choice's words. */
export function expandChoice(answer: string, question: string | null): string {
  if (!question) return answer;
  const choices = [...question.matchAll(/^(\d)\. (.+)$/gm)].map((m) => m[2] as string);
  const norm = normalize(answer).replace(/[.!]$/, '');
  const ordinals = ['first', 'second', 'third', 'fourth', 'fifth'];
  const index = /^\d$/.test(norm) ? Number(norm) - 1 : ordinals.findIndex((o) => new RegExp(`^(?:the )?${o}(?: one)?$`).test(norm));
  return index >= 0 && choices[index] ? choices[index] : answer;
}
