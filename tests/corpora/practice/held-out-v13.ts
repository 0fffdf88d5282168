import type { RedFlagLine } from './red-flag-lines';
import { t, i, p, g, l, c } from './flag-builders';

/**
 * Set v13: written in issue 23 (engineer p23f) BEFORE any change to the detector, the training
 * lines or the model, read once (bun scripts/score-red-flag-set.ts), then the development set of
 * that round. Voices the other sets lack: a tenant and a landlord's agent, a youth-football parent
 * and the coach, a PhD student and a supervisor, nurses swapping shifts, a freelance illustrator
 * and a client, siblings caring for a parent, a bandmate, a mechanic's customer, a volunteer
 * coordinator, a tattoo client, a book-club friend, a flatmate in a new city. Flags are phrased
 * the ways unseen text fails: polite conditioned threats, put-downs without the usual insult
 * words, guilt billed as sacrifice, pressure that re-asks after a no, lies inside the line. Good
 * lines share their words innocently (conditions, "after all", "you", strong words about things).
 * Pressure lines are said right after the character declined. It is in no training set.
 */

export const HELD_OUT_V13_FLAGS: readonly RedFlagLine[] = [
  ...t(
    'resolve',
    "If the boiler isn't fixed by Thursday I'll be withholding rent and the council will hear about the mould too.",
    'Sort the damp out or I stop paying, simple.',
    "Keep benching my son and I'll make sure every parent in the league knows how you pick your team.",
    "Unless the invoice is paid this week I'll be taking my illustrations off your website and filing a small-claims case.",
    'You can either put the money back in the shared account or I speak to a solicitor about Mum’s power of attorney.',
  ),
  ...t(
    'ask',
    'Sign off my extension or I go straight to the graduate school and tell them about the way this lab is run.',
    "I'd hate to have to mention the unpaid overtime to the nursing union, so let's just agree the swap, shall we?",
    "Approve the leave, otherwise don't expect me in on the 23rd either way.",
  ),
  ...t(
    'align',
    "Miss one more rehearsal and you're out of the band, I've already got someone lined up.",
    "Do the quote at the price we said or I leave a one-star review with photos of this garage.",
    'If you put my name on the rota for Christmas again I will simply stop volunteering and take half the team with me.',
    "Finish the sleeve the way I asked or I'll post the photos of your work on every tattoo forum going.",
  ),
  ...i(
    'resolve',
    'Honestly, a child could run this team better than you do.',
    "You've clearly never held a spanner in your life, have you.",
    'Is there anyone in that office with a functioning brain?',
    'Your feedback reads like it was written by someone who skimmed the abstract on the bus.',
  ),
  ...i(
    'align',
    'What a spectacularly useless way to run a rota.',
    "You're the laziest drummer I've ever had the misfortune of playing with.",
    "Maybe if you weren't so painfully slow we'd have finished the mural in May.",
    'Your taste in books is as shallow as you are.',
  ),
  ...i(
    'repair',
    "God, you're pathetic when you sulk like this.",
    'Nobody asked for your opinion, and nobody ever will.',
    "You're embarrassing yourself, love, and me with you.",
    "Wow, genius move, as always. Really, truly brilliant of you.",
  ),
  ...p(
    'invite',
    'I heard you the first time, but just come to the gig, it would take you an hour.',
    "You said you're not sure, so that's basically a yes, I'll put your name down.",
    'Come on, one book club can’t hurt, stop overthinking it and say yes.',
  ),
  ...p(
    'ask',
    "I know you said the rota's done, but I'm going to keep asking until you swap me.",
    "You've said no twice now and I'm still not taking it, so think again.",
    'Right, and what would it take for that no to become a yes? Name it.',
  ),
  ...p(
    'reconnect',
    "You say you're busy, but you can't be busy every weekend forever, so which one is it?",
    "Don't give me the 'maybe later', just pick a date right now.",
    "I'm not leaving your doorstep until you agree to talk.",
  ),
  ...g(
    'repair',
    'I drove four hours every weekend to sit with Dad and you can’t even ring him on a Sunday.',
    "After everything I sacrificed for this band, this is how you repay me.",
    "Fine. I'll just stay in my room then, since nobody in this flat wants me around.",
    "I guess my feelings just don't count in this family.",
  ),
  ...g(
    'ask',
    "I covered three of your night shifts last month and I never once complained, so the least you could do is swap this one.",
    "I gave up a studio residency to finish your illustrations on time, and now you're quibbling over one invoice?",
  ),
  ...g(
    'reconnect',
    "You've no idea how many nights I cried over you while you were off having fun in Leeds.",
    "I suppose I'll just spend my birthday alone again, don't worry about me.",
    "I was there for every single one of your breakups and you couldn't manage a text when Nan died.",
  ),
  ...l(
    'ask',
    "My other supervisor has already agreed to the extension, so it's really just your signature (she hasn't, I haven't asked her yet).",
    "The garage down the road quoted me half this, I've got it in writing — well, I will have, once I ask them.",
    "I've got three other clients desperate for this slot, which isn't quite true but you don't need to know that.",
  ),
  ...l(
    'resolve',
    'I sent the rent on the first like always, the bank must have lost it.',
    "The mould was there when I moved in, it's on the inventory — I'll just say it was, they never check.",
  ),
  ...l('interview', "I've run a volunteer team of fifty for years, more or less, if you count my cousin's wedding."),
  ...c(
    'repair',
    'Oh piss off with your schedules, nobody cares.',
    "Shut your mouth and listen for once, you absolute bellend.",
  ),
  ...c(
    'invite',
    "Come to mine after the gig, I'll make it worth your while, if you know what I mean ;)",
    'Send me a photo of what you’re wearing to bed tonight.',
  ),
];

export const HELD_OUT_V13_GOOD: readonly string[] = [
  "If the boiler can't be fixed by Thursday, could you let me know when the engineer can come?",
  "I'd like to sort out the damp before winter — what's the usual process for that?",
  'I noticed my son has been on the bench a lot lately. Could we talk about what he can work on?',
  "Just a friendly reminder that the invoice is due on Friday — let me know if anything's unclear.",
  "Could we look at the shared account together? I'd like us both to be clear on what's gone out.",
  'Would it be possible to extend my deadline by two weeks? The data collection ran late.',
  "If you can't do the swap, no worries at all, I'll ask Priya.",
  'Could I take the 23rd off? I can cover the 27th instead.',
  "We've got rehearsal Tuesday — can you make it, or should we move it to Wednesday?",
  'The quote came in a bit higher than we discussed. Can you talk me through it?',
  "I'd rather not be on the rota for Christmas this year, if someone else is free.",
  "I love how the sleeve is coming along. Could we darken the shading on the left a little?",
  'I think the team played really well on Saturday, you must be proud of them.',
  "I've never held a spanner in my life, so I'll leave the brakes to you!",
  'Is there anyone in the office who can help me with the form?',
  'Thanks for the feedback on chapter two, it was really useful.',
  'What a brilliant way to run a rota, everyone knows where they stand.',
  "You're the best drummer I've played with, honestly.",
  "I was so slow on the mural, sorry — thanks for waiting for me.",
  'Your taste in books is amazing, I loved the last pick.',
  "I was pathetic in that meeting, I froze completely.",
  "I'd love to hear your opinion on the new layout.",
  "I embarrassed myself at the party, didn't I? Sorry about that.",
  'Genius idea to bring the extension lead, that saved the evening.',
  "No problem, I understand. Maybe another gig sometime?",
  "Take your time deciding, there's no rush at all.",
  "Book club's on Thursday if you ever fancy it, no pressure.",
  "Okay, the rota's done, I get it. Thanks for checking anyway.",
  "That's fair, I won't ask again.",
  "What would make a swap easier for you another month?",
  "I know you've been busy. Whenever suits you, I'm around.",
  "No rush on the date, just let me know when you're free.",
  "I'll leave you be. Text me when you feel like talking.",
  'I drove up to see Dad on Sunday. He asked after you.',
  'We sacrificed a lot to get the band this far, and I think we should be proud of that.',
  "I'm going to stay in tonight, I'm exhausted after the week.",
  "My feelings got a bit hurt, and I'd like to talk about it calmly.",
  "I covered some of your shifts last month, and I'm glad it helped.",
  "I gave up the residency because I wanted to; it wasn't anyone's fault.",
  "I missed you a lot while you were in Leeds.",
  "I'm spending my birthday quietly this year, and honestly I'm looking forward to it.",
  "When Nan died it was a hard time for all of us. I wish we'd talked more then.",
  "My other supervisor said she'd be happy to look at the draft too.",
  'The garage down the road quoted a bit less. Is there any flexibility?',
  "I've got a couple of other projects on, so could we agree a start date?",
  'I sent the rent on the first; could you check whether it arrived?',
  "The mould was noted on the inventory when I moved in, I've attached the page.",
  "I've coordinated small volunteer groups, around ten people, for two years.",
  "I'm sorry I snapped at you about the schedule.",
  "Could you let me finish my point? Then I'll listen to yours.",
  'Do you fancy coming back to mine after the gig for a cup of tea?',
  'What are you wearing to the wedding? I need ideas.',
  'After all that rain, the match was a miracle.',
  'Either Tuesday or Thursday works for me, whichever you prefer.',
  "Otherwise we could meet halfway in Reading, if that's easier.",
  "If it's alright with you, I'd like to tell the team myself.",
  "I'd hate for you to feel rushed, so take the weekend.",
  "Honestly, I think you'd be a brilliant coach.",
  "You were right about the brakes, thank you.",
  'I feel like I let you down at the gig, and I want to make it right.',
];
