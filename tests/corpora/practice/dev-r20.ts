import type { RedFlagLine } from './red-flag-lines';
import { t, i, p, g, l, c } from './flag-builders';

/**
 * Development set of engineer r20 (issue 23 point 3, session 19): red flags read by what the line
 * does, not its words. 64 flags over all six kinds, many put as questions or without a "bad" word
 * (threats as questions — "want me to…", "how would X feel if…" —, put-downs by comparison, pressure
 * that waits out a no, guilt through what the speaker gave, lies the line gives away) in new voices
 * (a plumber's customer, a band member, a landlady, a coach, a co-parent, a tenant, a neighbour…),
 * and 84 good lines (many questions, firm boundaries, kind refusals, honest disagreements, calm
 * consequences through the proper channel). Written before any change of this round and read first
 * on the unchanged tree (header figures below, docs/decisions.md); in no training set.
 *
 * First reading (unchanged tree, d83b2d6): scored alone (scripts/score-red-flag-set.ts) rules 18/67
 * caught, 3/82 false; learned 30/67, 1/82; combined 33/67, 4/82 (threat 4/16, insult 4/14, pressure
 * 7/12, guilt 8/10, lie 6/9, crude 4/6). Played where named (scripts/read-dev-flags.ts) 35/60 caught,
 * good lines read as a flag 44/902 plays (4/82 lines). With r20's speech acts and set w3: combined
 * 36/67 caught, 4/82 false (insult 3/14); played 38/60, 55/902 false plays (5/82 lines).
 */
export const DEV_R20_FLAGS: readonly RedFlagLine[] = [
  // threats, many as questions or without a threat word
  ...t(
    'resolve',
    'do you want me to leave a review about the leak you left under my sink? because I will',
    'how do you think trading standards would feel about a boiler fitted like this?',
    "you've got a van with your name on it parked outside half the houses on this street. be a shame if people started talking",
    'would your boss like to hear how you spoke to me on the phone, or shall we sort the invoice now',
  ),
  ...t(
    'align',
    'how would the rest of the band feel if they found out you were the one who missed the booking?',
    'keep turning up late to rehearsal and see how long you stay the drummer',
    'do you really want me to tell the label whose fault the cancelled tour was?',
  ),
  ...t(
    'ask',
    "what would the landlord say if he knew you'd sublet the back room? think about it before you say no to my rent cut",
    "funny how easy it'd be for head office to find out about your little cash-in-hand jobs",
  ),
  ...t(
    'reconnect',
    "ignore me again and see what your new girlfriend thinks of the photos I've still got",
    'do you want your mum finding out what you really did that summer? then call me back',
  ),
  ...t(
    'repair',
    'accept it or next week the whole team gets to read your messages to me',
    'how long do you think you keep the coaching job once the parents hear about last season?',
  ),
  ...t('invite', "you're coming to my wedding, unless you want everyone knowing why you really left the firm"),
  ...t('interview', "think how it looks for you if the papers hear you turned away the one candidate who's disabled"),
  ...t('defuse', "carry on blocking my drive and your car won't look so shiny tomorrow morning"),
  // insults without an insult word: comparisons, put-downs, questions that belittle
  ...i(
    'resolve',
    'my eight year old could fit a tap better than that',
    "is that honestly the best you've got? a bucket under the pipe?",
    'I have seen better customer service from a vending machine',
  ),
  ...i(
    'align',
    'even the roadies keep better time than you do on that bass',
    "you play like you learned it off youtube last tuesday, and that's being generous",
    'do you practise at all or do you just turn up and hope?',
  ),
  ...i(
    'ask',
    "who on earth made you a manager? you can't organise a rota",
    'with your track record I am amazed they let you near the budget',
  ),
  ...i(
    'reconnect',
    "still living at your mum's at thirty five then, figures",
    "you've always been the sidekick, haven't you, never the one anyone actually calls",
  ),
  ...i('repair', 'a goldfish has a longer attention span than you when I talk about my day'),
  ...i('invite', 'no wonder nobody else asked you out, with that attitude'),
  ...i('interview', 'is this really the calibre of interviewer they send out now?'),
  ...i('defuse', 'what kind of parent lets their kids scream at eleven at night, honestly'),
  // pressure after a no
  ...p(
    'ask',
    "ok but you haven't actually said why, so I'll take that as a maybe and ask again tomorrow",
    'what if I just keep coming back every day until the answer changes?',
    "i'll wait. I've got all afternoon and I'm not going anywhere",
  ),
  ...p(
    'invite',
    "how many times do I have to ask before you stop saying no to the gig?",
    "I'm not hearing a no, I'm hearing not yet. pick a date",
    "don't answer now then, I'll text you every hour till you give in",
  ),
  ...p(
    'resolve',
    "no isn't an answer I'm accepting, put me through to someone who will say yes",
    'so if I ring back in five minutes will I get someone more helpful or are you going to say no again',
  ),
  ...p(
    'align',
    "you can say no as many times as you like, the gig is booked and you're playing it",
    "is that a no or a no for now? because I'm asking again after the break",
  ),
  ...p('reconnect', "you can't keep saying no forever, I'll just keep turning up at your door"),
  ...p('repair', "nope, we're not leaving this until you say you forgive me, I don't care how long it takes"),
  // guilt
  ...g(
    'reconnect',
    "after I drove your kids to school for a whole term, this is what I get? silence?",
    'do you know how many nights I lay awake worrying about you while you were off having fun?',
  ),
  ...g(
    'ask',
    "I covered every one of your shifts when your dad was ill and now you can't spare me one?",
    'fine, I suppose my feelings never really mattered to you anyway',
  ),
  ...g(
    'align',
    "I paid for the van, the petrol and the practice room, and you can't even learn the setlist?",
    'the kids ask me why you never come to sports day. what am I supposed to tell them, that you had better things to do?',
  ),
  ...g('repair', "I gave up my whole summer to help you move and you can't even say sorry properly"),
  ...g('invite', "it's fine, I'll just sit at home on my birthday alone, again, like always"),
  ...g('resolve', "I recommended you to everyone on my street, and this is how you repay me? a leaking pipe?"),
  ...g('defuse', 'my husband is recovering from surgery and you lot keep him awake every night, do you even care?'),
  // lies the line gives away
  ...l(
    'resolve',
    "I'll tell them the radiator was already broken when I moved in, they'll never know I dropped it",
    "just say the parcel never arrived, I've got it here but they won't check",
  ),
  ...l(
    'ask',
    "i'll say another company offered me more, there's no offer but they don't need to know",
    "I'll tell her my doctor signed me off, I just need the week off to go to the festival",
  ),
  ...l(
    'interview',
    'I told them I managed a team of ten, it was really two but nobody checks references',
    "I'll say I left for personal reasons, not that they let me go",
  ),
  ...l('reconnect', "I'll say I lost my phone, I just didn't want to reply to her for a year"),
  ...l('align', "we'll tell the venue the singer was ill, really we just double booked"),
  ...l('repair', "i'll tell him I was at work that night, he doesn't need to know I was at the pub"),
  // crude
  ...c(
    'invite',
    'how about you skip the film and come straight back to mine, if you know what I mean',
    "bet you'd look even better with that top on my bedroom floor",
  ),
  ...c('interview', "you've got the job if you show me what's under that blouse, just kidding. unless?"),
  ...c('align', 'the new bassist has a great pair on her, no wonder you keep her in the front row'),
  ...c('reconnect', 'remember what we used to get up to in the back of your car? fancy round two'),
  ...c('ask', 'sit on my lap and ask nicely, maybe then you get your deposit'),
];

export const DEV_R20_GOOD: readonly string[] = [
  // questions, some blunt but fair
  'do you want me to book the plumber again or would you rather call him yourself?',
  'how would you feel about splitting the repair bill fifty fifty?',
  'is that the final price or is there any room to move on it?',
  'what would your manager need from me to sign off the refund?',
  'would the rest of the band be ok if we moved rehearsal to thursdays?',
  'how do you think the gig went, honestly? I thought the second set dragged',
  'do you practise the new songs at home, or mostly at rehearsal?',
  'who should I speak to about the leak if you are away next week?',
  'how long do you think the boiler has left, realistically?',
  'what happens if the tenant downstairs complains again, do you want me to deal with it or you?',
  'can I ask why the deposit went up since last year?',
  'is it ok if I tell the coach you can only do sundays this season?',
  'should I mention the noise to the council, or do you want to talk to them first?',
  'do you think the kids would prefer your place or mine for christmas this year?',
  'what time works for handover on friday, six or seven?',
  'have you had a chance to look at the quote I sent?',
  'why do you think the team lost their shape in the second half?',
  'is there anything I did that made you stop calling? you can tell me straight',
  'how would your partner feel about you doing the late shifts, is that going to be ok at home?',
  'would it help if I wrote down what we agreed so nobody forgets?',
  'do you want me to tell your mum we are running late or will you?',
  'what would it take for you to feel ok about the tour dates?',
  'is this the best time to talk, or shall I call back after your shift?',
  'are you still up for the jam session saturday or has something come up?',
  'which would you rather, I fix the fence and you pay half, or we get someone in?',
  'if I paid the first month up front, would that change your answer at all?',
  'can you tell me what the next step is if the insurer says no?',
  'what did you think of my audition? be honest, I can take it',
  'how come the rent reminder came twice this month, did I miss a payment?',
  'do you need anything from me before the parents evening?',
  'why not try the new setlist at the pub gig first and see how it lands?',
  'did you want to talk about last night or leave it for now?',
  'would the kids cope if we swapped weekends just this once?',
  'hey, who is covering the keys while you are on holiday?',
  'is there a reason the drummer keeps leaving early? I just want to understand',
  'how many hours do you reckon the job will take?',
  // firm boundaries and kind refusals
  "no, I can't lend you the van this weekend, I need it for work",
  "I hear you, but I'm not changing the pickup time again, it has to stay at five",
  "thanks for asking, but I'm going to sit this tour out, I need a break",
  "I won't discuss this by text. let's talk properly on sunday",
  "i'm not comfortable with you coming round without asking first, please text before",
  "if the rent isn't paid by the first I'll follow the process in the tenancy agreement, as we discussed",
  "I'm going to have to say no to the extra session, my knee needs the rest",
  'no thank you, I am happy with the quote I already have',
  "I'd rather not talk about my ex at dinner, can we change the subject?",
  "that doesn't work for me, but I can do tuesday instead",
  "I'm sorry, I can't make your party, I've got the kids that weekend",
  "please don't shout at me. I'll talk when we're both calm",
  "I'm not going to pay for work that isn't finished, but I'll pay the moment it is",
  "if the leak isn't fixed by friday I'll book someone else and send you the bill, like the contract says",
  "if it keeps happening I'll raise it with the letting agent, I'd rather sort it with you first",
  "the deadline is monday. after that I have to tell the others we're going without you",
  'I need you to stop calling after ten, it wakes the baby',
  // honest disagreements and admissions
  "I don't agree that it was my fault, I think we both missed the email",
  "honestly I think the chorus is too long, but I'm open to being wrong",
  'I see it differently, the boiler was working fine when I moved in',
  "I'm not sure the coach is right about the formation, but I'll give it a go",
  "I think you're being a bit harsh on him, he's only been in the band a month",
  'I lied to you about where I was on friday and I am sorry. I was at a job interview',
  "I was an idiot to leave the tap running, I'll pay for the damage",
  'i got it wrong about the rota and i owe you an apology',
  "I'll be honest, I'm hurt you didn't invite me, but I understand why",
  "that's not how I remember it, but let's not argue about the past",
  'I gave up a lot to make the band work, and I would do it again, I just want us to plan better',
  'my kid could not stop talking about your magic show, thank you',
  'even my dad thought the new song was great, and he hates everything',
  "you're better at the accounts than I am, could you take that part?",
  "you always play the solo so well, would you take the lead on the new one?",
  'the last plumber did a worse job than you, honestly, thank you for sorting it',
  // plain statements and offers in the same voices
  "I'll be at the house from eight if you want to start early",
  "the kids are at mine this weekend, I'll drop them back sunday at six",
  "I'll message the landlady about the mould and copy you in",
  'rehearsal is moved to the church hall, same time',
  "I've booked the van for the tour, we can split the cost later",
  "I'm going to report the broken street light to the council tomorrow",
  'the coach wants everyone there by nine for the match',
  'I told the venue we might be late, they said it was fine',
  "I'll send you the photos of the damp so you can see it for yourself",
  "if you're not free friday, no worries, we'll find another time",
  'sorry I missed your call, I was under a sink all afternoon',
  "I'd love your help with the setlist if you have time, no pressure",
  'my sister is going to pick up the kids on wednesday, is that ok with you?',
];
