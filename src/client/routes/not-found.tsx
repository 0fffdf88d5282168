import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { HeaderActions } from '../app/header-actions';
import { SiteHeader } from '../components/site-header';
import { SITE } from '../lib/site';

export function NotFoundPage() {
  useDocumentTitle(`Page not found · ${SITE.name}`);
  const { pathname } = useLocation();
  return (
    <>
      <SiteHeader actions={<HeaderActions />} />
      <Center component="main" mih="calc(100dvh - 64px)" p="md" data-testid="not-found">
        <Stack align="center" gap="sm" ta="center" maw={460}>
          <Text fw={800} fz={72} lh={1} c="ember.5" aria-hidden>
            404
          </Text>
          <Title order={1} fz={28}>
            Page not found
          </Title>
          <Text c="dimmed">
            There is nothing at <Text span ff="monospace">{pathname}</Text>. The link may be broken, or the page may
            have moved.
          </Text>
          <Button component={Link} to="/" mt="sm" data-testid="not-found-home">
            Go to the home page
          </Button>
        </Stack>
      </Center>
    </>
  );
}
