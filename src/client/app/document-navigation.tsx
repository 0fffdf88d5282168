import { Anchor, Center, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from '../lib/router';

/** The path this document was loaded for (not where the app's router has moved since). */
function documentPath(): string {
  const [entry] = performance.getEntriesByType('navigation');
  return entry ? new URL(entry.name).pathname : '';
}

/**
 * A path outside the app (a public page, or none): the public pages are documents of their own
 * (site-main.tsx), so a link from the app to one loads it, in place of the entry the link added.
 * Should the server ever answer such a path with the app itself, it says so instead of reloading.
 */
export function DocumentNavigation() {
  const location = useLocation();
  const here = location.pathname === documentPath();
  useEffect(() => {
    if (!here) window.location.replace(location.pathname + location.search + location.hash);
  }, [here, location]);
  if (!here) return null;
  return (
    <Center mih="100dvh" p="xl">
      <Stack align="center" gap="xs" data-testid="not-found-page">
        <Text fw={650}>This page does not exist.</Text>
        <Anchor href="/">Go to the home page</Anchor>
      </Stack>
    </Center>
  );
}
