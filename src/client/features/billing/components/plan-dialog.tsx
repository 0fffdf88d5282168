import { Alert, Button, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { User } from '../../../../shared/schemas/user';
import { errorMessage, messageForCode } from '../../../lib/errors';
import { plusSubscriptionOf } from '../hooks/billing-format';
import { openManageDialog } from '../hooks/billing-dialogs';
import { useCheckout, usePlans } from '../hooks/use-billing';
import { PlanPicker } from './plan-picker';
import { TestModeBadge } from './test-mode-badge';

type PlanDialogProps = { user: User; onClose: () => void };

/** The chat the user came from, to come back to after paying (SPEC §7 checkout `session_id`). */
function currentChatId(): string | null {
  const match = /^\/chat\/[^/]+\/([0-9a-f-]{36})$/.exec(window.location.pathname);
  return match?.[1] ?? null;
}

/** The subscription plan dialog (SPEC §2): PLUS, billed weekly, monthly or annually. */
export function PlanDialog({ user, onClose }: PlanDialogProps) {
  const plans = usePlans();
  const checkout = useCheckout();
  const [choice, setChoice] = useState<string | null>(null);
  const prices = plans.data?.prices ?? [];
  const selected = choice ?? prices[0]?.price_id ?? null;
  const trial = !user.has_trialed && plans.data ? plans.data.trial_days : 0;
  const plus = plusSubscriptionOf(user.subscriptions);

  return (
    <Modal opened onClose={onClose} title="Upgrade to Plus" size={460} data-testid="plan-dialog">
      <Stack gap="md">
        {plans.data?.mode === 'local' && <TestModeBadge />}
        {plus ? (
          <>
            <Text size="sm">You're on the Plus plan.</Text>
            <Button onClick={openManageDialog} data-testid="plan-dialog-manage">
              Manage Subscription
            </Button>
          </>
        ) : plans.data?.mode === 'off' ? (
          <Alert color="gray" variant="light" data-testid="plan-dialog-unavailable">
            {messageForCode('billing.unavailable')}
          </Alert>
        ) : (
          <>
            <List size="sm" spacing={4}>
              <List.Item>Unlimited messages and chats</List.Item>
              <List.Item>Unlimited advice and simulations</List.Item>
              <List.Item>Cancel anytime: Plus stays until the end of the billing period</List.Item>
            </List>
            <PlanPicker prices={prices} value={selected} onChange={setChoice} />
            {trial > 0 && (
              <Text size="sm" c="dimmed" data-testid="plan-dialog-trial">
                Start with a {trial}-day free trial. You can cancel before it ends.
              </Text>
            )}
            {checkout.isError && (
              <Alert color="red" variant="light" role="alert" data-testid="plan-dialog-error">
                {errorMessage(checkout.error)}
              </Alert>
            )}
            <Button
              size="md"
              disabled={!selected}
              loading={checkout.isPending || checkout.isSuccess}
              onClick={() => selected && checkout.mutate({ price_id: selected, session_id: currentChatId() })}
              data-testid="plan-dialog-subscribe"
            >
              {trial > 0 ? 'Start free trial' : 'Subscribe'}
            </Button>
          </>
        )}
      </Stack>
    </Modal>
  );
}
