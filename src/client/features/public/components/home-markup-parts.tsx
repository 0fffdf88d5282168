import { serverMarkup } from '../../../components/server-markup';

/**
 * Home's static parts kept from the server's markup, their code loaded only by a client-only render
 * (components/server-markup.tsx): the hero's text, the platforms, the advisor grid's heading. Their
 * modules are listed in src/server/http/seo/route-chunks.ts, which links their CSS.
 */
export const HomeIntroMarkup = serverMarkup(async () => (await import('./home-intro')).HomeIntro, 'HomeIntroMarkup');
export const AdvisorsIntroMarkup = serverMarkup(async () => (await import('./home-intro')).AdvisorsIntro, 'AdvisorsIntroMarkup');
export const PlatformsMarkup = serverMarkup(async () => (await import('./platforms-section')).PlatformsSection, 'PlatformsMarkup');
