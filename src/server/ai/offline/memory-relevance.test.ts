import { describe, expect, test } from 'bun:test';
import type { AdviceRequest } from '../provider';
import { collectAdvice } from './collect-advice';
import { createOfflineProvider } from './offline-provider';

const provider = createOfflineProvider();
const ask = (text: string, memory: string[]) => {
  const req: AdviceRequest = { agent: { slug: 'chat-advisor', name: 'Chat Advisor' }, history: [{ role: 'user', text }], memory };
  return collectAdvice(provider, req);
};

const REFUND = 'A customer is demanding a refund for shoes that arrived a day late. How do I reply?';
const PARENTS = "I'm meeting my boyfriend's parents for dinner on Sunday. What do I say to them?";
const PARENTS_MEMORY = 'User is nervous about meeting his parents.';
const REFUND_MEMORY = 'User is worried about a customer who keeps asking for refunds.';

describe('memory is used only where it belongs', () => {
  test('a customer refund does not bring up the parents memory', async () => {
    const { text } = await ask(REFUND, [PARENTS_MEMORY]);
    expect(text).toMatch(/refund|customer/i);
    expect(text).not.toMatch(/parents|nervous/i);
  });

  test('the mirror: meeting the parents does not bring up the customer memory', async () => {
    const { text } = await ask(PARENTS, [REFUND_MEMORY]);
    expect(text).toMatch(/parents|family/i);
    expect(text).not.toMatch(/customer|refund/i);
  });

  test('the same topic does: the parents memory joins the parents answer, the refund memory the refund answer', async () => {
    expect((await ask(PARENTS, [REFUND_MEMORY, PARENTS_MEMORY])).text).toContain("you're nervous about meeting his parents");
    expect((await ask(REFUND, [PARENTS_MEMORY, REFUND_MEMORY])).text).toContain("you're worried about a customer who keeps asking for refunds");
  });

  test('the same person does, whatever the topic', async () => {
    const { text } = await ask('Sam keeps cancelling our plans last minute. How do I tell him it bothers me?', ['User is hurt that Sam forgot their birthday.']);
    expect(text).toContain('Sam forgot your birthday');
  });
});
