import { describe, expect, test } from 'bun:test';
import { addresseeFamily, rerankByAddressee } from './addressee';
import { complaintTopic } from './complaint-topic';
import { readMentions, rerankByTarget } from './target-role';

const family = [
  { type: 'family-siblings', score: 0.5 },
  { type: 'family-parents', score: 0.15 },
  { type: 'family-relatives', score: 0.05 },
];

describe('whom the user asks how to speak to', () => {
  test('the pronoun after an addressing verb refers to the person of its gender, the subject first', () => {
    expect(addresseeFamily('my mum keeps comparing me to my brother and i want to tell her how much it hurts')).toBe('parent');
    expect(addresseeFamily('our parents are getting old and my sister refuses to help, how do i bring it up with her')).toBe('sibling');
    expect(addresseeFamily('my father keeps comparing me to my older brother, i need to tell him it has to stop')).toBe('parent');
  });

  test('someone named again after the pronoun is not the one it refers to', () => {
    expect(addresseeFamily("my sister keeps dumping her kids on our mum and i need to tell her it's too much for mum")).toBe('sibling');
  });

  test('no addressing verb, or no person of the pronoun\'s gender, reads nothing', () => {
    expect(addresseeFamily('my mum and my brother fight every christmas')).toBeNull();
    expect(addresseeFamily('my boss keeps moving my shifts, how do i tell him')).toBeNull();
  });

  test('the addressed person\'s type goes first when close enough', () => {
    expect(rerankByAddressee(family, 'my mum always takes my brother\'s side and i want to tell her how unfair it feels')[0]?.type).toBe('family-parents');
    expect(rerankByAddressee(family, 'my brother never calls, how do i tell him i miss him')[0]?.type).toBe('family-siblings');
  });
});

describe('a job title at the user\'s work', () => {
  const work = [
    { type: 'boss-difficult', score: 0.5 },
    { type: 'coworker-crush', score: 0.2 },
    { type: 'coworker-conflict', score: 0.15 },
  ];

  test('a plain title is a peer, a ranked one a manager, only when the reading is about work', () => {
    expect(readMentions('the second chef keeps moving my prep', undefined, true).map((m) => m.family)).toEqual(['peer']);
    expect(readMentions('the charge nurse keeps giving me the heaviest patients', undefined, true).map((m) => m.family)).toEqual(['manager']);
    expect(readMentions('my physio keeps cancelling', undefined, true)).toEqual([]);
    expect(readMentions('the second chef keeps moving my prep')).toEqual([]);
  });

  test('saying the other person is at the same level makes them a peer at work', () => {
    expect(readMentions("she blames me for every missing box, same job, same pay", undefined, true).map((m) => m.family)).toEqual(['peer']);
    expect(readMentions("we're both junior analysts and he rewrites my slides", undefined, true).map((m) => m.family)).toEqual(['peer']);
    expect(readMentions("we're both single and going to the party", undefined, true)).toEqual([]);
  });

  test('the peer type of the top type\'s world goes first, not a crush', () => {
    expect(rerankByTarget(work, 'the second chef keeps moving my prep and we have words every service')[0]?.type).toBe('coworker-conflict');
  });
});

describe('pay asked for, not pay mentioned', () => {
  test('asking for a raise or a talk about pay is the pay topic; pay docked is not', () => {
    expect(complaintTopic('help me write the message to my boss asking for a meeting about my pay')).toBe('pay');
    expect(complaintTopic('how do i ask the owner for a bigger cut of what i bring in')).toBe('pay');
    expect(complaintTopic('the store owner docks my pay for till shortages, how do i challenge him')).toBeNull();
  });
});
