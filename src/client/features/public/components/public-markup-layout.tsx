import type { ReactNode } from 'react';
import { SiteHeaderActions } from '../../../app/site/site-header-actions';
import { MarkupBox } from '../../../components/server-markup';
import { SiteFooterMarkup } from '../../../components/site-footer-markup';
import { SiteHeader } from '../../../components/site-header';
import { askFromMarkup } from '../hooks/ask-advisor';

/**
 * The frame of a page whose main content the browser keeps from the server's markup (a landing
 * page, a post, the tools): the server and a client-only render draw it with its code; hydration
 * uses `KeptMainPage` (pages/kept-main-page.tsx), which has none. Its buttons ask an advisor by
 * their attributes (hooks/ask-advisor.ts), so they work in the kept markup.
 */
export function PublicMarkupLayout({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <>
      <SiteHeader actions={<SiteHeaderActions />} />
      <MarkupBox onClickInside={askFromMarkup} keptMain>
        <main id="main" data-testid={testId}>{children}</main>
      </MarkupBox>
      <SiteFooterMarkup />
    </>
  );
}
