import type { GoalKind } from './goals';
import type { Register, RoleKind } from './roles';

/**
 * What simulated people say. Casual roles text in lower case with the odd emoji; work roles write
 * short, polite sentences. Every hesitation contains a phrase `isDecline` recognises, so pushing
 * right after it counts as pressure.
 */

export interface Slots {
  /** Something the user knows them from ("chemistry class"), or null. */
  place: string | null;
  /** Something they love (from the scenario), or null. */
  interest: string | null;
  /** The user's proposed plan ("coffee on Saturday"), or ''. */
  plan: string;
  /** A day or time the user named, or null. */
  time: string | null;
  /** The remedy the user offered a customer ("the refund", "a replacement"), or null. */
  remedy?: string | null;
}

export type Line = (s: Slots) => string;
export type Table = Partial<Record<RoleKind | Register, readonly Line[]>>;

export function linesFor(table: Table, role: RoleKind, register: Register): readonly Line[] {
  return table[role] ?? table[register] ?? [];
}

const t = (text: string): Line => () => text;

/** "on friday", "this weekend", "that day". */
const when = (s: Slots) => (s.time ? (/^(?:this|next|tomorrow|tonight|today|after|at|in)\b/.test(s.time) ? s.time : `on ${s.time}`) : 'that day');

// ---------------------------------------------------------------------------------------------
// Openings

export const OPENINGS: Table = {
  crush: [
    (s) => (s.place ? `hey! ${s.place} felt sooo long today 😅 how are you?` : 'hey! how’s your day going? 🙂'),
    (s) => (s.place ? `heyy, did you get what was going on in ${s.place} today? because I did not lol` : 'hey you 🙂 what are you up to?'),
    (s) => (s.interest ? `hey! sorry, random, but I just got back from ${s.interest} and I'm exhausted 😂 what's up?` : 'hiii, long day. what’s new with you?'),
  ],
  date: [
    t('hey! 🙂 I was just thinking about our chat the other day. how’s your week going?'),
    (s) => (s.interest ? `hey you! just finished some ${s.interest} and now I'm on the couch 😄 how are you?` : 'heyy, finally done with work. how’s your day been?'),
  ],
  match: [t('hey 👋 so we matched… what made you swipe right? 😄'), t('hi! your profile made me smile. so what’s your story?'), t('hey! ok I’ll admit it, I’m terrible at first messages 😅')],
  ex: [t('hey. I saw your message… what’s up?'), t('hi. it’s been a while. you wanted to talk?'), t('hey. I wasn’t sure I’d hear from you.')],
  partner: [t('hey. I’m still kind of upset about earlier.'), t('hi. I don’t really know what to say after yesterday.')],
  friend: [
    (s) => (s.place ? `hey! good to see you ${s.place.startsWith('work') ? 'at work' : `in ${s.place}`} 🙂 how’s it going?` : 'hey! how’s it going? 🙂'),
    t('oh hey! it’s been a while, how are you?'),
  ],
  family: [t('hi. what is it?'), t('hey. you wanted to talk?')],
  boss: [t('Hi, you wanted to chat? I’ve got about fifteen minutes.'), t('Come in, have a seat. What’s on your mind?')],
  colleague: [t('Hey, you wanted to talk? What’s up?'), t('Hi — got a minute now, what did you want to discuss?')],
  interviewer: [
    t('Thanks for coming in today. Let’s start simple — tell me a bit about yourself.'),
    t('Great to meet you. To kick off: walk me through your background and why this role.'),
  ],
  candidate: [t('Hi, thanks for having me! I’m really excited about this role.'), t('Hello! Sorry, a little nervous — thanks for taking the time to meet.')],
  customer: [
    t('I’ve been waiting two weeks for my order and nobody answers my emails. This is ridiculous.'),
    t('Honestly, I’m fed up. My order is late, I’ve emailed twice, and nothing. What’s going on?'),
  ],
  parent: [t('Hi. I got your note. Is something wrong with my son?'), t('Hello. You asked to talk — is everything okay with my daughter?')],
  teacher: [t('Hi, thanks for reaching out. What would you like to talk about?'), t('Hello! Good to meet you. How can I help?')],
  landlord: [t('Hello — you said you wanted to talk about the flat? I’ve got a few minutes.'), t('Hi. I got your message. What’s the problem with the flat?')],
  service: [t('Hello, you’re through to customer service — how can I help today?'), t('Hi, thanks for holding. What can I do for you?')],
  commenter: [t('lol this post is so misleading. you left out half the story.'), t('honestly this take is lazy. did you even check your facts?')],
  acquaintance: [t('hey! how’s it going?')],
};

/** The harder interview practice starts with the hard question. */
export const TOUGH_OPENINGS: readonly Line[] = [
  t('Let’s get into it. Tell me about a time you failed — what happened, and what did you do about it?'),
  t('I’d like to dig deeper. What’s a real weakness of yours, and how does it show up at work?'),
];

/** A reinvite practice starts from a chat that is already going. */
export const REINVITE_OPENINGS: readonly Line[] = [t('hey! sorry, crazy week over here 😩 what’s up?'), t('hiii, just getting through my to-do list lol. how are you?')];

// ---------------------------------------------------------------------------------------------
// Questions back (answers to the user's questions: character-answers.ts)

export const QUESTIONS_BACK: Table = {
  casual: [
    t('what about you?'),
    t('how’s your week going?'),
    t('what are you up to this weekend?'),
    (s) => (s.interest ? `have you ever tried ${s.interest}?` : 'anything fun coming up for you?'),
  ],
  ex: [t('how have you been?'), t('what made you reach out?')],
  partner: [t('what did you want to say?')],
  family: [t('so what did you want to talk about?')],
  boss: [t('What’s on your mind?'), t('What did you want to get out of this conversation?')],
  colleague: [t('How do you see it?')],
  interviewer: [
    t('Tell me about a project you’re proud of — what was the result?'),
    t('What would you say is a weakness you’re working on?'),
    t('Why this role, and why now?'),
    t('Tell me about a time you disagreed with a teammate. How did you handle it?'),
  ],
  candidate: [t('Could I ask what the team is like?')],
  customer: [t('So what are you going to do about it?'), t('What I want to know is how you’re going to fix this.'), t('And what happens now?')],
  parent: [t('What do you suggest we do?')],
  teacher: [t('What are you noticing at home?')],
  commenter: [],
  acquaintance: [t('you?')],
};

// ---------------------------------------------------------------------------------------------
// Reactions to what the user did

export const REACTIONS: Record<'listening' | 'compliment' | 'humour' | 'sharing' | 'apology' | 'evidence' | 'greeting' | 'filler', Table> = {
  listening: {
    casual: [t('yeah… exactly. thanks for getting that'), t('yeah, it really was'), t('haha right? thank you')],
    work: [t('Thank you, I appreciate that.'), t('Yes — that’s exactly it.')],
    customer: [t('Well… yes. Thank you for actually acknowledging it.')],
  },
  compliment: {
    casual: [t('aw thanks 😊'), t('haha stop, that’s sweet'), t('omg thank you 🙈')],
    work: [t('That’s kind of you, thank you.')],
  },
  humour: {
    casual: [t('lol 😂'), t('hahaha ok that got me'), t('😂 you’re funny')],
    work: [t('Ha — fair enough.')],
  },
  sharing: {
    casual: [t('oh nice!'), t('wait that’s actually so cool'), t('no way, same-ish honestly')],
    work: [t('That’s helpful context.'), t('Okay, good to know.')],
  },
  apology: {
    casual: [t('…thank you for saying that. it means more than you think.'), t('okay. I needed to hear that.')],
    work: [t('Thank you — I appreciate you saying that.')],
  },
  evidence: {
    work: [t('That’s a solid result.'), t('Good — that’s the kind of thing I need to hear.')],
    interviewer: [t('That’s a strong example. What was your part in it, specifically?'), t('Nice result. What would you do differently next time?')],
  },
  greeting: { casual: [t('hey! 🙂'), t('hiii')], work: [t('Hello!')] },
  filler: { casual: [t('haha yeah'), t('mm fair'), t('true true')], work: [t('Okay.'), t('I see.')] },
};

export const GUARDED_TAILS: Table = { casual: [t(''), t('anyway'), t('idk')], work: [t('')] };

export const LOW_EFFORT: Table = { casual: [t('ok'), t('lol ok'), t('mhm')], work: [t('Okay…'), t('Sorry — could you say a bit more?')] };
export const OFF_TOPIC: Table = { casual: [t('uh… random 😅'), t('lol where did that come from')], work: [t('I’m not sure how that’s relevant here.')] };
export const EXCUSE: Table = { casual: [t('“sorry if”… that’s not really an apology.'), t('that sounds like an excuse tbh')], work: [t('That sounds a bit like an excuse.')] };
export const GIVE_UP: Table = { interviewer: [t('Take your time. Maybe think of a project you’re proud of?')], casual: [t('oh. ok')], work: [t('Okay. Let’s come back to it.')] };

/** The user half-asked: the character asks for specifics (and this counts as a "not yet"). */
export const NUDGES: Partial<Record<GoalKind, Table>> = {
  invite: { casual: [t('haha maybe! what did you have in mind?'), t('sure, sometime? what exactly were you thinking 😄')] },
  reinvite: { casual: [t('haha maybe! what did you have in mind?')] },
  reconnect: { casual: [t('maybe… what did you have in mind?')] },
  ask: { work: [t('What exactly are you asking for?'), t('Okay — what did you have in mind, specifically?')] },
  resolve: { customer: [t('“Looking into it” isn’t enough. What exactly are you going to do?')] },
};

export const PUSHBACK: Record<'pressure' | 'guilt' | 'blame' | 'dismiss' | 'too_intense' | 'threat' | 'lie', Table> = {
  pressure: { casual: [t('hey, slow down a bit'), t('ok… that’s a bit much. slow down')], work: [t('Let’s slow down a little.')] },
  guilt: { casual: [t('that’s not fair to put on me'), t('wow. ok, not sure how to take that')], work: [t('That’s not a fair thing to say.')] },
  blame: { casual: [t('wow. so it’s my fault now?'), t('I’m not doing this again, the blame thing')], work: [t('I don’t think blaming me helps here.')] },
  dismiss: { casual: [t('don’t tell me to calm down.')], work: [t('Please don’t brush this off.')], customer: [t('Don’t tell me to calm down. I’ve waited two weeks.')] },
  too_intense: { casual: [t('whoa… that’s a lot 😅'), t('haha um… slow down a little?')], work: [t('That’s a bit much.')] },
  threat: { casual: [t('…that sounded like a threat.')], work: [t('That sounds like an ultimatum.')] },
  // After the correction of a claim the scenario contradicts (lie-correction.ts).
  lie: { casual: [t('let’s be honest with each other, ok?'), t('please don’t rewrite what happened.')], work: [t('Let’s stick to what actually happened.')], customer: [t('Don’t try to tell me otherwise.')] },
};

// ---------------------------------------------------------------------------------------------
// Hesitations (the close came too early) — each contains a decline phrase

export const HOLDS: Record<GoalKind, Table> = {
  open: { casual: [t('haha maybe, let me think 😅')] },
  invite: {
    casual: [
      t('haha that’s sweet, but I don’t know you that well yet 😅 let me think'),
      t('ooh maybe! I’m not sure yet haha. tell me more about you first'),
    ],
  },
  reinvite: {
    casual: [
      (s) => `ahh I can’t make it ${when(s)} 😕 my week is packed. another day maybe?`,
      (s) => `ugh I wish, but I can’t make it ${when(s)} 😩 another day?`,
    ],
  },
  repair: { casual: [t('talk? you haven’t even said sorry…'), t('I’m not ready for that yet.'), t('I’m not sure you get how much that hurt.')] },
  reconnect: { casual: [t('maybe… I’m not sure yet. it’s been a while.'), t('haha not so fast, how have you even been?')] },
  ask: { work: [t('What’s that based on? Walk me through what you’ve delivered.'), t('I’m not sure yet. Help me understand the case.')] },
  interview: { work: [t('Let’s not get ahead of ourselves.')] },
  hire: { work: [t('Oh — okay. Sorry, is that it? I’m not sure I got to show you much yet.')] },
  resolve: { customer: [t('Before we talk about fixes — do you even understand what happened here?'), t('That’s not enough. You haven’t even asked what went wrong.')] },
  align: { work: [t('I’m not sure we’re seeing the same thing yet. Can we back up a bit?'), t('Let’s not jump to a plan yet — I’m not sure what you’ve seen.')] },
  defuse: { casual: [t('not so fast.')] },
};

// ---------------------------------------------------------------------------------------------
// Endings

export const SUCCESS: Record<GoalKind, Table> = {
  open: { casual: [t('haha ok this is fun, I’m really glad you messaged 😊'), t('lol you’re easy to talk to, you know that? 😄')] },
  invite: {
    casual: [
      (s) => `yes!! ${s.plan || 'that'} sounds perfect 😊 can’t wait`,
      (s) => `ok yes, I’d love that 😊 ${s.plan ? `${s.plan} it is!` : 'it’s a date!'}`,
      (s) => `haha I was hoping you’d ask 🙈 ${s.plan ? `${s.plan} works!` : 'yes!'} text me the details?`,
    ],
  },
  reinvite: { casual: [(s) => `oh that works way better! ${s.plan ? `${s.plan} it is` : 'yes'} 😊`, (s) => `yes! ${s.plan || 'that'} is perfect, see you then 😄`] },
  repair: {
    casual: [
      (s) => `…thank you. that actually means a lot. yeah — let’s talk properly${s.plan ? `, ${s.plan} works` : ''}.`,
      () => 'okay. I believe you mean it. let’s talk — I’d like that.',
    ],
  },
  reconnect: { casual: [(s) => `I’d really like that 😊 ${s.plan ? `${s.plan} works for me!` : 'let’s do it!'}`, () => 'yes! it’s been way too long 🥹 let’s do it'] },
  ask: {
    work: [
      (s) => `You’ve made a strong case. Let’s put it in writing${s.time ? ` — ${s.time} works` : ''}; I’ll take it to HR this week.`,
      () => 'Okay. That’s well argued. I’ll support it — let’s book the review and make it official.',
    ],
  },
  interview: { work: [t('This has been great. I’d like to invite you to the next round — you’ll get an email from us tomorrow.'), t('Really strong answers. We’ll move you forward — expect to hear from us this week.')] },
  hire: { work: [t('That sounds great — thank you! I really enjoyed this, and I’ll look out for your email.'), t('Perfect, thank you. I’m even more excited about the role now.')] },
  resolve: { customer: [(s) => `Okay… ${s.remedy ?? 'that'} works. Thank you for actually listening.`, () => 'Fine. That’s fair. Thanks for sorting it out properly.'] },
  align: { work: [(s) => `That works for me. Let’s do it${s.time ? ` — ${s.time}` : ''}.`, () => 'Yes, I like that plan. Let’s check in and see how it goes.'] },
  defuse: { casual: [t('fair enough. I appreciate the calm reply — maybe I came in a bit hot.'), t('ok, that’s actually a fair answer. thanks for engaging.')] },
};

export const ENDINGS: Record<'hurt' | 'pushed' | 'pushedMaybe' | 'threat' | 'illegal' | 'tired' | 'wrapup', Table> = {
  /** Pushed after a maybe or a "what did you have in mind?": they never said no, so they don't claim to have. */
  pushedMaybe: {
    casual: [t('I said maybe, and now this feels like pressure. I’m going to head off.'), t('I was still thinking about it… this is too pushy for me. bye.')],
    work: [t('I said not yet, and pushing won’t change that today. Let’s stop here.')],
    customer: [t('I asked what you would actually do, not for more pressure. I’m ending this chat.')],
  },
  hurt: {
    casual: [t('wow. ok, I’m going to go. take care.'), t('I don’t deserve that. bye.')],
    work: [t('I’m not going to continue this conversation. Goodbye.')],
    customer: [t('Unbelievable. I’m done here — I’ll take my business elsewhere.')],
  },
  pushed: {
    casual: [t('I already said no. I’m going to head off now.'), t('I said not now. I think I’m gonna go. bye.')],
    work: [t('I’ve answered that. Let’s stop here for today.')],
    customer: [t('I said no. I’m ending this chat.')],
  },
  threat: { casual: [t('I’m not okay with that. bye.')], work: [t('I don’t respond well to ultimatums. Let’s end this here.')] },
  illegal: { candidate: [t('I don’t think that’s an appropriate question. I’d like to end the interview here.')] },
  tired: {
    casual: [t('honestly this isn’t really working for me. I’m gonna go. take care'), t('I think I’m done talking for now.')],
    work: [t('I don’t think this conversation is productive. Let’s stop here.')],
  },
  wrapup: { interviewer: [t('Let’s wrap up here. Thanks for your time — we’ll be in touch.')], work: [t('Let’s leave it there for today.')] },
};

/** The user wrote about self-harm, danger or abuse: the person steps out of the game to care. */
export const CARE: Table = {
  casual: [
    t('hey… that sounds really serious, and I’m worried about you. if you might be in danger, please call your local emergency number or a crisis line — findahelpline.com lists free ones.'),
  ],
  work: [t('I want to pause here — that sounds serious. If you might be in danger, please call your local emergency number or a crisis line; findahelpline.com lists free ones.')],
};
