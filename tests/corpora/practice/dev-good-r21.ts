import type { RedFlagLine } from './red-flag-lines';
import { t, i, p, g, l, c } from './flag-builders';

/**
 * Development set of engineer r21 (issue 23 point 3, session 19): ordinary good lines a careful
 * person says in a hard talk, to measure false plays where a practice names a flag kind. New voices:
 * a raise, a roommate and the dishes, a refund, a date, an ex, a teacher, a landlord, a neighbour,
 * a co-parent, a client, a team-mate. Firm boundaries, honest disagreement, logistics questions,
 * admitting a mistake, jokes, kind no's, typos and lowercase, long rambling lines, two things in one.
 *
 * Fair consequences (good here): the speaker states their OWN proportionate next step, through the
 * proper channel, about the matter at hand ("if the rent is late again I'll need to talk to the
 * agency", "if it isn't fixed by friday I'll ask for a refund"). Threats (flags): harm or exposure
 * beyond the matter, leverage over something unrelated, or a consequence aimed at the person.
 * Plus 36 real flags on the same topics to watch catches. In no training set.
 *
 * First reading (unchanged tree, be4fb9c): scored alone (scripts/score-red-flag-set.ts) rules 19/36
 * caught, 4/128 false; learned 20/36, 3/128; combined 27/36, 5/128 (threat 6/8, insult 7/7, pressure
 * 6/7, guilt 5/5, lie 3/4, crude 0/5). Played where named (scripts/read-dev-flags.ts) 27/32 caught,
 * good lines read as a flag 88/1408 plays (8/128 lines).
 * Two lines stay false by the repo's documented policy, not by this labelling: a small claims court
 * and "I'll start looking elsewhere" after a pay talk read as leverage (red-flag-recourse.ts).
 * Final (r21: named budget 2.5%, lead-ins before a plain question, a fault reported as recourse):
 * combined 27/36, 4/128; played 27/32, false plays 44/1408 (4/128 lines).
 */
export const DEV_R21_FLAGS: readonly RedFlagLine[] = [
  ...t(
    'ask',
    "give me the raise or I'll make sure everyone in the office knows about your expenses",
    'be a real pity if your wife heard where you were last thursday night, so about that pay rise',
    'i know where you park your car. think about my refund',
  ),
  ...t(
    'resolve',
    'do the dishes or your stuff ends up on the pavement, all of it',
    "keep ignoring my emails and i'll post your home address in the review",
    'how would your landlord feel if he saw the photos of your party? wash up.',
  ),
  ...t('align', "cross me on this project and you won't work in this town again"),
  ...i(
    'resolve',
    'honestly a toddler would leave the kitchen cleaner than you do',
    "you're a lazy slob and everyone in this flat knows it",
  ),
  ...i('ask', 'only an idiot would run a shop the way you run this one'),
  ...i('reconnect', "you were always pathetic, still are by the sound of it"),
  ...i('interview', 'is your whole team this thick or did they save the worst for me?'),
  ...i('align', "no wonder the client walked, you can't even spell"),
  ...p(
    'ask',
    "i'm not leaving this room until you say yes to the raise",
    'come on, just say yes, stop thinking about it, yes or yes?',
    "you keep saying no but we both know you'll cave, so let's skip that part",
  ),
  ...p('invite', 'stop making excuses and just come to dinner, i already booked for two'),
  ...p('reinvite', "you said no last time, you don't get to say no twice"),
  ...p('resolve', 'sign the refund form now, right now, I am not asking again'),
  ...g(
    'ask',
    "after everything I've given this company you'd really refuse me a few quid more?",
    'i guess my kids will just go without this christmas then, thanks to you',
  ),
  ...g('reconnect', 'i cried for a month when you left, the least you can do is call me back'),
  ...g('invite', "fine, don't come. i'll just sit at the table alone like always"),
  ...g('resolve', 'i covered your rent twice and this is how you repay me, a sink full of plates'),
  ...l(
    'ask',
    'the other shop already offered me a refund in writing, so you have to match it',
    "everybody else on my grade got fifteen percent, hr told me so (they didn't, but you don't know that)",
  ),
  ...l('resolve', 'the dishes were all clean when I left, must have been the cat'),
  ...l('interview', "I led the whole migration on my own, no one else touched it"),
  ...c(
    'invite',
    'wear something short on saturday, ill make it worth your while',
    'dinner at mine, dessert is me',
  ),
  ...c('ask', "how about you earn that refund on your knees"),
  ...c('reconnect', 'still got that tattoo on your hip? send me a pic'),
  ...c('interview', 'you can start monday if you sit a bit closer, sweetheart'),
  ...t('reconnect', "if you block me again i'll turn up at your work"),
  ...i('invite', "you'd be lucky anyone asked you out at all, looking like that"),
  ...p('align', "we're going with my plan whether you like it or not, meeting over"),
];

export const DEV_R21_GOOD: readonly string[] = [
  // asking for a raise
  "i'd like to talk about my salary, i've taken on the team lead work since march and i think my pay should reflect that",
  'what would i need to show you by the next review to get to the next band?',
  'is there a budget for raises this year or is it frozen?',
  "if a raise isn't possible right now, could we look at extra leave or training instead?",
  "i'm not threatening to leave, i like it here, i just want to be paid fairly for what i do",
  'i checked the market rate for my role and i am about 12% under, can we talk about closing that gap',
  "if there's no movement by the summer review i'll probably start looking elsewhere, and i'd rather be honest about that now",
  'who else needs to sign off on this, you or your director?',
  "i know the timing isn't great with the budget cuts, sorry to bring it up now",
  'can we put a date in the diary to revisit it in three months?',
  // roommate and dishes
  'hey can we talk about the dishes? the sink has been full since sunday and its getting to me',
  "i'm not saying you never clean, i just think we need a rota",
  'would it work if i do the dishes on weekdays and you do weekends?',
  "if the pans are still there tomorrow night i'll wash them but i'll leave them on your side of the counter",
  'sorry, i know i was snappy this morning about the bins, that was about my day not you',
  'who took the last of the milk? no big deal, just want to know whether to buy more',
  "i won't keep doing everyone's washing up, i'm happy to do my share though",
  'lol the mould in that mug is nearly a pet now, shall we name it or bin it',
  "if this keeps happening i'll bring it up at the house meeting so we can all agree something",
  'is it ok if i put a dishwasher tab order on the shared shopping list?',
  // customer refund
  "hi, the kettle i bought here stopped working after a week and i'd like a refund please",
  'i have the receipt and the box, what else do you need from me?',
  "i don't want a replacement, i'd prefer my money back",
  "if it isn't sorted by friday i'll raise a chargeback with my bank",
  "i understand it's not your fault personally, you're just the one on the desk",
  'can you tell me how long the refund takes to show on my card?',
  "if you can't do it, who can? is there a manager in today?",
  "i've already been on hold for forty minutes so i'd really like to get this fixed in this call",
  "if i don't hear back i'll take it to the small claims court, i'd rather not but i will",
  'ok thanks, so to confirm, refund of 49.99 back to the visa ending 2231?',
  // a date
  'would you like to get a coffee sometime this week?',
  "i had a really nice time on saturday, would you want to do it again?",
  "no pressure at all, if you're not feeling it just say, i won't be weird about it",
  "honestly i'm terrible at bowling so prepare to be impressed by how bad i am",
  "i'd rather not go back to yours tonight, but i'd love to see you again",
  'what kind of food do you like? i know a good thai place near the station',
  "i'm not really looking for anything serious right now and i want to be upfront about that",
  'is seven too early? i can do half seven if you finish late',
  // an ex
  "i'm not trying to get back together, i just want to sort out who keeps the sofa",
  'can you drop my books off at my sister\'s or should i come and get them?',
  "i'm sorry for how i ended things, i handled it badly and you didn't deserve that",
  "i don't want to talk about why it ended, i just need the deposit split",
  'please stop texting me late at night, if you need something message me in the day',
  "if you keep turning up at my flat i'll stop answering the door, i mean it kindly but i mean it",
  'how are your parents? i still think about your mum a lot',
  'i need you to return the spare key by the end of the month',
  // a teacher
  "hi mrs patel, i wanted to ask how sam is getting on in maths, he's been quiet about it at home",
  "i disagree with the detention, he says he wasn't the one talking, can we hear his side?",
  "if this happens again i'd like to be called before any punishment, not after",
  "i'll be honest, we haven't been checking his homework, that's on us",
  'what can we do at home to help with his reading?',
  "is there a parents evening slot after five? i work until half four",
  "if we can't sort it between us i'll ask to speak to the head of year, i hope we don't need to",
  // a landlord
  "the boiler's been broken for nine days now, when can someone come out?",
  'if the boiler isnt fixed this week ill have to report it to the council, i really dont want to',
  "i know the rent was late last month, that was my mistake and it won't happen again",
  "if the rent is late again i'll need to talk to the agency about a payment plan",
  "i'm not agreeing to a rent rise of 15 percent, i could do 5",
  'can you give me 24 hours notice before coming in? legally you have to anyway',
  "who's covering the keys while you're away in august?",
  'where do you want me to leave the keys when i move out?',
  'i will be withholding nothing, i just want the repair in writing',
  "if the deposit isn't back in ten days i'll open a dispute with the deposit scheme",
  // neighbour
  "hi, i'm from number 12, the music last night went on till 3, could you keep it down after midnight?",
  "your hedge is over the path again, would you mind trimming it or shall i do it?",
  "if it happens again i'll have to call the noise team, i'd much rather we sorted it ourselves",
  'is that your cat that keeps getting in through our window? he is lovely btw',
  // co-parent
  "can we swap weekends in june? i've got a wedding on the 14th",
  "i don't agree with him having a phone at nine, but i'm willing to hear why you think so",
  "if you're going to be late for handover again can you text me by five?",
  "i won't discuss money in front of the kids, let's do it on the phone tonight",
  'what time does she need picking up from swimming on thursday?',
  "i'm sorry i forgot the school trip form, i'll sign it tonight and drop it in",
  // work, team, client
  "i think the deadline is unrealistic and i'd rather say so now than miss it",
  "i can't take on the audit as well, something else would have to come off my plate",
  "if the spec changes again after sign-off i'll need to re-quote, that's in the contract",
  "i made a mistake in the invoice, i charged you twice for march, i'll refund it today",
  'who owns the release if i am off on friday?',
  "with respect, i don't think that's what we agreed in the meeting, can we check the notes?",
  "no, i can't work this weekend, i have plans with my family, but i can come in early monday",
  "if the invoice isn't paid in 30 days we add the late fee in the terms, just so you know",
  'my bad, i sent the wrong file, here is the right one',
  'is anyone covering my shift while I am at the dentist on tuesday?',
  "i'll be honest, i think your design is better than mine, let's go with yours",
  "ha, if that printer jams one more time i'm taking it out to the car park office space style",
  'what happens to my projects while i am on leave, who picks them up?',
  "i'll have to escalate this to my manager if we can't agree on the scope today",
  // kind no's and boundaries
  "thank you for asking, but i'm going to say no to the party, i need a quiet weekend",
  "i can't lend you the money this time, i'm sorry, i'm stretched myself",
  "i'd love to help but i can't be your reference, i haven't worked with you enough",
  "no thanks, i'm not drinking tonight",
  "i'm not comfortable talking about my ex at work, can we change the subject?",
  "please don't call me sweetie in meetings, just my name is fine",
  "i'm going to leave now, i don't want to keep arguing",
  "that's a no from me, but thank you for thinking of me",
  "i'd rather you didn't post photos of the kids online, can we agree on that?",
  "if you raise your voice again i'm going to end the call and we can try tomorrow",
  // honest disagreement
  "i see it differently, i don't think i was rude, but i can see why it came across that way",
  'i hear you but i still think the refund policy is unfair here',
  "you're right about the deadline, you're wrong about the budget, in my view",
  "i don't think it's fair that i always do the school run, can we split it?",
  'we clearly remember that night differently and i dont think arguing about it helps either of us',
  // admitting a mistake, apologies
  "i messed up, i forgot your birthday and there's no excuse, i'm really sorry",
  "i shouldn't have said that about your brother, it was unkind",
  'sorry i was late, the bus broke down, i should have texted',
  'that was my fault, i told the client the wrong date',
  // long rambling, typos, two problems in one
  "ok so two things, first the bathroom fan is broken again and second i think the meter reading on the last bill is wrong, can you look at both when you have a sec",
  "sorry this is long, basically i've been doing the nights since jan, which is fine, but its every week now and i never agreed that, and also my pay slip still says the old rate so could we talk about both",
  "i wasnt gonna say anything but the bins have been out for a week and the fox got into them, can we sort a rota, also did you get my text about the wifi bill",
  "i know you're busy and i dont want to make a big thing of it but the refund i was promissed hasnt come through and i've emailed twice",
  'sory for the typos, on my phone, but yes thursday works, and can you bring the charger you borrowed',
  'not being funny but whose turn is it to clean the bathroom? i genuinely lost track',
  'teh rent is going out on the 1st from now on, is that ok for you?',
  "i dont want to fight about it, i just want to know where we stand",
  // questions that sound like pressure or threats but aren't
  'what would happen if we just told the client the truth about the delay?',
  'would your manager be ok with a partial refund instead?',
  'how would you feel if we invited your sister too?',
  "what would you do if you were in my shoes?",
  'do you want me to tell the others or would you rather do it yourself?',
  'who else knows about the change to the rota?',
  'what if we both stopped keeping score about the chores?',
  'do you still have the number of that electrician? the socket in the hall is sparking',
  'is it going to be a problem if i bring my dog?',
  "should i tell your dad about the surprise or keep it quiet?",
  'are you ok? you seemed really upset after the meeting',
  // jokes
  'if you eat my leftovers again i am labelling everything in the fridge with my face',
  "ok, if i get the raise, i promise to stop stealing the good biscuits",
  'you owe me one, but a coffee will cover it',
];
