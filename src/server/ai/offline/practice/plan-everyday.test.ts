import { describe, expect, test } from 'bun:test';
import { directedKind } from './plan-direction';
import { patternPlanKind, readPlanContext } from './plan-context';

const norm = (t: string) => t.toLowerCase().replace(/[’]/g, "'");

describe('everyday requests (set plan-requests dev p23)', () => {
  test('another day offered for a plan is rescheduling, not more time on work', () => {
    expect(directedKind(norm("my friends can't come to my barbecue, I want to suggest another day"))).toBeNull();
    expect(directedKind(norm('she cant do friday so i want to find another day that works'))).toBeNull();
    expect(readPlanContext(["my friends can't come to my barbecue, I want to suggest another day"])?.kind).not.toBe('extension');
    // More time asked for is still an extension.
    expect(directedKind(norm('I need another week on the report, how do I ask my manager'))).toBe('extension');
    expect(directedKind(norm('can i ask my tutor for another few days on the essay'))).toBe('extension');
  });

  test("a child named before their teacher or coach: the practice is with the teacher, not a teacher called \"Amy's\"", () => {
    for (const t of ["I need to talk to my daughter Amy's maths teacher about her grades", "my son Leo's football coach never lets him play", 'meeting my son Noahs teacher tomorrow about detentions']) {
      const ctx = readPlanContext([t]);
      expect(ctx?.kind).toBe('parent-to-teacher');
      expect(ctx?.name ?? null).toBeNull();
    }
    expect(directedKind(norm('my son Oliver’s tutor keeps cancelling at the last minute'))).toBe('parent-to-teacher');
    expect(readPlanContext(['I want to ask my crush Maya out for coffee'])?.name).toBe('Maya');
  });

  test('friends already friends are not a making-friends practice', () => {
    // The patterns' fallback for friendship is making friends; "my friends" are already friends.
    expect(patternPlanKind(['my friends never invite me to anything anymore']).kind).not.toBe('friend-make');
    expect(patternPlanKind(["my friends can't come to my barbecue, I want to suggest another day"]).kind).not.toBe('friend-make');
  });

  test('the user who hired a trade is its customer: no practice plays the trade', () => {
    expect(directedKind(norm('the builder we hired has left the job half done'))).toBe('none');
    expect(directedKind(norm('our plumber charged us twice what he quoted'))).toBe('none');
    expect(directedKind(norm("I'm an electrician and a customer is furious about the bill"))).toBe('customer');
    // A customer of the user's complaining about "our plumber": the user is the business.
    expect(directedKind(norm('a client is upset that our decorator left paint on her carpet'))).not.toBe('none');
  });

  test('a stated ask of the manager outweighs a work plan only the learned reader leaned to', () => {
    expect(readPlanContext(['I need to ask my manager for next friday off for my sons school play'])?.kind).toBe('colleague');
    expect(readPlanContext(['I need two more weeks on the report, how do I ask my manager'])?.kind).toBe('extension');
  });

  test('someone from a group the user belongs to, asked along with the group, is a friend to make', () => {
    expect(directedKind(norm('want to ask the new woman at my choir to come for a drink with us after practice'))).toBe('friend-make');
    expect(directedKind(norm('i like a girl at my climbing club and want to ask her out for dinner'))).not.toBe('friend-make');
  });

  test('a letting agent at the start of the request is the landlord side', () => {
    expect(readPlanContext(['letting agent says the rent is going up by £150 from next month, can i push back on that'])?.kind).toBe('landlord');
  });
});
