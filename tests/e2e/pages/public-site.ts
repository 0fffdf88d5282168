import type { Locator, Page } from 'playwright-core';

/** Page object of the public site (home sections, landing pages, blog, tools, 404): user steps. */
export class PublicSite {
  constructor(
    readonly page: Page,
    /** Phones: the header's links sit behind a menu button. */
    readonly phone: boolean,
  ) {}

  /** Open a page by its address; answers the HTTP status the server sent. */
  async open(path: string): Promise<number> {
    const response = await this.page.goto(path);
    return response?.status() ?? 0;
  }

  /** Follow a header link (Features, Solutions, Blog, Pricing) the way this device shows it. */
  async followNav(item: 'features' | 'solutions' | 'blog' | 'pricing'): Promise<void> {
    if (this.phone) {
      await this.page.getByTestId('site-nav-toggle').click();
      await this.page.getByTestId(`nav-${item}-mobile`).click();
    } else {
      await this.page.getByTestId(`nav-${item}`).click();
    }
  }

  get faqItems(): Locator {
    return this.page.getByTestId('home-faq').locator('details');
  }

  /** Opens every FAQ entry and reads [question, answer] pairs as shown. */
  async readFaq(): Promise<[string, string][]> {
    const items = this.faqItems;
    await items.first().waitFor();
    const pairs: [string, string][] = [];
    for (let i = 0; i < (await items.count()); i++) {
      const item = items.nth(i);
      await item.getByTestId('faq-question').click();
      await item.getByTestId('faq-answer').waitFor({ state: 'visible' });
      pairs.push([
        ((await item.getByTestId('faq-question').textContent()) ?? '').trim(),
        ((await item.getByTestId('faq-answer').textContent()) ?? '').trim(),
      ]);
    }
    return pairs;
  }

  solutionLink(caseName: string): Locator {
    return this.page.getByTestId('home-solutions').getByRole('link', { name: caseName, exact: true });
  }

  get useCaseTitle(): Locator {
    return this.page.getByTestId('use-case-title');
  }

  get scenarios(): Locator {
    return this.page.getByTestId('use-case-scenario');
  }

  get sellingPoints(): Locator {
    return this.page.getByTestId('use-case-selling-point');
  }

  get tryIt(): Locator {
    return this.page.getByTestId('use-case-cta');
  }

  get notFound(): Locator {
    return this.page.getByTestId('not-found');
  }

  /** How far content moved while the page loaded (the Layout Instability API's shifts, summed). */
  async layoutShift(): Promise<number> {
    return this.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 0);
        }),
    );
  }
}
