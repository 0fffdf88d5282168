import { Anchor, Card, Container, Stack, Text } from '@mantine/core';
import { LightButton } from '../../../components/light-button';
import { DEFAULT_AGENT_SLUG } from '../../../../shared/agent-slugs';
import classes from '../components/public.module.css';
import { PublicLayout } from '../components/public-layout';
import { BlogArticleMarkup, NotFoundMarkup } from '../components/server-markup-parts';
import type { BlogPostPageData } from '../data/load-blog-post';
import { useAskAdvisor } from '../hooks/use-ask-advisor';

/** /blog/{slug}: one post, a call to action into the fitting advisor, and related guides. */
export function BlogPostPage({ data, pathname }: { data: BlogPostPageData | null; pathname: string }) {
  const ask = useAskAdvisor();
  if (!data) {
    return (
      <PublicLayout testId="not-found-page">
        <NotFoundMarkup pathname={pathname} />
      </PublicLayout>
    );
  }
  const { entry, post, related } = data;
  return (
    <PublicLayout testId="blog-post">
      <Container size={720} component="article" className={classes.section}>
        <BlogArticleMarkup entry={entry} post={post} />
        <Card withBorder radius="lg" padding="lg" mt="xl" className={classes.card}>
          <Stack gap="sm" align="flex-start">
            <Text fw={650}>Get advice on your own situation</Text>
            <LightButton
              onClick={() => ask(post.promptText, { agentSlug: post.agentSlug ?? DEFAULT_AGENT_SLUG, source: 'blog_post' })}
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
    </PublicLayout>
  );
}
