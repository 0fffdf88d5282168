import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { trpc, type createTrpcClient } from '../lib/trpc';
import { cssVariablesResolver, theme } from './theme';

type TrpcClient = ReturnType<typeof createTrpcClient>;

/**
 * `clients`: made once by each entry — the browser's (main.tsx: a cache seeded from the data
 * embedded in the page, the real tRPC client) and the server's pre-render (entry-server.tsx: a
 * cache seeded with the same data, a tRPC client that never calls the API).
 */
export function AppProviders({ children, clients }: { children: ReactNode; clients: { query: QueryClient; trpc: TrpcClient } }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <trpc.Provider client={clients.trpc} queryClient={clients.query}>
        <QueryClientProvider client={clients.query}>{children}</QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
