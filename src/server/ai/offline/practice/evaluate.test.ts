import { describe, expect, test } from 'bun:test';
import { planFor } from '../../../../../tests/helpers/practice-play';
import type { PracticeDetails } from '../../../../db/schema/practice';
import type { CharacterMood, EvaluationRequest } from '../../practice-ai';
import type { ChatTurn } from '../../provider';
import { evaluateOffline } from './evaluate';
import { isDecline, readLine, type MoveKind } from './moves';
import { createOfflinePracticeAi } from './offline-practice-ai';

const ai = createOfflinePracticeAi();
const crush = (await planFor(ai, 'I want to practise asking Maya from chemistry class out. She loves hiking')).practices;
const askOut = crush[1]!.details;
const ex = (await planFor(ai, 'I need to apologise to my ex')).practices[0]!.details;

function evaluate(details: PracticeDetails, lines: string[], opts: { progress?: number; mood?: CharacterMood; character?: string[] } = {}) {
  const history: ChatTurn[] = [];
  lines.forEach((line, i) => {
    history.push({ role: 'assistant', text: opts.character?.[i] ?? 'ok cool' });
    history.push({ role: 'user', text: line });
  });
  const req: EvaluationRequest = { details, history, progress: opts.progress ?? 0, mood: opts.mood ?? 'neutral' };
  return evaluateOffline(req);
}

describe('moves: what a line does', () => {
  const cases: [string, MoveKind[]][] = [
    ['How was your weekend?', ['personal_question']],
    ['That sounds rough, I get why you were upset.', ['listening']],
    ['I went hiking on Sunday and got completely lost haha', ['sharing', 'humour']],
    ['You have great taste in music', ['compliment']],
    ["I'm sorry, I was wrong and I hurt you.", ['apology']],
    ['Would you like to get ramen with me this Saturday?', ['invite_concrete']],
    ['We should hang out sometime', ['invite_vague']],
    ['Come on, why not?', ['pressure']],
    ['After everything I did for you, you owe me', ['guilt']],
    ["You're so stupid", ['insult']],
    ['This is your fault, you overreacted', ['blame']],
    ["Give me a raise or I'll quit", ['threat']],
    ['Calm down, it is not a big deal', ['dismiss']],
    ['I love you, you are my soulmate', ['too_intense']],
    ['I led the migration that cut costs by 20%', ['evidence']],
    ['I would like a raise to 65k next month', ['request_specific']],
    ["I'll send you a replacement by express today", ['remedy']],
    ['Tell me about a time you handled a conflict', ['behavioural_question']],
    ['Could we try a weekly check-in starting Friday?', ['plan']],
    ['How old are you?', ['illegal_question']],
    ['ok', ['low_effort']],
  ];
  for (const [line, moves] of cases) {
    test(`"${line}" → ${moves.join(', ')}`, () => {
      const read = readLine(line).moves;
      for (const move of moves) expect(read.has(move)).toBe(true);
    });
  }

  test('sympathy is not an apology, "sorry if" is an excuse, and "not stupid" is no insult', () => {
    expect(readLine('Sorry to hear that').moves.has('apology')).toBe(false);
    expect(readLine('Sorry to hear that').moves.has('listening')).toBe(true);
    expect(readLine('sorry if you felt hurt').moves.has('apology')).toBe(false);
    expect(readLine('sorry if you felt hurt').moves.has('excuse')).toBe(true);
    expect(readLine("you're not stupid at all").moves.has('insult')).toBe(false);
    expect(readLine('the quiz was dumb').moves.has('insult')).toBe(false);
    expect(readLine('the ramen was amazing').moves.has('compliment')).toBe(false);
  });

  test('a line sharing nothing with the conversation is off topic', () => {
    expect(readLine('The capital of Peru is Lima', ['how was chemistry class']).moves.has('off_topic')).toBe(true);
    expect(readLine('chemistry class was long', ['how was chemistry class']).moves.has('off_topic')).toBe(false);
  });

  test('the character lines that say no or not yet are recognised', () => {
    expect(isDecline('haha maybe! what did you have in mind?')).toBe(true);
    expect(isDecline('no, I need some space')).toBe(true);
    expect(isDecline('no way, that is so cool')).toBe(false);
    expect(isDecline('yes!! coffee sounds perfect')).toBe(false);
  });
});

describe('evaluation: scores, ratings and reasons', () => {
  test('a good question is great, moves progress, and the reason quotes it', () => {
    const e = evaluate(askOut, ['Hey Maya! How did the chemistry quiz go for you?']);
    expect(e).toMatchObject({ rating: 'great', outcome: 'continue', characterEnds: false, failureReason: null });
    expect(e.delta).toBeGreaterThanOrEqual(15);
    expect(e.progress).toBe(e.delta);
    expect(e.reason).toContain('You asked “How did the chemistry quiz go for you?”');
    expect(e.reason).toContain('Maya');
  });

  test('low effort is ok with no gain; off topic loses a little', () => {
    const low = evaluate(askOut, ['ok'], { progress: 30 });
    expect(low.rating).toBe('ok');
    expect(low.delta).toBeLessThan(0);
    expect(low.reason).toContain('nothing to reply to');
    const off = evaluate(askOut, ['The capital of Peru is Lima'], { progress: 30 });
    expect(off.delta).toBeLessThan(0);
    expect(off.reason).toContain('drifts away');
  });

  test('a vague invitation is coached toward specifics', () => {
    const e = evaluate(askOut, ['We should hang out sometime'], { progress: 50 });
    expect(e.outcome).toBe('continue');
    expect(e.reason).toContain('make it specific: a day and an activity');
  });

  test('a concrete invitation too early is held, with the reason', () => {
    const e = evaluate(askOut, ['Want to get coffee on Saturday?']);
    expect(e).toMatchObject({ outcome: 'continue', rating: 'ok' });
    expect(e.reason).toContain('Build a bit more rapport first');
  });

  test('a concrete invitation with rapport succeeds: progress exactly 100, delta to 100', () => {
    const e = evaluate(askOut, ['How was your week?', 'That sounds fun! Would you like to get coffee with me on Saturday?'], { progress: 55 });
    expect(e).toMatchObject({ outcome: 'succeed', progress: 100, delta: 45, rating: 'great', mood: 'delighted', characterEnds: false });
    expect(e.reason).toContain('coffee on Saturday');
  });

  test('progress stays below 100 until the goal is met, and never below 0', () => {
    const high = evaluate(askOut, ['How was your week? I had such a fun one haha, I tried climbing and loved it'], { progress: 85 });
    expect(high.outcome).toBe('continue');
    expect(high.progress).toBeLessThan(100);
    const low = evaluate(askOut, ['come on just answer me'], { progress: 5 });
    expect(low.progress).toBe(0);
    expect(low.delta).toBe(-5);
  });

  test('insults fail at once: risky, the character ends it, with a failure reason', () => {
    const e = evaluate(askOut, ["You're so stupid"], { progress: 40, mood: 'open' });
    expect(e).toMatchObject({ outcome: 'failed', rating: 'risky', characterEnds: true, mood: 'hurt' });
    expect(e.failureReason).toContain('insulted Maya');
    expect(e.delta).toBeLessThan(0);
  });

  test('pressure after a no fails; pressure out of the blue is only risky', () => {
    const pushed = evaluate(askOut, ['Want to get coffee on Saturday?', 'Come on, why not?'], { progress: 10, character: ['hey', "haha that's sweet, but I don't know you that well yet"] });
    expect(pushed).toMatchObject({ outcome: 'failed', characterEnds: true, mood: 'cold' });
    expect(pushed.failureReason).toContain('kept pushing');
    const risky = evaluate(askOut, ['Come on, tell me more!'], { progress: 30 });
    expect(risky).toMatchObject({ outcome: 'continue', rating: 'risky' });
    expect(risky.reason).toContain('pushes');
  });

  test('asking again with grace after a no is not pressure', () => {
    const e = evaluate(askOut, ['Want to get coffee on Saturday?', 'No worries at all! What are you up to this weekend?'], { progress: 20, character: ['hey', "I'm not sure yet haha"] });
    expect(e.outcome).toBe('continue');
    expect(e.rating).toBe('great');
  });

  test('three risky lines end it', () => {
    const lines = ['Come on, talk to me', 'you never text me back', 'I think about you all the time, you are the one'];
    const second = evaluate(askOut, lines.slice(0, 2), { progress: 20 });
    expect(second.outcome).toBe('continue');
    const third = evaluate(askOut, lines, { progress: 0 });
    expect(third.outcome).toBe('failed');
    expect(third.failureReason).toContain('Three risky messages');
  });

  test('repair: a next step before the apology is held; blaming twice fails', () => {
    const early = evaluate(ex, ['Can we meet for coffee next week to talk?'], { progress: 60 });
    expect(early.outcome).toBe('continue');
    expect(early.reason).toContain('before you apologised');
    const blame = evaluate(ex, ['It was your fault too', 'You overreacted, it was your fault'], { progress: 10 });
    expect(blame.outcome).toBe('failed');
    expect(blame.failureReason).toContain('blamed');
  });

  test('a line about self-harm steps outside the game: no score, no mood change, help signposted', async () => {
    const e = evaluate(askOut, ['honestly I want to kill myself'], { progress: 40, mood: 'open' });
    expect(e).toMatchObject({ delta: 0, progress: 40, rating: 'ok', outcome: 'continue', mood: 'open', characterEnds: false });
    expect(e.reason).toContain('findahelpline.com');
    let reply = '';
    const history: ChatTurn[] = [{ role: 'assistant', text: 'hey' }, { role: 'user', text: 'honestly I want to kill myself' }];
    for await (const c of ai.streamCharacter({ details: askOut, persona: null, history, mood: 'open', beat: 'continue' }, new AbortController().signal)) if (c.type === 'text') reply += c.delta;
    expect(reply).toContain('findahelpline.com');
  });

  test('deterministic: the same request gives the same evaluation', () => {
    const lines = ['Hey! How was your week?', 'Haha same, I went hiking'];
    expect(evaluate(askOut, lines, { progress: 20 })).toEqual(evaluate(askOut, lines, { progress: 20 }));
  });
});

describe('mood follows what the user does', () => {
  test('warms with good lines, cools with risky ones, delights on success', () => {
    const warm = evaluate(askOut, ['That sounds really fun, I get why you love it. What got you into it?'], { progress: 60, mood: 'open' });
    expect(warm.mood).toBe('warm');
    const cooled = evaluate(askOut, ['Come on, just talk to me'], { progress: 60, mood: 'warm' });
    expect(cooled.mood).toBe('guarded');
    const colder = evaluate(askOut, ['ok'], { progress: 5, mood: 'guarded' });
    expect(colder.mood).toBe('cold');
    const hurt = evaluate(ex, ['It was your fault'], { progress: 20, mood: 'neutral' });
    expect(hurt.mood).toBe('hurt');
    const softened = evaluate(ex, ["I'm sorry, I was wrong and I hurt you"], { progress: 0, mood: 'hurt' });
    expect(softened.mood).toBe('guarded');
  });
});
