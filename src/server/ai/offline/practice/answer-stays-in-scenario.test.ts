import { describe, expect, test } from 'bun:test';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { planFor, play } from '../../../../../tests/helpers/practice-play';
import { confirmAnswer } from './answer-negation';
import { firstEverAnswer } from './answer-first';
import { ownWordsAnswer } from './answer-recall';
import { clauseChoiceAnswer } from './answer-clauses';
import { workSlotAnswer } from './answer-work';
import { proposalViewAnswer, weighAnswer } from './answer-weigh';
import type { GoalKind } from './goals';
import { readLine } from './moves';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { factTopic } from './persona-facts';
import { questionPair } from './question-pair';
import { readSlot } from './question-slots';
import { commenterFacts, commenterSubject } from './scenario-commenter';

/** The question classes of set dev20 (engineer q17): answers that fit what was asked and the scenario. */

const ai = createOfflinePracticeAi();

async function lastReply(goal: GoalKind, lines: string[], request?: string) {
  const details = request ? (await planFor(ai, request)).practices[0]!.details : await detailsForGoal(goal);
  const run = await play(ai, details, lines);
  const turn = run.turns.at(-1)!;
  expect(turn.evaluation.outcome).toBe('continue');
  return turn.reply;
}

describe('a statement put to them to confirm: tags and double negations', () => {
  const ctx = { work: false, hurt: false, declined: false };
  test('a negative statement with a tag is confirmed with a no, in their voice', () => {
    expect(confirmAnswer('you dont think i meant to ignore you, do you?', ctx)).toBe("no — I don't think you meant to ignore me.");
    expect(confirmAnswer('you wouldnt mind working the odd saturday, would you', { ...ctx, work: true })).toBe("No — I wouldn't mind working the odd saturday.");
  });
  test('two negations cancel, and "just because" becomes "even though"', () => {
    expect(confirmAnswer('you wouldnt not go just because youve never been, right?', ctx)).toBe("yeah — I would go, even though I've never been.");
    expect(confirmAnswer("you don't actually not like her, right?", { ...ctx, declined: true })).toBe('yeah — I like her, just not that day.');
  });
  test('a hurt character confirms and still says it hurt; questions and feelings are left to the other readers', () => {
    expect(confirmAnswer('you dont think i forgot on purpose, do you', { ...ctx, hurt: true })).toBe("no — I don't think you forgot on purpose. it still hurt, though.");
    expect(confirmAnswer('do you think i did it on purpose?', ctx)).toBeNull();
    expect(confirmAnswer("you're not still mad, are you?", ctx)).toBeNull();
    expect(confirmAnswer('you free, right?', ctx)).toBeNull();
  });
});

describe('two questions in one line', () => {
  test('each part is a question of its own; hints, guesses and tags are not', () => {
    expect(questionPair('what is the cafe called and where is it?')).toEqual(['what is the cafe called?', 'where is it?']);
    expect(questionPair('where did you study before, and why did you switch?')).toEqual(['where did you study before?', 'why did you switch?']);
    expect(questionPair('why is he so quiet, is it school or something else')).toBeNull();
    expect(questionPair('what happened to the old manager, did she retire?')).toBeNull();
    expect(questionPair("you don't mind, do you")).toBeNull();
  });
  test('a friend answers both parts', async () => {
    const reply = await lastReply('reconnect', ['hey jo!', 'what are you doing for work these days, and where are you living now?']);
    expect(reply).toMatch(/\b(?:designer|studio|work|job)\b/i);
    expect(reply).toMatch(/\b(?:in|near|by|at) (?:the |a )?[a-z]/i);
  });
});

describe('the past asked about is answered in the past', () => {
  test('where they worked before is a past workplace for every register', () => {
    for (const [role, register] of [['friend', 'casual'], ['boss', 'work'], ['candidate', 'work'], ['teacher', 'work']] as const) {
      expect(factTopic('where did you work before', role, register)?.id).toBe('past-work');
    }
    expect(factTopic('where do you work now', 'friend', 'casual')?.id).not.toBe('past-work');
  });
  test('a candidate asked where they worked before does not describe the commute', async () => {
    const reply = await lastReply('hire', ['Hi, thanks for coming in.', 'where were you working before this?']);
    expect(reply).not.toMatch(/\b(?:train|commute|minutes away|live)\b/i);
    expect(reply).toMatch(/\bat a\b/i);
  });
  test('"what time did…" is a clock time that night; a past question is no invitation and offers no remedy', async () => {
    expect(await lastReply('repair', ['hey', 'sorry about last night', 'what time did you get home in the end?'])).toMatch(/\d{1,2}:\d{2}/);
    expect(readLine('did you end up going to the concert on saturday?').moves.has('invite_concrete')).toBe(false);
    expect(readLine('did you want to go to the concert on saturday?').moves.has('invite_concrete')).toBe(true);
    expect(readLine('how much did you pay for the replacement last time?').moves.has('remedy')).toBe(false);
  });
  test('the "did you…" side of a clause choice is said in the past', () => {
    expect(clauseChoiceAnswer('are you still doing yoga or did you stop', 'open', false)).toBe('no — I stopped');
    expect(clauseChoiceAnswer('were you at the meeting or did someone tell you', 'open', true)).toBe('No — someone told me.');
  });
});

describe('their own earlier words, asked again', () => {
  test('a place they named is said again with its name; "which…" wants the line with a name', () => {
    expect(ownWordsAnswer('sorry, what was that place called again?', ['we usually go to the quiz at the Red Lion, the pub by the river', 'haha same'], false)).toBe('at the Red Lion, the pub by the river — that’s the one 🙂');
    expect(ownWordsAnswer('which shop was it again?', ['the shop is right by the station'], false)).toBeNull();
    expect(ownWordsAnswer('where do you live?', ['I live by the park'], false)).toBeNull();
  });
  test('"what was it you said you had on friday?" after a bare no gets the reason for the day', async () => {
    const reply = await lastReply('reinvite', ['hey maya', 'want to get dinner on friday?', 'ah ok, no worries', 'what was it you said you had on friday again?']);
    expect(reply).toMatch(/\b(?:shift|birthday|dinner)\b/);
    expect(readSlot('what was it you said you were doing on sunday?').slot).toBe('plans');
  });
});

describe('opinions and views from the role’s side', () => {
  test('the view of the idea put on the table, and whether something is normal', () => {
    expect(proposalViewAnswer('so what do you honestly think of the plan?', 'boss', true)).toMatch(/^Honestly\? I’m open to it/);
    expect(proposalViewAnswer('what do you think of the weather', 'boss', true)).toBeNull();
    expect(weighAnswer('is that normal for a first year?', 'teacher', true)).toBe('Yes, that’s pretty normal for a first year — nothing to worry about there.');
  });
  test('a candidate gives a view of the job; a teacher names the hardest topics unless another subject is asked', () => {
    expect(factTopic('what do you think makes a good team lead?', 'candidate', 'work')?.id).toBe('cand-view-good');
    expect(factTopic('which topics is she finding hardest this term?', 'teacher', 'work')?.id).toBe('school-hardest');
    expect(factTopic('which topics in reading is she finding hardest?', 'teacher', 'work')?.id).not.toBe('school-hardest');
    expect(factTopic('what did you work on with her in the last lesson?', 'teacher', 'work')?.id).toBe('school-last-lesson');
    expect(factTopic('what did you do at the weekend?', 'teacher', 'work')?.id).not.toBe('school-last-lesson');
  });
});

describe('a commenter stays in the post the user named', () => {
  test('the subject is what the post or message was about, not the medium', () => {
    expect(commenterSubject('hi, i saw your reply to my message about the school fair')).toBe('school fair');
    expect(commenterSubject('Hi, about your comment under my photos.')).toBe('photos');
    expect(commenterSubject('Hey, I saw your comment on my post.')).toBeNull();
  });
  test('a post about a tool or its costs keeps the banks; another subject never gets their cost lines', () => {
    expect(commenterFacts('my post about the new scheduling tool')).toBeNull();
    // Photos of one's own keep the banks too (tried as a world of their own, it cost a line of set I).
    expect(commenterFacts('your comment under my race photos')).toBeNull();
    const fair = commenterFacts('your message about the school fair')!;
    expect(fair.contradicts('the part about costs — "50% cheaper" with no source')).toBe(true);
    expect(fair.answers[0]!.line).toMatch(/school fair was organised/);
  });
  test('in a practice, "which part upset you?" is about the thing named', async () => {
    const reply = await lastReply('defuse', ['hi, i read your message about the quiz night', 'which part upset you?'], 'Another mum left a snarky comment in the school WhatsApp group about the quiz night I ran');
    expect(reply).toMatch(/quiz night/);
    expect(reply).not.toMatch(/50%|cheaper|source/);
  });
});

describe('a choice between two things the user could do', () => {
  test('"would you like us to X or Y?" offers two actions, and the customer picks one without a stray article', () => {
    const q = readSlot('would you like us to repair it here or send it back to the maker');
    expect(q).toMatchObject({ slot: 'either', options: ['repair it here', 'send it back to the maker'] });
    const ctx = { role: 'customer', register: 'work', goal: 'resolve', stance: 'open', mood: 'cold', lifeSeed: 1, seed: 1, userFacts: [], userTime: null, interest: null, place: null, metAt: null } as const;
    expect(workSlotAnswer(q, ctx)).toMatch(/^Send it back to the maker, please/);
    expect(workSlotAnswer(readSlot('would you prefer a refund or a replacement?'), ctx)).toMatch(/^A replacement, please/);
  });
});

describe('the first of something, and a worry between two', () => {
  test('"what was the first X you were in?" is a memory; a moment ("the first thing you noticed") or a job is left to others', () => {
    expect(firstEverAnswer('what was the first team you ever played for, back in school', 0, false)).toMatch(/^my first team\? /);
    expect(firstEverAnswer('what was the first thing you noticed?', 0, false)).toBeNull();
    expect(firstEverAnswer('what was your first job like?', 0, false)).toBeNull();
  });
  test('a manager asked which of two worries them names it as the worry', () => {
    const ctx = { role: 'boss', register: 'work', goal: 'ask', stance: 'open', mood: 'neutral', lifeSeed: 3, seed: 3, userFacts: [], userTime: null, interest: null, place: null, metAt: null } as const;
    expect(workSlotAnswer(readSlot('what would concern you more, the budget or the timing?'), ctx)).toMatch(/^(?:The budget|The timing), honestly — that’s the part I’d need a clear plan for/);
  });
});
