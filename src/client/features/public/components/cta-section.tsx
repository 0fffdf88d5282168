import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { LightButton } from '../../../components/light-button';
import { DEFAULT_AGENT_SLUG } from '../../../../shared/agent-slugs';
import { DAILY_LIMITS, PLUS_PRICE_PER_WEEK_TEXT } from '../../../../shared/plans';
import classes from './public.module.css';

/** The call to action: start a chat for free, or see the plans. */
export function CtaSection() {
  return (
    <section className={classes.section} aria-labelledby="cta-title" data-testid="home-cta">
      <Container size={720}>
        <Stack align="center" ta="center" gap="md">
          <Title order={2} id="cta-title" fz={{ base: 28, sm: 36 }} style={{ textWrap: 'balance' }}>
            Your next message, sorted.
          </Title>
          <Text c="dimmed" maw={560}>
            Start free, no sign-up needed: {DAILY_LIMITS.guest.send_message} messages a day as a guest,{' '}
            {DAILY_LIMITS.free.send_message} with a free account. Plus is {PLUS_PRICE_PER_WEEK_TEXT} a week for
            unlimited advice and practice.
          </Text>
          <Group justify="center" gap="sm">
            <LightButton component="a" href={`/chat/${DEFAULT_AGENT_SLUG}`} size="md" data-testid="cta-start">
              Start a free chat
            </LightButton>
            <LightButton component="a" href="/price" size="md" variant="default" data-testid="cta-pricing">
              See plans
            </LightButton>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
