import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Last-resort screen when a route fails to load or render (e.g. a stale chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error('[route] render failed', error);
  return (
    <Center mih="100dvh" p="md" data-testid="route-error">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <Title order={2}>{notFound ? 'Page not found' : 'Something went wrong'}</Title>
        <Text c="dimmed">
          {notFound
            ? "The page you were looking for doesn't exist."
            : 'Something went wrong, please try again.'}
        </Text>
        <Button onClick={() => (notFound ? window.location.assign('/') : window.location.reload())}>
          {notFound ? 'Go to the home page' : 'Try again'}
        </Button>
      </Stack>
    </Center>
  );
}
