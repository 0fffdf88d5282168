import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { formatDay, priceLine, subscriptionStatusLine } from '../hooks/billing-format';
import { openPlanDialog } from '../hooks/billing-dialogs';
import { useCancelSubscription, useCurrentSubscription, usePlans, usePortal, useResumeSubscription } from '../hooks/use-billing';
import { UpdatePlanForm } from './update-plan-form';

type View = 'overview' | 'update' | 'cancel';

/**
 * Manage Subscription (SPEC §2): Update Subscription and Cancel Subscription, with a confirmation
 * naming the period end. Test mode changes it here; with Stripe both open Stripe's portal.
 */
export function ManagePanel() {
  const current = useCurrentSubscription();
  const plans = usePlans();
  const portal = usePortal();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [view, setView] = useState<View>('overview');

  if (current.isPending || plans.isPending) return <Loader size="sm" data-testid="manage-loading" />;
  if (current.isError || plans.isError) return <Text c="red">{errorMessage(current.error ?? plans.error)}</Text>;

  const { subscription: sub, price_id, pending_price_id, manage_in_app } = current.data;
  const isPlus = sub && (sub.status === 'active' || sub.status === 'trialing');
  if (!sub || !isPlus) {
    return (
      <Stack gap="sm" data-testid="manage-free">
        <Text size="sm">You're on the free BASIC plan: 5 messages a day.</Text>
        <Button onClick={() => openPlanDialog('manage_subscription')} data-testid="manage-upgrade">
          Upgrade to Plus
        </Button>
      </Stack>
    );
  }
  const price = plans.data.prices.find((p) => p.price_id === price_id);
  const pending = plans.data.prices.find((p) => p.price_id === pending_price_id);
  const periodEnd = formatDay(sub.current_period_end);
  const failure = cancel.error ?? resume.error ?? portal.error;

  if (view === 'update' && manage_in_app) {
    return <UpdatePlanForm prices={plans.data.prices} currentPriceId={price_id} onDone={() => setView('overview')} />;
  }
  if (view === 'cancel') {
    return (
      <Stack gap="sm" data-testid="manage-cancel-confirm-view">
        <Text fw={600}>Cancel Subscription?</Text>
        <Text size="sm" data-testid="manage-cancel-text">
          You keep Plus until {periodEnd}. After that your subscription won't renew, and the free plan applies again: your chat
          history stays, you get 5 messages a day, and you can't open new chats while more than 2 are active.
        </Text>
        {failure && <Alert color="red" variant="light">{errorMessage(failure)}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setView('overview')} data-testid="manage-cancel-back">
            Keep Subscription
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() => cancel.mutate({}, { onSuccess: () => setView('overview') })}
            data-testid="manage-cancel-confirm"
          >
            Cancel Subscription
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="manage-overview">
      <div>
        <Text fw={700} data-testid="manage-plan">
          Plus{price ? ` · ${price.label} · ${priceLine(price)}` : ''}
        </Text>
        <Text size="sm" c="dimmed" data-testid="manage-status">
          {subscriptionStatusLine(sub, pending?.label ?? null)}
        </Text>
      </div>
      {failure && <Alert color="red" variant="light">{errorMessage(failure)}</Alert>}
      <Group gap="sm">
        <Button
          variant="light"
          loading={portal.isPending && portal.variables?.flow === 'update'}
          onClick={() => (manage_in_app ? setView('update') : portal.mutate({ flow: 'update' }))}
          data-testid="manage-update"
        >
          Update Subscription
        </Button>
        {sub.cancel_at_period_end ? (
          <Button loading={resume.isPending} onClick={() => resume.mutate({})} data-testid="manage-resume">
            Resume Subscription
          </Button>
        ) : (
          <Button
            variant="subtle"
            color="red"
            loading={portal.isPending && portal.variables?.flow === 'cancel'}
            onClick={() => (manage_in_app ? setView('cancel') : portal.mutate({ flow: 'cancel' }))}
            data-testid="manage-cancel"
          >
            Cancel Subscription
          </Button>
        )}
      </Group>
    </Stack>
  );
}
