import { useEffect, useState } from 'react';
import { Icon } from '../../../components/icon';
import { chatUi } from '../hooks/chat-ui-store';
import { quotableSelection } from '../hooks/quote-selection';
import classes from './quote.module.css';
import { LightButton } from '../../../components/light-button';

type Shown = { text: string; top: number; left: number };

/**
 * Selecting text in a reply shows a 'Quote' button above it; a tap puts the text into the input
 * as a quote (sent with the next message as a reference, SPEC §3); the input then takes the focus.
 */
export function QuoteButton({ uiKey }: { uiKey: string }) {
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    let frame = 0;
    const read = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const found = quotableSelection(document.getSelection());
        if (!found) return setShown(null);
        const rect = found.rect;
        const top = rect && rect.height > 0 ? Math.max(8, rect.top - 44) : 8;
        const left = rect && rect.width > 0 ? rect.left + rect.width / 2 : window.innerWidth / 2;
        setShown({ text: found.text, top, left });
      });
    };
    document.addEventListener('selectionchange', read);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('selectionchange', read);
    };
  }, []);

  if (!shown) return null;
  return (
    <div className={classes.floating} style={{ top: shown.top, left: shown.left }}>
      <LightButton
        size="compact-sm"
        radius="xl"
        leftSection={<Icon name="quote" size={14} />}
        // Keep the selection: a mousedown on a button would clear it before the click.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          chatUi.setQuote(uiKey, shown.text);
          document.getSelection()?.removeAllRanges();
          setShown(null);
        }}
        data-testid="quote-button"
      >
        Quote
      </LightButton>
    </div>
  );
}
