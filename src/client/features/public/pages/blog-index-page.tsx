import { PublicLayout } from '../components/public-layout';
import { BlogIndexMarkup } from '../components/server-markup-parts';

/** /blog: the posts, newest first. */
export function BlogIndexPage() {
  return (
    <PublicLayout testId="blog-index">
      <BlogIndexMarkup />
    </PublicLayout>
  );
}
