import { describe, expect, test } from 'bun:test';
import { SITUATION_TYPES, typeForChoice, understand } from '.';
import { CORPUS, SITUATION_EXAMPLES } from './corpus';
import modelJson from './model.json';
import { corpusHash } from './model-hash';

describe('understanding: corpus and model', () => {
  test('the corpus has ≥ 600 utterances over ≥ 50 situation types, each type in the catalogue', () => {
    expect(SITUATION_EXAMPLES.length).toBeGreaterThanOrEqual(600);
    const types = new Set(SITUATION_EXAMPLES.map((e) => e.type).filter((t) => t !== 'none'));
    expect(types.size).toBeGreaterThanOrEqual(50);
    for (const t of types) expect(SITUATION_TYPES[t]).toBeDefined();
  });

  test('the committed model was trained on the current corpus and features (else: bun scripts/train-understanding.ts)', () => {
    expect(modelJson.hash).toBe(corpusHash());
    // Hashes every utterance's features: seconds on a loaded machine, and it grows with the corpus.
  }, 30_000);

  test('every safety case in the corpus raises its flag', () => {
    for (const e of CORPUS.filter((x) => x.safety)) expect(understand(e.text).safety?.kind).toBe(e.safety!);
  });
});

describe('understand()', () => {
  test('the friend who owes $200: type, people, facts and goal in the user terms', () => {
    const u = understand('A friend owes me $200 for three months and keeps dodging it. How do I bring it up without losing the friendship?');
    expect(u.type).toBe('friend-owes-money');
    expect(u.category).toBe('friendship');
    expect(u.facts).toContainEqual({ kind: 'amount', text: '$200' });
    expect(u.facts).toContainEqual({ kind: 'duration', text: 'three months' });
    expect(u.people[0]).toMatchObject({ role: 'friend' });
    expect(u.goal).toMatchObject({ ask: 'bring it up', without: 'losing the friendship', stated: true });
    expect(u.safety).toBeNull();
    expect(u.language).toBe('en');
  });

  test('negation: "I don\'t want to get back together" is moving on, and is recorded as not wanted', () => {
    const u = understand("My ex keeps texting. I don't want to get back together, how do I tell him kindly?");
    expect(u.category).toBe('ex');
    expect(u.type).not.toBe('ex-get-back');
    expect(u.goal.notWanted).toContain('to get back together');
  });

  test('a coworker crush is not a coworker conflict, and the reverse', () => {
    expect(understand('I have a crush on my coworker and want to ask her out for drinks after work').type).toBe('coworker-crush');
    expect(understand('My coworker keeps interrupting me in meetings and it drives me mad').type).toBe('coworker-conflict');
  });

  test('names, roles and pronouns', () => {
    const u = understand('My crush Leo liked my story at 2am, and my boss saw it too');
    expect(u.people).toContainEqual({ role: 'crush', name: 'Leo', mention: 'my crush Leo' });
    expect(u.people.some((p) => p.role === 'boss')).toBe(true);
    expect(understand('Sam said he would call but he never did').people[0]).toMatchObject({ name: 'Sam' });
  });

  test('facts: times, events, places and channels', () => {
    const u = understand('I want to ask her to the concert on Saturday, we only talk on Bumble and at the gym');
    const kinds = Object.fromEntries(u.facts.map((f) => [f.text.toLowerCase(), f.kind]));
    expect(kinds).toMatchObject({ concert: 'event', saturday: 'time', bumble: 'channel', gym: 'place' });
  });

  test('tone signals, with a "not" cancelling one', () => {
    expect(understand("I'm so nervous and honestly hurt that she didn't reply").tone).toEqual(expect.arrayContaining(['hurt', 'anxious']));
    expect(understand("I'm not angry, just confused about what he meant").tone).not.toContain('angry');
  });

  test('other languages are recognised', () => {
    expect(understand('mi amigo me debe 200 dólares desde hace tres meses').language).toBe('es');
    expect(understand("Mon copain et moi, on s'est disputés hier soir").language).toBe('fr');
    expect(understand('你好，我想问一下这个评论怎么回复').language).toBe('zh');
  });

  test('off-topic text has no situation; a tapped clarifying choice decides the type, details come from before', () => {
    expect(understand('tell me a joke').type).toBeNull();
    const first = 'He keeps asking about the money and the weekend';
    const choice = SITUATION_TYPES['roommate-money']!.choice;
    expect(typeForChoice(choice)).toBe('roommate-money');
    const u = understand(choice, [first]);
    expect(u.type).toBe('roommate-money');
    expect(u.confidence).toBe(1);
    expect(u.facts.some((f) => f.text.toLowerCase().includes('weekend'))).toBe(true);
  });

  test('a short follow-up is read with the message before it', () => {
    const u = understand('what now?', ['My friend borrowed €300 for rent in March and never paid me back']);
    expect(u.category).toBe('friendship');
    expect(u.facts.some((f) => f.text === '€300')).toBe(true);
  });
});
