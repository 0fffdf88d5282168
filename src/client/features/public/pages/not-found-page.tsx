import { useLocation } from 'react-router';
import { NOT_FOUND_HEAD } from '../../../../shared/site/static-pages';
import { NotFoundContent } from '../components/not-found-content';
import { PublicLayout } from '../components/public-layout';
import { usePageHead } from '../hooks/use-page-head';

/** Any path the app does not know (the server answers it with status 404). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageHead(NOT_FOUND_HEAD);
  return (
    <PublicLayout testId="not-found-page">
      <NotFoundContent pathname={pathname} />
    </PublicLayout>
  );
}
