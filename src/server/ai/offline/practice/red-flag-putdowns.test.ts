import { describe, expect, test } from 'bun:test';
import { putsThemDown } from './red-flag-figurative';
import { undoesOwnClaim } from './red-flag-undone-claim';
import { canonical, findRuleFlags } from './red-flags';

/** The lines a check reads, each line canonical as findRuleFlags gives it. */
const reads = (check: (s: string) => boolean, lines: readonly string[]) => lines.filter((l) => check(canonical(l)));

describe('insult as a put-down without an insult word', () => {
  test('comparisons they lose, contempt for their kind, questions of incompetence', () => {
    const lines = [
      'A hamster could coach this team, honestly.',
      'My cat takes instructions better than you.',
      'Even a potato knows when to stop talking.',
      'You have the warmth of a car park in February.',
      "You're roughly as helpful as a locked door.",
      'Arguing with you is like reasoning with a toaster.',
      'You lead meetings the way a goat eats a fence.',
      'People like you never learn, do you.',
      'You and your lot always think the rules are for other people, typical.',
      'What on earth do we pay you for?',
      'How do you even hold down a job?',
      'Who on earth let you be in charge of anything?',
      'Were you born this rude?',
      'Is it exhausting, being this selfish all the time?',
      'A golden retriever would make a better manager than you.',
      'My grandmother types faster than you and she is ninety.',
      'A half-asleep hamster could have spotted that typo.',
      "You're a glorified receptionist, so don't tell me how to run the ward.",
      "It's not like listening is your strong suit.",
      'The only thing you do properly is leave early.',
      'Did someone find you out of a catalogue?',
      'How did you ever pass your driving test?',
      'Do you ever listen to a word anyone says?',
    ];
    expect(reads(putsThemDown, lines)).toEqual(lines);
  });
  test('children, pets and objects talked about plainly, and praise in the same shapes', () => {
    const lines = [
      'My cat takes instructions better when she gets a treat.',
      'A hamster could be a nice first pet for the kids.',
      'You have the patience of a saint, thank you.',
      'People like you make the club a friendly place.',
      'Arguing with you is always fun, you make me think.',
      'How do you stay so organised?',
      'Who let you know about the meeting?',
      'Were you born in Bristol?',
      'Is it exhausting, being on call all weekend?',
      'My nephew is better at maths than me.',
      'A good night’s sleep would do you more good than you think.',
      'My grandmother types faster than me, it is embarrassing.',
      'A hamster could be a nice first pet for the kids.',
      "Cooking isn't my strong suit, so I'll bring dessert.",
      'The only thing you need to do is sign the form.',
      'Did you ever pass by the new bakery?',
      'Do you ever listen to podcasts on the drive?',
    ];
    expect(reads(putsThemDown, lines)).toEqual([]);
  });
});

describe('lie the line undoes itself', () => {
  test('a claim of their own, then the words that show it invented, stretched or contradicted', () => {
    const lines = [
      "A rival firm offered me a partnership, which I made up, but they might.",
      "I've coached under-12s for a decade, if you count babysitting my brother.",
      'Five agencies have called me this week, okay, one, and it was a wrong number.',
      "I'm a trained chef, basically, I've watched every season of the show.",
      'I have a pilot licence, well, I am still applying for the course.',
      'My letters of recommendation are glowing, I wrote them myself.',
      "I've always hit my targets, except most quarters last year.",
      'My manager has already agreed to it, I just haven’t asked him yet.',
      "I'll post the form today and backdate it.",
      'I have ten years in logistics, well, ten months really.',
      "I'm basically a lawyer, I watched every episode of Suits.",
      'My old boss has offered me my job back, which is not strictly true.',
      "I've been vegetarian a whole year, apart from weekends.",
    ];
    expect(reads(undoesOwnClaim, lines)).toEqual(lines);
  });
  test('honest hedges, corrections and plain history are left alone', () => {
    const lines = [
      "I've coached under-12s for two years, mostly on Saturdays.",
      'Five agencies have called me this week, which is encouraging.',
      "I'm not a trained chef, but I've watched every season of the show.",
      "I'm applying for a pilot licence next year.",
      'I wrote the letters of recommendation for my two apprentices myself.',
      "I've always hit my targets, apart from March when I was off sick.",
      "I've already applied; the bank hasn't replied yet.",
      'I made up a quiz for the team night, want to see it?',
      'I have ten years in logistics, mostly in warehouses.',
      "I'm basically a beginner, so go easy on me.",
      "I've been vegetarian a whole year, and I feel great.",
    ];
    expect(reads(undoesOwnClaim, lines)).toEqual([]);
  });
});

test('the new shapes raise rule flags of their kind through findRuleFlags', () => {
  expect(findRuleFlags('A toddler could do your job.').map((f) => f.kind)).toContain('insult');
  expect(findRuleFlags("I've led teams of fifty, give or take a zero.").map((f) => f.kind)).toContain('lie');
});
