import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { PlanPrice } from '../../../../shared/schemas/subscription';
import { errorMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { formatDay, formatMoney } from '../hooks/billing-format';
import { useChangePlan } from '../hooks/use-billing';
import { PlanPicker } from './plan-picker';

type UpdatePlanFormProps = { prices: PlanPrice[]; currentPriceId: string | null; onDone: () => void };

/** Update Subscription (test mode): pick a plan, read what happens and when, confirm. */
export function UpdatePlanForm({ prices, currentPriceId, onDone }: UpdatePlanFormProps) {
  const [choice, setChoice] = useState<string | null>(null);
  const change = useChangePlan();
  const target = choice && choice !== currentPriceId ? choice : null;
  const preview = trpc.subscription.preview.useQuery({ price_id: target ?? '' }, { enabled: Boolean(target), retry: false });
  const label = prices.find((p) => p.price_id === target)?.label ?? '';

  return (
    <Stack gap="sm" data-testid="manage-update-view">
      <Text fw={600}>Update Subscription</Text>
      <PlanPicker prices={prices} value={choice ?? currentPriceId} onChange={setChoice} currentPriceId={currentPriceId} />
      {preview.data && (
        <Text size="sm" c="dimmed" data-testid="manage-update-preview">
          {preview.data.kind === 'upgrade'
            ? `${label} starts now. The unused time of your current plan (${formatMoney(preview.data.credit_cents)}) is credited: ${formatMoney(preview.data.amount_due_cents)} due today.`
            : `${label} starts at your next renewal, on ${formatDay(preview.data.effective_at)}. Until then nothing changes.`}
        </Text>
      )}
      {(change.error ?? preview.error) && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(change.error ?? preview.error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} data-testid="manage-update-back">
          Back
        </Button>
        <Button
          disabled={!target || !preview.data}
          loading={change.isPending}
          onClick={() => target && change.mutate({ price_id: target }, { onSuccess: onDone })}
          data-testid="manage-update-confirm"
        >
          Confirm change
        </Button>
      </Group>
    </Stack>
  );
}
