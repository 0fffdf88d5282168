import { findBlogPostEntry } from '../../../../shared/site/blog/catalog';
import type { BlogPost, BlogPostEntry, UseCaseEntry } from '../../../../shared/site/schema';
import { findUseCaseEntry } from '../../../../shared/site/use-cases/catalog';

/** Each post body is its own chunk. Keyed by slug; a test checks every catalogue entry has one. */
export const POST_BODIES: Record<string, () => Promise<{ post: BlogPost }>> = {
  'practise-hard-conversations-before-you-have-them': () =>
    import('../../../../shared/site/blog/posts/practise-hard-conversations-before-you-have-them'),
  'how-to-repair-things-after-a-fight': () => import('../../../../shared/site/blog/posts/how-to-repair-things-after-a-fight'),
  'texting-your-crush-what-keeps-a-conversation-going': () =>
    import('../../../../shared/site/blog/posts/texting-your-crush-what-keeps-a-conversation-going'),
};

export interface BlogPostPageData {
  entry: BlogPostEntry;
  post: BlogPost;
  related: UseCaseEntry[];
}

/** A post with its related use cases, or null for an unknown slug (the page shows the 404). */
export async function loadBlogPost(slug: string): Promise<BlogPostPageData | null> {
  const entry = findBlogPostEntry(slug);
  const load = entry ? POST_BODIES[slug] : undefined;
  if (!entry || !load) return null;
  const { post } = await load();
  const related = entry.related.map(findUseCaseEntry).filter((u): u is UseCaseEntry => u !== undefined);
  return { entry, post, related };
}
