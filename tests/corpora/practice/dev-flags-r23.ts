import type { RedFlagLine } from './red-flag-lines';
import { t, i, p, g, l } from './flag-builders';

/**
 * Development set of engineer r23 (issue 23 point 3, session 20): flag lines of every kind said in new
 * ways, mostly without the kind's obvious word — threats as conditionals or questions, ultimatums with no
 * "or else" (a deadline, a last time, a choice of two), sarcastic put-downs, guilt by comparison or by
 * what was given up, pressure by repetition, deadline or wearing a no down, lies given away about the
 * past or about other people — in new voices (a pottery studio, a car share, a wedding, a dog walker, a
 * choir, a gym, a charity shop, a translation agency…) with lowercase, typos, long lines and a few in
 * other languages; and look-alike good lines: fair consequences through proper channels, honest
 * deadlines, plain comparisons, gratitude, asking again after a maybe with a new offer, honest
 * corrections, self-deprecating jokes. Written before any change of this round; in no training set.
 *
 * First reading (unchanged tree, 92f583a): played where named (scripts/read-dev-flags.ts) 28/62 caught
 * (threat 8/20, insult 4/11, pressure 8/10, guilt 4/10, lie 4/11); good lines read as a flag 22/704 plays
 * (2/64 lines: "I'm not leaving until the last train…", "it's me or Jamie who'll be collecting the keys…").
 * With r23's demand acts (red-flag-demand-acts.ts), training set w4 and two learned-threat guards: 42/62
 * (threat 12/20, insult 5/11, pressure 9/10, guilt 7/10, lie 9/11), 11/704 plays (1/64 lines); w4 was not
 * kept (it cost the leave-one-set-out rows). Final, demand acts and the renounce guard (r23b): 30/62
 * (threat 9/20, insult 4/11, pressure 8/10, guilt 4/10, lie 5/11), 22/704 plays (2/64 lines).
 */
export const DEV_R23_FLAGS: readonly RedFlagLine[] = [
  // threats: conditionals and questions whose answer is a harm the speaker controls
  ...t(
    'resolve',
    "it'd be a shame if the local paper found out how you treat pensioners who come in with a faulty kettle",
    'do you enjoy having a five star rating? because that can change tonight',
    "funny how accidents happen to vans parked on this street. just saying, sort the refund",
  ),
  ...t(
    'align',
    "remember who signs off your holiday requests before you vote against me tomorrow",
    'you might want to think about who writes your reference when you leave before you dig your heels in here',
  ),
  ...t(
    'repair',
    "i still have the screenshots of what you said about your sister. be nice to me",
    "imagine how your mum would feel if she saw the messages you sent me last year",
  ),
  ...t('invite', "you'd better say yes, I know where you park your bike every night"),
  ...t('hire', "take the offer today, I'd hate for word to get round the industry that you're hard to work with"),
  ...t('defuse', 'keep posting about my shop and see what happens to that little account of yours'),
  ...t('interview', "I know a few people on your board, so let's make sure this interview goes well for both of us"),
  // ultimatums without "or else": deadlines, last times, a choice of two
  ...t(
    'ask',
    "it's the pay rise by friday or my resignation letter on monday, your pick",
    "this is the last time I'm asking nicely about the promotion",
    'three weeks. that is how long you have to sort my hours before i start interviewing elsewhere',
  ),
  ...t('resolve', "full refund by tomorrow noon, after that it's my lawyer talking to you, not me"),
  ...t('reconnect', "either you answer me this week or don't bother ever messaging me again"),
  ...t('align', "it's me or the new drummer. the band can't keep both of us"),
  ...t('repair', "si no me pides perdón hoy, se acabó lo nuestro"),
  ...t('hire', "you sign tonight, otherwise the offer goes to the next person on my list and that's final"),
  ...t('invite', 'dinner saturday, and if the answer is no then we are done being friends'),
  // insults without the insult word: sarcasm, put-downs by comparison, contempt
  ...i(
    'defuse',
    'wow, a comment with actual punctuation, someone finished primary school',
    "i'd explain it to you but i left my crayons at home",
    'congrats on being the loudest person in the comments with the least to say',
  ),
  ...i(
    'hire',
    'my nephew could write a better cover letter and he is nine',
    "honestly I've had more engaging conversations with my toaster than with you this morning",
  ),
  ...i('interview', 'you seem nice, but did you actually read my CV or just look at the pictures?'),
  ...i('resolve', "is anyone in your shop capable of reading an order form, or is that asking too much"),
  ...i('align', 'must be exhausting being wrong this often, how do you keep it up'),
  ...i('repair', "you really have a talent for ruining every birthday, it's almost impressive"),
  ...i('ask', "oh sure, the company's genius strategy strikes again. who came up with it, a goldfish?"),
  ...i('reconnect', 'tu as toujours été la plus lente du groupe, ça n\'a pas changé'),
  // pressure after a no: repetition, deadline, wearing the no down, the no not accepted
  ...p(
    'invite',
    "come on, just one drink, one. you can't say no to one",
    "I'll keep asking every day until you say yes, you know I will",
    "that's a no for now, so I'll ask again after lunch",
  ),
  ...p('ask', "ok but what if I ask again, and again, and again? you'll cave eventually", 'i need an answer today, so is it a yes now?'),
  ...p('reconnect', "you don't mean that. give it five minutes and tell me again"),
  ...p('open', "nobody actually means no the first time, so let's try that again"),
  ...p('resolve', "I'm not leaving this counter until you give me the refund, I've got all day"),
  ...p('repair', "pleeease, pretty please, i'm gonna keep begging till u change ur mind"),
  ...p('reinvite', "you said no last week and no today, third time lucky right? friday?"),
  // guilt: comparison, sacrifice, what the listener owes, others hurt
  ...g(
    'ask',
    'after everything I gave up for this team, the least you could do is sign off a raise',
    "I've covered every christmas shift for four years. I guess loyalty means nothing here",
  ),
  ...g(
    'repair',
    "my therapist says I'm doing better, no thanks to you. anyway, can we talk?",
    "fine, go to your friend's wedding. I'll just sit here on my own on our anniversary like always",
  ),
  ...g('reconnect', 'other people manage to text their friends back, but I suppose I was never worth the effort'),
  ...g('invite', "I turned down two other plans to keep saturday free for you, so you can't really say no"),
  ...g('align', "the kids cry every time you cancel, I hope you're proud of that"),
  ...g('open', "nobody ever talks to me at these things, you wouldn't want to be another one, would you?"),
  ...g('reinvite', "I cooked for three hours last time and you didn't even turn up. so, you owe me this one"),
  ...g('ask', 'mi madre se sacrificó todo por ti y ahora no puedes ni ayudarme con el alquiler'),
  // lies given away: false claims about the past, about other people
  ...l(
    'interview',
    "I'll say I speak fluent German, I did one week of duolingo but they won't test it",
    'my last manager would say I never missed a deadline (he left, so nobody can ask him)',
  ),
  ...l(
    'resolve',
    "I'll tell them the dog walker never showed up, she did but the dog still chewed the sofa",
    "the delivery guy told me it was already cracked. he didn't, but it sounds better",
  ),
  ...l('ask', "let's say HR already approved my raise, they haven't but she won't ring them"),
  ...l('repair', "tell him my phone died, it was fine, i just didn't feel like going"),
  ...l('align', "I'll say the other parents all agreed to the new rota, I only asked one of them"),
  ...l('reconnect', "i'll tell her i moved abroad for a while, i was two streets away the whole time lol"),
  ...l('hire', "we'll say the role is fully remote, it isn't, they'll find out after they sign"),
  ...l('defuse', "I'll reply that the photo was taken before we changed supplier, it was taken last week"),
  ...l('invite', "i'll tell her my friend cancelled on me so i've got a spare ticket, i bought it for her"),
];

export const DEV_R23_GOOD: readonly string[] = [
  // fair consequences through proper channels, plain statements of what happens next
  "If the refund hasn't come through by friday, I'll raise it with my card provider, just so you know.",
  'If we can\'t agree on the deposit, the tenancy deposit scheme has a free dispute service we could both use.',
  'I might need to mention the delay in my review of the service, but I\'d rather we fixed it first.',
  "If the kettle breaks again I'll bring it back with the receipt, is that ok?",
  'what happens to my booking if the van is late again?',
  "I'm thinking of leaving in the spring, and I wanted you to hear it from me first.",
  "I've been offered another role and I'd honestly rather stay, can we talk about what would help?",
  "I have until friday to answer the other offer, so it would help to know where we stand by thursday.",
  "if you'd rather not go on saturday, no worries at all, maybe another time",
  "I'll bring the screenshots of the booking confirmation so we can check the dates together.",
  // honest deadlines and repetition that is not pressure
  "sorry to ask again, I just didn't catch your answer over the noise - was that a yes for thursday?",
  'can I ask one more time about the rota, only because the spreadsheet is due at noon?',
  "no problem, I'll stop asking. let me know if anything changes.",
  "ok, that's a no, fair enough. enjoy your weekend!",
  "you said maybe, so I'll leave it with you. no rush at all.",
  "totally fine if not, I just wanted to ask once properly.",
  "I'm not leaving until the last train, so if you change your mind I'll be at the bar.",
  'last time I checked the shop opens at nine, so I can come in first thing tomorrow',
  // plain comparisons, honest criticism of work, self-deprecating jokes
  'the other quote was cheaper, but yours included fitting, so I went with yours.',
  'my nephew is nine and he loved the cake, thank you so much',
  "honestly I'm so bad at cover letters that I had my sister check mine",
  "the draft reads a bit long, could we cut the second section?",
  "i think the strategy has a gap around pricing, can we look at it together?",
  "I'm not the fastest in the choir at learning parts, so I practise at home.",
  "you've got a real talent for making people feel welcome, thank you",
  "I left my crayons at home, so my diagram will be a bit rough, sorry!",
  'most people in the comments are fair, and I want to answer your point properly too.',
  "I'd explain it better with a drawing, give me a second",
  // gratitude and honest feelings that are not guilt
  'after everything you did for me last year, I wanted to say thank you properly.',
  "I've covered a lot of christmas shifts, so I'd like to ask for this one off if possible.",
  "I felt a bit lonely at the party and I'd have loved you to be there, but I understand why you weren't.",
  "I turned down the other plans because I'd really like to see you, no pressure though.",
  "the kids were disappointed when the trip got cancelled, could we plan another one together?",
  'I cooked a lot last time and it was fun, want to do it again at yours this time?',
  "my therapist suggested I tell you how I felt, so here goes: I missed you.",
  'I gave up a lot to make the move work, and I\'m glad I did.',
  'i know you\'re busy, no guilt at all, just let me know when suits',
  "my mum helped me a lot with the rent when I was younger, so I get why this matters to you.",
  // honest accounts of the past and of other people, corrections
  "I'll be honest, I missed the deadline because I forgot, not because of the laptop.",
  "my phone actually died that night, I'm sorry I didn't call from someone else's.",
  "I speak basic German, enough for emails, but I wouldn't call it fluent.",
  "my last manager left the company, but I can give you his linkedin so you can reach him.",
  'HR hasn\'t approved anything yet, I wanted to talk to you first.',
  "the delivery driver said it might have been damaged in the depot, could you check?",
  "the dog walker came on time, the sofa was my dog's fault, not hers.",
  'the role is hybrid, two days in the office, and I want to be upfront about that.',
  "I only asked one of the other parents so far, I'll ask the rest before we decide.",
  "the photo was from last week, you're right, and we've spoken to the kitchen about it.",
  "I bought the ticket for you, if I'm honest. no pressure to come.",
  'i moved two streets away, not abroad, i just went quiet and im sorry about that',
  // questions and offers that share the flags' frames
  'do you enjoy working weekends, or would you rather swap to weekdays?',
  "who signs off holiday requests now that Sam has left?",
  "do you know where I can park my bike near the office?",
  'is anyone in the shop able to look at my order form? I think I filled it in wrong.',
  "it's me or Jamie who'll be collecting the keys, whichever suits you.",
  'either answer is fine by me, I just need to know by the weekend to book the hall.',
  "remember to bring the signed form tomorrow, the vote can't happen without it.",
  'you might want to think about the reference question before the interview, they always ask.',
  "si no puedes hoy, no pasa nada, lo hablamos mañana",
  "tu as été super patiente avec moi, merci",
  "mi madre me ayudó con el alquiler y quiero devolverle el favor",
  "three weeks is how long the repair usually takes, so I'll check in after that.",
  "I know a few people who've worked here and they all loved it, that's why I applied.",
  "what if I ask my manager first and come back to you next week?",
];
