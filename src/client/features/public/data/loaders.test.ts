import { describe, expect, test } from 'bun:test';
import { BLOG_POSTS } from '../../../../shared/site/blog/catalog';
import { USE_CASE_DIRECTORY } from '../../../../shared/site/use-cases/catalog';
import { loadBlogPost, POST_BODIES } from './load-blog-post';
import { CASE_CONTENT, loadUseCase } from './load-use-case';

describe('landing page loaders', () => {
  test('every use case in the directory loads its own content and its category neighbours', async () => {
    expect(Object.keys(CASE_CONTENT)).toEqual(USE_CASE_DIRECTORY.map((u) => u.slug));
    for (const entry of USE_CASE_DIRECTORY) {
      const data = await loadUseCase(entry.slug);
      expect(data?.useCase.slug).toBe(entry.slug);
      expect(data?.useCase.caseName).toBe(entry.caseName);
      expect(data?.related.every((u) => u.category === entry.category && u.slug !== entry.slug)).toBe(true);
    }
    expect(await loadUseCase('how-to-win-the-lottery')).toBeNull();
  });

  test('every blog post loads its body; unknown slugs load nothing', async () => {
    expect(Object.keys(POST_BODIES).sort()).toEqual(BLOG_POSTS.map((p) => p.slug).sort());
    for (const entry of BLOG_POSTS) {
      const data = await loadBlogPost(entry.slug);
      expect(data?.post.slug).toBe(entry.slug);
      expect(data?.related.map((u) => u.slug)).toEqual(entry.related);
    }
    expect(await loadBlogPost('nope')).toBeNull();
  });
});
