import { describe, expect, test } from 'bun:test';
import { asksAboutNoOne, asksForAThing, rerankByOffTopic } from './off-topic';

const ranked = [
  { type: 'friend-owes-money', score: 0.5 },
  { type: 'none', score: 0.2 },
  { type: 'friend-conflict', score: 0.1 },
];

describe('whether the message asks for help with someone at all', () => {
  test('a request naming nobody and no act of talking asks about no one', () => {
    expect(asksAboutNoOne("what's the best phone under 500 dollars")).toBe(true);
    expect(asksAboutNoOne('how do i fix my wifi dropping every hour')).toBe(true);
    expect(asksAboutNoOne('lent 300 to my mate and he keeps dodging it')).toBe(false);
    expect(asksAboutNoOne('what apps are good for meeting friends in a new town')).toBe(false);
    expect(asksAboutNoOne('got a new offer, how do i word my notice')).toBe(false);
    expect(asksAboutNoOne('we split the rent but the bills are always late')).toBe(false);
  });

  test('a thing asked of us for someone is no talk with them; the user suggesting something to someone is', () => {
    expect(asksForAThing('can you recommend a book my mum would like, she loves crime novels')).toBe(true);
    expect(asksForAThing("what's a good recipe for my boyfriend's birthday dinner")).toBe(true);
    expect(asksForAThing("there's a mum at the school gate i like, how do i suggest coffee")).toBe(false);
    expect(asksForAThing("what's a good way to tell my boss i'm leaving")).toBe(false);
  });

  test('the off-topic label goes first only when the message asks about no one or for a thing', () => {
    expect(rerankByOffTopic(ranked, "what's the fastest way to lose 5 pounds")[0]?.type).toBe('none');
    expect(rerankByOffTopic(ranked, 'my friend still owes me 5 pounds')[0]?.type).toBe('friend-owes-money');
    const far = [ranked[0]!, { type: 'none', score: 0.04 }];
    expect(rerankByOffTopic(far, "what's the fastest way to lose 5 pounds")[0]?.type).toBe('friend-owes-money');
  });
});

describe('a business that owes the user is a client', () => {
  const ranked = [
    { type: 'none', score: 0.5 },
    { type: 'client-late-payment', score: 0.2 },
  ];
  test('an organisation with a word of owing moves a near client type over the off-topic label', () => {
    expect(rerankByOffTopic(ranked, 'a small business owes me for three months of bookkeeping')[0]?.type).toBe('client-late-payment');
    expect(rerankByOffTopic(ranked, 'write an email to cancel my gym membership')[0]?.type).toBe('none');
  });
});
