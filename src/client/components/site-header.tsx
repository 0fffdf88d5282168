import { Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';
import classes from './site-header.module.css';

/** Header of the marketing and content pages; `actions` holds badges, sign-in and the theme toggle. */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  return (
    <header className={classes.header} data-testid="site-header">
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <BrandLogo nameFrom="xs" />
          <Group gap="xs" wrap="nowrap">
            {actions}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
