import { describe, expect, test } from 'bun:test';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { answersTo, planFor, play } from '../../../../../tests/helpers/practice-play';
import { inOwnVoice, toldEventIn } from './scenario-repair-told';
import { tenancyAskIn } from './scenario-tenancy-ask';
import { habitAsOwn } from './scenario-issue-told';
import { placeFromFacts } from './plan-person';
import { readPlanContext } from './plan-context';
import { findRedFlags } from './red-flags';
import { PRONOUNS } from './roles';

/**
 * The situation the user described reaches the practice (issue #23 points 1–2, session 18): what
 * happened between them and a friend, relative, partner or ex; a tenant's permission ask; what a
 * coworker or roommate keeps doing; an ask of the manager whatever else the request names; a date
 * already arranged; where they know someone from. The character says it back in its own voice.
 */

const ai = createOfflinePracticeAi();
const answers = (request: string, questions: readonly string[]) => answersTo(ai, request, questions);

describe('what happened, read from the request', () => {
  test('a finite event, a reason after "upset because", what an apology is for; none in a bare wish', () => {
    expect(toldEventIn('my cousin and I argued at the funeral about the will and now she blocks my calls')).toEqual({ clause: 'you and your cousin argued at the funeral about the will', finite: true });
    expect(toldEventIn('my flatmate Zoe is upset because I ate her leftover curry')).toEqual({ clause: 'you ate her leftover curry', finite: true });
    expect(toldEventIn('I need to say sorry to my aunt for skipping her retirement do')).toEqual({ clause: 'skipping her retirement do', finite: false });
    expect(toldEventIn('I want to practise talking to my uncle')).toBeNull();
  });
  test('said in the character’s own voice: the character is I/me/my, the user stays you', () => {
    const who = { name: null, label: 'your family member', pronouns: PRONOUNS.she, role: 'Your cousin' };
    expect(inOwnVoice('you and your cousin argued at the funeral about the will', who)).toBe('you and I argued at the funeral about the will');
    expect(inOwnVoice('you ate her leftover curry', { name: 'Zoe', label: 'your friend', pronouns: PRONOUNS.she, role: 'Zoe, your friend' })).toBe('you ate my leftover curry');
  });
});

describe('the person the user rehearses with knows what happened', () => {
  test('a sister asked what this is about names the row at the funeral, in her voice', async () => {
    const { details, replies } = await answers('my sister and I fell out at grandad’s funeral over the flowers and now she blanks me', ['what is this about?', 'why are you so upset?']);
    expect(details.scenario).toContain('What happened: you and your sister fell out at grandad');
    expect(replies[0]).toMatch(/^you and I fell out at grandad.s funeral over the flowers/);
    expect(replies[1]).toMatch(/funeral/);
  });
  test('a friend asked why he is upset names the missed stag do', async () => {
    const { replies } = await answers('my mate Rob is angry because I missed his stag do for a work trip', ['why are you upset?']);
    expect(replies[0]).toMatch(/you missed my stag do for a work trip/);
  });
  test('the repair opens with it, in the person’s voice', async () => {
    const details = (await planFor(ai, 'my brother is hurt because I skipped his graduation')).practices[0]!.details;
    expect((await play(ai, details, [])).opening).toBe('hey. got your message. honestly, I’m still hurt that you skipped my graduation.');
  });
  test('an old friend asked how long it has been names the told time', async () => {
    const { replies } = await answers("I haven't spoken to my friend Kim since her move to Leeds two years ago and I want to reach out", ['how long has it been?']);
    expect(replies[0]).toMatch(/since my move to leeds two years ago/i);
  });
});

describe('a tenant’s permission ask', () => {
  test('read from the request, in the second person', () => {
    expect(tenancyAskIn('can I ask my landlord whether I can put up shelves in the lounge')).toBe('you can put up shelves in the lounge');
    expect(tenancyAskIn('I want to ask the letting agent if my brother could stay for a month')).toBe('your brother could stay for a month');
    expect(tenancyAskIn('my landlord has not fixed the boiler')).toBeNull();
  });
  test('the landlord talks about what is asked, never the stock boiler or a kept deposit', async () => {
    const { details, replies } = await answers('I want to ask my landlord if I can keep a rabbit', ['what are you asking?', 'what worries you about it?']);
    expect(details.scenario).toContain('whether you can keep a rabbit');
    expect(replies[0]).toContain('whether you can keep a rabbit');
    expect(replies[1]).toContain('keeping a rabbit');
    for (const r of replies) expect(r).not.toMatch(/\b(?:boiler|mould|deposit kept|£1,\d{3})\b/i);
  });
});

describe('what a coworker or roommate keeps doing', () => {
  test('the habit in their own voice', () => {
    expect(habitAsOwn('keeps taking your parking space', { pronouns: PRONOUNS.he })).toBe('taking your parking space');
    expect(habitAsOwn('never washes his mugs', { pronouns: PRONOUNS.he })).toBe('never washing my mugs');
  });
  test('asked what the problem is, the coworker names it', async () => {
    const { replies } = await answers('my coworker Priti keeps taking my parking space', ['what is the problem?']);
    expect(replies[0]).toMatch(/You mean me taking your parking space\?/);
  });
});

describe('asks, dates and places read with the understanding layer', () => {
  test('an ask of the manager is a work ask, whatever relative it names', () => {
    expect(readPlanContext(['I want to ask my manager for two days off, my mum is having surgery'])?.kind).toBe('colleague');
    expect(readPlanContext(['I want to ask my manager for two days off, my mum is having surgery'])?.workAsk?.toManager).toBe(true);
  });
  test('a date already arranged is played as the date, and the date knows where and when', async () => {
    const { details, replies } = await answers('first date with Ines on saturday at a cocktail bar', ['where are we meeting?']);
    expect(details.title).toMatch(/^On the date/);
    expect(replies[0]).toMatch(/cocktail bar/);
  });
  test('where the user knows someone from, led by at/from on a place the layer read', () => {
    expect(placeFromFacts('I want to ask out the guy from my salsa class', ['class'])).toBe('from salsa class');
    expect(placeFromFacts('I want to make friends at work', ['work'])).toBeNull();
  });
});

describe('a candidate for a named role', () => {
  test('has done that work, not the bank’s product design', async () => {
    const { replies } = await answers("I'm hiring a sous chef for my restaurant and want to practise the interview", ['what did you do in your last job?']);
    expect(replies[0]).toMatch(/working as a sous chef/);
    expect(replies[0]).not.toMatch(/designer|payments/);
  });
});

describe('a client whose deadline the user asks to move', () => {
  test('is played as the one the work is owed to, never a customer with a broken order', async () => {
    const { replies } = await answers('I need to ask my client for another week on the logo project', ['what happened?', 'what is left to do?']);
    for (const r of replies) expect(r).not.toMatch(/\b(?:blender|jug|parcel|the order|courier)\b/i);
  });
});

describe('"what is the problem?" asks, it does not push', () => {
  test('alone it is no red flag; with a push it still is', () => {
    expect(findRedFlags('What is the problem exactly?')).toEqual([]);
    expect(findRedFlags("what's the issue with the flat?")).toEqual([]);
    expect(findRedFlags("Just approve it, what's the problem?").map((f) => f.kind)).toContain('pressure');
  });
});
