import { describe, expect, test } from 'bun:test';
import { findRuleFlags } from './red-flags';

const kinds = (line: string) => findRuleFlags(line).map((f) => f.kind);

describe('red flags said sideways (red-flag-sideways.ts)', () => {
  test('leverage over them with a demand is a threat; the same fact offered kindly is not', () => {
    expect(kinds("i know where your sister lives, so you'd better give me the deposit back")).toContain('threat');
    expect(kinds('I still have the screenshots of your texts. your call whether you reply')).toContain('threat');
    expect(kinds("my cousin works for the council, funny that. maybe take another look at the repairs")).toContain('threat');
    expect(kinds("I'd hate for your landlord to find out about the dog. so, about that parking space")).toContain('threat');
    expect(kinds('I still have the photos from the trip, want me to send them?')).not.toContain('threat');
    expect(kinds('my aunt works for the council and she loves it there, you should apply')).not.toContain('threat');
  });

  test("a choice whose other side is the speaker's escalation is a threat; a fair choice is not", () => {
    expect(kinds('either the heating is fixed this week or I report you to the council')).toContain('threat');
    expect(kinds("fix it by monday. don't, and I'll contact the ombudsman")).toContain('threat');
    expect(kinds("if you won't come to the wedding, don't expect me at yours")).toContain('threat');
    expect(kinds('either saturday or sunday works for me, you pick')).not.toContain('threat');
  });

  test('a comparison that puts them below a low bar is an insult; one about the speaker is not', () => {
    expect(kinds('even my nine year old could plan a rota better than you')).toContain('insult');
    expect(kinds('my old landlord at least could fix a tap')).toContain('insult');
    expect(kinds('your logo looks like a toddler drew it')).toContain('insult');
    expect(kinds("with people like you running the club it's no wonder nobody stays")).toContain('insult');
    expect(kinds('even the intern can do this better than me, she is brilliant')).not.toContain('insult');
    expect(kinds('my first logo looked like a toddler drew it, so I get it')).not.toContain('insult');
  });

  test('a no refused as an answer is pressure; asking once whether it is final is not', () => {
    expect(kinds("no isn't really an option here, so what would change your mind?")).toContain('pressure');
    expect(kinds("you said no but you didn't mean it, did you")).toContain('pressure');
    expect(kinds("are you sure? you'll regret it, think it over again")).toContain('pressure');
    expect(kinds('is that a no for now or a no in general? either is fine')).not.toContain('pressure');
  });

  test('suffering or sacrifice billed to them is guilt; the same feeling told plainly is not', () => {
    expect(kinds("I'm in therapy because of what you said, so an apology is the least")).toContain('guilt');
    expect(kinds("I cancelled my holiday to help you and it'd be selfish of you to cancel now")).toContain('guilt');
    expect(kinds('after ten years of driving you everywhere, one lift was not too much to ask')).toContain('guilt');
    expect(kinds("I've been in therapy this year and it's helped me a lot")).not.toContain('guilt');
  });

  test('a planned statement the line contradicts is a lie; an honest account is not', () => {
    expect(kinds("we'll tell the tenant the boiler is new, it isn't, it's ten years old")).toContain('lie');
    expect(kinds("i'll say the tickets were free, i actually paid for them")).toContain('lie');
    expect(kinds("the boiler isn't new, I want to be upfront about that")).not.toContain('lie');
  });
});

describe('red flags said sideways: the shapes carry to other lines', () => {
  test('a child or an animal doing their job better, and the "all the warmth of a" frame, are insults', () => {
    expect(kinds('my little sister could paint that fence neater and she is six')).toContain('insult');
    expect(kinds('your speech had all the charm of a tax return')).toContain('insult');
    expect(kinds('my nephew could do better in maths, could you tutor him?')).not.toContain('insult');
  });

  test('a planned story with its opposite beside it is a lie', () => {
    expect(kinds("i'll tell the coach my bike broke, it was fine, i just slept in")).toContain('lie');
    expect(kinds('my bike broke on the way, sorry, can I do the session tomorrow?')).not.toContain('lie');
  });
});

test("the speaker's own thing done badly is no insult", () => {
  expect(kinds('honestly a toddler could have iced my cake neater, so I am ordering one')).not.toContain('insult');
});
