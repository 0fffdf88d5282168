import { Badge, Stack, Text, Title } from '@mantine/core';
import { SITE } from '../../../lib/site';
import homeClasses from '../../../routes/home.module.css';

/** Home's hero text above the ask box: the kicker, the tagline (the page's h1) and the description. */
export function HomeIntro() {
  return (
    <>
      <Badge variant="light" size="lg" radius="xl" tt="none" fw={600}>
        AI advisors for real conversations
      </Badge>
      <Title order={1} className={homeClasses.title} data-testid="home-tagline">
        {SITE.tagline}
      </Title>
      <Text size="lg" c="dimmed" maw={600}>
        {SITE.description}
      </Text>
    </>
  );
}

/** The heading of home's advisor grid. */
export function AdvisorsIntro() {
  return (
    <Stack gap={6} mb="xl" align="center" ta="center">
      <Title order={2} id="advisors-title" fz={{ base: 26, sm: 32 }}>
        Pick an advisor
      </Title>
      <Text c="dimmed" maw={560}>
        Each advisor knows one kind of conversation well — from decoding a text to preparing an interview.
      </Text>
    </Stack>
  );
}
