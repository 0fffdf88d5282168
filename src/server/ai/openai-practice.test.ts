import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { startFakeOpenAiServer, type ChatRequestBody, type FakeOpenAiServer } from '../../../tests/helpers/fake-openai-server';
import type { PracticeDetails } from '../../db/schema/practice';
import { createOpenAiPracticeAi, matchUserLine } from './openai-practice';
import type { CoachChunk, PracticeAi, ReportRequest } from './practice-ai';
import type { ProviderChunk } from './provider';
import { ProviderError } from './provider-error';

let fake: FakeOpenAiServer;
let ai: PracticeAi;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  ai = createOpenAiPracticeAi({ apiKey: 'test-key', baseURL: fake.url, model: 'fake-model', maxRetries: 0 });
});
afterAll(() => fake.close());
beforeEach(() => fake.set({}));

const signal = () => new AbortController().signal;
const schemaName = (body: ChatRequestBody) => body.response_format?.json_schema?.name ?? null;
const systemOf = (body: ChatRequestBody) => String(body.messages?.[0]?.content ?? '');
const allText = (body: ChatRequestBody) => (body.messages ?? []).map((m) => String(m.content)).join('\n');

const DETAILS: PracticeDetails = {
  title: 'Ask Maya out',
  scenario: 'You and Maya have been chatting since chemistry class.',
  success_condition: 'Maya says yes to a specific plan — a day and an activity.',
  failure_condition: 'You insult her, push after a no, or send three risky messages.',
  you_will_learn: [{ emoji: '🎯', content: 'Make a specific invitation' }],
  simulated_role: 'Maya, your crush from chemistry class',
};

const PLAN = {
  name: 'Asking Maya out',
  description: 'Rehearse asking Maya out.',
  practices: [
    { name: 'Break the ice', title: 'Break the ice with Maya', scenario: 'Maya texts you after class.', success_condition: 'Maya keeps chatting warmly.', failure_condition: 'You insult her.', you_will_learn: [{ emoji: '💬', content: 'Ask open questions' }, { emoji: '', content: '' }], simulated_role: 'Maya, your crush from chemistry class' },
    { name: 'Ask her out', title: 'Ask Maya out', scenario: 'It is going well.', success_condition: 'Maya says yes to a specific plan.', failure_condition: 'You push after a no.', you_will_learn: [{ emoji: '🎯', content: 'Be specific' }], simulated_role: 'Maya, your crush from chemistry class' },
    { name: 'Third', title: 'Third', scenario: 'x', success_condition: 'y', failure_condition: 'z', you_will_learn: [], simulated_role: 'Maya' },
    { name: 'Fourth', title: 'Fourth', scenario: 'x', success_condition: 'y', failure_condition: 'z', you_will_learn: [], simulated_role: 'Maya' },
  ],
};

async function coachChunks(history: { role: 'user' | 'assistant'; text: string }[], currentPlan = null) {
  const chunks: CoachChunk[] = [];
  for await (const c of ai.streamCoach({ history, memory: [], currentPlan }, signal())) chunks.push(c);
  return chunks;
}
const textOf = (chunks: readonly (CoachChunk | ProviderChunk)[]) => chunks.map((c) => (c.type === 'text' ? c.delta : '')).join('');

async function failure(run: () => Promise<unknown>): Promise<ProviderError> {
  const error = await run().then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('openai practice: the coach', () => {
  test('welcome: one streamed call, no decision, no plan', async () => {
    const before = fake.requests.length;
    fake.set({ reply: 'Hi! What conversation would you like to rehearse?' });
    const chunks = await coachChunks([]);
    expect(chunks.every((c) => c.type === 'text')).toBe(true);
    expect(textOf(chunks)).toBe('Hi! What conversation would you like to rehearse?');
    const calls = fake.requests.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.stream).toBe(true);
    expect(systemOf(calls[0]!.body)).toContain('Practice Coach');
  });

  test('not enough to plan: a structured decision, then a streamed clarifying question', async () => {
    const before = fake.requests.length;
    fake.set({ json: { build_plan: false, reason: 'just a greeting' }, reply: 'Happy to help — who is the conversation with?' });
    const chunks = await coachChunks([{ role: 'user', text: 'hi' }]);
    expect(chunks.map((c) => c.type).filter((t) => t !== 'text')).toEqual([]);
    expect(textOf(chunks)).toBe('Happy to help — who is the conversation with?');
    const [decision, reply] = fake.requests.slice(before);
    expect(decision!.body.stream).toBeFalsy();
    expect(decision!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'coach_decision', strict: true } });
    expect(reply!.body.stream).toBe(true);
    expect(systemOf(reply!.body)).toContain('ONE clarifying question');
  });

  test('enough to plan: plan_updating, the coach text as deltas, then the plan built to match it', async () => {
    const before = fake.requests.length;
    fake.set({
      json: (body: ChatRequestBody) => (schemaName(body) === 'coach_decision' ? { build_plan: true, reason: 'crush, ask out' } : PLAN),
      chunks: ['Asking Maya out ', 'is a great ', 'thing to rehearse.'],
    });
    const chunks = await coachChunks([{ role: 'user', text: 'I want to practise asking my crush Maya out' }]);
    const types = chunks.map((c) => c.type);
    expect(types[0]).toBe('plan_updating');
    expect(types.at(-1)).toBe('plan');
    expect(types.slice(1, -1).every((t) => t === 'text')).toBe(true);
    expect(textOf(chunks)).toBe('Asking Maya out is a great thing to rehearse.');
    const plan = chunks.at(-1)!.type === 'plan' ? (chunks.at(-1) as Extract<CoachChunk, { type: 'plan' }>).plan : null;
    expect(plan!.practices.map((p) => p.name)).toEqual(['Break the ice', 'Ask her out', 'Third']); // at most 3
    expect(plan!.practices[0]!.details.you_will_learn).toEqual([{ emoji: '💬', content: 'Ask open questions' }]);
    const calls = fake.requests.slice(before);
    expect(calls.map((r) => schemaName(r.body))).toEqual(['coach_decision', null, 'practice_plan']);
    expect(allText(calls[2]!.body)).toContain('Asking Maya out is a great thing to rehearse.');
    expect(allText(calls[2]!.body)).toContain('I want to practise asking my crush Maya out');
  });

  test("'Practice this': with the advisor chat as source, the opening decides and plans from that chat", async () => {
    const before = fake.requests.length;
    fake.set({ json: (body: ChatRequestBody) => (schemaName(body) === 'coach_decision' ? { build_plan: true, reason: 'from the chat' } : PLAN), reply: 'Let’s rehearse asking Maya out.' });
    const source = [
      { role: 'user' as const, text: 'I want to ask Maya from chemistry out' },
      { role: 'assistant' as const, text: 'Keep it light and suggest a specific plan.' },
    ];
    const chunks: CoachChunk[] = [];
    for await (const c of ai.streamCoach({ history: [], memory: [], currentPlan: null, source }, signal())) chunks.push(c);
    expect(chunks.at(-1)?.type).toBe('plan');
    const calls = fake.requests.slice(before);
    expect(calls.map((r) => schemaName(r.body))).toEqual(['coach_decision', null, 'practice_plan']);
    for (const call of calls) expect(allText(call.body)).toContain('Keep it light and suggest a specific plan.');
  });

  test('a rebuild after practices were played tells the model to say a new plan starts and the old one stays', async () => {
    const before = fake.requests.length;
    fake.set({ json: (body: ChatRequestBody) => (schemaName(body) === 'coach_decision' ? { build_plan: true, reason: 'new goal' } : PLAN), reply: 'New plan.' });
    const current = { name: 'Asking Maya out', description: '', practices: [] };
    for await (const _ of ai.streamCoach({ history: [{ role: 'user', text: 'Now a raise' }], memory: [], currentPlan: current, playedPractices: 2 }, signal())) void _;
    const reply = fake.requests.slice(before)[1]!;
    expect(systemOf(reply.body)).toContain('already played 2 practice(s) of the current plan “Asking Maya out”');
  });

  test('a plan with no usable practices is a bad response (after plan_updating)', async () => {
    fake.set({ json: (body: ChatRequestBody) => (schemaName(body) === 'coach_decision' ? { build_plan: true, reason: 'x' } : { ...PLAN, practices: [] }), reply: 'Here we go.' });
    const seen: string[] = [];
    const error = await failure(async () => {
      for await (const c of ai.streamCoach({ history: [{ role: 'user', text: 'a job interview' }], memory: [], currentPlan: null }, signal())) seen.push(c.type);
    });
    expect(error.kind).toBe('bad_response');
    expect(seen[0]).toBe('plan_updating');
  });
});

describe('openai practice: the character', () => {
  test('plays the role in the prompt, with mood and beat; history as turns; reasoning dropped', async () => {
    fake.set({ reasoning: ['thinking…'], chunks: ['yes!! ', 'saturday ', 'coffee ', 'sounds perfect 😊'] });
    const chunks: ProviderChunk[] = [];
    const history = [
      { role: 'assistant' as const, text: 'hey! how was class?' },
      { role: 'user' as const, text: 'Would you like to get coffee on Saturday?' },
    ];
    for await (const c of ai.streamCharacter({ details: DETAILS, persona: 'She loves hiking.', history, mood: 'warm', beat: 'succeed' }, signal())) chunks.push(c);
    expect(chunks.every((c) => c.type === 'text')).toBe(true);
    expect(textOf(chunks)).toBe('yes!! saturday coffee sounds perfect 😊');
    const body = fake.requests.at(-1)!.body;
    const system = systemOf(body);
    expect(system).toContain('Maya, your crush from chemistry class');
    expect(system).toContain('She loves hiking.');
    expect(system).toContain('warm and interested');
    expect(system).toContain('They have just met the success condition');
    expect(body.messages?.slice(1)).toEqual([
      { role: 'assistant', content: 'hey! how was class?' },
      { role: 'user', content: 'Would you like to get coffee on Saturday?' },
    ]);
  });

  test('opening: a user nudge follows the system prompt', async () => {
    fake.set({ reply: 'hey!' });
    await ai.streamCharacter({ details: DETAILS, persona: null, history: [], mood: 'neutral', beat: 'opening' }, signal())[Symbol.asyncIterator]().next();
    const body = fake.requests.at(-1)!.body;
    expect(body.messages?.at(-1)).toEqual({ role: 'user', content: '(The conversation starts now. Send your first message.)' });
  });

  test('an abort mid-stream ends the stream quietly and cancels the request', async () => {
    fake.set({ reply: 'one two three four five six', stallAfterChunks: 2 });
    const controller = new AbortController();
    const seen: ProviderChunk[] = [];
    for await (const c of ai.streamCharacter({ details: DETAILS, persona: null, history: [], mood: 'neutral', beat: 'opening' }, controller.signal)) {
      seen.push(c);
      if (seen.length === 2) controller.abort();
    }
    expect(seen).toHaveLength(2);
    await fake.waitForCancel();
  });
});

describe('openai practice: the evaluator', () => {
  const req = { details: DETAILS, history: [{ role: 'assistant' as const, text: 'hey' }, { role: 'user' as const, text: 'How was the quiz?' }], progress: 40, mood: 'neutral' as const };
  const raw = { moves: ['asks_question'], delta: 15, rating: 'great', reason: 'You asked about the quiz.', outcome: 'continue', mood: 'open', character_ends: false, failure_reason: null };

  test('a structured call; progress computed from the delta', async () => {
    fake.set({ json: raw });
    const e = await ai.evaluateTurn(req, signal());
    expect(e).toEqual({ delta: 15, progress: 55, rating: 'great', reason: 'You asked about the quiz.', outcome: 'continue', mood: 'open', characterEnds: false, failureReason: null });
    const body = fake.requests.at(-1)!.body;
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'turn_evaluation' } });
    expect(allText(body)).toContain('Progress before this line: 40 / 100');
    expect(allText(body)).toContain('<user_message>\nHow was the quiz?\n</user_message>');
  });

  test('100 only with a success, and always with one; failures end the conversation with a reason', async () => {
    fake.set({ json: { ...raw, delta: 90 } });
    expect(await ai.evaluateTurn(req, signal())).toMatchObject({ progress: 99, delta: 59, outcome: 'continue' });
    fake.set({ json: { ...raw, delta: 5, outcome: 'succeed', mood: 'warm' } });
    expect(await ai.evaluateTurn(req, signal())).toMatchObject({ progress: 100, delta: 60, outcome: 'succeed', rating: 'great', mood: 'delighted' });
    fake.set({ json: { ...raw, delta: -500, outcome: 'failed', rating: 'ok', reason: 'You insulted her.', mood: 'hurt', character_ends: false } });
    expect(await ai.evaluateTurn(req, signal())).toMatchObject({ progress: 0, delta: -40, outcome: 'failed', rating: 'risky', characterEnds: true, failureReason: 'You insulted her.' });
  });

  test('a red flag the failure condition names is decided as offline, without asking the model', async () => {
    const before = fake.requests.length;
    const insult = { ...req, history: [...req.history.slice(0, 1), { role: 'user' as const, text: 'ur so increadibly stupid lol' }] };
    const e = await ai.evaluateTurn(insult, signal());
    expect(e).toMatchObject({ outcome: 'failed', rating: 'risky', characterEnds: true });
    expect(e.reason).toContain('ur so increadibly stupid lol');
    expect(fake.requests.length).toBe(before);
  });

  test('a push put as a question right after her no is decided as offline too; said first, the model decides', async () => {
    const before = fake.requests.length;
    const pushback = { ...req, history: [{ role: 'assistant' as const, text: "No, sorry, I'd rather not." }, { role: 'user' as const, text: 'seriously? how about just half an hour then' }] };
    const e = await ai.evaluateTurn(pushback, signal());
    expect(e).toMatchObject({ outcome: 'failed', rating: 'risky', characterEnds: true });
    expect(fake.requests.length).toBe(before);
    fake.set({ json: raw });
    const first = { ...req, history: [req.history[0]!, { role: 'user' as const, text: 'seriously? how about just half an hour then' }] };
    await ai.evaluateTurn(first, signal());
    expect(fake.requests.length).toBe(before + 1);
  });

  test('a red-flag line the model rated great is corrected to risky, with no progress gained', async () => {
    fake.set({ json: raw });
    const guilt = { ...req, history: [...req.history.slice(0, 1), { role: 'user' as const, text: "I guess I'm not good enough for you then." }] };
    const e = await ai.evaluateTurn(guilt, signal());
    expect(e).toMatchObject({ rating: 'risky', outcome: 'continue', progress: 40, delta: 0 });
    expect(e.reason).toContain('guilt trip');
  });

  test('an answer outside the schema is a bad response', async () => {
    fake.set({ json: { ...raw, rating: 'amazing' } });
    expect((await failure(() => ai.evaluateTurn(req, signal()))).kind).toBe('bad_response');
  });

  test('server errors map onto ProviderError kinds', async () => {
    fake.set({ status: 500 });
    expect((await failure(() => ai.evaluateTurn(req, signal()))).kind).toBe('unavailable');
    fake.set({ status: 429, retryAfter: '7' });
    const limited = await failure(() => ai.evaluateTurn(req, signal()));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.retryAfterSeconds).toBe(7);
    fake.set({ status: 401 });
    expect((await failure(() => ai.evaluateTurn(req, signal()))).kind).toBe('auth');
  });
});

describe('openai practice: the report', () => {
  const history = [
    { role: 'assistant' as const, text: 'hey! how was class?' },
    { role: 'user' as const, text: 'Honestly I bombed the quiz haha. How did you do?' },
    { role: 'assistant' as const, text: 'same lol' },
    { role: 'user' as const, text: 'come on, why not?' },
  ];
  const req: ReportRequest = {
    details: DETAILS,
    history,
    scoredLines: [
      { text: history[1]!.text, rating: 'great', reason: 'You asked.', delta: 20 },
      { text: history[3]!.text, rating: 'risky', reason: 'You pushed.', delta: -30 },
    ],
    outcome: 'failed',
    endType: 'auto',
  };

  test('quotes are snapped to the user’s real lines; invented or repeated quotes are dropped', async () => {
    fake.set({
      json: {
        start_tip: 'Good opener.',
        end_tip: 'Pushing ended it.',
        good_response: [
          { scenario: 'She asked about class.', your_response: '"honestly I bombed the quiz haha.  How did you do?"', coach_insight: 'Self-deprecating and curious.' },
          { scenario: 'x', your_response: 'Honestly I bombed the quiz haha. How did you do?', coach_insight: 'duplicate' },
          { scenario: 'x', your_response: 'same lol', coach_insight: 'the character said this' },
          { scenario: 'x', your_response: 'Let us go to the movies', coach_insight: 'never said' },
        ],
        bad_response: [{ scenario: 'She hesitated.', your_response: 'come on, why not', better_approach: 'No worries!', coach_insight: 'Pressure.' }],
        expert_advice: [{ title: 'Be specific', content: 'A day and an activity.' }, { title: '', content: 'empty title dropped' }],
        takeaway: [
          { icon: '✅', title: 'Keep', content: 'Asking.' },
          { icon: '🔧', title: 'Fix', content: 'Pushing.' },
          { icon: '🚀', title: 'Next', content: 'Retry.' },
          { icon: '➕', title: 'Extra', content: 'Too many.' },
        ],
      },
    });
    const report = await ai.buildReport(req, signal());
    expect(report.good_response).toEqual([{ scenario: 'She asked about class.', your_response: history[1]!.text, coach_insight: 'Self-deprecating and curious.' }]);
    expect(report.bad_response.map((b) => b.your_response)).toEqual([history[3]!.text]);
    expect(report.expert_advice).toEqual([{ title: 'Be specific', content: 'A day and an activity.' }]);
    expect(report.takeaway).toHaveLength(3);
    const body = fake.requests.at(-1)!.body;
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'practice_report' } });
    expect(allText(body)).toContain('[U2] (risky, -30; You pushed.) come on, why not?');
  });

  test('matching a quote to a line', () => {
    const lines = ['Would you like to get coffee on Saturday?', 'ok'];
    expect(matchUserLine('Would you like to get coffee on Saturday?', lines)).toBe(lines[0]!);
    expect(matchUserLine('would you like to get coffee on saturday', lines)).toBe(lines[0]!);
    expect(matchUserLine('Would you like to get coffee on Saturday? 🙂 I know a place', lines)).toBe(lines[0]!);
    expect(matchUserLine('Want to see a film tonight?', lines)).toBeNull();
  });
});

describe('openai practice: simulator summary and the rest', () => {
  test('the summary streams text built from the persona and the chat', async () => {
    fake.set({ chunks: ['**What went well:** ', '“How was class?”'] });
    let text = '';
    for await (const c of ai.streamSimulatorSummary({ persona: 'Your Crush: Maya from class', history: [{ role: 'user', text: 'How was class?' }] }, signal())) if (c.type === 'text') text += c.delta;
    expect(text).toBe('**What went well:** “How was class?”');
    expect(allText(fake.requests.at(-1)!.body)).toContain('Your Crush: Maya from class');
  });

  test('kind and initial mood', () => {
    expect(ai.kind).toBe('openai');
    expect(ai.initialMood?.({ ...DETAILS, simulated_role: 'Your ex', success_condition: 'Your ex accepts your apology and agrees to talk.' })).toBe('guarded');
  });

  test('an unreachable server is unavailable', async () => {
    const down = createOpenAiPracticeAi({ apiKey: 'k', baseURL: 'http://127.0.0.1:9/v1', model: 'm', maxRetries: 0 });
    const error = await failure(async () => {
      for await (const _ of down.streamCoach({ history: [], memory: [], currentPlan: null }, signal())) void _;
    });
    expect(error.kind).toBe('unavailable');
  });
});
