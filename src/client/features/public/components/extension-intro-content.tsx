import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LightButton } from '../../../components/light-button';
import { DEFAULT_AGENT_SLUG } from '../../../../shared/agent-slugs';
import { EXTENSION_PLATFORM_IDS, PLATFORMS } from '../../../../shared/site/platforms';
import { STATIC_PAGES } from '../../../../shared/site/static-pages';
import { PlatformBadges } from './platform-badges';
import classes from './public.module.css';

const STEPS = [
  { title: 'Open a chat as usual', text: 'WhatsApp Web, Instagram, Messenger, LinkedIn — wherever the conversation is.' },
  { title: 'Ask for advice in place', text: 'The extension reads the conversation you choose to share, and only that one.' },
  { title: 'Pick a reply', text: 'Get the same honest read and reply suggestions as in the web app, next to the chat.' },
];

const EXTENSION_PLATFORMS = EXTENSION_PLATFORM_IDS.map((id) => PLATFORMS.find((p) => p.id === id)).filter((p) => p !== undefined);

/** The body of extension-intro-page.tsx (static: kept from the server's markup, components/server-markup-parts.tsx). */
export function ExtensionIntroContent() {
  return (
    <Container size="lg" className={classes.section}>
      <Stack gap="md" maw={720} mb={48}>
        <Badge variant="light" color="gray" radius="xl" tt="none" w="fit-content" data-testid="extension-status">
          Coming soon
        </Badge>
        <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.1}>
          {STATIC_PAGES.extension.heading}
        </Title>
        <Text size="lg" c="dimmed">
          Our Chrome extension will bring the advisors into the chat apps you use in the browser. It is not in the
          Chrome Web Store yet — until it is, drop a screenshot of any conversation into the web app and get the same
          advice.
        </Text>
        <Group gap="sm">
          <LightButton size="md" disabled data-testid="extension-add-to-chrome">
            Add to Chrome — coming soon
          </LightButton>
          <LightButton component="a" href={`/chat/${DEFAULT_AGENT_SLUG}`} size="md" variant="default" data-testid="extension-use-web">
            Use the web app now
          </LightButton>
        </Group>
      </Stack>
      <Title order={2} fz="xl" mb="md">
        Built for the apps you chat in
      </Title>
      <PlatformBadges platforms={EXTENSION_PLATFORMS} justify="flex-start" />
      <Title order={2} fz="xl" mt={48} mb="md">
        How it will work
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {STEPS.map((step, i) => (
          <Card key={step.title} className={classes.card} withBorder radius="lg" padding="lg">
            <Text size="xs" fw={700} c="var(--app-accent-text)" mb={4}>
              Step {i + 1}
            </Text>
            <Text fw={650} mb={6}>
              {step.title}
            </Text>
            <Text size="sm" c="dimmed">
              {step.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
