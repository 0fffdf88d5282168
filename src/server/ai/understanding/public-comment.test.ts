import { describe, expect, test } from 'bun:test';
import { rerankByPublicComment } from './public-comment';

describe("a comment on the user's post is a social comment", () => {
  const ranked = [
    { type: 'family-relatives', score: 0.4 },
    { type: 'social-comment', score: 0.35 },
  ];
  test('a relative commenting under my photo moves social-comment first', () => {
    expect(rerankByPublicComment(ranked, 'my uncle commented something awful on my new profile photo')[0]?.type).toBe('social-comment');
    expect(rerankByPublicComment(ranked, 'my cousin left a nasty comment under my instagram post')[0]?.type).toBe('social-comment');
  });
  test('a comment about me, not on a post, keeps the ranking', () => {
    expect(rerankByPublicComment(ranked, 'my uncle keeps commenting on my weight at dinner')[0]?.type).toBe('family-relatives');
  });
});
