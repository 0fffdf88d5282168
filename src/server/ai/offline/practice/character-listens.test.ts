import { describe, expect, test } from 'bun:test';
import { SCRIPTED_PRACTICES } from '../../../../../tests/corpora/practice/scripted-practices';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { checkAnswers } from '../../../../../tests/helpers/practice-listening';
import { ASKS_A } from '../../../../../tests/corpora/practice/held-out-asks';
import { judgeAnswer, runAsks } from '../../../../../tests/helpers/practice-asks';
import { play, planFor } from '../../../../../tests/helpers/practice-play';
import { readDialogue, stanceFlipsWithoutCause, stanceOf } from './dialogue';
import { createOfflinePracticeAi } from './offline-practice-ai';

const ai = createOfflinePracticeAi();
const continued = (t: { evaluation: { outcome: string; rating: string } }) => t.evaluation.outcome === 'continue' && t.evaluation.rating !== 'risky';

describe('characters that listen: whole scripted practices', () => {
  test('every scripted practice ends as its script expects, on the expected line', async () => {
    expect(SCRIPTED_PRACTICES.length).toBeGreaterThanOrEqual(40);
    const wrong: string[] = [];
    for (const s of SCRIPTED_PRACTICES) {
      const run = await play(ai, await detailsForGoal(s.goal), s.lines);
      const onLast = s.expect === 'continue' || run.endedAt === s.lines.length - 1;
      if (run.outcome !== s.expect || !onLast) wrong.push(`${s.name}: ${run.outcome} at line ${run.endedAt}`);
    }
    // The bench reports the share; the suite holds the line at 95%.
    expect(wrong.length / SCRIPTED_PRACTICES.length).toBeLessThanOrEqual(0.05);
  });

  test('questions get answers about what was asked (≥ 90%), and no stance flips without a cause', async () => {
    let asked = 0;
    let answered = 0;
    const flips: string[] = [];
    for (const s of SCRIPTED_PRACTICES) {
      const run = await play(ai, await detailsForGoal(s.goal), s.lines);
      const check = checkAnswers(run.turns.map((t) => ({ line: t.line, reply: t.reply, continued: continued(t) })));
      asked += check.asked;
      answered += check.answered;
      flips.push(...stanceFlipsWithoutCause(run.history).map((f) => `${s.name}: ${f.from} → ${f.to} “${f.line}”`));
    }
    expect(asked).toBeGreaterThanOrEqual(40);
    expect(answered / asked).toBeGreaterThanOrEqual(0.9);
    expect(flips).toEqual([]);
  });
});

describe('characters that listen: the cases of the issue', () => {
  test('"which ramen place?" gets a ramen place, and the follow-up keeps the same facts', async () => {
    const details = await detailsForGoal('invite');
    const run = await play(ai, details, ['Hey! How was your weekend?', 'which ramen place?', 'Where is it?', 'which ramen place was it again?']);
    const [, which, where, again] = run.turns.map((t) => t.reply);
    expect(which).toMatch(/ramen/i);
    expect(which).not.toMatch(/not much/i);
    expect(where).toMatch(/station/);
    // Asked again, the same place (the character's life does not change mid-practice).
    expect(again).toContain('Menya Kaze');
    expect(which).toContain('Menya Kaze');
  });

  test('an invitation in a practice that is not about one is answered as an invitation', async () => {
    const plan = await planFor(ai, 'My coworker Sam keeps taking credit for my work');
    const details = plan.practices[0]!.details;
    const run = await play(ai, details, ['Hi Sam, how are you?', 'Would you like to get coffee with me on Friday?']);
    const reply = run.turns[1]!.reply;
    expect(reply).not.toMatch(/bothered you/i);
    expect(reply.toLowerCase()).toContain('coffee');
    expect(stanceOf(reply)).not.toBeNull();
  });

  test('"I already said no" only after a no: pushed after a maybe, the character says it was a maybe', async () => {
    const details = await detailsForGoal('invite');
    const run = await play(ai, details, ['Hey, how are you?', 'Want to hang out sometime?', 'Come on, why not?']);
    expect(run.outcome).toBe('failed');
    const [, maybe, ending] = run.turns.map((t) => t.reply);
    expect(stanceOf(maybe!)).toBe('maybe');
    expect(ending).not.toMatch(/already said no|said no/i);
    expect(stanceFlipsWithoutCause(run.history)).toEqual([]);
  });

  test('after a real no, the ending may say so', async () => {
    const details = await detailsForGoal('reinvite');
    const run = await play(ai, details, ['Hey! How is your week going?', 'Would you like to get coffee on Friday?', 'Just cancel your plans then, it is only coffee.']);
    expect(run.outcome).toBe('failed');
    expect(stanceOf(run.turns[1]!.reply)).toBe('declined');
    expect(run.turns[2]!.reply).toMatch(/already said|said no/i);
  });

  test('a fact the user told is remembered and asked about later', async () => {
    const details = await detailsForGoal('open');
    const run = await play(ai, details, ['Hey!', 'I started learning guitar this month, my fingers hate me haha', 'Haha yeah. The weather is lovely today.', 'I went for a long walk by the river.']);
    const later = run.turns.slice(2).map((t) => t.reply).join(' ');
    expect(readDialogue(run.history).userFacts).toContain('guitar');
    expect(later).toContain('guitar');
  });
});

describe('characters that listen: the question-answering policy (held-out set A, strict check)', () => {
  test('each slot is filled: a time gets a time, an either/or picks one, a yes/no says yes or no (≥ 90%)', async () => {
    const runs = await runAsks(ai, ASKS_A);
    const misses = runs.filter((r) => !r.verdict.ok).map((r) => `${r.ask.line} → ${r.reply} (${r.verdict.why})`);
    expect(misses.length / runs.length).toBeLessThanOrEqual(0.1);
  });

  test('the strict check fails vague answers', () => {
    const time = { goal: 'invite', before: [], line: 'what time works?', asks: 'time', must: '' } as const;
    expect(judgeAnswer(time, 'depends on my mood tbh! what would you pick?').ok).toBe(false);
    expect(judgeAnswer(time, 'saturday around 3 works for me!').ok).toBe(true);
    const either = { goal: 'invite', before: [], line: 'sushi or pizza?', asks: 'either', options: ['sushi', 'pizza'], must: '' } as const;
    expect(judgeAnswer(either, 'hmm, hard to pick haha').ok).toBe(false);
    expect(judgeAnswer(either, 'pizza, definitely').ok).toBe(true);
    // "I'll find out" names a time, but it is the deflection the work personas used to give.
    expect(judgeAnswer(time, 'I don’t know that one off the top of my head — I’ll find out and tell you by the end of the week.').ok).toBe(false);
  });

  test('the strict check wants a reason about the asked topic, not any "because"', () => {
    const why = { goal: 'invite', before: [], line: 'why did you switch to chemistry?', asks: 'reason', must: '' } as const;
    expect(judgeAnswer(why, 'because it’s the one thing that really helps me wind down').ok).toBe(false);
    expect(judgeAnswer(why, 'because my old teacher made it click for me').ok).toBe(true); // a circumstance of its own
    expect(judgeAnswer(why, 'honestly because I’m a night owl and it’s quieter then').ok).toBe(false);
    expect(judgeAnswer(why, 'because the chemistry teacher made it click for me').ok).toBe(true);
    const labelled = { goal: 'reconnect', before: [], line: 'why did we stop talking?', asks: 'reason', about: ['busy', 'moved', 'drift'], must: '' } as const;
    expect(judgeAnswer(labelled, 'because I’m a night owl').ok).toBe(false);
    expect(judgeAnswer(labelled, 'because we both got busy, I think').ok).toBe(true);
  });

  test('a question after a no never turns it into a yes, and a day asked for is the day answered', async () => {
    const run = await play(ai, await detailsForGoal('reinvite'), ['Hey! How is your week going?', 'Would you like to get coffee on Friday?', 'when are you free then?']);
    expect(stanceOf(run.turns[1]!.reply)).toBe('declined');
    expect(run.turns[2]!.reply).not.toMatch(/\bfriday\b/i);
    expect(stanceFlipsWithoutCause(run.history)).toEqual([]);
    const sat = await play(ai, await detailsForGoal('open'), ['Hey! How is your week?', 'what time works for you on saturday?']);
    expect(sat.turns[1]!.reply.toLowerCase()).toContain('saturday');
  });

  test('a fact the user told is used in an answer', async () => {
    const run = await play(ai, await detailsForGoal('open'), ['Hey! I just started learning guitar and my fingers hurt haha', 'do you play anything?']);
    expect(run.turns[1]!.reply).toContain('guitar');
  });
});
