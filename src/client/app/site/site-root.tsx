import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../theme';
import { AppLayerHost } from './app-layer-host';
import { SiteDataProvider, type SiteData } from './site-data';

/**
 * The providers of a public page, the same in the browser (site-main.tsx) and in the server's
 * pre-render (entry-server.tsx), so the browser hydrates the server's markup: Mantine and the page's
 * initial data. No router, no query cache, no tRPC client: the app layer brings those when a dialog
 * or an action needs them.
 */
export function SiteRoot({ data, children }: { data: SiteData; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <SiteDataProvider data={data}>
        {children}
        <AppLayerHost data={data} />
      </SiteDataProvider>
    </MantineProvider>
  );
}
