import type { RedFlagLine } from './red-flag-lines';
import { t, i, p, g, l, c } from './flag-builders';

/**
 * Second development set of engineer r17 (issue 23, point 3), written after r17's shapes were built
 * and read once to see how far they carry to new wording (docs/decisions.md): the same families —
 * leverage, sideways threats, sarcasm without a failure word, pushback after a no, guilt through
 * others, lies given away — in other scenarios and voices, and good lines that share their frames.
 * In no training set.
 */
export const DEV_R17B_FLAGS: readonly RedFlagLine[] = [
  ...t(
    'resolve',
    "my brother-in-law does the consumer column for the local paper, just so you know",
    "Funny, the health inspector is a friend of mine and she's always asking for tips.",
    "a single review from my account and this place is finished, think about that",
  ),
  ...t('ask', "Shame if the client heard who actually wrote the proposal they loved.", "Remember I still have the emails from the Madrid trip. Just saying."),
  ...t('align', "Carry on ignoring the rota and your parents will get a very interesting phone call."),
  ...t('repair', "You wouldn't want your new girlfriend seeing those messages, would you?"),
  ...i(
    'resolve',
    'Oh well done, a whole week to answer one email. Gold star.',
    'Amazing service as always. Really top tier.',
    "Take your time, it's not like I've been on hold for forty minutes or anything, genius.",
  ),
  ...i('align', "Wow, you emptied the dishwasher. Do you want a medal?", "look who decided to show up, the prince himself"),
  ...i('interview', 'That was possibly the dullest question anyone has ever asked me.'),
  ...i('reconnect', "Oh look, it remembers my number."),
  ...p(
    'invite',
    "Not even a quick drink after work? Come ooon",
    'what about tomorrow then? or friday? saturday?',
    'So is that a no forever or just a no for now, because I can wait.',
  ),
  ...p('ask', "Are you sure that's your final answer? Maybe think it over tonight and say yes tomorrow."),
  ...p('reconnect', "Honestly? You'd rather sit at home than see me?"),
  ...p('resolve', "Then put me through to someone who can say yes."),
  ...g(
    'repair',
    'Your little brother still sets a place for you at dinner every Sunday.',
    "Mum asked if you're even alive, I said I didn't know.",
    "I've been a wreck since you left and you're out partying like it's nothing.",
  ),
  ...g('reconnect', "Everyone at the reunion asked where you were. I had to make up an excuse for you again."),
  ...g('ask', "Who stayed till midnight every night during the audit? That's right."),
  ...g('align', "Sure, I'll do the bins again, not like anyone else lives here."),
  ...l('interview', "I'll tell them I left to travel, rather than that I got let go.", "I'll just round my two years up to five, they won't ring anyone."),
  ...l('resolve', "Let's say the parcel never arrived. Technically it did, but they don't know that."),
  ...l('repair', "I'll say my phone died. It didn't, I just didn't want to talk."),
  ...l('align', "I'm going to tell the teacher he's been ill all week, really he's been gaming."),
  ...c('invite', "ur outfit would look even better on my bedroom floor", "come over and I'll show you what I'm not wearing"),
];

export const DEV_R17B_GOOD: readonly string[] = [
  "My brother-in-law writes for the local paper, he loved your bakery, by the way.",
  "The health inspector came to our office last week, everything was fine thankfully.",
  'I left a review last night, five stars, the staff were lovely.',
  'It would be a shame if the client missed the launch, can we send them a reminder?',
  'I still have the photos from the Madrid trip, want me to send them?',
  "Your parents will get a call from the school about the trip, it's nothing bad.",
  "You'd love my new girlfriend, she's into climbing too.",
  'Well done on the presentation, that was a lot of work.',
  'Amazing service as always, thank you for sorting it so quickly.',
  'Take your time, there is no rush at all.',
  'Wow, you emptied the dishwasher, thank you!',
  'Look who it is! So good to see you.',
  "That's possibly the best question anyone has ever asked me.",
  "Oh look, you still have my number, it's been ages!",
  'Not even sure I can make Friday, could we do Saturday instead?',
  'What about tomorrow, or Friday? Whatever suits you.',
  "Is that a no for now? That's fine, I'll leave it with you.",
  'Are you sure? No pressure at all, I just want to check.',
  "Could you put me through to someone in billing? I've got a question about my invoice.",
  'My little brother still talks about the day you took him fishing.',
  'Mum asked how you are doing, she says hello.',
  "I was a wreck after my exams, so I get how you're feeling.",
  'Everyone at the reunion asked after you, they would love to see you next time.',
  "I stayed late a few times during the audit, so I'd like to take a day back next week.",
  "I'll do the bins this week, can you take next week?",
  "I'll tell them I left to travel, it's true, I spent six months in Asia.",
  "I've got two years of experience, and I'm happy to talk through what I did.",
  "The parcel never arrived, here's the tracking page showing it stuck since Monday.",
  "My phone died halfway through our call, sorry, I wasn't ignoring you.",
  "He's been ill all week, I'll send the doctor's note.",
  'That outfit looks great on you, where is it from?',
  "Come over on Saturday and I'll show you the garden.",
  "I'll make sure the spare room is ready before your mum arrives.",
  "I guess I'm just excited, it's been ages since we hung out.",
  "Just tell me when and I'll be there.",
  "It's fine if you can't come, honestly, we'll do it another time.",
  "I know a few people at the council, I could ask them how the permit process works.",
  "If nobody has replied by Friday, I'll give the office a ring to check.",
  "You finally finished the marathon! I'm so proud of you.",
  "Honestly you're as much of a coffee snob as I am now.",
];
