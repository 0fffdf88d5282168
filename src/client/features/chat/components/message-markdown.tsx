import { lazy, memo, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { splitMarkdownBlocks } from '../hooks/markdown-blocks';
import classes from './markdown.module.css';

type Renderer = ComponentType<{ text: string }>;
/** The renderer once its chunk is here: rendered directly (React.lazy would still suspend once). */
let loaded: Renderer | null = null;
let loading: Promise<{ MarkdownRenderer: Renderer }> | null = null;
const loadRenderer = () => {
  loading ??= import('./markdown-renderer').then((m) => {
    loaded = m.MarkdownRenderer;
    return m;
  });
  return loading;
};
const LazyMarkdown = lazy(() => loadRenderer().then((m) => ({ default: m.MarkdownRenderer })));

/** Fetch the Markdown chunk before the first reply needs it. */
export function preloadMarkdown(): void {
  void loadRenderer().catch(() => undefined);
}

/**
 * True once the Markdown chunk is here. A chat with messages waits for it (a moment on a first
 * visit), so replies never flash as raw Markdown; a failed load does not block the chat.
 */
export function useMarkdownReady(): boolean {
  const [ready, setReady] = useState(loaded !== null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadRenderer()
      .catch(() => undefined)
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/** One block, parsed once: a streaming reply re-parses only its last, growing block. */
const MarkdownBlock = memo(function MarkdownBlock({ text }: { text: string }) {
  const Loaded = loaded;
  if (Loaded) return <Loaded text={text} />;
  return (
    <Suspense fallback={<p className={classes.plain}>{text}</p>}>
      <LazyMarkdown text={text} />
    </Suspense>
  );
});

export function MessageMarkdown({ text, testId = 'bot-text' }: { text: string; testId?: string }) {
  const blocks = useMemo(() => splitMarkdownBlocks(text), [text]);
  return (
    <div className={classes.markdown} data-testid={testId}>
      {blocks.map((block, index) => (
        // Blocks only ever grow at the end, so the index is a stable identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <MarkdownBlock key={index} text={block} />
      ))}
    </div>
  );
}
