import type { ReactNode } from 'react';
import { SiteHeaderActions } from '../../../app/site/site-header-actions';
import { SiteFooterMarkup } from '../../../components/site-footer-markup';
import { SiteHeader } from '../../../components/site-header';

/**
 * Header, the page's main content and the footer: the frame of every public page. `actions`: the
 * header's right side (the app passes its own when it shows a page of this kind).
 */
export function PublicLayout({ children, testId, actions = <SiteHeaderActions /> }: { children: ReactNode; testId: string; actions?: ReactNode }) {
  return (
    <>
      <SiteHeader actions={actions} />
      <main id="main" data-testid={testId}>{children}</main>
      <SiteFooterMarkup />
    </>
  );
}
