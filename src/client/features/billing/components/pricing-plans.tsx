import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LightButton } from '../../../components/light-button';
import { PLUS_PRICE_PER_WEEK_TEXT } from '../../../../shared/plans';

/**
 * SPEC §2: BASIC (free, 'Try for Free') and PLUS ($2.50 a week, 'Subscribe', popular). The plan
 * names are the page's second-level headings (under its h1), drawn at h3 size. The buttons have no
 * handlers of their own: the page keeps this markup from the server and handles their clicks by
 * `data-pricing-action` (pricing-page.tsx).
 */
export function PricingPlans() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-testid="pricing-plans">
      <Card withBorder radius="lg" padding="xl" data-testid="plan-basic">
        <Stack gap="md" h="100%">
          <Title order={2} size="h3">BASIC</Title>
          <Group gap={6} align="baseline">
            <Text fz={36} fw={800}>Free</Text>
          </Group>
          <List size="sm" spacing={6} style={{ flex: 1 }}>
            <List.Item>Limited messages and chats per day</List.Item>
            <List.Item>5 messages a day once signed in</List.Item>
            <List.Item>All advisors and screenshots</List.Item>
          </List>
          <LightButton variant="default" size="md" data-pricing-action="try-free" data-testid="plan-basic-cta">
            Try for Free
          </LightButton>
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="xl" style={{ borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }} data-testid="plan-plus">
        <Stack gap="md" h="100%">
          <Group justify="space-between">
            <Title order={2} size="h3">PLUS</Title>
            <Badge variant="filled" data-testid="plan-plus-popular">Popular</Badge>
          </Group>
          <Group gap={6} align="baseline">
            <Text fz={36} fw={800} data-testid="plan-plus-price">{PLUS_PRICE_PER_WEEK_TEXT}</Text>
            <Text c="dimmed">per week</Text>
          </Group>
          <List size="sm" spacing={6} style={{ flex: 1 }}>
            <List.Item>Unlimited messages and chats</List.Item>
            <List.Item>Unlimited advice and simulations</List.Item>
            <List.Item>Billed weekly, monthly or annually</List.Item>
          </List>
          <LightButton size="md" data-pricing-action="subscribe" data-testid="plan-plus-cta">
            Subscribe
          </LightButton>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
