import type { ReactNode } from 'react';
import { HeaderActions } from '../../../app/header-actions';
import { SiteFooter } from '../../../components/site-footer';
import { SiteHeader } from '../../../components/site-header';

/** Header, the page's main content and the footer: the frame of every public page. */
export function PublicLayout({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <>
      <SiteHeader actions={<HeaderActions />} />
      <main id="main" data-testid={testId}>{children}</main>
      <SiteFooter />
    </>
  );
}
