import type { AdviceContext } from './analyze';
import { openerSuggestions } from './openers';
import { hey, sug, Who, type Section } from './section';
import { pick } from './text-utils';

/** Base advice for romantic situations when there is no quoted message and no specific intent. */

export function crushSection(ctx: AdviceContext): Section {
  return {
    read: pick(ctx.seed, 'crush', [
      `You're working out how to talk to ${ctx.who}. With a crush, the aim isn't a perfect line — it's easy, enjoyable conversations that give you both a reason to keep talking, and then a simple plan once it flows.`,
      `Talking to ${ctx.who} feels high-stakes, which is exactly why lighter works better: small, friendly messages that are easy to answer build more connection than one big, carefully crafted text.`,
    ]),
    lead: 'Three messages you could send:',
    suggestions: [
      sug('Playful', `${hey(ctx)}! Settle a debate for me: is a hot dog a sandwich? 🌭`, 'Silly and easy to answer — it starts a back-and-forth with zero pressure.'),
      sug('Thoughtful', `${hey(ctx)}, how did [the thing they mentioned] go?`, 'Remembering details shows real interest without saying it outright.'),
      sug('Bold', `I always end up smiling when we talk. Want to grab coffee this week?`, 'Honest and warm, with a concrete plan attached.'),
    ],
    avoid: 'Over-texting to keep the chat alive — let some conversations end on a high note.',
    next: 'Have two or three light chats, then suggest one specific, low-key plan (coffee, a walk) and see how they respond.',
  };
}

export function hiddenCrushSection(ctx: AdviceContext): Section {
  return {
    read: `${Who(ctx)} doesn't know you like them yet. You don't need a big confession: small, consistent signals — texting first sometimes, remembering details, suggesting one-on-one time — let interest build and show you how they respond.`,
    lead: 'Three low-risk ways to show interest:',
    suggestions: [
      sug('Subtle', `${hey(ctx)}! Saw this and instantly thought of you 😄`, 'Tells them they are on your mind without saying it directly.'),
      sug('One-on-one', 'Want to grab coffee after class on Thursday? Just us 🙂', 'Time alone is the clearest signal that is still easy to shrug off.'),
      sug('Brave', 'Honestly, talking to you is the best part of my day.', 'A warm compliment that hints at more — watch how they react.'),
    ],
    avoid: 'A dramatic confession out of nowhere over text — or so many mixed hints that they get confused.',
    next: 'Try one small signal this week and watch their response: do they reply warmly, ask questions back, suggest plans themselves? If yes, move to a one-on-one plan.',
  };
}

export function exSection(ctx: AdviceContext): Section {
  return {
    read: `Things with ${ctx.who} are complicated. Before you send anything, be clear with yourself what you want — closure, friendship, or getting back together — because each needs a different message.`,
    lead: 'Three messages, depending on what you want:',
    suggestions: [
      sug('Closure', "I've been reflecting on us. I'm grateful for the good parts and I genuinely wish you well.", 'Ends things with dignity and asks nothing of them.'),
      sug('Friendly', `${hey(ctx)}, hope things are good with you. No agenda — just wanted to say hi.`, 'A low-pressure way to see if they are open to contact.'),
      sug('Honest', "I've been thinking about us a lot. Would you be open to getting a coffee and talking?", 'Clear about what you want, while letting them choose.'),
    ],
    avoid: 'Messaging late at night or after drinking — it reads as impulsive, not sincere.',
    next: 'Decide what you want, wait until you feel calm, then send one message and let them set the pace.',
  };
}

export function partnerSection(ctx: AdviceContext): Section {
  return {
    read: `Something feels off between you and ${ctx.who}. In a relationship the next message isn't about winning — it's about understanding each other and feeling like a team again.`,
    lead: 'Three messages that open the door:',
    suggestions: [
      sug('Open', "Can we talk tonight? I want to understand how you're feeling.", 'Invites a real conversation instead of a text argument.'),
      sug('Ownership', "I know I haven't been great at [thing] lately. I want to do better.", 'Owning your part makes it safe for them to own theirs.'),
      sug('Warm', "I love you, and I don't want this to sit between us.", 'Reminds you both that you are on the same side.'),
    ],
    avoid: 'Bringing up old arguments or trying to settle it over text.',
    next: 'Suggest talking in person, listen first, then share your side with "I feel…" rather than "you always…".',
  };
}

export function datingSection(ctx: AdviceContext): Section {
  return {
    read: `You're seeing ${ctx.who} and want it to keep going well. Consistency beats cleverness: regular, warm contact and concrete plans show interest better than perfect lines.`,
    lead: 'Three messages you could send:',
    suggestions: [
      sug('Plan', 'I had fun last time — want to do [activity] this weekend?', 'Concrete plans are the clearest sign of interest.'),
      sug('Sweet', 'Saw this and thought of you 😄', 'Small, warm moments between dates keep the connection going.'),
      sug('Curious', 'How did [thing they mentioned] go today?', 'Shows you listen and care about their day.'),
    ],
    avoid: 'Over-analysing reply times, or copying their texting speed to seem less keen.',
    next: 'Suggest the next date while the energy is good, and keep texts in between light.',
  };
}

export function newMatchSection(ctx: AdviceContext): Section {
  return {
    read: `You've matched with ${ctx.who}, and the first few messages decide whether this becomes a real conversation. Skip a bare "hey" and open with something specific or playful that's easy to answer.`,
    lead: 'Three openers you could send:',
    suggestions: openerSuggestions(ctx),
    avoid: '"Hey" or "how are you?" on its own — and compliments about looks in the first message.',
    next: 'Keep the back-and-forth to a few days, then suggest a call or a short first date before it fizzles.',
  };
}
