import { describe, expect, test } from 'bun:test';
import { GOOD_LINES } from '../../../../../tests/corpora/practice/good-lines';
import { RED_FLAG_LINES } from '../../../../../tests/corpora/practice/red-flag-lines';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import type { ChatTurn } from '../../provider';
import { evaluateOffline } from './evaluate';
import { HELD_OUT_V4_FLAGS, HELD_OUT_V4_GOOD } from '../../../../../tests/corpora/practice/held-out-v4';
import { findRedFlags, findRuleFlags } from './red-flags';
import { flagsNamedIn } from './red-flag-naming';

const DECLINE = "I'd rather not, sorry.";

describe('red flags: the corpus', () => {
  test('the corpus is large and varied enough to mean something', () => {
    expect(RED_FLAG_LINES.length).toBeGreaterThanOrEqual(150);
    expect(GOOD_LINES.length).toBeGreaterThanOrEqual(300);
    for (const kind of ['threat', 'insult', 'pressure', 'guilt', 'lie'] as const) expect(RED_FLAG_LINES.filter((l) => l.kind === kind).length).toBeGreaterThanOrEqual(20);
  });

  test('every flag line is recognised as its kind', () => {
    const missed = RED_FLAG_LINES.filter((l) => !findRedFlags(l.text).some((f) => f.kind === l.kind)).map((l) => `${l.kind}: ${l.text}`);
    expect(missed).toEqual([]);
  });

  test('at most 3% false alarms on ordinary good lines', () => {
    const alarms = GOOD_LINES.filter((t) => findRedFlags(t).length > 0);
    expect(alarms.length / GOOD_LINES.length).toBeLessThanOrEqual(0.03);
  });

  test('every flag line fails the practice whose failure condition names it, with a reason quoting the line', async () => {
    const wrong: string[] = [];
    for (const line of RED_FLAG_LINES) {
      const details = await detailsForGoal(line.goal);
      expect(flagsNamedIn(details.failure_condition).has(line.kind)).toBe(true);
      const history: ChatTurn[] = [
        { role: 'assistant', text: line.kind === 'pressure' ? DECLINE : 'Hi! What did you want to talk about?' },
        { role: 'user', text: line.text },
      ];
      const e = evaluateOffline({ details, history, progress: 40, mood: 'neutral' });
      const quoted = findRedFlags(line.text)[0]?.quote.slice(0, 20) ?? '';
      if (e.outcome !== 'failed' || e.rating !== 'risky' || !e.reason.includes(quoted) || !e.failureReason) wrong.push(`${line.goal}/${line.kind} → ${e.rating} ${e.outcome}: ${line.text}`);
    }
    expect(wrong).toEqual([]);
  });

  test('good lines are never rated risky for a red flag', async () => {
    const details = await detailsForGoal('ask');
    const risky = GOOD_LINES.filter((text) => {
      const e = evaluateOffline({ details, history: [{ role: 'assistant', text: 'Sure, what is on your mind?' }, { role: 'user', text }], progress: 20, mood: 'neutral' });
      return e.outcome === 'failed';
    });
    expect(risky.length / GOOD_LINES.length).toBeLessThanOrEqual(0.03);
  });
});

describe('red flags: the lines from the issue', () => {
  test('the raise practice: a quit threat and an insult fail, quoting the line and the condition', async () => {
    const details = await detailsForGoal('ask');
    for (const text of ["If I don't get 20% more I'll just quit", "I'm going to quit unless you pay me more. You are a terrible manager."]) {
      const e = evaluateOffline({ details, history: [{ role: 'assistant', text: 'What did you want to discuss?' }, { role: 'user', text }], progress: 30, mood: 'neutral' });
      expect(e.rating).toBe('risky');
      expect(e.outcome).toBe('failed');
      expect(e.reason).toContain('quit');
      expect(e.reason).toContain('failure condition: “You threaten to quit');
    }
  });

  test('a condition that does not name a flag leaves it risky, not fatal', async () => {
    const details = { ...(await detailsForGoal('invite')), failure_condition: 'You send three risky messages.' };
    const e = evaluateOffline({ details, history: [{ role: 'assistant', text: 'hey' }, { role: 'user', text: "I'll be so sad if you say no." }], progress: 30, mood: 'neutral' });
    expect(e.rating).toBe('risky');
    expect(e.outcome).toBe('continue');
  });

  test('the named flags are read from the condition text, ignoring the risky list in parentheses', () => {
    expect([...flagsNamedIn('You threaten to quit or insult them, push after a “not yet”, or send three risky messages (guilt, lies).')].sort()).toEqual(['insult', 'pressure', 'threat']);
  });
});

describe('red flags: the grammar generalises', () => {
  const kinds = (text: string) => findRedFlags(text).map((f) => f.kind);

  test('a commitment to a harmful act under a condition is a threat, whatever the words around it', () => {
    for (const text of [
      'unless the offer moves, i will be handing in my resignation',
      'If nothing changes by March I am going to start interviewing elsewhere',
      "We'll be taking this to the tribunal if you don't reconsider.",
      'I could make your life very difficult, you know.',
    ]) expect({ text, kinds: kinds(text) }).toEqual({ text, kinds: ['threat'] });
  });

  test('negation and hypotheticals are out of scope', () => {
    for (const text of [
      "I'm not going to quit over this, I promise.",
      "I would never go over your head, that's why I came to you.",
      "I won't keep asking after today, I promise.",
      "I'm not saying you're lazy, I think the brief was unclear.",
      'If the budget is not there, I will ask again in June.',
      "You'll regret not coming to the gig, the band is amazing!",
    ]) expect({ text, kinds: kinds(text) }).toEqual({ text, kinds: [] });
  });

  test('a contempt trait said of them is an insult; said of oneself, or as an intensifier, it is not', () => {
    for (const text of ['you are honestly so clueless', 'ur literally the most useless person here', 'what a spineless thing to do, you coward']) expect(kinds(text)).toContain('insult');
    for (const text of ["I'm so useless at mornings", "you're stupid good at this", 'that was a clueless decision on my part']) expect({ text, kinds: kinds(text) }).toEqual({ text, kinds: [] });
  });

  test('a planned statement with its falsity given away is a lie; an honest plan to tell is not', () => {
    expect(kinds("I'll tell them the parcel went out Monday, it didn't")).toContain('lie');
    expect(kinds("I'll say the supplier was late, nobody checks anyway")).toContain('lie');
    for (const text of ["I'll tell them the truth about the delay.", "I'll say sorry to her tomorrow, I didn't mean to hurt her."]) expect({ text, kinds: kinds(text) }).toEqual({ text, kinds: [] });
  });

  test('a softened sentence is out of reach: not their doing, a no left open, another time offered, a joke owned, a question about what would help', () => {
    for (const text of [
      "I cried in the car after work, not because of you, it's just been a long month.",
      "Yes or no, either is completely fine with me, honestly.",
      "I can't make it on Friday, but could we do Sunday brunch instead?",
      "Oh come on, I'm only teasing, your driving is fine.",
      'What would help you feel okay about saying yes to the trip?',
      "I'll come on Saturday if that still works for you.",
    ]) expect({ text, kinds: findRuleFlags(text).map((f) => f.kind) }).toEqual({ text, kinds: [] });
    // Hard markers keep the flag: a joke does not soften "just say yes", nor a question "until you".
    expect(findRuleFlags("Come on, you know I'm joking, just say yes").map((f) => f.kind)).toEqual(['pressure']);
    expect(findRuleFlags('What would it take, do I have to keep asking until you say yes?').map((f) => f.kind)).toContain('pressure');
    expect(findRuleFlags("I cried all night because of you and you don't even care.").map((f) => f.kind)).toEqual(['guilt']);
  });

  test('the words of a flag used of something else raise nothing: "someone else", asking around, gratitude, a song made up, one\'s own habits', () => {
    for (const text of [
      "I'm going to resign from the book club, it's someone else's turn to host.",
      "I'll keep asking around for a cheaper electrician.",
      "After everything you've done for us this year, dinner is on me.",
      'I made up a silly poem for the leaving card 😂',
      "I never check the work phone at weekends, so ring my mobile.",
      "If it's too much, just say so and I'll take some back.",
    ]) expect({ text, kinds: findRuleFlags(text).map((f) => f.kind) }).toEqual({ text, kinds: [] });
    expect(findRuleFlags("Give me the raise or else I'm quitting.").map((f) => f.kind)).toEqual(['threat']);
    // A condition asking their consent offers, it does not warn; a real condition in the same line still does.
    expect(findRuleFlags("I'll tell the whole team about the move myself, if that's okay with you.")).toEqual([]);
    expect(findRuleFlags("If you don't mind, I'll post the photos from the trip tonight.")).toEqual([]);
    // Banter: a laugh or affection marker with a mild trait word; contempt with a laugh is still an insult.
    for (const text of ['haha you plonker, you put salt in the tea', "You're a goofball and I love you 😂"]) expect({ text, kinds: findRedFlags(text).map((f) => f.kind) }).toEqual({ text, kinds: [] });
    for (const text of ["lol you're pathetic, get a life", 'haha you dork, honestly you are so useless']) expect(findRedFlags(text).map((f) => f.kind)).toContain('insult');
    expect(findRuleFlags("If you don't pay me, I'll tell everyone, if that's okay with you.").map((f) => f.kind)).toEqual(['threat']);
    // A question about their obligations is no obligation put on them.
    for (const text of ['How much notice do you have to give?', 'Did you have to say yes to the new rota?']) expect({ text, kinds: findRuleFlags(text).map((f) => f.kind) }).toEqual({ text, kinds: [] });
    expect(findRuleFlags('Honestly you have to say yes this time.').map((f) => f.kind)).toEqual(['pressure']);
  });

  test('the quote is the clause that raised the flag when the sentence is long', () => {
    const line = 'I have really enjoyed the last two years on this team and I am proud of the migration, but if the number does not move I will resign, simple as that.';
    const [flag] = findRedFlags(line);
    expect(flag?.kind).toBe('threat');
    expect(flag?.quote).toBe('if the number does not move I will resign');
  });

  test('held-out set v4 (the rework\'s development set) stays caught, with no false alarms', () => {
    const caught = HELD_OUT_V4_FLAGS.filter((l) => findRedFlags(l.text).length > 0).length;
    expect(caught / HELD_OUT_V4_FLAGS.length).toBeGreaterThanOrEqual(0.95);
    expect(HELD_OUT_V4_GOOD.filter((t) => findRedFlags(t).length > 0)).toEqual([]);
  });
});
