import { describe, expect, test } from 'bun:test';
import { ACTIVE_AGENT_SLUGS } from '../../../shared/agent-slugs';
import { ADVISOR_ANSWERS_S15 } from '../../../../tests/corpora/advisor-answers-s15';
import { scoreAdvisorAnswer } from '../../../../tests/helpers/advisor-answers';

/**
 * Every advisor of the catalogue, on first messages a newcomer would send it (set S15: pasted chats, quoted
 * messages, roles named, other languages): each answer uses a fact the message gave or asks one clarifying
 * question, and its three cards are three different strategies. Before the chat-paste reader, the role
 * catalogue and profile doings, 6 of 57 missed every fact (the decoder on a pasted chat, the interview
 * generators on 'a part-time baker', 'a remote customer support job', 'als Krankenpfleger', the openers
 * helper on a bio's 'makes sourdough').
 */
describe('advisor answers S15: about the situation, for every advisor', () => {
  test('the set covers every active advisor with at least four messages', () => {
    for (const slug of ACTIVE_AGENT_SLUGS) expect(ADVISOR_ANSWERS_S15.filter((c) => c.slug === slug).length).toBeGreaterThanOrEqual(4);
  });

  for (const c of ADVISOR_ANSWERS_S15) {
    test(`${c.slug}: ${c.text.slice(0, 70).replace(/\n/g, ' / ')}`, async () => {
      const scored = await scoreAdvisorAnswer(c);
      expect({ usesAFactOrAsks: Boolean(scored.usedFact) || scored.asked, threeStrategies: scored.threeStrategies }).toEqual({ usesAFactOrAsks: true, threeStrategies: true });
    });
  }
});
