import { describe, expect, test } from 'bun:test';
import { extractPeople, isPersonWord } from './people';
import { restorePossessives } from './role-people';
import { extractFacts } from './facts';

const mentions = (text: string) => extractPeople(text).map((p) => p.mention);
const restore = (text: string) => restorePossessives(text, isPersonWord);

describe('people said by role (role-people.ts)', () => {
  test('a possessive without its apostrophe is read as one, before a person, a noun, or after a relation one has one of', () => {
    expect(restore('my partners dad made a comment')).toBe("my partner's dad made a comment");
    expect(restore('my bosss wife is my manager')).toBe("my boss's wife is my manager");
    expect(restore('my sisters wedding is in may')).toBe("my sister's wedding is in may");
    expect(restore('it was my grandmothers and she broke it')).toBe("it was my grandmother's and she broke it");
    expect(mentions('my partners dad made a racist comment')).toContain("my partner's dad");
    expect(extractFacts('my stepmum changed the locks on my dads house after he died').map((f) => f.text)).toContain('house');
  });
  test('a plural that is the subject of its verb, or a listed plural before a thing, stays plural', () => {
    expect(restore('my sisters ring me every day')).toBe('my sisters ring me every day');
    expect(restore('my sisters are visiting')).toBe('my sisters are visiting');
    expect(restore('my kids school has a bake sale')).toBe('my kids school has a bake sale');
    expect(restore('my parents visit every week')).toBe('my parents visit every week');
  });
  test('what a role belongs to, said after it', () => {
    expect(mentions('the guy from IT keeps remoting into my laptop')).toContain('the guy from IT');
    expect(mentions('our new VP of sales wants a deck')).toContain('our new VP of sales');
    expect(mentions('the woman downstairs complained to the council')).toContain('the woman downstairs');
    // Someone known only by where the speaker met them is named with it (f27); a relative is not ("my mum at the wedding").
    expect(mentions('the guy from hinge never texted back')).toContain('the guy from hinge');
    expect(mentions('a girl from my spin class gave me her number')).toContain('a girl from my spin class');
    expect(mentions('one of the lads keeps not paying')).toContain('one of the lads');
    expect(mentions('the sister of my wife lives with us')).toContain('the sister of my wife');
    expect(mentions('my mum at the wedding was rude')).toContain('my mum');
  });
  test('job-title heads and the same relations in other languages', () => {
    expect(mentions('my team leader keeps timing my breaks')).toContain('my team leader');
    expect(mentions('i got a bad reference from my old employer')).toContain('my old employer');
    expect(mentions('Le propriétaire refuse de me rendre ma caution')).toContain('le propriétaire');
    expect(mentions('O meu chefe quer que eu trabalhe no sábado')).toContain('meu chefe');
  });
});
