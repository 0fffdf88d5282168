import { DAILY_LIMITS, PLUS_PRICE_PER_WEEK_USD } from '../../../shared/plans';
import { PRICING_FAQ } from '../../../shared/site/faq';
import type { FaqEntry, UseCase } from '../../../shared/site/schema';
import { SITE } from '../../../shared/site/site';

/** schema.org FAQPage for a page's questions and answers (the same text the page shows). */
export function faqPage(entries: readonly FaqEntry[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}

/** /price: the product with its two offers (BASIC free, PLUS per week), and the page's FAQ. */
export function pricingData(canonical: string): object[] {
  const offer = (name: string, price: number, description: string) => ({
    '@type': 'Offer',
    name,
    description,
    price: price.toFixed(2),
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    url: canonical,
  });
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: SITE.name,
      description: SITE.description,
      brand: { '@type': 'Brand', name: SITE.name },
      offers: [
        offer('BASIC', 0, `Free: ${DAILY_LIMITS.free.send_message} messages a day once signed in.`),
        {
          ...offer('PLUS', PLUS_PRICE_PER_WEEK_USD, 'Unlimited messages, chats, advice and simulations.'),
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: PLUS_PRICE_PER_WEEK_USD.toFixed(2),
            priceCurrency: 'USD',
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'WEE' },
          },
        },
      ],
    },
    faqPage(PRICING_FAQ),
  ];
}

/**
 * A "how to …" landing page as HowTo: its scenarios are the steps, in the page's order. Other
 * landing pages (e.g. "signs your crush likes you") are not instructions and get none.
 */
export function useCaseData(useCase: UseCase, canonical: string): object[] {
  if (!useCase.slug.startsWith('how-to-')) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'HowTo',
      name: useCase.caseName,
      description: useCase.metaDescription,
      url: canonical,
      step: useCase.scenarios.map((s, i) => ({ '@type': 'HowToStep', position: i + 1, name: s.title, text: s.advice })),
    },
  ];
}
