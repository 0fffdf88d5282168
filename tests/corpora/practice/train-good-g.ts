/**
 * Good lines for the learned red-flag signal (set "w4", issue 23 point 3, r23): the shapes of
 * train-flags-f.ts said fairly — a deadline that is the speaker's own or a plain date, a loss named as
 * honest news, a choice of helper or of slot, asking around again or after a maybe, the speaker's own
 * debt ("the least I could do"), sincere pride, a passed-on statement owned or corrected, praise of a
 * real skill. New voices as there. Written fresh; in no dev or unseen set.
 */
export const TRAIN_GOOD_G: readonly string[] = [
  // deadlines and dates that set no loss on the listener
  'I need to give the other landlord an answer by thursday, so could we talk before then?',
  "the boiler engineer can come by the weekend, otherwise it's monday at the earliest",
  'my notice period ends on friday, so my last day is the 30th',
  "I have until 5pm to submit the form, can you sign it before lunch?",
  'two days is all it takes for the paint to dry, then we can move the furniture back',
  "after that meeting I'm looking forward to a quiet week, honestly",
  'the offer is open until the end of the month, take your time deciding',
  "this is the last time I'll bring up the rota, I promise, I just wanted to flag it",
  "it's now or next spring for the roof, the roofer says, so what do you think?",
  // choices of helper or slot, a no taken
  "it's me or Priya on the carpool this tuesday, whoever suits you best",
  'either you take the front seat or I will, I really don\'t mind',
  "if the answer's no, that's completely fine, we'll still see you at christmas",
  "no worries if not, I'll ask around the book club for someone else",
  "I'll keep asking around for a cheaper tattoo quote, thanks for yours though",
  "you said maybe, so I'll check in again on friday if that's ok?",
  "I'll ask the nursery again tomorrow about the waiting list",
  'second time lucky with the cake, the first one sank in the middle!',
  'third time lucky with this printer, hopefully',
  "I know you don't mean to be late, it's just hard with the buses",
  // the speaker's own debt, sincere pride, honest feelings
  'you drove me to the airport at 4am, the least I could do is buy you dinner',
  "I owe you one for covering my shift, so let me know when you need a swap",
  "you passed your driving test! I hope you're proud of yourself, I am",
  "I suppose I was never great at keeping in touch, and I'm sorry about that",
  'fifteen years of friendship means a lot to me, so I wanted to clear the air',
  "my parents would love to meet you, but no pressure, only if you want to",
  "grandma asks about you every sunday, she'd love a postcard if you have time",
  "I got through that winter thanks to you, and I never said it properly",
  // statements passed on and owned, honest corrections
  "the plumber told me the leak was from our pipe, so I'll pay for that part",
  "I'll tell the coach only three parents have signed so far, the rest are on holiday",
  "I'll say I ran the accounts for one summer, because that's what I did",
  "I'll tell her I forgot the date, it's the truth and she deserves it",
  "the client didn't ask for me by name, but I'd still like to lead the account",
  "I'll say the team is two people plus a freelancer, so they know what they're joining",
  "my cousin gave me the tickets, he couldn't use them, want to come?",
  "the car was fine, I just forgot, and I'm really sorry",
  // praise of a real skill, honest remarks on work
  'you have a real gift for explaining things, my daughter finally gets fractions',
  'congrats on the new job, you worked so hard for it',
  'must be nice being done with exams, enjoy the summer!',
  'your talent for remembering everyone\'s birthday still amazes me',
  'the first draft missed a couple of points, could we go through them together?',
  // more look-alikes, other voices
  "the removal van comes by tuesday, or wednesday at the latest if the weather's bad",
  "I'm asking politely one more time because I lost your last message, sorry, was it the blue chairs?",
  "it's me or my husband who'll pick you up from the station, whichever train you get",
  "if your answer is no, that's ok, I'd still love to stay friends",
  "either you come to my fortieth or we do a smaller dinner after, whatever's easier for you",
  "twenty four hours is how long the glue needs, so don't sit on the chair till tomorrow",
  "you said no to friday, so I won't ask again, but the offer stands",
  "after all the lifts you've given me, I'd like to pay for the petrol this month",
  "my sister has been sleeping badly since the move, any tips for settling in?",
  "twenty years in this choir and I still love every rehearsal",
  "I'll tell them the van arrived half full, because we unloaded some of it ourselves",
  "I'll say the babysitter cancelled, because she did, and I'm sorry for the late notice",
  "I asked Tom about the dog, and I'll ask everyone else in the flat before we decide",
  'congrats on the promotion, you really earned it this year',
  'you have a real talent for calming a room down, thank you for today',
  // time spans as logistics, threats disclaimed, harmless things told: words of the flags above said fairly
  'can you give me 48 hours warning before the inspection? the lease says you have to',
  "you have until the end of the month to claim the refund, the shop told me, so don't forget",
  "three days is how long the delivery takes, so order by thursday if you need it for the party",
  'the landlord has to give a week\'s notice before any visit, so could you check with him?',
  "I'd never go to your boss about this, I'd much rather we talked it through ourselves",
  "I'm not going to take it any further, I just wanted you to know how it felt",
  "I won't be reporting anything, honestly, it was an accident and we're fine",
  'shall I tell your mum about the party plans or do you want to surprise her?',
  "want me to tell the team the good news, or would you rather announce it yourself?",
  "it's the last day of the sale tomorrow, just in case you still wanted the jacket",
  // sympathy put as "must be…", a third party's no asked about: the words of the put-downs and the pressure above said kindly
  'must be exhausting being on call every other weekend, how are you holding up?',
  "you must be shattered after the move, let me bring dinner round",
  'must be hard being the new one on the team, shout if you need anything',
  "do you think your landlord would say no to a cat, or is it worth asking?",
  'would the coach say no if we asked for a later kick-off?',
  "if the bank says no the first time, can we appeal, do you know?",
  'you can say no, honestly, I only asked because I had a spare ticket',
];
