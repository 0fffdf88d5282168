import { describe, expect, test } from 'bun:test';
import { askCoach, play } from '../../../../../tests/helpers/practice-play';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { characterDoings, personSentence, statedPersonIn } from './plan-person-traits';
import { PRONOUNS } from './roles';
import { SIMULATOR_CATALOGUE } from '../../../../db/seed/simulators-data';

/** Who the other person is, as the user stated it, in every personal practice (issue #23 point 2, engineer j19). */

const ai = createOfflinePracticeAi();

describe('the person the user stated', () => {
  test('job and doings are read by grammar, the user’s own job and complaints are not', () => {
    expect(statedPersonIn('my crush Noah is a vet and he plays the guitar, i want to ask him out', 'Noah')).toEqual({ job: 'vet', doings: ['plays the guitar'] });
    expect(statedPersonIn('how do i break the ice with Ella, she teaches yoga at my studio', 'Ella').doings).toEqual(['teaches yoga at your studio']);
    expect(statedPersonIn('my mum runs a hair salon and she is hurt', null).doings).toEqual(['runs a hair salon']);
    expect(statedPersonIn('he is an architect and loves bouldering', 'Kai').doings).toEqual(['loves bouldering']);
    expect(statedPersonIn('my roommate Bea keeps eating my food', 'Bea').doings).toEqual([]);
    expect(statedPersonIn('my mum keeps giving my kids sweets after i asked her not to', null).doings).toEqual([]);
    expect(statedPersonIn("I'm a nurse and I want to ask out Tom", 'Tom').job).toBeNull();
    expect(statedPersonIn('she thinks I dont care and she says I never listen', null).doings).toEqual([]);
  });

  test('the sentence agrees with its subject', () => {
    expect(personSentence('Noah', PRONOUNS.he, { job: 'vet', doings: ['plays the guitar'] })).toBe('Noah is a vet. He plays the guitar.');
    expect(personSentence('they', PRONOUNS.they, { job: 'lawyer', doings: [] })).toBe('They are a lawyer.');
    expect(personSentence('your crush', PRONOUNS.they, { job: null, doings: ['runs the record shop'] })).toBe('Your crush runs the record shop.');
  });

  test('the character reads only its own doings from a scenario', () => {
    expect(characterDoings('Sam brews his own beer. Sam just messaged you after work.', null, 'Sam')).toEqual(['brews his own beer']);
    expect(characterDoings('Someone who speaks another language just messaged you. Keep it short.', null, null)).toEqual([]);
    expect(characterDoings('Your new match runs a coffee cart at the market. You just matched.', null, null)).toEqual(['runs a coffee cart at the market']);
    // The simulators' own instructions ("your own interests, moods and plans, not an assistant") are nobody's doings.
    for (const seed of SIMULATOR_CATALOGUE) for (const text of Object.values(seed).filter((v): v is string => typeof v === 'string')) expect(characterDoings('', text, 'Leo')).toEqual([]);
    expect(characterDoings('', 'Leo, we met at the climbing gym, he is funny. You are a realistic person with your own interests, moods and plans, not an assistant.', 'Leo')).toEqual([]);
  });
});

describe('every practice, the coach and the character carry it', () => {
  test('a crush who is a vet and plays the guitar', async () => {
    const coach = await askCoach(ai, [{ role: 'user', text: 'my crush Noah is a vet and he plays the guitar, i want to ask him out' }]);
    expect(coach.text).toContain('Noah is a vet who plays the guitar');
    const practices = coach.plan!.practices;
    expect(practices.length).toBeGreaterThan(1);
    for (const p of practices) expect(p.details.scenario.startsWith('Noah is a vet. He plays the guitar.')).toBe(true);
    const details = practices[0]!.details;
    expect((await play(ai, details, ['what do you do?'])).turns[0]!.reply).toContain('vet');
    expect((await play(ai, details, ['what do you do for fun?'])).turns[0]!.reply).toContain('guitar');
  });

  test('a repair keeps what happened first, then who they are', async () => {
    const coach = await askCoach(ai, [{ role: 'user', text: 'my brother Luca is a mechanic and he is upset because I crashed his van' }]);
    const scenario = coach.plan!.practices[0]!.details.scenario;
    expect(scenario).toMatch(/^What happened: [^.]*\. Luca is a mechanic\./);
  });

  test('a doing that is a living answers "what do you do?"', async () => {
    const coach = await askCoach(ai, [{ role: 'user', text: 'how do i ask out my neighbour Tom, he runs the record shop downstairs' }]);
    const reply = (await play(ai, coach.plan!.practices[0]!.details, ['what do you do?'])).turns[0]!.reply;
    expect(reply).toContain('I run the record shop downstairs');
  });

  test('a question naming a doing is answered from it', async () => {
    const coach = await askCoach(ai, [{ role: 'user', text: 'how do I make friends with my new neighbour Greta, she keeps bees in her garden' }]);
    const reply = (await play(ai, coach.plan!.practices[0]!.details, ['how are the bees?'])).turns[0]!.reply;
    expect(reply).toContain('I keep bees in my garden');
  });

  test('a work practice is left as it was', async () => {
    const coach = await askCoach(ai, [{ role: 'user', text: 'I want to ask my manager for a raise, my review is on 14 May' }]);
    for (const p of coach.plan!.practices) expect(p.details.scenario).not.toMatch(/is a manager\./);
  });
});
