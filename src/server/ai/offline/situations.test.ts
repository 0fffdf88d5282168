import { describe, expect, test } from 'bun:test';
import { detectSituation, type Situation } from './situations';

const CASES: Record<Exclude<Situation, 'general'>, string[]> = {
  crush: [
    "My crush replied 'haha maybe' to my invite, what now?",
    "I've been crushing on a guy from my yoga class and I don't know how to flirt over text.",
  ],
  'hidden-crush': [
    "My friend Leo doesn't know I like him. How do I drop hints without making it obvious?",
    'I have a secret crush on my classmate — should I confess my feelings?',
  ],
  ex: [
    'My ex texted me happy birthday after 3 months of no contact. Should I answer?',
    'We broke up in March and I want to get back together with her.',
  ],
  partner: [
    "My girlfriend is giving me the silent treatment after we had a fight about her friends.",
    'My husband forgot our anniversary and now there is this tension in our relationship.',
  ],
  dating: [
    'The first date went really well last night — what should I text today?',
    'I need date ideas for a second date with someone I have been dating for a few weeks.',
  ],
  'new-match': [
    'I just matched with a girl on Hinge whose bio says she loves hiking. What do I open with?',
    'Got a new match on Tinder but the chat dies after two messages.',
  ],
  friendship: [
    "My best friend hasn't talked to me in weeks and I feel like we've drifted apart.",
    'How do I make friends in college when everyone already has a friend group?',
  ],
  workplace: [
    'How do I ask my boss for a raise over Slack without sounding pushy?',
    'A coworker keeps taking credit for my work in meetings. What do I say to him?',
  ],
  'interview-candidate': [
    'I have a job interview for a marketing role on Friday — how do I answer "tell me about yourself"?',
    'The recruiter said the hiring manager will call me. How should I prepare for my interview?',
  ],
  'interview-interviewer': [
    "I'm interviewing candidates for a customer support role next week. What should I ask?",
    "We're hiring a senior engineer; what questions should I ask a candidate as the interviewer?",
  ],
  customer: [
    'A customer left a 1-star review saying the delivery was late. How do I reply?',
    'A client is demanding a refund for the whole invoice. What should I write?',
  ],
  'teacher-parent': [
    "My son's teacher emailed me that he hasn't been doing his homework.",
    'I am a teacher and need to tell a parent that their child is struggling with grades.',
  ],
  'social-comment': [
    'Someone left a rude comment under my post on Instagram, should I reply publicly?',
    'How do I reply to comments on my Xiaohongshu video?',
  ],
  'cross-language': [
    "A guy wrote to me in Mandarin and I don't speak it at all — can you help me translate a reply?",
    'My language exchange partner writes in Japanese; how do I answer with a translator without sounding weird?',
  ],
};

describe('detectSituation', () => {
  for (const [situation, sentences] of Object.entries(CASES)) {
    for (const sentence of sentences) {
      test(`${situation}: ${sentence.slice(0, 50)}`, () => {
        const result = detectSituation(sentence);
        expect(result.situation).toBe(situation as Situation);
        expect(result.confidence).toBeGreaterThan(0.3);
        expect(result.confidence).toBeLessThanOrEqual(0.95);
      });
    }
  }

  test('falls back to general with low confidence when nothing matches', () => {
    const result = detectSituation('What should I say next?');
    expect(result.situation).toBe('general');
    expect(result.confidence).toBeLessThanOrEqual(0.3);
  });

  test('keywords respect word boundaries ("exercise" is not an ex, "bossa nova" is not a boss)', () => {
    expect(detectSituation('I love exercise and bossa nova music').situation).toBe('general');
  });

  test('earlier user turns give context to a vague follow-up', () => {
    const result = detectSituation('ok so what do I say now?', ['My ex texted me after the breakup']);
    expect(result.situation).toBe('ex');
  });

  test('an agent bias decides only when the text is unclear', () => {
    expect(detectSituation('what should I ask?', [], 'interview-interviewer').situation).toBe('interview-interviewer');
    expect(detectSituation('My boss wants a report by Friday', [], 'crush').situation).toBe('workplace');
  });

  test('a social comment in Chinese reports cross-language as the runner-up', () => {
    const result = detectSituation('How do I reply to a comment on my RedNote post in Chinese?');
    expect(result.situation).toBe('social-comment');
    expect(result.secondary).toBe('cross-language');
  });

  test('10,000 characters of adversarial text are handled in linear time', () => {
    const nasty = `${'my ex '.repeat(800)}${"'".repeat(2000)}${'a'.repeat(3000)}`.slice(0, 10_000);
    const started = performance.now();
    const result = detectSituation(nasty);
    expect(result.situation).toBe('ex');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
