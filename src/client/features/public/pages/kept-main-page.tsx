import { SiteHeaderActions } from '../../../app/site/site-header-actions';
import { KeptMarkup } from '../../../components/server-markup';
import { SiteFooterMarkup } from '../../../components/site-footer-markup';
import { SiteHeader } from '../../../components/site-header';
import { askFromMarkup } from '../hooks/ask-advisor';

/**
 * Hydrates any page drawn with `PublicMarkupLayout` (components/public-markup-layout.tsx) — a landing
 * page, a post, the tools — without its code or content: the header, and the main content kept as
 * the server wrote it, its 'ask' buttons handled by delegation. app/site/site-pages.tsx picks it
 * when the server's markup has a kept main.
 */
export function KeptMainPage() {
  return (
    <>
      <SiteHeader actions={<SiteHeaderActions />} />
      <KeptMarkup onClickInside={askFromMarkup} keptMain />
      <SiteFooterMarkup />
    </>
  );
}
