import { describe, expect, test } from 'bun:test';
import { askCoach, play } from '../../../../../tests/helpers/practice-play';
import { jobAnswer } from './answer-job';
import { familyOf } from './job-families';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { characterDoings, statedPersonIn } from './plan-person-traits';

/** Characters who know their own job and their own news (issue #23 point 5, engineer q21). */

const ai = createOfflinePracticeAi();

describe('a job’s family answers its inside', () => {
  test('any job of a family finds it; an unknown job none', () => {
    expect(familyOf('vet nurse')?.id).toBe('animals');
    expect(familyOf('trainee electrician')?.id).toBe('trades');
    expect(familyOf('care assistant')?.id).toBe('care');
    expect(familyOf('bookkeeper')?.id).toBe('office');
    expect(familyOf('library assistant')).toBeNull();
  });

  test('the day, the hard part and a story, for whoever does the job', () => {
    const own = { job: 'plumber', voice: 'own' as const, casual: true, before: null };
    expect(jobAnswer({ ...own, sentence: 'whats a normal day like for you?' })).toMatch(/^a normal day\? .*van/);
    expect(jobAnswer({ ...own, sentence: 'what is the hardest part of it', before: 'i could never do your job' })).toContain('hardest part?');
    expect(jobAnswer({ ...own, sentence: 'whats the weirdest thing youve found at work' })).toContain('ring');
    // Not about the job: a film, or a hard part of nothing named.
    expect(jobAnswer({ ...own, sentence: 'whats the scariest film youve seen?' })).toBeNull();
    expect(jobAnswer({ ...own, sentence: 'what is the hardest part of it', before: 'i went hiking on sunday' })).toBeNull();
  });

  test('an interviewer describes the role’s day, not a person asked for', () => {
    const role = { job: 'care assistant', voice: 'role' as const, casual: false, before: null };
    expect(jobAnswer({ ...role, sentence: 'what would a typical day look like?' })).toMatch(/^A typical day: handover/);
    expect(jobAnswer({ ...role, sentence: 'who would i be reporting to day to day' })).toBeNull();
  });

  test('a candidate’s leaving and moving are said about the leaving', () => {
    const candidate = { job: 'chef', voice: 'own' as const, casual: false, before: null };
    expect(jobAnswer({ ...candidate, sentence: 'why did you leave the hotel?' })).toMatch(/^I left the hotel because/);
    expect(jobAnswer({ ...candidate, sentence: 'why did you leave your last place?' })).toMatch(/^I left my last place because/);
    expect(jobAnswer({ ...candidate, sentence: 'what brought you down from glasgow?' })).toContain('left Glasgow');
    // A friend's "why did you leave?" is as often about a party: not a job's.
    expect(jobAnswer({ ...candidate, casual: true, sentence: 'why did you leave the party?' })).toBeNull();
  });
});

describe('what the person just did is their own news', () => {
  test('a dated or recent past doing is kept; what they did to the user is not', () => {
    expect(statedPersonIn("matched with leila, she's a paramedic and she just got back from three weeks in Peru", 'Leila').doings).toEqual(['just got back from three weeks in Peru']);
    expect(statedPersonIn('my cousin Tom, he failed his driving test last month', 'Tom').doings).toEqual(['failed his driving test last month']);
    expect(statedPersonIn('my friend Ollie is a designer now and just had a baby', 'Ollie').doings).toEqual(['just had a baby']);
    expect(statedPersonIn('my flatmate Jo borrowed the car and crashed it', 'Jo').doings).toEqual([]);
    expect(characterDoings('They just matched with you. Say hi.', null, null)).toEqual([]);
  });

  test('in play, the match tells the trip and the job from the inside', async () => {
    const coach = await askCoach(ai, [{ role: 'user', text: "matched with leila, she's a paramedic and she just got back from three weeks in Peru" }]);
    const details = coach.plan!.practices[0]!.details;
    expect(details.scenario).toContain('She just got back from three weeks in Peru.');
    expect((await play(ai, details, ['hey leila', 'how was peru??'])).turns[1]!.reply).toMatch(/amazing.*Peru/);
    expect((await play(ai, details, ['hi', 'i could never do your job', 'what is the hardest part of it honestly'])).turns[2]!.reply).toMatch(/calls|nights/);
  });

  test('news that went badly is told with a shrug', async () => {
    const coach = await askCoach(ai, [{ role: 'user', text: 'I want to message my cousin Tom, he failed his driving test last month, he is a trainee electrician' }]);
    const reply = (await play(ai, coach.plan!.practices[0]!.details, ['hey tom!', 'how did the driving test go?'])).turns[1]!.reply;
    expect(reply).toContain('failed my driving test');
    expect(reply).not.toMatch(/amazing|love it/);
  });

  test('how the person is, as the user said it, is theirs too — not a passing feeling', async () => {
    expect(statedPersonIn("I want to ask my coworker Dan, who's quite shy, to come climbing", 'Dan').doings).toEqual(['is quite shy']);
    expect(statedPersonIn("matched with jake, he's a plumber and a bit of a homebody", 'Jake').doings).toEqual(['is a bit of a homebody']);
    expect(statedPersonIn('my sister is upset with me', null).doings).toEqual([]);
    const coach = await askCoach(ai, [{ role: 'user', text: "matched with jake, he's a plumber and a bit of a homebody" }]);
    const details = coach.plan!.practices[0]!.details;
    expect(details.scenario).toContain('He is a bit of a homebody.');
    expect((await play(ai, details, ['hey', 'are you a homebody then?'])).turns[1]!.reply).toMatch(/I’m a bit of a homebody/);
    expect((await play(ai, details, ['hey', 'what do you do for fun?'])).turns[1]!.reply).not.toContain('homebody — I love');
  });
});
