import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { SITE } from '../lib/site';
import { Icon } from './icon';

type BrandLogoProps = {
  compact?: boolean;
  /** Hide the name below 640px, where the header needs the room. */
  nameFrom?: 'xs';
  to?: string;
};

/** The product mark; `compact` shows the badge only (collapsed sidebar). */
export function BrandLogo({ compact = false, nameFrom, to = '/' }: BrandLogoProps) {
  return (
    <UnstyledButton component="a" href={to} aria-label={`${SITE.name} home`} data-testid="brand-logo">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={32} radius="lg" variant="gradient" gradient={{ from: 'ember.4', to: 'ember.7', deg: 135 }}>
          <Icon name="sparkles" size={18} />
        </ThemeIcon>
        {!compact && (
          <Text fw={750} size="md" visibleFrom={nameFrom} style={{ letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}>
            {SITE.name}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
