import { describe, expect, test } from 'bun:test';
import { rerankByOtherParent } from './other-parent';

describe("the children at their other parent's home is co-parenting", () => {
  const ranked = [
    { type: 'parent-to-teacher', score: 0.5 },
    { type: 'family-kids', score: 0.2 },
    { type: 'ex-coparent-logistics', score: 0.05 },
  ];
  test("back from their dad's or a weekend at their mum's moves co-parenting first", () => {
    expect(rerankByOtherParent(ranked, "my daughter never has her reading done when she comes back from her dad's")[0]?.type).toBe('ex-coparent-logistics');
    expect(rerankByOtherParent(ranked, 'after a weekend at their mum’s the boys skip homework, how do i bring it up with her')[0]?.type).toBe('ex-coparent-logistics');
  });
  test("the child's teacher, or no other home, keeps the ranking", () => {
    expect(rerankByOtherParent(ranked, "how do i email my son's teacher about his homework")[0]?.type).toBe('parent-to-teacher');
    expect(rerankByOtherParent(ranked, 'my son forgets his homework, how do i talk to him')[0]?.type).toBe('parent-to-teacher');
    const childFirst = [{ type: 'family-kids', score: 0.5 }, { type: 'ex-coparent-logistics', score: 0.1 }];
    expect(rerankByOtherParent(childFirst, "my son comes back from his dad's angry and won't talk to me")[0]?.type).toBe('family-kids');
  });
});
