import { Anchor, Center, Group, Stack, Text, Title } from '@mantine/core';
import { LightButton } from '../../../components/light-button';
import { FEATURED_USE_CASE_SLUGS, findUseCaseEntry } from '../../../../shared/site/use-cases/catalog';

/** The 404 page's body: what happened, the way home, and a few pages people usually look for. */
export function NotFoundContent({ pathname }: { pathname: string }) {
  return (
    <Center mih="calc(100dvh - 64px)" p="md" data-testid="not-found">
      <Stack align="center" gap="sm" ta="center" maw={520}>
        <Text fw={800} fz={72} lh={1} c="var(--app-accent-text)" aria-hidden>
          404
        </Text>
        <Title order={1} fz={28}>
          Page not found
        </Title>
        <Text c="dimmed">
          There is nothing at <Text span ff="monospace">{pathname}</Text>. The link may be broken, or the page may have moved.
        </Text>
        <Group justify="center" gap="sm" mt="sm">
          <LightButton component="a" href="/" data-testid="not-found-home">
            Go to the home page
          </LightButton>
          <LightButton component="a" href="/blog" variant="default">
            Read the blog
          </LightButton>
        </Group>
        <Text size="sm" fw={650} mt="lg">
          Popular guides
        </Text>
        <Stack gap={4}>
          {FEATURED_USE_CASE_SLUGS.map((slug) => (
            <Anchor key={slug} component="a" href={`/use-case/${slug}`} size="sm">
              {findUseCaseEntry(slug)?.caseName}
            </Anchor>
          ))}
        </Stack>
      </Stack>
    </Center>
  );
}
