import classes from './chat.module.css';

/** SPEC §8 'Waiting': shown until the first words of a reply arrive. */
export function ThinkingPlaceholder() {
  return (
    <div className={classes.thinking} role="status" data-testid="thinking-placeholder">
      <span className={classes.dots} aria-hidden>
        <span />
        <span />
        <span />
      </span>
      <span>Ideas coming right up! Just a moment</span>
    </div>
  );
}
