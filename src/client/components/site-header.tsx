import { Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';
import { SkipLink } from './skip-link';
import classes from './site-header.module.css';
import { SiteNav } from './site-nav';

/**
 * Header of the marketing and content pages: the logo, the site navigation, and `actions` (badges,
 * sign-in and the theme toggle).
 */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  return (
    <header className={classes.header} data-testid="site-header">
      <SkipLink label="Skip to content" />
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap">
            <BrandLogo nameFrom="xs" />
            <SiteNav />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {actions}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
