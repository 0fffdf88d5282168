import type { ReactNode } from 'react';
import { NotFoundMarkup } from '../components/server-markup-parts';
import { PublicLayout } from '../components/public-layout';

/** Any path the app does not know (the server answers it with status 404). */
export function NotFoundPage({ pathname, headerActions }: { pathname: string; headerActions?: ReactNode }) {
  return (
    <PublicLayout testId="not-found-page" actions={headerActions}>
      <NotFoundMarkup pathname={pathname} />
    </PublicLayout>
  );
}
