import { Anchor, Card, Container, Stack, Text } from '@mantine/core';
import { LightButton } from '../../../components/light-button';
import { DEFAULT_AGENT_SLUG } from '../../../../shared/agent-slugs';
import classes from '../components/public.module.css';
import { BlogArticle } from '../components/blog-article';
import { PublicMarkupLayout } from '../components/public-markup-layout';
import type { BlogPostPageData } from '../data/load-blog-post';
import { askAttributes } from '../hooks/ask-advisor';

/**
 * /blog/{slug}: one post, a call to action into the fitting advisor, and related guides. Drawn by
 * the server (and a client-only render); the browser keeps it as markup (`PublicMarkupLayout`).
 */
export function BlogPostPage({ data }: { data: BlogPostPageData }) {
  const { entry, post, related } = data;
  return (
    <PublicMarkupLayout testId="blog-post">
      <Container size={720} component="article" className={classes.section}>
        <BlogArticle entry={entry} post={post} />
        <Card withBorder radius="lg" padding="lg" mt="xl" className={classes.card}>
          <Stack gap="sm" align="flex-start">
            <Text fw={650}>Get advice on your own situation</Text>
            <LightButton
              {...askAttributes(post.promptText, { agentSlug: post.agentSlug ?? DEFAULT_AGENT_SLUG, source: 'blog_post' })}
              data-testid="blog-post-cta"
            >
              Ask an advisor — free
            </LightButton>
          </Stack>
        </Card>
        {related.length > 0 && (
          <Stack gap={6} mt="xl">
            <Text fw={650}>Related guides</Text>
            {related.map((u) => (
              <Anchor key={u.slug} component="a" href={`/use-case/${u.slug}`}>
                {u.caseName}
              </Anchor>
            ))}
          </Stack>
        )}
      </Container>
    </PublicMarkupLayout>
  );
}
