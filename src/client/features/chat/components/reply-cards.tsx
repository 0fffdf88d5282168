import { Badge, Text } from '@mantine/core';
import { memo } from 'react';
import type { ReplySuggestion } from '../hooks/message-types';
import classes from './chat.module.css';
import { CopyButton } from './copy-button';

/** Replies the user could send: a tone chip, the message, why it works, one-tap copy. */
export const ReplyCards = memo(function ReplyCards({ suggestions }: { suggestions: readonly ReplySuggestion[] }) {
  if (suggestions.length === 0) return null;
  return (
    <div className={classes.cards} data-testid="reply-cards">
      {suggestions.map((suggestion, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cards arrive once, whole, in order
        <div key={index} className={classes.card} data-testid="reply-card">
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
            <Badge variant="light" size="sm" radius="xl" tt="none" data-testid="reply-card-tone">
              {suggestion.tone}
            </Badge>
            <CopyButton text={suggestion.text} variant="label" testId="reply-card-copy" />
          </div>
          <p className={classes.cardText} data-testid="reply-card-text">
            {suggestion.text}
          </p>
          <Text size="sm" c="dimmed" data-testid="reply-card-why">
            {suggestion.why}
          </Text>
        </div>
      ))}
    </div>
  );
});
