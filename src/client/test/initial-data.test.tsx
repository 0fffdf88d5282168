/**
 * The data the server embeds in a page (agent catalogue, app config) seeds the query cache under
 * the keys the hooks read: the first render shows the advisor cards and the offline badge, and
 * nothing is fetched. Runs under happy-dom: `cd src/client && bun test`.
 */
import { afterEach, describe, expect, test } from 'bun:test';
import { observable } from '@trpc/server/observable';
import type { ReactNode } from 'react';
import { INITIAL_DATA_ELEMENT_ID } from '../../shared/initial-data';
import type { Agent } from '../../shared/schemas/agent';
import { transformer } from '../../shared/transformer';
import { readEmbeddedInitialData, seedQueryClient, type InitialData } from '../app/initial-data';
import { createQueryClient } from '../app/query-client';
import { loadSiteData } from '../app/site/site-data';
import { AdvisorGrid } from '../features/agents/components/advisor-grid-cards';
import { OfflineBadge } from '../features/app-config/components/offline-badge';
import { trpc } from '../lib/trpc';
import { testAgent } from './setup/agents';
import { AppTestProviders } from './setup/app-providers';

const hasDom = typeof document !== 'undefined';
const rtl = hasDom ? await import('@testing-library/react') : null;

/** A catalogue entry with the fields the cards show (and a `</script>` the embedding must escape). */
function agent(slug: string, name: string, extra: Partial<Agent> = {}): Agent {
  return testAgent(slug, {
    name,
    description: `${name} helps with one kind of conversation.`,
    capabilities: ['text'],
    image_url: `/agents/${slug}.svg`,
    guide: [{ text: 'Ask </script> anything', style: 'bold' }],
    ...extra,
  });
}

const DATA: InitialData = {
  agents: [agent('chat-advisor', 'Chat Advisor', { is_default: true }), agent('message-decoder', 'Message Decoder')],
  config: { ai: 'offline', googleClientId: null, turnstileSiteKey: null, billingMode: 'local' },
};

/** The element as the server writes it: tRPC's wire encoding, `<` escaped. */
function embed(data: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INITIAL_DATA_ELEMENT_ID;
  script.textContent = JSON.stringify(transformer.serialize(data)).replace(/</g, '\\u003c');
  document.body.append(script);
}

afterEach(() => document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove());

/** The app's providers with a tRPC link that records every call and never answers. */
function renderWith(queryClient: ReturnType<typeof createQueryClient>, children: ReactNode) {
  const calls: string[] = [];
  const client = trpc.createClient({
    links: [
      () =>
        ({ op }) =>
          observable(() => {
            calls.push(op.path);
            return () => undefined;
          }),
    ],
  });
  rtl!.render(
    <AppTestProviders client={client} queryClient={queryClient}>
      {children}
    </AppTestProviders>,
  );
  return calls;
}

describe.skipIf(!hasDom)('initial data embedded in the page', () => {
  test('reads back exactly what the server serialised', () => {
    embed(DATA);
    expect(readEmbeddedInitialData(document)).toEqual(DATA);
  });

  test('a page without it (the dev server) has none', () => {
    expect(readEmbeddedInitialData(document)).toBeNull();
  });

  test('seeded: the first render shows every advisor card and the offline badge, and nothing is fetched', () => {
    embed(DATA);
    const queryClient = createQueryClient();
    seedQueryClient(queryClient, readEmbeddedInitialData(document) as InitialData);
    const calls = renderWith(
      queryClient,
      <>
        <OfflineBadge from="base" />
        <AdvisorGrid agents={DATA.agents} />
      </>,
    );
    expect(rtl!.screen.queryByTestId('advisor-grid-loading')).toBeNull();
    for (const { slug, name } of DATA.agents) {
      expect(rtl!.screen.getByTestId(`agent-card-${slug}`).getAttribute('href')).toBe(`/chat/${slug}`);
      expect(rtl!.screen.getByTestId(`agent-card-${slug}`).textContent).toContain(name);
    }
    expect(rtl!.screen.getByTestId('offline-badge').textContent).toBe('Offline advisor');
    expect(calls).toEqual([]);
  });

  test('the public pages read the same element without superjson (app/site/site-data.tsx)', async () => {
    embed(DATA);
    expect(await loadSiteData(document)).toEqual(DATA);
  });
});
