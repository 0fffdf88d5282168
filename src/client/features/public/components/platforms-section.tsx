import { Container, Text } from '@mantine/core';
import { PLATFORMS } from '../../../../shared/site/platforms';
import { PlatformBadges } from './platform-badges';

/** Home: the apps people's conversations happen in — a screenshot from any of them works. */
export function PlatformsSection() {
  return (
    <Container size="lg" component="section" pb={64} aria-label="Platforms" data-testid="home-platforms">
      <Text ta="center" size="sm" c="dimmed" mb="md">
        Works with screenshots from the apps you already chat on
      </Text>
      <PlatformBadges platforms={PLATFORMS} />
    </Container>
  );
}
