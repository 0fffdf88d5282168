import { describe, expect, test } from 'bun:test';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { analyzeTurn } from './evaluate';
import { findRedFlags, findRuleFlags } from './red-flags';

// Shapes of dev set r17 (docs/decisions.md "Leverage, pushback, guilt through others"), each with
// good lines that share its words. None of these lines is in a labelled set.
const kinds = (text: string) => findRuleFlags(text).map((f) => f.kind);
const anyFlag = (text: string) => findRedFlags(text).map((f) => f.kind);

describe('red flags: leverage, guilt through others, irony frames, lies given away', () => {
  test('threats made of leverage: a minimal act, a warning with power, a keen inspector, "of yours", exposure', () => {
    for (const text of [
      'One quick email from me and your manager sees the whole thread.',
      'all it takes is one phone call, remember that',
      "Careful now. I've got friends at the paper.",
      'My cousin knows people in licensing who would love to have a look at your kitchen.',
      "The director will be very interested to hear how you handled my complaint.",
      "Shame if something happened to that lovely shop of yours.",
      'it would be such a pity if your messages got posted somewhere',
      'Finish the report or the professor gets the full story from me.',
    ]) expect(kinds(text)).toContain('threat');
    for (const text of [
      'One email from me to the supplier and the part should be on its way.',
      'Be careful on the stairs, I know they are slippery.',
      'I know someone at the council who could help with the permit.',
      'Your manager would love to hear how helpful you were.',
      "I'd hate for anything to happen to you on that road, text me when you're home.",
      'It would be a shame if the cake ended up in the bin, take some home.',
    ]) expect(kinds(text)).not.toContain('threat');
  });

  test('guilt through others, suffering laid at their door, a favour billed, self-pity shrugged', () => {
    for (const text of [
      "Your dad keeps asking me why you never ring, and I don't know what to say.",
      'My sister was so upset when you didn’t turn up.'.replace('’', "'"),
      'I cried all weekend because of you.',
      'remember who paid your rent in March?',
      "not like my evenings matter, I'll stay late again",
      'you treat me like dirt',
      'The cat sits at the window every evening, not that you would notice.',
    ]) expect(kinds(text)).toContain('guilt');
    for (const text of [
      'The kids keep asking when you can visit, they would love that.',
      'My sister was so happy when you turned up.',
      'I cried at the end of the film, it was beautiful.',
      'Remember the picnic by the lake?',
      'My company treats me like family, honestly.',
    ]) expect(kinds(text)).not.toContain('guilt');
  });

  test('sarcasm by a frame or across sentences; praise of what they got done stays praise', () => {
    for (const text of [
      'Thanks for gracing us with your presence.',
      'you finally replied, someone alert the press',
      'Great, thanks, Sherlock.',
      'Amazing. You broke it again.',
      'Congratulations on managing to flood the bathroom.',
      'the most useless staff I have ever dealt with',
    ]) expect(kinds(text)).toContain('insult');
    for (const text of [
      'Amazing. Thank you so much for coming.',
      'Great news, the order arrived on time.',
      'You finally got the job? That is brilliant, congratulations!',
      'Wow, you sorted the leak already? Thank you, you are a star.',
      "Congratulations on the new flat, I'm sorry I missed the party.",
    ]) expect(anyFlag(text)).not.toContain('insult');
  });

  test('second round (dev set r17b): evidence or power pointed by a tag, rewards for chores, quizzes of favours, barrages of days', () => {
    for (const [text, kind] of [
      ['I kept all the screenshots from the group chat, just saying.', 'threat'],
      ['my aunt works for the county newspaper. food for thought.', 'threat'],
      ["You wouldn't want your manager reading this thread, would you?", 'threat'],
      ['You took the recycling out? Want a round of applause?', 'insult'],
      ['look who finally decided to turn up', 'insult'],
      ['That is the stupidest idea anyone has ever had.', 'insult'],
      ['Who covered every one of your shifts in December? Yeah.', 'guilt'],
      ["Fine, I'll cook again, it's not as if anybody else eats here.", 'guilt'],
    ] as const) expect(kinds(text)).toContain(kind);
    for (const text of [
      'I kept all the screenshots of the recipe, want them?',
      'My aunt works for the county newspaper and she loved your stall.',
      "That's the worst joke I've ever heard, tell me another.",
      'Who stayed for the fireworks? They looked amazing.',
      "You're as much of a night owl as I am.",
    ]) expect(findRuleFlags(text)).toEqual([]);
  });

  test('lies given away beside the plan; pretending to be surprised is no lie', () => {
    for (const text of ["I'll say the printer jammed. It didn't.", "I'm going to tell him it's a quick chat, it's actually a full review", "I'll just move the date, no one needs to know"]) {
      expect(kinds(text)).toContain('lie');
    }
    for (const text of ["I'll act surprised at the party, don't worry!", "I'll pretend to be shocked when she tells me, promise", "I'll tell him the meeting's at ten."]) {
      expect(kinds(text)).not.toContain('lie');
    }
  });

  test('the learned signal leaves promises of care, owned nerves and offers alone', () => {
    for (const text of ["I'll make sure the spare key is with your neighbour.", "I guess I'm just a bit rusty at this, bear with me.", "Give me a shout and I'll carry the boxes."]) {
      expect(findRedFlags(text, new Set(['threat', 'guilt', 'pressure', 'lie']))).toEqual([]);
    }
  });
});

describe('pressure put as a question right after a no', () => {
  const play = async (text: string, afterNo: boolean) => {
    const details = await detailsForGoal('invite');
    const history = [{ role: 'assistant' as const, text: afterNo ? "No, sorry, I'd rather not." : 'Hi! What did you want to talk about?' }, { role: 'user' as const, text }];
    return analyzeTurn({ details, history, progress: 20, mood: 'neutral' });
  };

  test('disbelief with a smaller ask, a price for a yes, reproach, asking again: pressure after a no', async () => {
    for (const text of ['Seriously? Not even one coffee?', 'ok what about sunday? or monday? tuesday?', "so you'd rather stay in than hang out with me?", 'really?? how about just half an hour then', 'What will it take to get you to say yes?', "you're really going to turn me down?", "I'll ask again next week."]) {
      const a = await play(text, true);
      expect(a.reading.moves.has('pressure')).toBe(true);
      expect(a.evaluation.outcome).toBe('failed');
    }
  });

  test('the same words said first invite, and a check that leaves the no standing is no push', async () => {
    for (const text of ['What if we just went for a quick coffee on Friday?', 'How about just half an hour at the café after class?']) {
      expect((await play(text, false)).reading.moves.has('pressure')).toBe(false);
    }
    for (const text of ["Really? That's totally fine.", "Are you sure? I don't want you to feel you have to."]) {
      expect((await play(text, true)).reading.moves.has('pressure')).toBe(false);
    }
  });
});
