import { fnv1a } from '../text-utils';
import type { Slots } from './character-lines';
import { contentOf } from './question';

/**
 * A casual character's small, fixed life for the whole practice (the ramen place they tried, the
 * concert they went to): the same facts come back when the user follows up ("which ramen place?",
 * "who did you go with?").
 */

export type Detail = 'which' | 'what' | 'where' | 'when' | 'who' | 'why' | 'how';

export interface LifeFact {
  key: string;
  /** Words a follow-up question may use to mean this fact. */
  words: readonly string[];
  /** How the character first tells it (the answer to "how was your week?"). */
  told: string;
  details: Partial<Record<Detail, string>>;
}

function life(slots: Slots): LifeFact[] {
  const facts: LifeFact[] = [
    {
      key: 'ramen',
      words: ['ramen', 'noodle', 'broth', 'miso'],
      told: 'good! I tried a new ramen place yesterday and I’m still thinking about it',
      details: {
        which: 'Menya Kaze, the tiny ramen place by the station 🍜 get the spicy miso',
        what: 'the spicy miso ramen, no regrets',
        where: 'the ramen place is right by the station, next to the bookshop',
        when: 'yesterday after work, I was starving',
        who: 'my roommate came along, she’s obsessed with noodles',
        why: 'everyone kept posting about that ramen place lol, I had to try it',
        how: 'the ramen was so good. the broth is unreal',
      },
    },
    {
      key: 'concert',
      words: ['concert', 'gig', 'music', 'band', 'jazz', 'song'],
      told: 'pretty good! went to a little concert on friday, it was so fun',
      details: {
        which: 'a jazz trio at the Blue Room — tiny place, amazing vibe',
        what: 'a jazz trio, mostly old standards. the concert was so fun',
        where: 'the concert was at the Blue Room, that little bar downtown',
        when: 'friday night, it went on way later than I planned haha',
        who: 'a couple of friends from uni came to the concert with me',
        why: 'a friend had a spare ticket for the concert and I said why not',
        how: 'honestly the concert was amazing, I didn’t expect to love jazz that much',
      },
    },
    {
      key: 'week',
      words: ['sleep', 'busy', 'deadline', 'tired'],
      told: 'busy but good! finally caught up on sleep 😴',
      details: {
        what: 'mostly work stuff this week, deadlines, the usual',
        why: 'too many deadlines at work this week lol',
        how: 'tiring week but fine, the weekend fixed it',
        when: 'the busy part was monday to thursday, now I’m free-ish',
        who: 'just me and my to-do list this week haha',
      },
    },
  ];
  if (slots.interest) {
    const it = slots.interest;
    facts.unshift({
      key: 'interest',
      words: contentOf(it),
      told: `honestly mostly ${it} this week, I’m kind of obsessed 😅`,
      details: {
        which: `for ${it}? I keep going back to the same spot, it’s my happy place`,
        what: `${it}, mostly — it’s my favourite thing lately`,
        where: `there’s a great spot for ${it} near my place`,
        when: `${it} mostly on weekends, sometimes after work`,
        who: `usually with a couple of friends, ${it} is more fun with people`,
        why: `${it} just clears my head, you know?`,
        how: `a friend dragged me to ${it} once and I got hooked`,
      },
    });
  }
  return facts;
}

/** The fact this character tells when asked how they are, the same all practice long. */
export function mainFact(slots: Slots, seed: number): LifeFact {
  const facts = life(slots);
  return facts[seed % facts.length] as LifeFact;
}

export function factAbout(slots: Slots, words: readonly string[], previous: string | null): LifeFact | null {
  const facts = life(slots);
  const asked = facts.find((f) => words.some((w) => f.words.includes(w)));
  if (asked) return asked;
  // "who did you go with?", "why that one?" (no subject of their own) are about what they just said.
  if (words.length > 0 || !previous) return null;
  const said = previous.toLowerCase();
  return facts.find((f) => said.includes(f.told.slice(0, 30).toLowerCase()) || f.words.some((w) => said.includes(w))) ?? null;
}

/** One of `items`, picked by seed and salt: the same choice for the same turn. */
export const vary = <T,>(seed: number, salt: string, items: readonly T[]): T => items[fnv1a(`${seed}:${salt}`) % items.length] as T;
