import { Anchor, Group, Stack } from '@mantine/core';
import { LightActionIcon } from './light-action-icon';
import { useDisclosure } from '@mantine/hooks';
import { Icon } from './icon';
import classes from './site-header.module.css';

/** SPEC §2: the site header's navigation is Features, Solutions and Blog; Pricing sits beside them. */
export const SITE_NAV_LINKS = [
  { label: 'Features', to: '/#features', testId: 'nav-features' },
  { label: 'Solutions', to: '/#solutions', testId: 'nav-solutions' },
  { label: 'Blog', to: '/blog', testId: 'nav-blog' },
  { label: 'Pricing', to: '/price', testId: 'nav-pricing' },
] as const;

/**
 * Inline links from 1024px (desktop); below that a button opens them in a panel under the header.
 * Plain links: each page is its own document (a `/#…` link on home only scrolls, and closes the panel).
 */
export function SiteNav() {
  const [open, { toggle, close }] = useDisclosure(false);

  return (
    <>
      <Group component="nav" gap="lg" visibleFrom="md" aria-label="Site" data-testid="site-nav">
        {SITE_NAV_LINKS.map((item) => (
          <Anchor key={item.to} href={item.to} size="sm" fw={550} c="var(--mantine-color-text)" data-testid={item.testId}>
            {item.label}
          </Anchor>
        ))}
      </Group>
      <LightActionIcon
        hiddenFrom="md"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls="site-nav-panel"
        onClick={toggle}
        data-testid="site-nav-toggle"
      >
        <Icon name="menu" size={20} />
      </LightActionIcon>
      {open && (
        <Stack component="nav" id="site-nav-panel" className={classes.panel} gap={0} hiddenFrom="md" aria-label="Site" data-testid="site-nav-panel">
          {SITE_NAV_LINKS.map((item) => (
            <Anchor key={item.to} href={item.to} onClick={close} className={classes.panelLink} data-testid={`${item.testId}-mobile`}>
              {item.label}
            </Anchor>
          ))}
        </Stack>
      )}
    </>
  );
}
