import { Anchor, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FEATURED_USE_CASE_SLUGS, findUseCaseEntry } from '../../shared/site/use-cases/catalog';
import { SITE } from '../lib/site';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={8}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.06em' }}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function FooterLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  return (
    <Anchor component="a" href={to} size="sm" c="dimmed" data-testid={testId}>
      {children}
    </Anchor>
  );
}

export function SiteFooter() {
  return (
    <footer style={{ borderTop: '1px solid var(--app-border)' }} data-testid="site-footer">
      <Container size="lg" py={40}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xl" verticalSpacing="xl">
          <Stack gap={6}>
            <Text fw={750}>{SITE.name}</Text>
            <Text size="sm" c="dimmed">
              {SITE.tagline}
            </Text>
          </Stack>
          <Column title="Product">
            <FooterLink to="/tools">Tools</FooterLink>
            <FooterLink to="/price" testId="footer-pricing">
              Pricing
            </FooterLink>
            <FooterLink to="/extension/intro">Browser extension</FooterLink>
            <FooterLink to="/blog">Blog</FooterLink>
          </Column>
          <Column title="Guides">
            {FEATURED_USE_CASE_SLUGS.map((slug) => (
              <FooterLink key={slug} to={`/use-case/${slug}`}>
                {findUseCaseEntry(slug)?.caseName}
              </FooterLink>
            ))}
          </Column>
          <Column title="Legal">
            <FooterLink to="/privacy-policy" testId="footer-privacy">
              Privacy Policy
            </FooterLink>
            <FooterLink to="/terms-of-use" testId="footer-terms">
              Terms of Use
            </FooterLink>
          </Column>
        </SimpleGrid>
        {/* Around New Year the server's year may not be the visitor's: hydration keeps the server's. */}
        <Text size="xs" c="dimmed" mt={32} suppressHydrationWarning>
          {`© ${new Date().getFullYear()} ${SITE.name}`}
        </Text>
      </Container>
    </footer>
  );
}
