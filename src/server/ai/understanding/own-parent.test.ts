import { describe, expect, test } from 'bun:test';
import { rerankByOwnParent } from './own-parent';

describe("whose parents: the user's own or a pupil's", () => {
  const ranked = [
    { type: 'teacher-to-parent', score: 0.5 },
    { type: 'family-parents', score: 0.3 },
  ];
  test("only the user's own parents named is family", () => {
    expect(rerankByOwnParent(ranked, 'how do i tell my parents i failed a class this semester')[0]?.type).toBe('family-parents');
  });
  test("someone else's parents keep the teacher's talk", () => {
    expect(rerankByOwnParent(ranked, 'as her teacher i have to tell her parents she failed the midterm')[0]?.type).toBe('teacher-to-parent');
    expect(rerankByOwnParent(ranked, "my mum says i'm too soft, how do i tell the parents of a pupil he's bullying")[0]?.type).toBe('teacher-to-parent');
  });
});
