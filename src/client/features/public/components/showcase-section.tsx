import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { LightButton } from '../../../components/light-button';
import { SHOWCASES } from '../../../../shared/showcases';
import { Icon, type IconName } from '../../../components/icon';
import { useOpenShowcase, type ShowcaseActions } from '../hooks/use-open-showcase';
import classes from './public.module.css';
import { SectionHeading } from './section-heading';

const FEATURES: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'copy',
    title: 'Screenshots in, replies out',
    text: 'Describe what happened or drop screenshots of the chat. You get an honest read and three replies to copy, each with its tone and why it works.',
  },
  {
    icon: 'sparkles',
    title: 'An advisor for each conversation',
    text: 'Twelve specialists: decoding a message, opening lines, dates, repairing a relationship, comfort, interviews — or the Chat Advisor for anything.',
  },
  {
    icon: 'refresh',
    title: 'Practise before it is real',
    text: 'Rehearse against a simulated crush, partner, ex or match while a coach chat runs beside it, then read an insight report on how it went.',
  },
  {
    icon: 'check',
    title: 'It remembers your people',
    text: 'Memory keeps short notes — who someone is to you, what you tried — so advice fits without retelling the story. Edit or delete any note.',
  },
];

/**
 * Home: what the product does, and six example conversations to open as your own chat
 * (SPEC §2 showcase; the 'learn more' button scrolls here, the header's Features link too).
 */
export function ShowcaseSection({ ready, actions }: { ready: boolean; actions: () => Promise<ShowcaseActions> }) {
  const showcase = useOpenShowcase(actions);
  return (
    <section id="features" className={`${classes.section} ${classes.tinted}`} aria-labelledby="features-title" data-testid="home-showcase">
      <Container size="lg">
        <SectionHeading id="features-title" eyebrow="Features" title="Advice that knows the conversation">
          Not a general chatbot: advisors built for the conversations that matter to you.
        </SectionHeading>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" mb={56}>
          {FEATURES.map((feature) => (
            <Card key={feature.title} className={classes.card} withBorder radius="lg" padding="lg">
              <ThemeIcon variant="light" size={40} radius="md" mb="sm" aria-hidden>
                <Icon name={feature.icon} size={20} />
              </ThemeIcon>
              <Text fw={650} mb={6}>
                {feature.title}
              </Text>
              <Text size="sm" c="dimmed">
                {feature.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <SectionHeading title="See it answer a real situation">
          Open an example as your own chat: the question and the advice are already there, and it costs no message.
        </SectionHeading>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {SHOWCASES.map((item) => (
            <Card key={item.id} className={classes.card} withBorder radius="lg" padding="lg" data-testid={`showcase-${item.id}`}>
              <Stack gap="sm" h="100%" justify="space-between">
                <div>
                  <Text fw={650} mb={6}>
                    {item.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    “{item.question}”
                  </Text>
                </div>
                <LightButton
                  variant="light"
                  size="xs"
                  w="fit-content"
                  disabled={!ready || (showcase.openingId !== undefined && showcase.openingId !== item.id)}
                  loading={showcase.openingId === item.id}
                  onClick={() => showcase.open(item.id)}
                  data-testid="showcase-open"
                >
                  Open this example
                </LightButton>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        {showcase.error && (
          <Text c="red.7" ta="center" mt="md" role="alert" data-testid="showcase-error">
            {showcase.error}
          </Text>
        )}
      </Container>
    </section>
  );
}
