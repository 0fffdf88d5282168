import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { BLOG_POSTS } from '../../../../shared/site/blog/catalog';
import { STATIC_PAGES } from '../../../../shared/site/static-pages';
import { PostMeta } from './post-meta';
import classes from './public.module.css';

/** The body of blog-index-page.tsx (static: kept from the server's markup, components/server-markup-parts.tsx). */
export function BlogIndexContent() {
  return (
    <Container size={760} className={classes.section}>
      <Stack gap="xs" mb={40}>
        <Title order={1} fz={{ base: 32, sm: 44 }}>
          {STATIC_PAGES.blog.heading}
        </Title>
        <Text size="lg" c="dimmed">
          {STATIC_PAGES.blog.description}
        </Text>
      </Stack>
      <Stack gap="md">
        {BLOG_POSTS.map((post) => (
          <Card key={post.slug} component="a" href={`/blog/${post.slug}`} className={classes.linkCard} withBorder radius="lg" padding="lg" data-testid="blog-post-card">
            <PostMeta entry={post} />
            <Title order={2} fz="xl" mt={6} mb={6}>
              {post.title}
            </Title>
            <Text c="dimmed">{post.description}</Text>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
