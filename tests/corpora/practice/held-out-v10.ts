import type { RedFlagLine } from './red-flag-lines';
import { t, i, p, g, l, c } from './flag-builders';

/**
 * Held-out set v10: written in issue 23a after v9 had been read once, BEFORE the last rule change
 * of that session (a condition that asks consent — "if that's alright with you" — is no threat's
 * condition), and scored once at the end with the committed state (bench/practice-learned.ts).
 * Voices: a cleaner and a client, a band's drummer, a PhD student and supervisor, a bakery owner
 * and supplier, a cousin, a neighbour with a hedge, a delivery driver, a care-home visitor.
 * It is in no training set. Do not fix a miss here: move the lines into a training set and write
 * a new one. Pressure lines are said right after the character declined.
 */

export const HELD_OUT_V10_FLAGS: readonly RedFlagLine[] = [
  ...t(
    'ask',
    "Co-author me on the paper or I email the ethics board about how the data was collected.",
    'Pay the cleaning invoice by Monday or I keep your spare keys until you do.',
    "If the flour price goes up again, I'll tell every bakery in the county to drop you.",
  ),
  ...t(
    'resolve',
    'Cut that hedge back this week or I will cut it myself and send you the bill, and the council a letter.',
    "leave one more parcel in the rain and i'll make sure your depot gets a complaint every single day",
    "Let my mum have her visit today or I'm phoning the inspectors and the local radio.",
  ),
  ...t('repair', "Kick me out of the band and I'll tell the label who really wrote the songs."),
  ...t('align', 'Give me the Friday slot again and watch how quickly I find another band.'),
  ...i(
    'align',
    'You drum like someone falling down the stairs with a saucepan.',
    'Frankly your literature review reads like it was written by a bored teenager.',
  ),
  ...i(
    'resolve',
    'Are all your drivers this useless or did I just get the special one?',
    "You're a penny-pinching crook and the whole street knows it.",
  ),
  ...i('repair', "honestly you're the most self-obsessed person i know, it's exhausting"),
  ...i('reconnect', "Same old you, still the family disappointment."),
  ...p(
    'invite',
    "nah you're not getting out of this one, I'm at yours at 7, dress nice",
    "Just say yes, you can regret it tomorrow 😂",
    "I asked your flatmate and she said you're free, so no excuses.",
  ),
  ...p(
    'ask',
    "I'll keep coming to your office hours every week until you sign off my chapter.",
    "I don't accept 'not this year'. Find the money, today, please.",
  ),
  ...p('reconnect', "you've cancelled twice, so this time you don't get a vote, we're going"),
  ...p('repair', "Stop walking away from me, you'll talk to me now whether you want to or not."),
  ...g(
    'reconnect',
    "I suppose I'll see you at my funeral, since that's the only time you'll visit.",
    "Your cousins all call their nan on Sundays. Just thought you'd like to know.",
  ),
  ...g(
    'repair',
    "I gave you the best years of my life and you can't even remember our anniversary.",
    "I've been sick with worry all week because of you, not that you noticed.",
  ),
  ...g('ask', "I came in on my day off for three months straight. Apparently that counts for nothing here."),
  ...g('invite', "It's fine, I'll just celebrate on my own again. I'm used to it by now."),
  ...l(
    'interview',
    "I'll say I ran the lab's budget. I ordered pipettes once, close enough, nobody will check.",
    "Just tell them I was freelancing that year, it sounds better than unemployed.",
  ),
  ...l('resolve', "I'll tell the client the cleaner broke it. It was me, but she won't know."),
  ...l('repair', "I'll tell her I was at band practice, she'll never ask the others."),
  ...c('invite', "skip the gig, come back to mine and we'll make our own noise 😏"),
  ...c('align', "Wear that tight top to the funding pitch, the old men on the panel will love it."),
];

export const HELD_OUT_V10_GOOD: readonly string[] = [
  "I'll tell the team about the new rota myself, if that's okay with you.",
  "Could we talk about authorship on the paper? I wrote most of the methods.",
  'The cleaning invoice is attached. Payment by the end of the month is fine.',
  "If the flour price goes up again, could we talk about a longer contract to fix it?",
  "Would you mind cutting the hedge back a bit? It's blocking the path for the buggies.",
  "Sorry, I left your parcel with the neighbour at number 12, the box was getting wet.",
  "Could Mum have a visit today? I know you're short-staffed, I can keep it short.",
  "I'd love to stay in the band, but I can't do every Friday any more.",
  "Your drumming on the last song was incredible, honestly.",
  "I think the literature review needs another pass, shall we go through it together?",
  "You're such a goof, I can't believe you brought two left shoes 😂",
  "lol you nerd, of course you've read the manual",
  "You look gorgeous tonight, that colour is perfect on you.",
  "I'm not going anywhere tonight, I'm shattered, can we do Saturday?",
  "If you can't make it, no worries at all, we'll catch up next week.",
  "Just say if it's too much and we'll do something quieter.",
  "I'll keep my office hours on Tuesdays, come whenever you like.",
  "I don't think this year is realistic for me either, so let's plan for next year.",
  "Nan, I'll call you on Sunday, promise.",
  "I know I forgot our anniversary. I'm so sorry. Can I take you out this weekend?",
  "I've been worried about you this week, are you okay?",
  "I came in on my day off because I wanted to, don't worry about it.",
  "I'm happy celebrating quietly this year, honestly.",
  "I'll tell her the truth about band practice, I skipped it.",
  "I freelanced that year, I can send you the client list.",
  'I broke the vase while cleaning, I am really sorry, I will pay for it.',
  "If you tell me what time works, I'll come round and help with the hedge.",
  "The depot is really busy this week, so the parcels might be a day late, sorry.",
  "Can we sit down and talk? I don't want to walk away angry.",
  "I'd rather we talked tomorrow, when we've both calmed down.",
  "Thanks for inviting me, I can't this week but please ask again.",
  "We're going to the coast on Sunday, you're welcome to come if you fancy it.",
  'My supervisor said the chapter is nearly there, which was a relief.',
  "The bakery is closed on Monday, but I can deliver the order on Tuesday morning.",
  "Please can you check the invoice? I think I was charged twice for the same clean.",
  "Your new song is great, can we play it at the next gig?",
  "I'm sorry I was short with you at rehearsal, it was a long day.",
  "I'd like the Friday slot if it's free, but I'm happy to swap if someone needs it.",
  "It's okay to say no, I'll ask someone else to cover.",
  "I miss our Sunday calls, can we start them again?",
];
