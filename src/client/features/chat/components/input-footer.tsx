import { Link } from '../../../lib/router';
import classes from './chat.module.css';

/** Under the input: messages left today (nothing for Plus) and the legal links (SPEC §2). */
export function InputFooter({ remaining }: { remaining: string | null }) {
  return (
    <div className={classes.footer}>
      <span data-testid="usage-remaining">{remaining ?? ''}</span>
      <span>
        <Link to="/terms-of-use">Terms</Link> · <Link to="/privacy-policy">Privacy</Link>
      </span>
    </div>
  );
}
