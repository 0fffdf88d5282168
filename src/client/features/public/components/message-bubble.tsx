import classes from './public.module.css';

/** An example message as a chat bubble: what you send (right) or what they sent (left). */
export function MessageBubble({ from, text }: { from: 'you' | 'them'; text: string }) {
  return (
    <div className={from === 'you' ? classes.bubbleYou : classes.bubbleThem} data-testid="example-message">
      {text}
    </div>
  );
}
