import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createTrpcClient, trpc } from '../lib/trpc';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

type TrpcClient = ReturnType<typeof createTrpcClient>;

/** `clients`: the server's pre-render passes its own (a fresh cache, no network); the browser makes them. */
export function AppProviders({ children, clients }: { children: ReactNode; clients?: { query: QueryClient; trpc: TrpcClient } }) {
  const [queryClient] = useState(() => clients?.query ?? createQueryClient());
  const [trpcClient] = useState(() => clients?.trpc ?? createTrpcClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
