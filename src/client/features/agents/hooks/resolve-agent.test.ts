import { describe, expect, test } from 'bun:test';
import { testAgent } from '../../../test/setup/agents';
import { defaultAgent, otherAgents, resolveAgent } from './resolve-agent';

const agent = testAgent;

const advisor = agent('chat-advisor', { is_default: true, id: 'id-advisor' });
const decoder = agent('message-decoder', { id: 'id-decoder' });
const retired = agent('rednote', { removed: true, id: 'id-rednote' });
const agents = [decoder, advisor, retired];

describe('resolveAgent', () => {
  test('finds an agent by slug or id', () => {
    expect(resolveAgent(agents, 'message-decoder')).toEqual({ agent: decoder, fallback: false });
    expect(resolveAgent(agents, 'id-decoder')).toEqual({ agent: decoder, fallback: false });
  });

  test('an unknown or retired slug falls back to the default agent', () => {
    expect(resolveAgent(agents, 'no-such-agent')).toEqual({ agent: advisor, fallback: true });
    expect(resolveAgent(agents, 'rednote')).toEqual({ agent: advisor, fallback: true });
  });

  test('no slug means the default agent, not a fallback', () => {
    expect(resolveAgent(agents, undefined)).toEqual({ agent: advisor, fallback: false });
  });

  test('empty catalogue resolves to nothing', () => {
    expect(resolveAgent([], 'chat-advisor').agent).toBeUndefined();
  });
});

test('defaultAgent prefers is_default, else the first', () => {
  expect(defaultAgent(agents)).toBe(advisor);
  expect(defaultAgent([decoder])).toBe(decoder);
});

test('otherAgents hides the default and removed agents', () => {
  expect(otherAgents(agents)).toEqual([decoder]);
});
