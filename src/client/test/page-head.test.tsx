/**
 * Client-side navigation keeps the head in step with the page (the server wrote the first one):
 * title, description, canonical, Open Graph; a page without a head of its own gets the site's.
 * Runs under happy-dom: `cd src/client && bun test`. The root `bun test` has no DOM and skips it.
 */
import { describe, expect, test } from 'bun:test';
import { SITE } from '../../shared/site/site';
import { usePageHead, type PageHeadInput } from '../features/public/hooks/use-page-head';

function Page(props: PageHeadInput) {
  usePageHead(props);
  return null;
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;

const hasDom = typeof document !== 'undefined';
const rtl = hasDom ? await import('@testing-library/react') : null;

describe.skipIf(!hasDom)('usePageHead', () => {
  test('sets the page head, follows the next page, and resets when the page goes', () => {
    const first = { title: 'Ask your crush out', description: 'How to ask.', path: '/use-case/how-to-ask-your-crush-out', keywords: ['a', 'b'] };
    const view = rtl!.render(<Page {...first} />);
    expect(document.title).toBe('Ask your crush out');
    expect(content('meta[name="description"]')).toBe('How to ask.');
    expect(content('meta[name="keywords"]')).toBe('a, b');
    expect(content('meta[property="og:title"]')).toBe('Ask your crush out');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost:3000/use-case/how-to-ask-your-crush-out');

    view.rerender(<Page title="Tools" description="Every advisor." path="/tools" />);
    expect(document.title).toBe('Tools');
    expect(content('meta[name="description"]')).toBe('Every advisor.');
    expect(content('meta[property="og:url"]')).toBe('http://localhost:3000/tools');
    expect(content('meta[name="keywords"]')).toBeNull();

    view.unmount();
    expect(content('meta[name="description"]')).toBe(SITE.description);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[name="description"]').length).toBe(1);
  });
});
