import type { MouseEvent } from 'react';

type SkipLinkProps = {
  label: string;
  /** What to focus, in order of preference (the first visible, enabled match wins); else `main`. */
  targets?: string[];
};

/**
 * The first stop of the Tab order (WCAG 2.4.1): hidden until focused, it jumps past the header and
 * the sidebar to the page's content.
 */
export function SkipLink({ label, targets = [] }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    for (const selector of [...targets, 'main']) {
      const target = Array.from(document.querySelectorAll<HTMLElement>(selector)).find(
        (el) => el.getClientRects().length > 0 && !(el as HTMLInputElement).disabled,
      );
      if (!target) continue;
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
      return;
    }
  };
  return (
    <a href="#main" className="skip-link" onClick={skip} data-testid="skip-link">
      {label}
    </a>
  );
}
