import { serverMarkup } from '../../../components/server-markup';

/**
 * Parts of the public pages kept from the server's markup, their code loaded only by a client-only
 * render (components/server-markup.tsx). Their modules are listed in
 * src/server/http/seo/route-chunks.ts, which links their CSS on the pages that show them.
 */
export const NotFoundMarkup = serverMarkup(async () => (await import('./not-found-content')).NotFoundContent, 'NotFoundMarkup');
export const BlogIndexMarkup = serverMarkup(async () => (await import('./blog-index-content')).BlogIndexContent, 'BlogIndexMarkup');
export const ExtensionIntroMarkup = serverMarkup(async () => (await import('./extension-intro-content')).ExtensionIntroContent, 'ExtensionIntroMarkup');
