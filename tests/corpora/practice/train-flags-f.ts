import type { RedFlagLine } from './red-flag-lines';
import { t, i, p, g, l } from './flag-builders';

/**
 * Training lines for the learned red-flag signal (set "w4", issue 23 point 3, r23): flags carried by
 * what the line demands and on what terms (red-flag-demand-acts.ts) rather than by their usual words —
 * ultimatums as a deadline with a loss after it or a choice against the speaker, a no treated as not
 * meant or to be worn down, the listener put in the speaker's debt, a planned or passed-on statement
 * undone in the same line, praise whose object is a failing. New voices (a plumber, a book club, a
 * tattoo studio, a carpool, a nursery, a landlord, a wedding planner, a cleaner, a football coach, a
 * piano teacher). Their look-alikes said fairly are train-good-g.ts. Written fresh; in no dev or unseen set.
 */
export const TRAIN_FLAGS_F: readonly RedFlagLine[] = [
  // ultimatums: a deadline with a loss after it, a choice against the speaker
  ...t('ask', 'contract on my desk by thursday or my notice on yours, simple', "the title change happens this month, after that I'm looking elsewhere"),
  ...t('resolve', 'fix the boiler by the weekend, otherwise my solicitor will be in touch', 'you have until 5pm to put the deposit back or this goes to small claims'),
  ...t('repair', "sort yourself out before sunday or we're finished, i mean it", 'two days, that is all the time you get to apologise to my mum'),
  ...t('align', "it's us or your golf club, pick one", 'either you take the carpool on tuesdays or forget about me driving the kids ever again'),
  ...t('reconnect', "if the answer's no then we're done, no more birthday cards, nothing"),
  ...t('hire', "this is your last chance to accept before I call the runner-up"),
  ...t('interview', 'offer me the senior grade today or never, I have other places lining up'),
  ...t('invite', "come to the wedding with me or don't bother calling me your friend"),
  // pressure: a no read as not meant, counted, or to be worn down
  ...p('invite', "people always say no the first time, ask me how I know", "i'll keep on at you every night till you agree to the gig"),
  ...p('ask', "you don't really mean no, you're just tired. let's go over it again", 'no yesterday and no this morning, so maybe yes by lunch?'),
  ...p('reinvite', 'second time lucky? i made a reservation anyway'),
  ...p('resolve', "I'll ask you again tomorrow and every day after until the refund appears"),
  ...p('open', "girls never mean no at first, so how about that coffee"),
  ...p('reconnect', "you don't mean that, you're just angry. I'll ask again on friday"),
  // guilt: the listener in the speaker's debt, answerable for a hurt
  ...g('reconnect', "I drove four hours to your graduation, the least you could do is answer a text", 'I suppose I was never a priority for you, was I'),
  ...g('invite', "I already told my parents you're coming, so you can't exactly say no now"),
  ...g('repair', "grandma asks about you every sunday. i hope you're happy with yourself", "I got through that winter no thanks to you, but I'm still here asking"),
  ...g('align', 'apparently fifteen years of friendship means nothing to you'),
  ...g('ask', "I trained half the new starters here, so you owe me this one", 'clearly all those late nights count for nothing in this office'),
  ...g('open', "you wouldn't want to be like everyone else who ignores me, would you"),
  ...g('reinvite', 'I guess I am not important enough to get a proper answer'),
  // lies given away: a statement planned or passed on, then undone
  ...l('resolve', "I'll claim the scratch was on the car when I picked it up, it wasn't, but the forms are blurry", "the plumber told me the leak was your pipe. he didn't say that, but it helps my case"),
  ...l('interview', "I'll say I ran the book club's accounts for years, I only did it one summer", "I'll write that I'm fluent in Excel macros, nobody is going to check"),
  ...l('repair', "just say the car broke down, it was fine, I just forgot the date", "I'll tell her I was stuck at work, I was at the cinema the whole time"),
  ...l('align', "let's tell the coach every parent signed the form, I only got three signatures"),
  ...l('ask', "I'll tell the boss the client asked for me by name, they never did"),
  ...l('reconnect', "i'll say i wrote to her loads of times, i never sent a single one"),
  ...l('hire', "I'll say the team is twelve people, it's really two and a freelancer"),
  ...l('invite', "I'll say my cousin gave me the tickets, I bought them myself to impress him"),
  // praise whose object is a failing
  ...i('defuse', 'congrats on having the most opinions and the fewest facts in this thread', 'you have a real gift for missing the point, I almost admire it'),
  ...i('resolve', 'must be nice being this slow and still getting paid for it'),
  ...i('align', 'your talent for forgetting every meeting we agree on is something else'),
  ...i('hire', 'congratulations on being the least prepared candidate of the week'),
  // more of each shape, other voices (a choir, a removal firm, a flat share, a gym, a sister)
  ...t('resolve', 'last warning: the sofa gets collected by tuesday or the bank reverses the payment', 'this is the last time i ask politely about the missing chairs'),
  ...t('repair', "it's me or your phone at dinner, because I'm not sitting opposite a screen again", 'if your answer is no, then this is the end of us'),
  ...t('reconnect', 'either you come to my fortieth or never speak to me again, your choice'),
  ...t('ask', 'twenty four hours. that is how long you have to match their offer before I sign with them'),
  ...p('invite', 'nobody means no when they say it like that, so friday at eight?', "I'll keep asking you out till one of us gives in, and it won't be me"),
  ...p('repair', "no on tuesday and no today, but you'll come round, you always do"),
  ...g('reinvite', "after all the lifts I've given you, I suppose I'm not worth one evening"),
  ...g('repair', "my sister hasn't slept since you left, I hope you're proud of what you did"),
  ...g('align', "i guess my twenty years in this choir count for nothing now"),
  ...g('ask', 'I stayed late every friday this year, so you can\'t really refuse me a day off'),
  ...l('resolve', "tell them the van was empty when it arrived, it wasn't, we unloaded half of it ourselves", "I'll say the gym never sent the cancellation email, I deleted it myself"),
  ...l('repair', "i'll say the babysitter cancelled, she didn't, I just wanted a night out"),
  ...l('align', "we'll tell the landlord everyone in the flat agreed to the dog, I only asked Tom"),
  ...l('interview', 'my old boss would say I trained the whole team (she retired, so nobody can ask her)'),
  ...i('defuse', 'congrats on being the angriest person on the internet today, what an achievement', 'you have a real talent for ruining a nice thread'),
  ...i('align', 'must be exhausting being this sure of yourself and this wrong'),
];
