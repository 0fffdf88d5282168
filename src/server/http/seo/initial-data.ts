import { createHash } from 'node:crypto';
import { INITIAL_DATA_ELEMENT_ID } from '../../../shared/initial-data';
import type { Agent } from '../../../shared/schemas/agent';
import { transformer } from '../../../shared/transformer';
import type { Deps } from '../../deps';
import { listAgents } from '../../services/agents';
import { clientConfig, type ClientConfig } from '../../services/meta';
import { jsonForScript } from './html';

/**
 * What a page's first render shows besides its own content, exactly as tRPC answers it:
 * `agents` = agent.list, `config` = meta.config. The same for every visitor (no user data).
 */
export interface InitialData {
  agents: Agent[];
  config: ClientConfig;
}

export interface PageData {
  data: InitialData;
  /** A hash of the data: pre-rendered markup is cached per version, so it never outlives its data. */
  version: string;
  /** The `<script type="application/json">` element that carries the data into the page. */
  script: string;
}

/**
 * The initial data of the pages, from the same services agent.list and meta.config call (the
 * catalogue is in memory). Serialised and hashed once per catalogue load, not per request: the
 * catalogue answers the same list object until it is loaded again.
 */
export function createInitialDataSource(deps: Deps): () => Promise<PageData> {
  let last: { agents: Agent[]; configKey: string; page: PageData } | null = null;
  return async () => {
    const agents = await listAgents(deps);
    const config = clientConfig(deps);
    const configKey = JSON.stringify(config);
    if (last?.agents === agents && last.configKey === configKey) return last.page;
    const data = { agents, config };
    // tRPC's own wire encoding (superjson's envelope): the client decodes it as its link decodes answers.
    const json = jsonForScript(transformer.serialize(data));
    const page = {
      data,
      version: createHash('sha256').update(json).digest('base64url').slice(0, 16),
      script: `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${json}</script>`,
    };
    last = { agents, configKey, page };
    return page;
  };
}
