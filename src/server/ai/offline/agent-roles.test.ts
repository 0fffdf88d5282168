import { describe, expect, test } from 'bun:test';
import { ACTIVE_AGENT_SLUGS, type AgentSlug } from '../../../shared/agent-slugs';
import { resolveRole } from './agent-roles';
import { collectAdvice } from './collect-advice';
import { createOfflineProvider } from './offline-provider';

const provider = createOfflineProvider();
const ask = (slug: AgentSlug, text: string, memory: string[] = []) =>
  collectAdvice(provider, { agent: { slug, name: 'Agent' }, history: [{ role: 'user', text }], memory });

describe('every agent answers in its role, with the shared shape', () => {
  test('all 12 active agents produce read → 3 suggestions → avoid → next step, and differ from each other', async () => {
    const texts = new Set<string>();
    for (const slug of ACTIVE_AGENT_SLUGS) {
      const { text, suggestions } = await ask(slug, 'I need help talking to someone I like at work, she seems distant lately');
      expect(suggestions).toHaveLength(3);
      expect(text).toContain('**One thing to avoid:**');
      expect(text).toContain('**Next step:**');
      expect(text.indexOf('**One thing to avoid:**')).toBeLessThan(text.indexOf('**Next step:**'));
      texts.add(text);
    }
    expect(texts.size).toBeGreaterThanOrEqual(10);
  });

  test('retired slugs resolve to the advisor role', () => {
    expect(resolveRole('rednote')).toBe('advisor');
    expect(resolveRole('practice-agent')).toBe('advisor');
    expect(resolveRole('no-such-agent')).toBe('advisor');
  });
});

describe('characteristic output per role', () => {
  test('Relationship Repair Advisor: repair messages, with a stated goal from memory', async () => {
    const { text, suggestions } = await ask('relationship-repair-advisor', 'We broke up two months ago and I miss her', [
      'User wants to get back together with their ex.',
    ]);
    expect(text).toMatch(/reconnect|light/i);
    expect(text).toContain('get back together with your ex');
    expect(suggestions.map((s) => s.tone)).toEqual(expect.arrayContaining(['Gentle']));
  });

  test('Relationship Repair Advisor with an apology need', async () => {
    const { text, suggestions } = await ask('relationship-repair-advisor', 'I forgot my best friend\u2019s birthday and I want to apologize');
    expect(text).toMatch(/apolog/i);
    expect(suggestions.some((s) => /sorry/i.test(s.text))).toBe(true);
  });

  test('Love Signals Detector: lists signals for and against and gives a verdict', async () => {
    const { text } = await ask(
      'love-signals-detector',
      'She texts me first most days, laughs at my jokes and remembers small details, but she never makes plans. Does she like me?',
    );
    expect(text).toContain('**Signals for:**');
    expect(text).toContain('**Signals against:**');
    expect(text).toContain('- Starts conversations');
    expect(text).toContain('- Laughs at your jokes');
    expect(text).toContain('- Cancels or avoids plans');
    expect(text).not.toMatch(/Signals for:\*\*[^*]*Makes or accepts plans/); // "never makes plans" is not a plus
    expect(text).toMatch(/Leaning interested|Mixed signals/);
  });

  test('Date Success Coach: date ideas when planning', async () => {
    const { text, suggestions } = await ask('date-success-coach', 'Where should I take her on our first date? I need date ideas');
    expect(text).toContain('**More date ideas:**');
    expect(text).toMatch(/\n1\. /);
    expect(suggestions.every((s) => s.text.length > 0)).toBe(true);
  });

  test('Date Success Coach: follow-up after the date', async () => {
    const { suggestions } = await ask('date-success-coach', 'Our first date went well last night, what do I text him today?');
    expect(suggestions.some((s) => /great time|again/i.test(s.text))).toBe(true);
  });

  test('Message Decoder: 2–3 readings with likelihoods, then replies for the likeliest', async () => {
    const { text, suggestions } = await ask('message-decoder', 'He replied "haha we\'ll see" when I asked him out. What does that mean?');
    expect(text).toContain('"haha we\'ll see"');
    expect(text.match(/\(≈\d+%\)/g)?.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('**Most likely');
    expect(suggestions).toHaveLength(3);
  });

  test('Message Decoder without a quote asks for the exact words', async () => {
    const { text } = await ask('message-decoder', 'My crush has been acting weird lately');
    expect(text).toMatch(/paste what they wrote in quotes/);
  });

  test('Conversation Topics Generator: topics built on a stated interest, plus a numbered list', async () => {
    const { text, suggestions } = await ask('conversation-topics-generator', 'Topics to talk about with my match? She loves hiking and indie music');
    expect(suggestions[0]?.text).toContain('hiking');
    expect(text).toContain('**More topics:**');
    expect(text).toMatch(/\n1\. /);
  });

  test('Opening Lines Helper: openers, personalised from the profile', async () => {
    const { text, suggestions } = await ask('opening-lines-helper', 'I matched on Hinge with a girl whose profile says she loves pottery. Opener?');
    expect(suggestions[0]?.text).toMatch(/pottery/);
    expect(text).toContain('**More openers:**');
    expect(text).toMatch(/opening lines/i);
  });

  test('Perfect Response Composer: ready-to-copy replies to the received message', async () => {
    const { text, suggestions } = await ask('perfect-response-composer', 'She said "I had so much fun tonight 😊" — help me reply');
    expect(text).toContain('Three replies, ready to copy:');
    expect(suggestions.some((s) => /again|great time|made my day/i.test(s.text))).toBe(true);
  });

  test('Comfort Messages Generator: comfort messages fitted to the hardship', async () => {
    const { text, suggestions } = await ask('comfort-messages-generator', 'My best friend just got laid off and is really down');
    expect(text).toMatch(/hard knock at work/);
    expect(suggestions.map((s) => s.tone)).toEqual(['Warm', 'Practical', 'Gentle']);
    expect(text).toMatch(/Rushing to fix it/);
  });

  test('Interviewee Questions Generator: likely questions with how to answer, tailored to the role', async () => {
    const { text, suggestions } = await ask('interviewee-questions-generator', 'I have an interview for a software engineer position next week');
    expect(text).toContain('software engineer');
    expect(suggestions[0]?.text).toBe('Tell me about yourself.');
    expect(suggestions.some((s) => /technical problem/.test(s.text))).toBe(true);
    expect(suggestions.every((s) => s.why.length > 20)).toBe(true);
    expect(text).toContain('**Also prepare for:**');
  });

  test('Interviewee: a quoted dreaded question comes first', async () => {
    const { suggestions } = await ask('interviewee-questions-generator', 'How do I answer "what is your greatest weakness" in my interview?');
    expect(suggestions[0]?.text).toBe('What is your greatest weakness?');
  });

  test('Interviewer Questions Generator: questions to ask a candidate, with what a strong answer shows', async () => {
    const { text, suggestions } = await ask('interviewer-questions-generator', "I'm interviewing candidates for a sales role, what should I ask?");
    expect(text).toMatch(/questions to ask candidates/i);
    expect(suggestions.some((s) => /Sell me/.test(s.text))).toBe(true);
    expect(text).toMatch(/illegal/);
  });

  test('Questions To Ask in an Interview Generator: questions the candidate asks the employer', async () => {
    const { text, suggestions } = await ask('questions-to-ask-in-interview-generator', 'What should I ask at the end of my interview for a data analyst job?');
    expect(text).toMatch(/questions to ask your interviewers/i);
    expect(suggestions[0]?.text).toMatch(/first 90 days/);
    expect(suggestions.some((s) => /technical debt/.test(s.text))).toBe(true);
  });
});

describe('situations steer the Chat Advisor', () => {
  const cases: [string, RegExp][] = [
    ["I'm secretly in love with my friend and she doesn't know I like her", /feelings for a friend|your crush notice you/],
    ['My match on Bumble stopped replying after two days', /hasn't replied|dating-app chat[^.]*two days/],
    ['How do I reply to a customer who wants a refund and is furious?', /unhappy customer/],
    ["My son's teacher says he is disruptive in class, how do I write back?", /your child's teacher/],
    ['Someone left a hate comment on my TikTok, should I respond?', /troll/],
    ['I have an interview for a nurse position tomorrow', /STAR/],
    ['My manager asked me for feedback on the project plan', /with your manager/],
    ['I want to ask my boss for a raise', /raise or promotion/],
    ['How do I reply to a Spanish comment? I don\u2019t speak Spanish', /¡Muchas gracias/],
  ];
  for (const [text, expected] of cases) {
    test(text, async () => {
      const { text: answer, suggestions } = await ask('chat-advisor', text);
      expect(`${answer}\n${suggestions.map((s) => s.text).join('\n')}`).toMatch(expected);
    });
  }
});

describe('other advisors use the same understanding', () => {
  test('Relationship Repair Advisor: a fight with a friend is answered with its facts', async () => {
    const { text, suggestions } = await ask('relationship-repair-advisor', 'My best friend said something really hurtful about my weight at the party on Saturday');
    expect(`${text}\n${suggestions.map((s) => s.text).join('\n')}`).toMatch(/party/i);
  });

  test('Date Success Coach: a cancelled second date is answered as one, naming it', async () => {
    const { text, suggestions } = await ask('date-success-coach', 'She cancelled our second date on Friday an hour before, what do I say?');
    const all = `${text}\n${suggestions.map((s) => s.text).join('\n')}`;
    expect(all).toMatch(/cancelled/);
    expect(all).toMatch(/second date|Friday/);
  });

  test('Date Success Coach: a date still ahead is prepared for with its day, not followed up as if it happened', async () => {
    const ahead = await ask('date-success-coach', 'drinks with a guy from tinder on friday at the rooftop bar, what if i freeze up');
    const all = `${ahead.text}\n${ahead.suggestions.map((s) => s.text).join('\n')}`;
    expect(all).toMatch(/Friday/);
    expect(all).not.toMatch(/last night|had a (?:really )?good time/i);
    const after = await ask('date-success-coach', 'we went for drinks on friday and it went great, what do I text him now');
    expect(after.text).not.toContain('the plan is made');
  });

  test("an agent's bias is only a default: someone met in person is not called a match by the Opening Lines Helper", async () => {
    const { text, suggestions } = await ask('opening-lines-helper', 'how do i talk to the girl who works at the bookshop near my flat, she always recommends me novels');
    expect(`${text}\n${suggestions.map((s) => s.text).join('\n')}`).not.toMatch(/\bmatch(?:ed)?\b/i);
  });

  test('a yes/no question in another language gets answers to it; a question for information does not', async () => {
    const invite = await ask('perfect-response-composer', 'my german teammate wrote "Kommst du am Samstag zum Grillen?" what do i say, i dont speak german');
    expect(invite.suggestions.map((s) => s.text).join('\n')).toContain('Ja, gerne');
    const when = await ask('perfect-response-composer', 'my spanish neighbour texted "¿Qué hora es la fiesta mañana?" how do I reply in spanish');
    expect(when.suggestions.map((s) => s.text).join('\n')).not.toContain('Ahí estaré');
  });

  test("the role's own words pick its questions, not another job the message mentions", async () => {
    const { suggestions } = await ask('questions-to-ask-in-interview-generator', 'meeting the store manager on friday about a cashier job, what can i ask them');
    expect(suggestions.map((s) => s.text).join('\n')).not.toMatch(/team I would lead/);
  });

  test('Interview generators use the role the user named', async () => {
    const { text } = await ask('interviewee-questions-generator', 'I have an interview on Tuesday, they want a barista with latte art skills, applying for a barista job');
    expect(text).toContain('barista');
  });

  test('every advisor names a fact the user gave, even when its own format leads', async () => {
    for (const slug of ['comfort-messages-generator', 'conversation-topics-generator', 'opening-lines-helper', 'perfect-response-composer', 'love-signals-detector'] as const) {
      const { text, suggestions } = await ask(slug, 'My friend lost his job at the bakery on Monday and I want to cheer him up this weekend');
      expect(`${text}\n${suggestions.map((s) => s.text).join('\n')}`).toMatch(/Monday|this weekend|bakery|job/);
    }
  });
});
