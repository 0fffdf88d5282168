import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createTestDeps, type TestDeps } from '../../../tests/helpers/test-deps';
import { ACTIVE_AGENT_SLUGS } from '../../shared/agent-slugs';
import { getAgent, listAgents } from './agents';

let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps();
});
afterAll(() => t.close());

test('the list holds the 12 active agents, Chat Advisor first, retired ones hidden', async () => {
  const list = await listAgents(t.deps);
  expect(list.map((a) => a.slug).sort()).toEqual([...ACTIVE_AGENT_SLUGS].sort());
  expect(list[0]).toMatchObject({ name: 'Chat Advisor', is_default: true, removed: false });
  expect(list.some((a) => a.name === 'Practice Agent' || a.name === 'RedNote' || a.name === 'Browser Extension Agent')).toBe(false);
  const simulatorAgents = list.filter((a) => a.capabilities?.includes('simulator')).map((a) => a.simulator_description);
  expect(simulatorAgents.sort()).toEqual(
    [
      'someone I want to fix a relationship with',
      'someone I have a crush on',
      'someone I am dating or want to date',
      'someone I just matched with',
    ].sort(),
  );
  for (const a of list) {
    expect(a.image_url).toBe(`/agents/${a.slug}.svg`);
    expect(a.guide.length).toBeGreaterThan(0);
  }
});

test('one agent by id or slug; retired agents still resolve for old chats; unknown → agent.not_found', async () => {
  const [first] = await listAgents(t.deps);
  expect((await getAgent(t.deps, first!.id)).slug).toBe('chat-advisor');
  const practice = await getAgent(t.deps, 'practice-agent');
  expect(practice).toMatchObject({ name: 'Practice Agent', removed: true, alias: 'Chat Advisor' });
  await expect(getAgent(t.deps, 'no-such-agent')).rejects.toMatchObject({ code: 'agent.not_found' });
  await expect(getAgent(t.deps, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'agent.not_found' });
});
