import { describe, expect, test } from 'bun:test';
import { addresseeClause } from './plan-addressee';
import { readPlanContext } from './plan-context';

describe('two people in one request: the one the user speaks to', () => {
  test('the object of the user’s verb of speaking decides the practice', () => {
    expect(addresseeClause('my housemate Priya and I want to ask the landlord about the broken heating')).toBe('ask the landlord about the broken heating');
    expect(readPlanContext(['my housemate Priya and I want to ask the landlord about the broken heating'])?.kind).toBe('landlord');
    expect(readPlanContext(['my daughter and her best friend fell out on the school trip and i want to speak to her teacher'])?.kind).toBe('parent-to-teacher');
  });
  test('a pronoun or a single person is not a second person', () => {
    expect(addresseeClause('my manager keeps booking calls at 7am and I want to ask her to stop')).toBeNull();
    expect(addresseeClause('I want to ask my landlord about the heating')).toBeNull();
  });
});
