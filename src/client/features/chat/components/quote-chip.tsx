import { Icon } from '../../../components/icon';
import { quotePreview } from '../hooks/quote-selection';
import classes from './quote.module.css';
import { LightActionIcon } from '../../../components/light-action-icon';

/** The quote waiting in the input (× drops it). */
export function QuoteChip({ text, onRemove }: { text: string; onRemove: () => void }) {
  return (
    <div className={classes.chip} data-testid="input-quote">
      <Icon name="quote" size={14} />
      <span className={classes.chipText} data-testid="input-quote-text" title={text}>
        {quotePreview(text)}
      </span>
      <LightActionIcon size={20} radius="xl" variant="subtle" color="gray" onClick={onRemove} aria-label="Remove quote" data-testid="input-quote-remove">
        <Icon name="x" size={12} />
      </LightActionIcon>
    </div>
  );
}

/** A sent message's quote, above its text. */
export function SentQuote({ text }: { text: string }) {
  return (
    <div className={classes.sent} data-testid="user-quote" title={text}>
      <Icon name="quote" size={14} />
      <span className={classes.chipText}>{quotePreview(text, 200)}</span>
    </div>
  );
}
