import { describe, expect, test } from 'bun:test';
import { clauseChoiceAnswer } from './answer-clauses';
import { answerSlot } from './answer-slots';
import { feelingAnswer } from './answer-feeling';
import { mentionedOpinion, toldAnswer } from './answer-told';
import { directQuestion } from './question-shape';
import { readSlot } from './question-slots';

/** Question forms of engineer q24's round (set dev26): feelings asked as yes/no, statements put as questions, options before "which", recall. */

describe('a feeling the user asks about gets its yes or no, by the mood', () => {
  test('a tag statement of a feeling is answered, not said back garbled', () => {
    const warm = feelingAnswer('you’re not still mad right?', { mood: 'warm', work: false, repair: true });
    expect(warm).toMatch(/^no, not mad anymore/);
    expect(feelingAnswer('you’re not still mad right?', { mood: 'hurt', work: false, repair: true })).toMatch(/^yeah, still a bit mad/);
  });

  test('"did I upset you?" is about what the user did to them: never "I did"', () => {
    expect(feelingAnswer('did i upset you?', { mood: 'cold', work: false, repair: true })).toBe('yeah, it did, honestly. I was upset.');
    expect(feelingAnswer('did i upset you?', { mood: 'neutral', work: false, repair: false })).toMatch(/^no, not at all/);
  });

  test('outside a repair, a warm character is simply not annoyed (no "anymore")', () => {
    expect(feelingAnswer('are you annoyed i asked so last minute', { mood: 'open', work: false, repair: false })).toBe('no, not at all — I’m not annoyed, don’t worry 🙂');
  });

  test('a work role keeps its own feeling line; a question that names no feeling is no concern of this reader', () => {
    expect(feelingAnswer('are you upset that im bringing this up', { mood: 'neutral', work: true, repair: false })).toBeNull();
    expect(feelingAnswer('are you free on friday?', { mood: 'warm', work: false, repair: false })).toBeNull();
  });
});

describe('statements put as questions, and options put before the question', () => {
  test('"so youre free saturday then?" asks whether they are free; a tag statement is left to the tag reader', () => {
    expect(directQuestion('so youre free saturday then?')).toBe('are you free saturday?');
    expect(directQuestion("you've been there before?")).toBe('have you been there before?');
    expect(directQuestion('so you’re free friday?')).toBe('are you free friday?');
    expect(directQuestion('so you’re still good for thursday right?')).not.toMatch(/^are you/);
    expect(directQuestion("you're right")).toBe("you're right");
  });

  test('"this wednesday or next, which suits you better?" chooses between the two whole options', () => {
    const asked = directQuestion('this wednesday or next, which suits you better?');
    expect(asked).toBe('which suits you better this wednesday or next wednesday?');
    expect(readSlot(asked).options).toEqual(['this wednesday', 'next wednesday']);
  });
});

describe('either/or between two clauses', () => {
  test('a side whose subject is a doing ("or is telling you enough") is said back whole', () => {
    expect(clauseChoiceAnswer('do u need it in writing or is telling you enough', 'open', true)).toBe('No — telling me is enough.');
  });

  test('words only a question carries leave the statement ("any good")', () => {
    expect(clauseChoiceAnswer('are you any good at quizzes or is it not really your thing', 'open', false)).toBe("yes — I'm good at quizzes");
  });
});

describe('what the user said earlier in the practice', () => {
  test('"what day did I first tell you about it?" finds the statement that names a day, with "me" as its object', () => {
    expect(toldAnswer('what day did i first tell you about it?', ['hello', 'i told you about the boiler on monday'], true)).toBe('You said you told me about the boiler on monday.');
  });

  test('"what did you think of the place I mentioned?" names it back with a view, by the stance', () => {
    expect(mentionedOpinion('what did you think of the thai place i mentioned, fancy it?', { work: false, cool: false, declined: false })).toMatch(/^the thai place\? sounds really good/);
    expect(mentionedOpinion('what did you think of the thai place i mentioned?', { work: false, cool: false, declined: true })).toMatch(/just not that day/);
    expect(mentionedOpinion('what do you think of the weather?', { work: false, cool: false, declined: false })).toBeNull();
  });
});

describe('why they kept quiet', () => {
  test('"why didnt you say anything when i snapped" is why they said nothing, at the moment the user names', () => {
    const ctx = { role: 'family', register: 'casual', goal: 'repair', stance: 'open', mood: 'guarded', lifeSeed: 1, seed: 1, userFacts: [], userTime: null, interest: null, place: null, metAt: null } as const;
    const reply = answerSlot(readSlot('why didnt you say anything when i snapped'), ctx);
    expect(reply).toBe('because when you snapped, I didn’t want it to turn into a row — I needed to calm down first.');
    expect(answerSlot(readSlot('why didn’t you tell me you were hurt?'), ctx)).toMatch(/before I could tell you I was hurt\.$/);
  });
});
