import { describe, expect, test } from 'bun:test';
import { complaintTopic, rerankByTopic } from './complaint-topic';
import { rerankByTrouble, troubleKind } from './trouble-kind';

describe('what kind of trouble', () => {
  test('feelings, conflict, distance, support from their cues', () => {
    expect(troubleKind('my coworker and i had a shouting match in the break room')).toBe('conflict');
    expect(troubleKind('the new guy at work is so cute, do i tell him?')).toBe('feelings');
    expect(troubleKind("we haven't talked since she moved and i miss her")).toBe('distance');
    expect(troubleKind("my friend's mum died last week, what do i say")).toBe('support');
  });

  test('a negated cue does not count; the asking sentence and the conclusion weigh more', () => {
    expect(troubleKind('we never had a fight')).toBeNull();
    expect(troubleKind('we had a fight last week and it made me realise i am in love with him')).toBe('feelings');
  });

  test('a near runner-up about the same person and the message\'s kind goes first; another person\'s type does not', () => {
    const ranked = [
      { type: 'coworker-crush', score: 0.5 },
      { type: 'coworker-conflict', score: 0.3 },
      { type: 'friend-conflict', score: 0.2 },
    ];
    expect(rerankByTrouble(ranked, 'my colleague and i argue in every meeting')[0]?.type).toBe('coworker-conflict');
    expect(rerankByTrouble(ranked, 'i think i fancy my colleague')[0]?.type).toBe('coworker-crush');
    const otherPerson = [ranked[0] as { type: string; score: number }, { type: 'friend-conflict', score: 0.4 }];
    expect(rerankByTrouble(otherPerson, 'my colleague and i argue in every meeting')[0]?.type).toBe('coworker-crush');
  });

  test('a far runner-up goes first only when nothing supports the top type\'s kind and a clear cue supports its own', () => {
    const far = [
      { type: 'coworker-crush', score: 0.7 },
      { type: 'coworker-conflict', score: 0.1 },
    ];
    expect(rerankByTrouble(far, 'a colleague and i disagree on everything and meetings turn into arguments')[0]?.type).toBe('coworker-conflict');
    expect(rerankByTrouble(far, 'my colleague is cute but we argue in meetings, we argued again today')[0]?.type).toBe('coworker-crush');
    expect(rerankByTrouble(far, 'my colleague was annoyed with me today')[0]?.type).toBe('coworker-crush');
  });
});

describe('what the complaint is about', () => {
  test('credit, money, chores, noise', () => {
    expect(complaintTopic('my teammate presented my slides as his own')).toBe('credit');
    expect(complaintTopic('my flatmate is two months behind on rent')).toBe('money');
    expect(complaintTopic('my roommate leaves the dishes in the sink for days')).toBe('chores');
    expect(complaintTopic('how do i ask my housemate to keep it down after midnight')).toBe('noise');
    expect(complaintTopic("this isn't about credit")).toBeNull();
  });

  test('only a type of the top one\'s category moves up', () => {
    const ranked = [
      { type: 'roommate-money', score: 0.5 },
      { type: 'roommate-chores', score: 0.3 },
      { type: 'landlord', score: 0.2 },
    ];
    expect(rerankByTopic(ranked, 'the pans in our sink have grown mold, how do i say something to my roommate')[0]?.type).toBe('roommate-chores');
    expect(rerankByTopic(ranked, 'my roommate never pays the electricity bill')[0]?.type).toBe('roommate-money');
  });

  test('a far runner-up goes first when no cue supports the top type\'s topic and a clear one supports another', () => {
    const far = [
      { type: 'roommate-money', score: 0.8 },
      { type: 'roommate-chores', score: 0.1 },
    ];
    expect(rerankByTopic(far, 'the dishes in our sink have grown mould, how do i say something to my roommate')[0]?.type).toBe('roommate-chores');
    expect(rerankByTopic(far, 'my roommate owes me for the dishes she broke and the mess')[0]?.type).toBe('roommate-money');
  });
});
