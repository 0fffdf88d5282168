import { describe, expect, test } from 'bun:test';
import { describedRoleAt } from './described-role';

/** The family read at the first token of `text` that names a described person. */
function familyIn(text: string): string | null {
  const tokens = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'\-]*|[.!?;:,\n]/gu) ?? [];
  for (let i = 0; i < tokens.length; i++) {
    const found = describedRoleAt(tokens, i);
    if (found) return found.family;
  }
  return null;
}

describe('a person described by job or by what they do', () => {
  test('a rank before a job, or authority over the user\'s work, is a manager', () => {
    expect(familyIn('the head chef shouts at me every service')).toBe('manager');
    expect(familyIn('the head of year keeps emailing me at night')).toBe('manager');
    expect(familyIn('whoever runs the rota gave me every bank holiday')).toBe('manager');
    expect(familyIn('the person i report to ignores my messages')).toBe('manager');
    expect(familyIn("my boss's deputy keeps checking up on me")).toBe('manager');
  });

  test('a shared shift, job or workplace spot is a peer; a purchase is a customer', () => {
    expect(familyIn('the guy who works the same late shifts as me never restocks')).toBe('peer');
    expect(familyIn('the lad i share the van with is always late')).toBe('peer');
    expect(familyIn('the woman at the desk next to mine hums all day')).toBe('peer');
    expect(familyIn('the man who ordered the cake says it was dry')).toBe('customer');
  });

  test('words that name no rank or shared work tell no role', () => {
    expect(familyIn('my head hurts after the meeting')).toBeNull();
    expect(familyIn('one of the senior nurses rolls her eyes at me')).toBeNull();
    expect(familyIn('the woman next to me on the bus talks over me')).toBeNull();
    expect(familyIn('the guy in the room next to mine never takes the bins out')).toBeNull();
    expect(familyIn('the lady who runs my daughters class says she bites')).toBeNull();
  });
});
