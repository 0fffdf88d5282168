import { Group } from '@mantine/core';
import type { Platform } from '../../../../shared/site/schema';
import classes from './public.module.css';

/** Platform names on small coloured marks (initials, not the trademarked logos). */
export function PlatformBadges({ platforms, justify = 'center' }: { platforms: readonly Platform[]; justify?: 'center' | 'flex-start' }) {
  return (
    <Group gap="xs" justify={justify} data-testid="platform-badges">
      {platforms.map((platform) => (
        <span key={platform.id} className={classes.platform} data-testid={`platform-${platform.id}`}>
          <span className={classes.platformMark} style={{ background: platform.color }} aria-hidden>
            {platform.name.charAt(0)}
          </span>
          {platform.name}
        </span>
      ))}
    </Group>
  );
}
