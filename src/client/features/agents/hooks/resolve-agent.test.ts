import { describe, expect, test } from 'bun:test';
import type { Agent } from '../../../../shared/schemas/agent';
import { defaultAgent, otherAgents, resolveAgent } from './resolve-agent';

function agent(slug: string, extra: Partial<Agent> = {}): Agent {
  return {
    id: `00000000-0000-4000-8000-${String(slug.length).padStart(12, '0')}${slug}`.slice(0, 36),
    slug,
    name: slug,
    description: '',
    capabilities: null,
    created_at: '2030-01-01T00:00:00.000Z',
    image_url: null,
    guide: [],
    removed: false,
    image_bg_color: null,
    image_text_color: null,
    simulator_name: null,
    simulator_description: null,
    alias: null,
    is_default: false,
    ...extra,
  };
}

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
