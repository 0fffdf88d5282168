import { createContext, useContext, type ReactNode } from 'react';
import { INITIAL_DATA_ELEMENT_ID } from '../../../shared/initial-data';
import { readJsonEnvelope, trpcQuery } from '../../lib/trpc-fetch';
import type { InitialData } from '../initial-data';

/**
 * What a public page's first render shows besides its own content: the agent catalogue and the
 * app config (agent.list, meta.config), as the server embeds them in every page. The public pages
 * read them from here; the app reads the same data through its query cache.
 */
export type SiteData = InitialData;

const SiteDataContext = createContext<SiteData | null>(null);

export function SiteDataProvider({ data, children }: { data: SiteData; children: ReactNode }) {
  return <SiteDataContext.Provider value={data}>{children}</SiteDataContext.Provider>;
}

export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error('useSiteData outside SiteDataProvider');
  return data;
}

/**
 * The data the server embedded in this page; without it (the server could not read the catalogue)
 * it is asked for, as the app's queries would.
 */
export async function loadSiteData(doc: Document): Promise<SiteData> {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (text) return readJsonEnvelope<SiteData>(JSON.parse(text));
  const [agents, config] = await Promise.all([trpcQuery<SiteData['agents']>('agent.list'), trpcQuery<SiteData['config']>('meta.config')]);
  return { agents, config };
}
