import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { LightButton } from '../../../components/light-button';
import { DEFAULT_AGENT_SLUG } from '../../../../shared/agent-slugs';
import { BlogBody } from '../components/blog-body';
import { NotFoundContent } from '../components/not-found-content';
import { PostMeta } from '../components/post-meta';
import classes from '../components/public.module.css';
import { PublicLayout } from '../components/public-layout';
import type { BlogPostPageData } from '../data/load-blog-post';
import { useAskAdvisor } from '../hooks/use-ask-advisor';

/** /blog/{slug}: one post, a call to action into the fitting advisor, and related guides. */
export function BlogPostPage({ data, pathname }: { data: BlogPostPageData | null; pathname: string }) {
  const ask = useAskAdvisor();
  if (!data) {
    return (
      <PublicLayout testId="not-found-page">
        <NotFoundContent pathname={pathname} />
      </PublicLayout>
    );
  }
  const { entry, post, related } = data;
  return (
    <PublicLayout testId="blog-post">
      <Container size={720} component="article" className={classes.section}>
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
