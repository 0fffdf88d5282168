import type { ReactNode } from 'react';
import { NOT_FOUND_HEAD } from '../../../../shared/site/static-pages';
import { NotFoundContent } from '../components/not-found-content';
import { PublicLayout } from '../components/public-layout';
import { usePageHead } from '../hooks/use-page-head';

/** Any path the app does not know (the server answers it with status 404). */
export function NotFoundPage({ pathname, headerActions }: { pathname: string; headerActions?: ReactNode }) {
  usePageHead(NOT_FOUND_HEAD);
  return (
    <PublicLayout testId="not-found-page" actions={headerActions}>
      <NotFoundContent pathname={pathname} />
    </PublicLayout>
  );
}
