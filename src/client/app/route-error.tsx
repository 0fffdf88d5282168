import { Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { LightButton } from '../components/light-button';

/** Last-resort screen when a route fails to load or render (e.g. a stale chunk after a deploy). */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => console.error('[route] render failed', error), [error]);
  return (
    <Center mih="100dvh" p="md" data-testid="route-error">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed">Something went wrong, please try again.</Text>
        <LightButton onClick={() => window.location.reload()}>Try again</LightButton>
      </Stack>
    </Center>
  );
}
