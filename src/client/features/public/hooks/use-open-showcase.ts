import { useState } from 'react';
import { track } from '../../../lib/analytics';
import { serverErrorText } from '../../../lib/error-status';
import { goTo } from '../../../lib/go-to';

/** What opening a showcase needs from the API (the app layer on a public page: app/site/app-layer.tsx). */
export interface ShowcaseActions {
  ensureUser: () => Promise<unknown>;
  openShowcase: (showcaseId: string) => Promise<{ url: string }>;
}

/**
 * Opens a showcase example as the visitor's own chat (question and answer already there, no
 * message spent), then shows it. A first-time visitor's guest is made first.
 */
export function useOpenShowcase(actions: () => Promise<ShowcaseActions>) {
  const [openingId, setOpeningId] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  return {
    open: (showcaseId: string) => {
      track('showcase_open', { showcase: showcaseId });
      setOpeningId(showcaseId);
      setError(null);
      void (async () => {
        const api = await actions();
        await api.ensureUser();
        return api.openShowcase(showcaseId);
      })().then(
        (session) => goTo(session.url),
        (err: unknown) => {
          setError(serverErrorText(err));
          setOpeningId(undefined);
        },
      );
    },
    openingId,
    error,
  };
}
