import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import type { PlanPrice } from '../../../../shared/schemas/subscription';
import { formatMoney, priceLine } from '../hooks/billing-format';

type PlanPickerProps = {
  prices: PlanPrice[];
  value: string | null;
  onChange: (priceId: string) => void;
  /** The plan the user is on (marked, in the manage dialog). */
  currentPriceId?: string | null;
};

/** PLUS billed weekly, monthly or annually (SPEC FAQ), each with its price per week. */
export function PlanPicker({ prices, value, onChange, currentPriceId }: PlanPickerProps) {
  const weekly = prices.find((p) => p.interval === 'week');
  return (
    <Radio.Group value={value} onChange={onChange} name="plus-plan">
      <Stack gap="xs">
        {prices.map((price) => {
          const saving = weekly && price.per_week_cents < weekly.per_week_cents ? Math.round(100 - (price.per_week_cents * 100) / weekly.per_week_cents) : 0;
          return (
            <Radio.Card key={price.price_id} value={price.price_id} p="sm" radius="md" data-testid={`plan-option-${price.key}`}>
              <Group wrap="nowrap" justify="space-between">
                <Group gap="sm" wrap="nowrap">
                  <Radio.Indicator />
                  <div>
                    <Group gap={6}>
                      <Text fw={600}>{price.label}</Text>
                      {price.price_id === currentPriceId && <Badge size="xs" variant="light">Current</Badge>}
                      {saving > 0 && <Badge size="xs" color="teal" variant="light">Save {saving}%</Badge>}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {formatMoney(price.per_week_cents)} per week
                    </Text>
                  </div>
                </Group>
                <Text fw={600} size="sm">
                  {priceLine(price)}
                </Text>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
