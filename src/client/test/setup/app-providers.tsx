import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../../lib/router';
import { trpc } from '../../lib/trpc';

/**
 * Mantine, tRPC, react-query and a router, with no network: by default the tRPC link never
 * answers; a test may pass its own client and query client.
 */
export function AppTestProviders(props: { children: ReactNode; client?: ReturnType<typeof trpc.createClient>; queryClient?: QueryClient }) {
  const { children } = props;
  const client = props.client ?? (createTRPCClient({ links: [() => () => observable(() => () => undefined)] }) as never);
  const queryClient = props.queryClient ?? new QueryClient();
  return (
    <MantineProvider env="test">
      <trpc.Provider client={client} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>{children}</MemoryRouter>
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
