import type { Agent } from '../../../shared/schemas/agent';

/** An agent as the API answers it, for client tests: a unique id, empty extras, `extra` on top. */
export function testAgent(slug: string, extra: Partial<Agent> = {}): Agent {
  return {
    id: crypto.randomUUID(),
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
