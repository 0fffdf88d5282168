import { useEffect, useState } from 'react';
import type { UploadStore } from '../hooks/upload-store';
import { useUploadDraft } from '../hooks/use-upload-draft';
import classes from './uploads.module.css';

const SHOWN_MS = 4000;

/** The latest upload problem (SPEC §8 texts), shown above the input for a few seconds. */
export function UploadNotice({ store, uiKey }: { store: UploadStore; uiKey: string }) {
  const { notice } = useUploadDraft(store, uiKey);
  const [hidden, setHidden] = useState<number | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setHidden(notice.nonce), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  if (!notice || hidden === notice.nonce) return null;
  return (
    <div className={classes.notice} role="alert" data-testid="upload-notice">
      {notice.text}
    </div>
  );
}
