import type { RedFlagLine } from './red-flag-lines';
import { t, i, p, g, l, c } from './flag-builders';

/**
 * Held-out set v8: written after the learned red-flag signal's final model was chosen and
 * committed (features, options, threshold rule), in the voice of people in heated moments —
 * landlords and tenants, siblings, exes, coworkers at the end of a long shift, a customer on the
 * phone — with good lines that share the words (quitting, money, "no", regret, feelings) innocently.
 * Scored once with the committed model (bench/practice-learned.ts): rules 20/47 and 3/63 false
 * alarms, learned alone 19/47 and 0/63, combined 26/47 and 3/63. Two gates came after, from the
 * scripted practices and test literals, not from this set (blame stays the rules' move; lines under
 * four words are the rules' alone); nothing else changed. Since issue 23a it is a training and
 * development set (tests/helpers/red-flag-sets.ts, set "v8"): the learned signal trains on it, and
 * its three false alarms led to the rules' softeners (red-flag-scope.ts). Its unseen figure above
 * stays as it was read; the unseen set now is v9. Pressure lines are said right after the character
 * declined.
 */

export const HELD_OUT_V8_FLAGS: readonly RedFlagLine[] = [
  ...t(
    'ask',
    'you can give me the raise now or explain to the client next month why their account manager walked',
    "I've kept every email you sent me. Every single one. Think about that before you answer.",
    'Fix my deposit by Friday or the tenancy board gets the photos.',
    "Don't make this harder than it needs to be, I have friends in compliance.",
    'One word from me to head office and your little promotion is gone.',
  ),
  ...t(
    'resolve',
    "i swear to god if this parcel isn't here tomorrow you'll see me at your front desk and you won't enjoy it",
    "Refund it today or I'm telling every parent in the school group what kind of place this is.",
  ),
  ...t(
    'repair',
    "Keep ignoring me and I'll show up at your work, see if you can ignore me there.",
    "Block me and I'll just make a new account. You can't get rid of me.",
    'Say one more word about my mother and you will regret ever meeting me.',
  ),
  ...i(
    'align',
    'Did you actually read the brief or just colour in the boxes?',
    'honestly a trained parrot would have done this handover better',
    "You're about as useful as a chocolate teapot in these meetings.",
  ),
  ...i(
    'repair',
    'god you are so thick sometimes, it hurts to watch',
    "No wonder your ex left, you're exhausting.",
    'ur a spoiled little princess and everyone knows it',
  ),
  ...i(
    'resolve',
    'Put someone on the phone who has a brain cell, please.',
    "Is it company policy to hire people who can't count?",
    'You lot are a bunch of clowns, the whole shop.',
  ),
  ...p(
    'invite',
    "Nah I don't accept that, you're coming, I'll pick you up at 8.",
    "What if I just keep asking every day until you're sick of saying no? 😂",
    "You said no last time too, so you owe me a yes this time.",
    "don't give me 'busy', everyone has time for one drink, stop dodging",
    "Look I already told everyone you're coming so you kind of have to now.",
  ),
  ...p(
    'ask',
    "I'm going to sit here until you sign it. Take your time.",
    "That's not a real no. Give me a real reason or it's a yes.",
  ),
  ...p(
    'reconnect',
    "come ON. one coffee. I won't leave you alone till you say yes haha",
    'You keep saying maybe. Maybe means yes, so Saturday it is.',
  ),
  ...g(
    'reconnect',
    "I was there every single night when your dad was sick and now you can't even text back?",
    'Must be nice having so many friends you can just drop the old ones.',
    "Don't worry about me, I'm used to being the one nobody calls.",
  ),
  ...g(
    'repair',
    'I gave up my whole twenties for this relationship and this is how it ends?',
    "Fine, go to your party. I'll just sit here on my own on my birthday, again.",
    "Mum cried all night because of what you said. Happy now?",
  ),
  ...g(
    'ask',
    "I stayed late every Friday for two years, missed my kid's recitals, and you can't find 3%?",
    "I guess loyalty really doesn't count for anything here.",
    "You'd never treat Mark like this, but I'm easy to overlook I suppose.",
  ),
  ...l(
    'ask',
    "I'll mention the offer from Google, they'll never call to check that it's made up.",
    "Let's just say the delay was the supplier's fault, nobody will dig into it.",
  ),
  ...l(
    'interview',
    "I'll say I left to care for family, sounds better than getting fired.",
    "I'm going to put team lead on my CV, I covered for her one week so close enough.",
  ),
  ...l(
    'repair',
    "I'll tell him my phone died all weekend, he won't know I saw the messages.",
    "I'll say it was already broken when I borrowed it.",
    "If she asks, I was at Jake's. She doesn't need to know about the bar.",
  ),
  ...c(
    'invite',
    'skip dinner, just come to mine and bring nothing but yourself 😉',
    "bet you look even better with that dress on my floor",
    "send me something spicy before bed, you know what I mean",
  ),
];

export const HELD_OUT_V8_GOOD: readonly string[] = [
  // money, raises, quitting mentioned innocently
  "I'm not planning to quit, I just want to understand where I stand on pay.",
  'My sister quit her job last year and it was the best thing for her, but I want to grow here.',
  'Can we talk about the money side? I want to be upfront that it matters to me.',
  "If the budget isn't there this quarter, could we set a date to revisit it?",
  "I've had a recruiter reach out, and honestly I told them I'm happy where I am.",
  'What would I need to show you by June for a raise to be realistic?',
  'I took on the two extra accounts in March, and both renewed.',
  "I'd regret not asking, so here goes: I'd like to talk about a promotion.",
  "No is a fair answer, I'd just like to know what would change it.",
  'Thanks for being straight with me, that helps me plan.',
  // no, regret, feelings said openly
  "I regret how I spoke to you on Sunday. I was tired and I took it out on you.",
  'I felt hurt when you left early, and I wanted to tell you instead of sulking.',
  "It's okay if you say no, honestly. I'd just rather ask than wonder.",
  "No worries at all, another time then. Hope your week gets easier.",
  "I'm not angry, I just miss how things were between us.",
  "I cried a bit after our call, not because of you, just because it's been a lot.",
  "I know I messed up. I'm not asking you to forgive me today.",
  "You don't owe me anything. I just wanted you to know I'm sorry.",
  "I'd love to see you, but no pressure if it's too soon.",
  "Honestly I was scared to text you, so I almost didn't.",
  // invitations and plans
  'Would you want to get dumplings on Thursday after work?',
  "There's a quiz night at the pub on Friday, want to be on my team?",
  "I'll be near your place on Saturday, fancy a walk by the river?",
  "No stress if you're busy, the offer stands whenever.",
  "Can I pick you up at 8, or would you rather meet there?",
  "You said you liked hiking — there's an easy trail I've been wanting to try.",
  // customers, landlords, neighbours, calm but firm
  "The parcel still hasn't arrived and it's been two weeks. Could you check where it is?",
  "I'd like a refund, please. Here's my order number and the photos of the damage.",
  "I understand it's not your fault personally. What can you do from your side?",
  "If it's not sorted by Friday, could you tell me who I should contact next?",
  'The deposit return is late. Could you give me a date for it, in writing?',
  "I've kept the emails about the repair, so we both have the same timeline.",
  'The noise after midnight has been hard for us. Could we find a time that works for both of us?',
  "I'm going to ask the landlord to look at the damp too, just so you know.",
  // work disagreement, frank but fair
  "I disagree with the plan, and here's why: the deadline doesn't leave time for testing.",
  "The handover notes were missing the client contacts, can we add those before Monday?",
  "I think we both dropped the ball on this one. Let's fix it together.",
  "I'll escalate the supplier delay to procurement so we get an answer faster.",
  "That meeting was rough. I'd like to hear your side before I say anything else.",
  "I'm frustrated, not with you, with how this project was scoped.",
  "Honestly the brief was confusing, can we go through it together?",
  "I'll tell the client the truth: we're a week late and here's the new date.",
  "I don't want to pretend everything's fine when it isn't.",
  // family and friends
  "Mum, I can't come on Sunday, but could I call you in the evening?",
  "I know you did so much for me when Dad was ill, and I'm grateful. I still need to say no to this.",
  "I'm sorry I missed your birthday. Can I take you out this week to make up for it?",
  "I felt left out when I wasn't invited, and I wanted to tell you rather than let it fester.",
  "You're not a bad friend, we've both just been busy.",
  "I was at Jake's last night, we watched the game, I should have texted.",
  "My phone died on Saturday, sorry I missed your messages.",
  // interviews
  'I left my last job because I wanted to lead projects, and there was no room for that there.',
  "I haven't used that tool yet, but I learned a similar one in two weeks.",
  'Could you tell me what success looks like in the first six months?',
  "I was fired from my first job, and it taught me to ask for help early.",
  // teasing that stays kind, and compliments
  "Haha you're such a dork, I love it.",
  "You're ridiculous and that's why I like hanging out with you.",
  'That dress looks great on you, by the way.',
  "You look really happy today, it suits you.",
  "Come on, you know I'm joking, your cooking is the best thing about Sundays.",
  "I'd never get rid of you, you're stuck with me as a friend forever.",
  "Don't worry about me, I'm fine, go enjoy your party.",
  "I'm used to working late, it's not a problem this week.",
  "Nobody called me back about the flat, so I'm still looking.",
];
