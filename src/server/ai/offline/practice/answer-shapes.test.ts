import { describe, expect, test } from 'bun:test';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { play } from '../../../../../tests/helpers/practice-play';
import { checkAnswers } from '../../../../../tests/helpers/practice-listening';
import { SCRIPTED_PRACTICES } from '../../../../../tests/corpora/practice/scripted-practices';
import { hypotheticalAnswer } from './answer-hypothetical';
import { grievanceAnswer } from './answer-grievance';
import type { GoalKind } from './goals';
import { readLine } from './moves';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { readQuestion } from './question';
import { directQuestion } from './question-shape';
import { readSlot } from './question-slots';
import { findRedFlags } from './red-flags';

/** The question shapes of set dev16 (engineer p23q2), each read and answered by class. */

const ai = createOfflinePracticeAi();

async function replyTo(goal: GoalKind, before: string[], line: string): Promise<string> {
  const run = await play(ai, await detailsForGoal(goal), [...before, line]);
  return run.turns.at(-1)?.reply ?? '';
}

describe('indirect, nervous and chat-spelt questions are read as the question they put', () => {
  test('wrappers, lead-ins, chat spelling and a leading if-clause give way to the plain question', () => {
    expect(directQuestion('mind telling me what got you into climbing?')).toBe('what got you into climbing?');
    expect(directQuestion("I was wondering whether you'd be up for sunday")).toBe('would you be up for sunday?');
    expect(directQuestion('I wonder if you could send it today')).toBe('could you send it today?');
    expect(directQuestion('be honest, do you even like it here')).toBe('do you even like it here?');
    expect(directQuestion('sorry this is weird but tell me why you left')).toBe('why you left?');
    expect(directQuestion('u free tmrw or nah')).toBe('you free tomorrow?');
    expect(directQuestion('if you could eat one thing forever what would it be')).toBe('what would it be if you could eat one thing forever?');
    expect(directQuestion('so where and when is the party')).toBe('when and where is the party?');
  });

  test('a line that puts no question is left as written', () => {
    for (const line of ['I went to the beach, it was lovely', 'so I finally finished the project', 'Hey!', 'have a great weekend']) expect(directQuestion(line)).toBe(line);
  });

  test('the readers see the shape: a slot for the embedded question, a question move, no off-topic', () => {
    expect(readQuestion('mind telling me when you could start')?.kind).toBe('when');
    expect(readSlot(readQuestion('if you moved abroad where would you go')!.sentence).slot).toBe('place');
    expect(readQuestion('since when has it been like that?')?.kind).toBe('when');
    expect(readSlot('since when has it been like that?').slot).toBe('time');
    expect(readSlot("what's your go to pub quiz snack").slot).toBe('preference');
    expect(readLine('be honest, do you even want to fix this', ['I’m sorry.']).moves.has('off_topic')).toBe(false);
    expect(readLine('so what was your first job like?').moves.has('dismiss')).toBe(false);
    expect(readLine('so what? not my problem').moves.has('dismiss')).toBe(true);
  });
});

describe('no red flag in a plain question', () => {
  test('a yes/no put without its "?" and "have you ever…" are no insults; a jab with "even" still reads as one is allowed', () => {
    expect(findRedFlags('did u keep the receipt or the box')).toEqual([]);
    expect(findRedFlags('have you ever managed anyone?')).toEqual([]);
    expect(findRedFlags('have you ever led a team before?')).toEqual([]);
  });

  test('"you have to" inside a question is asked about; said to them it is still pressure', () => {
    expect(readLine('do you have to work on saturday?').moves.has('pressure')).toBe(false);
    expect(readLine('mind telling me what notice you have to give').moves.has('pressure')).toBe(false);
    expect(readLine('come on, you have to say yes').moves.has('pressure')).toBe(true);
    expect(findRedFlags('you have to give me an answer today').map((f) => f.kind)).toContain('pressure');
  });
});

describe('hypotheticals get what the character would do, with the condition said back', () => {
  test('by role, in the role’s register', () => {
    expect(hypotheticalAnswer('what would you do if the train was late?', 'crush', false)).toMatch(/^if the train was late, I’d/);
    expect(hypotheticalAnswer('what would you do in my shoes?', 'ex', false)).toMatch(/^in your shoes, .*sorry/);
    expect(hypotheticalAnswer('What would you do if you were in my position?', 'boss', true)).toMatch(/^In your position, I’d .*results/);
    expect(hypotheticalAnswer('what would you do if my daughter were yours?', 'teacher', true)).toMatch(/^If your daughter were mine, I’d/);
    expect(hypotheticalAnswer('what would you like to eat?', 'crush', false)).toBeNull();
  });

  test('in a practice, not a topic lookup', async () => {
    const reply = await replyTo('hire', ['Hi, thanks for having me.'], 'what would you do if a stakeholder ignored your designs?');
    expect(reply).toMatch(/^If a stakeholder ignored my designs, I’d/);
  });
});

describe('the character’s own past, the same all practice', () => {
  test('first job and time in the job, for casual and work roles', async () => {
    expect(await replyTo('open', ['hi!'], 'what was your first job like?')).toMatch(/first job/);
    expect(await replyTo('ask', ['Thanks for making time.'], 'what was your first job like?')).toMatch(/first job/i);
    expect(await replyTo('align', ['Hi, thanks for meeting me.'], 'how long have you been teaching?')).toMatch(/years/);
    expect(await replyTo('interview', ['Hi, thanks for having me.'], 'how long have you worked here?')).toMatch(/years/);
  });

  test('the manager says what decided a promotion the user did not get, about them', async () => {
    const reply = await replyTo('ask', ['Thanks for making time.'], 'why didn’t I get the promotion last year?');
    expect(reply).toMatch(/^Because .*promotion/);
  });

  test('asked twice in one practice, the fact does not change', async () => {
    const run = await play(ai, await detailsForGoal('open'), ['hi!', 'what was your first job like?', 'haha nice. so what was your first job like again?']);
    const [first, again] = run.turns.slice(1).map((t) => /first job was (?:washing dishes|at a cinema)/.exec(t.reply)?.[0]);
    expect(first).toBeDefined();
    expect(again).toBe(first);
  });
});

describe('what the trouble is and what would settle it', () => {
  test('by role; "what do you mean by X" takes up their words', () => {
    expect(grievanceAnswer('what exactly did you find offensive', 'commenter', true)).toMatch(/downsides/);
    expect(grievanceAnswer('what would make this right for you?', 'customer', true)).toMatch(/refund|replacement/);
    expect(grievanceAnswer('what do you mean by struggling?', 'teacher', true)).toMatch(/^By struggling I mean/);
    expect(grievanceAnswer('what do you mean by that?', 'crush', false)).toBeNull();
  });

  test('"since when…?" gets a start in the past, never a time to meet', async () => {
    const reply = await replyTo('repair', ['I’m sorry I cancelled on you last minute.'], 'since when have you felt like that?');
    expect(reply).toMatch(/since|ago/);
    expect(reply).not.toMatch(/\bfree\b|works for me/);
  });
});

describe('follow-ups on what was just said', () => {
  async function turns(goal: GoalKind, lines: string[]): Promise<string[]> {
    const run = await play(ai, await detailsForGoal(goal), lines);
    return run.turns.map((t) => t.reply);
  }

  test('a follow-up that points back keeps the fact just told ("its name", "there")', async () => {
    const [, pets, name] = await turns('open', ['hey', 'do you have any pets?', 'whats its name?']);
    const called = /called (\w+)/.exec(pets!)?.[1];
    expect(called).toBeDefined();
    expect(name).toContain(called!);
    const [, , since] = await turns('reconnect', ['Hey, it’s been ages!', 'where are you working now?', 'how long have you been there?']);
    expect(since).toMatch(/been there/);
    const [, film, again] = await turns('invite', ['hey', 'what was the last film you saw?', 'wait what was it called again?']);
    expect(again).toBe(film);
  });

  test('"do you remember what I said…?" is answered from what the user told', async () => {
    const [, recalled] = await turns('open', ['hey! I just started learning guitar haha', 'do you remember what I said I just started?']);
    expect(recalled).toContain('guitar');
  });

  test('"what do you mean?" after a maybe explains the maybe, without changing it', async () => {
    const [, maybe, meant] = await turns('invite', ['hey', 'Would you like to get coffee on Saturday?', 'what do you mean?']);
    expect(maybe).toMatch(/think|know you/);
    expect(meant).toMatch(/get to know you/);
  });
});

describe('a yes/no or a request gets a yes or a no to it', () => {
  test('"would you… if I…?" is answered about itself, not with an unrelated line of the role', async () => {
    expect(await replyTo('defuse', ['Hi, I saw your comment.'], 'would you delete the comment if I explained what I meant')).toMatch(/^(?:Yes, I would|Not this time — I wouldn’t) delete the comment if you explained what you meant/);
    expect(await replyTo('ask', ['Thanks for making time.'], "I was wondering whether you'd back me for the promotion")).toMatch(/^(?:Yes, I would|Not yet — I wouldn’t) back you for the promotion/);
    expect(await replyTo('reconnect', ['Hey! How have you been?'], 'have you ever thought about moving abroad?')).toMatch(/thought about moving abroad/);
  });
});

describe('whole scripted practices with the new question kinds', () => {
  const added = SCRIPTED_PRACTICES.filter((s) => /dev16|nervous candidate|indirectly and hypothetically|chat spelling|about the silence/.test(s.name));

  test('each ends as its script expects and every question gets its answer', async () => {
    expect(added.length).toBe(4);
    for (const s of added) {
      const run = await play(ai, await detailsForGoal(s.goal), [...s.lines]);
      expect(run.outcome === 'continue' ? 'continue' : run.outcome).toBe(s.expect);
      const check = checkAnswers(run.turns.map((t) => ({ line: t.line, reply: t.reply, continued: t.evaluation.outcome === 'continue' })));
      expect(check.misses).toEqual([]);
    }
  });
});
