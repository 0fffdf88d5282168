import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { track } from '../../../lib/analytics';
import { serverErrorText } from '../../../lib/error-status';
import { trpc } from '../../../lib/trpc';

/**
 * Opens a showcase example as the visitor's own chat (question and answer already there, no
 * message spent), then shows it. `ensureUser`: a first-time visitor's guest is made first.
 */
export function useOpenShowcase(ensureUser: () => Promise<unknown>) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const mutation = useMutation({
    mutationFn: async (input: { showcaseId: string }) => {
      await ensureUser();
      return utils.client.session.openShowcase.mutate(input);
    },
    onSuccess: (session) => void navigate(session.url),
  });
  return {
    open: (showcaseId: string) => {
      track('showcase_open', { showcase: showcaseId });
      mutation.mutate({ showcaseId });
    },
    openingId: mutation.isPending ? mutation.variables?.showcaseId : undefined,
    error: mutation.isError ? serverErrorText(mutation.error) : null,
  };
}
