import { Anchor, Container, Group, Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ManagePanel } from './manage-panel';
import { TestModeBadge } from './test-mode-badge';

/** /billing/portal — what GET /api/subscription/portal points to in test mode. */
export function LocalPortalPage() {
  useDocumentTitle('Manage Subscription · TEST MODE');
  return (
    <Container size={560} py={48} data-testid="local-portal">
      <Group justify="space-between" mb="lg">
        <Anchor href="/chat" size="sm">
          ← Return to the app
        </Anchor>
        <TestModeBadge />
      </Group>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={3}>Manage Subscription</Title>
          <ManagePanel />
        </Stack>
      </Paper>
    </Container>
  );
}
