import { describe, expect, test } from 'bun:test';
import { extractFacts } from './facts';
import { extractPeople } from './people';

const facts = (t: string) => extractFacts(t).map((f) => f.text.toLowerCase());
const people = (t: string) => extractPeople(t).map((p) => p.mention);

describe('groups, lower-case names and bare plurals (group-people.ts, lower-case-names.ts, f28)', () => {
  test('a group said by a quantifier keeps where it belongs, and stands after who is named', () => {
    expect(people('no one at my new job says hi to me')).toContain('no one at my new job');
    expect(people('my boss said nobody in the group chat replied')).toEqual(['my boss', 'nobody in the group chat']);
    expect(people('none of my friends came')).toEqual(['none of my friends']);
  });
  test('a first name typed in lower case is a person; a name that is a word is not', () => {
    expect(people('me and tom went halves on a car').map((m) => m.toLowerCase())).toContain('tom');
    expect(people('he said i will call you in may')).not.toContain('Will');
  });
  test('people in the plural with no determiner, but not "other guys" or "you guys"', () => {
    expect(people('my husband brings guys back from the pub')).toContain('guys');
    expect(people('you guys are great')).not.toContain('guys');
  });
});

describe('service, money, body and food facts (service-facts.ts, body-food-facts.ts, f28)', () => {
  test('companies, order numbers, delivery states and terms', () => {
    expect(facts('my order #48213 arrived damaged and they want me to pay return postage')).toEqual(expect.arrayContaining(['#48213', 'arrived damaged', 'return postage']));
    expect(facts('ordered from asos and it says delivered but never came')).toEqual(expect.arrayContaining(['asos', 'says delivered']));
  });
  test('sums said with no currency where a money word frames them, not counts', () => {
    expect(facts('amazon refunded me 20 quid instead of the full 65')).toContain('65');
    expect(facts('the agent says the rent is going up to 1450 from june')).toContain('1450');
    expect(facts('the class is going up to 30 kids next year')).not.toContain('30');
  });
  test('a body part where it is hurt, conditions and foods; "chicken out" is no food', () => {
    expect(facts('my dad broke his arm last week')).toContain('broke his arm');
    expect(facts('i am coeliac and she keeps putting gluten in everything')).toEqual(expect.arrayContaining(['coeliac', 'gluten']));
    expect(facts('i always chicken out of asking')).not.toContain('chicken');
  });
});
