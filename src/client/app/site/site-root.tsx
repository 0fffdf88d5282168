import type { ReactNode } from 'react';
import { AppLayerHost } from './app-layer-host';
import { SiteDataProvider, type SiteData } from './site-data';
import { SiteMantineProvider } from './site-mantine-provider';

/**
 * The providers of a public page, the same in the browser (site-main.tsx) and in the server's
 * pre-render (entry-server.tsx), so the browser hydrates the server's markup: Mantine (a light
 * provider whose styles the server writes) and the page's initial data. No router, no query cache, no tRPC client: the app layer brings those when a dialog
 * or an action needs them.
 */
export function SiteRoot({ data, children }: { data: SiteData; children: ReactNode }) {
  return (
    <SiteMantineProvider>
      <SiteDataProvider data={data}>
        {children}
        <AppLayerHost data={data} />
      </SiteDataProvider>
    </SiteMantineProvider>
  );
}
