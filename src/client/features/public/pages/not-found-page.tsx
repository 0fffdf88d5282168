import type { ReactNode } from 'react';
import { NotFoundContent } from '../components/not-found-content';
import { PublicLayout } from '../components/public-layout';

/** Any path the app does not know (the server answers it with status 404). */
export function NotFoundPage({ pathname, headerActions }: { pathname: string; headerActions?: ReactNode }) {
  return (
    <PublicLayout testId="not-found-page" actions={headerActions}>
      <NotFoundContent pathname={pathname} />
    </PublicLayout>
  );
}
