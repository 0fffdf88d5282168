import { serverMarkup } from './server-markup';

/** The public pages' footer, kept from the server's markup (components/server-markup.tsx). */
export const SiteFooterMarkup = serverMarkup(async () => (await import('./site-footer')).SiteFooter, 'SiteFooterMarkup');
