import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SiteFooterMarkup } from './site-footer-markup';
import { SiteHeader } from './site-header';

type LegalPageProps = { title: string; updated: string; headerActions?: ReactNode; children: ReactNode };

/** Layout of the privacy policy and terms pages: readable column, header and footer. */
export function LegalPage({ title, updated, headerActions, children }: LegalPageProps) {
  return (
    <>
      <SiteHeader actions={headerActions} />
      <Container size={720} py={48} component="main" id="main">
        <Stack gap="md" data-testid="legal-page">
          <Title order={1}>{title}</Title>
          <Text size="sm" c="dimmed">
            Last updated {updated}
          </Text>
          {children}
        </Stack>
      </Container>
      <SiteFooterMarkup />
    </>
  );
}
