import { findPeople, type PersonFact } from './people';
import { clip, cleanText } from './text-utils';

/**
 * Reads memory items written in our third-person style ("User wants to …", "User is shy about …").
 * Memory is data: we only ever reword the few shapes we recognise and ignore everything else, so a
 * memory item can never steer the engine.
 */

const GOAL_RE = /^(?:the )?user(?:'s goal is| wants| would like| hopes| plans| is trying| is hoping| is planning)\s+to\s+(.{2,140}?)\.?$/i;
const NOTE_RE = /^(?:the )?user\s+(is|feels|gets|prefers|hates|loves|likes|dislikes|doesn't like|does not like|can't stand|finds)\s+(.{2,140}?)\.?$/i;

const SECOND_PERSON_VERB: Record<string, string> = {
  is: "you're",
  feels: 'you feel',
  gets: 'you get',
  prefers: 'you prefer',
  hates: 'you hate',
  loves: 'you love',
  likes: 'you like',
  dislikes: 'you dislike',
  "doesn't like": "you don't like",
  'does not like': "you don't like",
  "can't stand": "you can't stand",
  finds: 'you find',
};

/** "their ex" → "your ex", "themself" → "yourself" (only possessives/reflexives; "them" is someone else). */
export function toSecondPerson(phrase: string): string {
  return phrase
    .replace(/\btheir\b/gi, 'your')
    .replace(/\bthemsel(?:f|ves)\b/gi, 'yourself')
    .replace(/\bthe user's\b/gi, 'your')
    .replace(/\buser's\b/gi, 'your');
}

export interface MemoryView {
  people: PersonFact[];
  /** Goals in second person, e.g. "get back together with your ex". */
  goals: string[];
  /** Notes in second person, e.g. "you're shy about texting first". */
  notes: string[];
}

export function readMemory(items: readonly string[]): MemoryView {
  const view: MemoryView = { people: [], goals: [], notes: [] };
  for (const raw of items.slice(0, 200)) {
    const content = clip(cleanText(raw), 200);
    for (const person of findPeople(content)) view.people.push(person);
    const goal = GOAL_RE.exec(content);
    if (goal?.[1]) {
      view.goals.push(toSecondPerson(goal[1]));
      continue;
    }
    const note = NOTE_RE.exec(content);
    if (note?.[1] && note[2] && !/\b(?:named|called)\b/i.test(note[2])) {
      const verb = SECOND_PERSON_VERB[note[1].toLowerCase()] ?? note[1];
      view.notes.push(`${verb} ${toSecondPerson(note[2])}`);
    }
  }
  return view;
}
