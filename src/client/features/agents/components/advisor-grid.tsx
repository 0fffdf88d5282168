import { track } from '../../../lib/analytics';
import { serverMarkup } from '../../../components/server-markup';

/** The grid kept from the server's markup (its code loads only for a client-only render); card clicks are still tracked. */
export const AdvisorGridMarkup = serverMarkup(
  async () => (await import('./advisor-grid-cards')).AdvisorGrid,
  'AdvisorGridMarkup',
  (target) => {
    const slug = target.closest('a[href^="/chat/"]')?.getAttribute('href')?.slice('/chat/'.length);
    if (slug) track('advisor_card_click', { agent: slug });
  },
);
