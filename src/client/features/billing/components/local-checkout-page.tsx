import { Alert, Anchor, Box, Button, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useParams } from '../../../lib/router';
import { errorMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { formatMoney, priceLine } from '../hooks/billing-format';
import { TestModeBadge } from './test-mode-badge';

/**
 * /billing/checkout/:id — the embedded test-mode stand-in for Stripe's hosted checkout: the order
 * on the left, the card on the right. Paying goes through the same event path as a webhook.
 */
export function LocalCheckoutPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Checkout · TEST MODE');
  const checkout = trpc.subscription.localCheckout.useQuery({ id }, { retry: false });
  const pay = trpc.subscription.completeLocalCheckout.useMutation({ onSuccess: ({ url }) => window.location.assign(url) });
  const [card, setCard] = useState('4242 4242 4242 4242');

  if (checkout.isPending) return <Loader m="xl" data-testid="checkout-loading" />;
  if (checkout.isError) {
    return (
      <Container size={480} py={80}>
        <Alert color="red" data-testid="checkout-error">{errorMessage(checkout.error)}</Alert>
      </Container>
    );
  }
  const c = checkout.data;
  const trial = c.trial_days ?? 0;
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)" data-testid="local-checkout">
      <Container size={920} py={48}>
        <Group justify="space-between" mb="xl">
          <Anchor href={c.cancel_url} size="sm" data-testid="checkout-back">
            ← Back
          </Anchor>
          <TestModeBadge />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={48}>
          <Stack gap="xs">
            <Text c="dimmed">Subscribe to Plus ({c.price.label})</Text>
            <Title order={2} data-testid="checkout-amount">
              {trial ? `${trial} days free` : priceLine(c.price)}
            </Title>
            {trial > 0 && <Text size="sm" c="dimmed">Then {priceLine(c.price)}</Text>}
            <Text size="sm" mt="md">Unlimited messages, chats and simulations.</Text>
            <Text size="sm" c="dimmed">Due today: {formatMoney(trial ? 0 : c.price.amount_cents)}</Text>
          </Stack>
          <Paper withBorder radius="md" p="lg">
            {c.status !== 'open' ? (
              <Alert color="orange" data-testid="checkout-closed">
                This checkout has already been completed or has expired.
              </Alert>
            ) : (
              <Stack gap="sm">
                <TextInput label="Email" value={c.email ?? ''} readOnly />
                <TextInput label="Card number" value={card} onChange={(e) => setCard(e.currentTarget.value)} data-testid="checkout-card" />
                <Group grow>
                  <TextInput label="Expiry" defaultValue="12 / 34" />
                  <TextInput label="CVC" defaultValue="123" />
                </Group>
                <Text size="xs" c="dimmed">
                  Test mode: nothing is charged. 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.
                </Text>
                {pay.isError && <Alert color="red" variant="light" role="alert" data-testid="checkout-pay-error">{errorMessage(pay.error)}</Alert>}
                <Button size="md" loading={pay.isPending || pay.isSuccess} onClick={() => pay.mutate({ id, card_number: card })} data-testid="checkout-pay">
                  {trial ? 'Start trial' : 'Subscribe'}
                </Button>
              </Stack>
            )}
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
