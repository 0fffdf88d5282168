import type { AdviceContext } from './analyze';
import { isMeetingRequest } from './quote-meeting';
import { professionalQuoteSection } from './quote-replies-work';
import { hey, inviteRef, isProfessional, q, sug, theirQ, Who, type Section } from './section';
import { pick } from './text-utils';

/** Advice on a message the user received, by its tone (personal register). */
export function quoteSection(ctx: AdviceContext): Section {
  if (isProfessional(ctx)) return professionalQuoteSection(ctx);
  if (ctx.situation === 'ex' && (ctx.tone === 'warm' || ctx.tone === 'neutral' || ctx.tone === 'question')) return exReachedOut(ctx);
  const build = PERSONAL[ctx.tone ?? 'neutral'];
  return build(ctx);
}

/** An ex reaching out ("I miss you", "hey stranger"): decide what you want before answering. */
function exReachedOut(ctx: AdviceContext): Section {
  return {
    read: `${Who(ctx)} reached out with ${q(ctx)}. That usually means they're thinking about you — but it can be nostalgia or loneliness as much as wanting to try again, so decide what you want before you answer.`,
    lead,
    suggestions: [
      sug('Open', "I'm glad you reached out. I've been thinking about us too — want to talk properly this week?", 'Honest about your interest and moves it to a real conversation.'),
      sug('Cautious', "That's nice to hear. I need a little time to think about what I want — can I get back to you?", 'Buys time without shutting the door.'),
      sug('Closure', "Thank you for saying that. I think it's best for me to keep some distance, but I wish you well.", 'Kind and clear if you have moved on.'),
    ],
    avoid: 'Answering in the middle of the night, or jumping straight back in before you know what they want.',
    next: 'Decide what you want — to reconnect, to be friends or to stay apart — then send the matching message and let their reply show whether they want the same.',
  };
}

function talkRequest(ctx: AdviceContext): Section {
  return {
    read: `${Who(ctx)} asked ${q(ctx)}. Messages like this feel ominous, but they usually just mean something is easier to discuss live — the best reply is calm, agrees to talk, and (if you're anxious) gently asks for the topic.`,
    lead,
    suggestions: [
      sug('Calm', 'Of course! When works for you?', 'Relaxed and open — no drama added.'),
      sug('Curious', "Sure — is everything okay? Anything I should know before we talk?", 'Gently asks for context without sounding defensive.'),
      sug('Warm', `${hey(ctx)}, yes, I'd like that. I'm free this evening if that works.`, 'Offers a concrete time, so the worry doesn\'t drag on.'),
    ],
    avoid: 'Spiralling or sending a long, anxious message before you know what it is about.',
    next: 'Agree on a time today and go in curious rather than defensive.',
  };
}

const laughs = (ctx: AdviceContext) => /\b(?:haha+|hehe+|lol|lmao)\b/i.test(ctx.quote?.text ?? '');
const lead = 'Three ways you could reply:';

const PERSONAL: Record<NonNullable<AdviceContext['tone']>, (ctx: AdviceContext) => Section> = {
  noncommittal: (ctx) => {
    const soft = laughs(ctx) ? ' The laugh keeps it friendly, so this is not a rejection —' : ' It is friendly, not a no —';
    const invited = ctx.intents.has('invited');
    return {
      read: pick(ctx.seed, 'nc-read', [
        `${Who(ctx)} replied${inviteRef(ctx)} with ${q(ctx)}: a non-committal maybe.${soft} but it isn't a yes either. It usually means they're unsure about the plan, busy, or waiting to see how keen you are, and one message can't tell you which.`,
        `${Who(ctx)}'s ${q(ctx)}${invited ? ' in reply to your invite' : ''} is a soft, non-committal maybe.${soft} it leaves the decision open. The best answer makes saying yes easy and saying no painless.`,
      ]),
      lead,
      suggestions: invited
        ? [
            sug('Low-pressure', 'Haha fair! No pressure — I was thinking coffee on Saturday afternoon. If that works, great; if not, all good 🙂', 'Turns a vague maybe into one easy, concrete option, with an easy way out.'),
            sug('Playful', "I'll take a maybe 😄 Saturday or Sunday — which one's less busy for you?", 'A light choice between two concrete times is easier to answer than an open question.'),
            sug('Easy-going', "All good if you're busy! If you feel like it another time, just let me know 🙂", 'Leaves the door open and puts the next move with them, so you are not chasing.'),
          ]
        : [
            sug('Light', 'Haha fair enough 😄 No rush!', 'Takes the pressure off and keeps the mood easy.'),
            sug('Curious', 'Ha, a maybe! What would turn it into a yes?', 'Playful, and gives them room to say what they actually think.'),
            sug('Easy-going', 'All good either way — let me know 🙂', 'Shows you are relaxed about it, which makes a yes more likely later.'),
          ],
      avoid: `Chasing the maybe — don't send several follow-ups, ask "so is that a yes?", or go cold to get a reaction. One light, concrete option is enough.`,
      next: `Send one message, then leave it. If ${ctx.who} picks a time, great; if you get another vague answer, let it rest for a few days and see whether they reach out — their effort tells you more than this one reply.`,
    };
  },
  dry: (ctx) => ({
    read: `${theirQ(ctx)} is a short, low-effort reply. On its own it doesn't mean ${ctx.who} is annoyed or uninterested — people answer like that when they're busy, tired, or don't know what to add — but it does mean the conversation needs something easy to respond to.`,
    lead,
    suggestions: [
      sug('Playful', `Haha okay, important question: pineapple on pizza — yes or absolutely not? 🍕`, 'A silly, easy question restarts a flat chat without pressure.'),
      sug('Curious', `Anyway, how's your week going? Anything fun coming up?`, 'An open question gives them something real to answer.'),
      sug('Low-pressure', `All good, talk later 🙂`, 'Ends on a friendly note instead of pushing a thread that has gone quiet.'),
    ],
    avoid: `Answering with an equally cold "ok", or asking "why are you so dry?" — it puts them on the defensive.`,
    next: `Send one easy message with a question in it, then wait. If the next few replies are just as short, give it space and let ${ctx.who} start the next conversation.`,
  }),
  positive: (ctx) => ({
    read: `${theirQ(ctx)} is a clear yes${inviteRef(ctx)} — good news. Now the job is to lock in the details so the plan doesn't drift.`,
    lead,
    suggestions: [
      sug('Warm', `Yay! Saturday at 3, at the café on the corner? 😊`, 'Confirms with a concrete day, time and place while the energy is high.'),
      sug('Playful', `Great, it's a date. I'll bring the good mood, you bring the appetite 😄`, 'Matches their enthusiasm and keeps it fun.'),
      sug('Direct', `Perfect! I'll send you the address the day before.`, 'Simple and reliable — shows you follow through.'),
    ],
    avoid: `Over-talking it or second-guessing the yes with long messages. Keep it light and confirm.`,
    next: `Confirm day, time and place in one message, and send a short, friendly reminder the day before.`,
  }),
  decline: (ctx) => ({
    read: `${theirQ(ctx)} reads as a no. It stings, but it's clear — and how you answer now decides whether things stay friendly between you and ${ctx.who}.`,
    lead,
    suggestions: [
      sug('Gracious', `No worries at all, thanks for being honest 🙂`, 'Respects their answer and leaves a good last impression.'),
      sug('Light', `All good! Still happy we're friends.`, 'Keeps things easy if you will keep seeing each other.'),
      sug('Warm', `Totally understand. Take care!`, 'Short and kind — nothing for them to feel awkward about.'),
    ],
    avoid: `Trying to change their mind, asking why, or guilt-tripping. Respecting a no is what keeps the friendship (and your self-respect) intact.`,
    next: `Reply once, graciously, then give it real space. Put your energy into people who are as keen as you are.`,
  }),
  busy: (ctx) => ({
    read: `${theirQ(ctx)} means they're busy right now. That can be a genuine scheduling problem or a soft no — the tell is whether they suggest another time themselves.`,
    lead,
    suggestions: [
      sug('Low-pressure', `No worries! Let me know when things calm down — I'd still like to hang out.`, 'One open offer, then the ball is in their court.'),
      sug('Direct', `Totally get it. Would next week work better?`, 'Gives them an easy way to say yes to a new time.'),
      sug('Supportive', `Good luck with everything this week! 💪`, 'Shows you care about them, not just the plan.'),
    ],
    avoid: `Offering date after date after one "busy". Make one open offer and let them come back with a time.`,
    next: `Offer once to reschedule and leave the next move to ${ctx.who}. If no new time comes within a week or so, treat it as a polite no.`,
  }),
  upset: (ctx) => ({
    read: `${theirQ(ctx)} sounds hurt or annoyed. Before you explain your side, show them you've heard how they feel — people calm down when they feel understood, not corrected.`,
    lead,
    suggestions: [
      sug('Calm', `I can tell you're upset, and I don't want to brush that off. Can you tell me what bothered you most?`, 'Acknowledges their feeling and invites them to talk.'),
      sug('Accountable', `I'm sorry — I get why that felt bad, and I want to make it right.`, 'Owning your part lowers the temperature fast.'),
      sug('Space', `I don't want to argue over text. Can we talk later when we're both calmer?`, 'Moves a heated moment out of text, where tone gets misread.'),
    ],
    avoid: `"Calm down", sarcasm, or a list of what they did wrong — it escalates every time.`,
    next: `Acknowledge first, then ask what they need. If it stays heated, suggest a call or talking in person.`,
  }),
  question: (ctx) => (isMeetingRequest(ctx) ? talkRequest(ctx) : {
    read: `${Who(ctx)} asked you ${q(ctx)}. A question is an invitation to keep talking, so answer it properly and hand one back.`,
    lead: 'Three ways to answer (fill in the brackets):',
    suggestions: [
      sug('Honest', `Good question! Honestly, [your answer]. What about you?`, 'A real answer plus a question back keeps the conversation going.'),
      sug('Playful', `Ha, depends — what answer gets me bonus points? 😄 Honestly though, [your answer].`, 'Adds humour without dodging the question.'),
      sug('Warm', `${hey(ctx, 'Aw')}, nice of you to ask — [your answer]. How about you?`, 'Shows you appreciate their interest.'),
    ],
    avoid: `Dodging the question or answering in one word — it reads as disinterest.`,
    next: `Answer, add one small detail about yourself, and ask something back.`,
  }),
  warm: (ctx) => ({
    read: `${theirQ(ctx)} is a warm message — they're showing interest or affection, so this is a good moment to match it.`,
    lead,
    suggestions: [
      sug('Warm', `That made my day 😊`, 'Simple and sincere — it tells them the feeling is mutual.'),
      sug('Playful', `Careful, I might get used to this 😄`, 'Flirty and light, keeps the good mood going.'),
      sug('Forward', `Right back at you 😊 Let's see each other soon — free next week?`, 'Turns the warm moment into a next plan.'),
    ],
    avoid: `Playing it so cool that you come across as cold. Warmth invites warmth.`,
    next: `Match their warmth and, if it fits, suggest the next time you'll see each other.`,
  }),
  neutral: (ctx) => ({
    read: `${Who(ctx)} said ${q(ctx)}. On its own that's fairly neutral — the meaning depends on how your chats usually go — so the safest reply keeps things friendly and moves them forward.`,
    lead,
    suggestions: [
      sug('Friendly', `${hey(ctx, 'Haha')}, fair! How's your day going?`, 'Keeps it light and gives them an easy question.'),
      sug('Curious', `Oh really? Tell me more 👀`, 'Shows interest and invites them to open up.'),
      sug('Playful', `Noted 😄 So what's the plan for the weekend?`, 'Moves the chat to something more fun.'),
    ],
    avoid: `Over-reading one message. A single line rarely tells you how someone feels.`,
    next: `Reply, then watch the next few messages: effort, questions back and quick replies are the real signals.`,
  }),
};
