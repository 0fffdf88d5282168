import { Anchor, Text, Title } from '@mantine/core';
import type { BlogPostEntry, BlogPost } from '../../../../shared/site/schema';
import { BlogBody } from './blog-body';
import { PostMeta } from './post-meta';

/** A post's text: the way back to the blog, title, date, lead and body. Static: kept from the server's markup. */
export function BlogArticle({ entry, post }: { entry: BlogPostEntry; post: BlogPost }) {
  return (
    <>
      <Anchor component="a" href="/blog" size="sm">
        ← Blog
      </Anchor>
      <Title order={1} fz={{ base: 32, sm: 42 }} lh={1.15} mt="md" mb="sm" style={{ textWrap: 'balance' }} data-testid="blog-post-title">
        {entry.title}
      </Title>
      <PostMeta entry={entry} />
      <Text fz={20} lh={1.6} mt="xl" mb="xl">
        {post.lead}
      </Text>
      <BlogBody blocks={post.body} />
    </>
  );
}
