import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeUrl } from '../hooks/safe-url';

/**
 * Renders model Markdown safely (loaded lazily, outside the initial bundle): raw HTML is skipped
 * (no rehype-raw), images are dropped, and links keep only http, https and mailto URLs and open in
 * a new tab without access to this page.
 */
function SafeLink({ href, children, node: _node, ...rest }: ComponentProps<'a'> & { node?: unknown }) {
  if (!href) return <span>{children}</span>;
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

const components: Components = { a: SafeLink };
const remarkPlugins = [remarkGfm];
const disallowed = ['img'];

export function MarkdownRenderer({ text }: { text: string }) {
  return (
    <Markdown
      remarkPlugins={remarkPlugins}
      components={components}
      urlTransform={(url) => safeUrl(url)}
      disallowedElements={disallowed}
      unwrapDisallowed
      skipHtml
    >
      {text}
    </Markdown>
  );
}
