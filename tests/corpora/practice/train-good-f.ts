/**
 * Good lines for the learned red-flag signal (set "w3", issue 23 point 3, r20): ordinary questions
 * in the shapes of train-flags-e.ts's flags — how someone else would feel or what they would say,
 * offers to tell someone, someone finding out about something harmless, comparisons and questions
 * about the listener's work asked fairly, asking again kindly. Only questions: statement twins
 * ("your car will not be ready until friday") raised the chosen threshold to 0.64–0.65 and lost
 * catches everywhere (docs/decisions.md). New voices as there. Written fresh; in no dev or unseen set.
 */
export const TRAIN_GOOD_F: readonly string[] = [
  // someone else's reaction, asked fairly
  'how do you think your daughter would feel about moving schools mid year?',
  'what would the committee say if we moved the fete to the first weekend of june?',
  'how would your team react if we tried a four day week for a month?',
  "what do you reckon the choir would make of a christmas song in latin?",
  'how would the owners feel about us putting a bench by the back door?',
  'what will your parents think when they hear we are engaged?',
  'how do you think the kids will take it when we tell them about the move?',
  'would your manager be ok with you leaving at four on thursdays?',
  'what would your boss need to see to approve the training course?',
  'how did your sister react when she found out about the baby?',
  // offers to tell someone, and someone coming to know something harmless
  'do you want me to let the other parents know the trip is cancelled, or will you?',
  'shall I tell the garage you will pick the car up after work?',
  'do you want me to mention to the landlord that the boiler is making that noise again?',
  'should I forward the minutes to everyone so they can see what we agreed?',
  'would it help if I told your manager how much you helped me with the audit?',
  'did your mum ever find out who sent the flowers?',
  'I only found out yesterday that you had been ill, why did nobody tell me?',
  "does the club know you're stepping down as treasurer, or is it still a secret?",
  'I think everyone would like to hear what you did in kenya, will you do a talk?',
  'do you want me to tell the vet what you told me about his limp?',
  // consequences, asked about fairly
  'how long do you think you will stay in the job if they move the office?',
  "it would be a shame if the group stopped meeting, shall we find a new day?",
  // comparisons that praise or are fair, and honest questions about their work
  'is that all you need from me for the claim, just the photos?',
  'is this the best time to go through the accounts, or are you busy?',
  'your sourdough is better than anything from the bakery, can I have the recipe?',
  'the kids listen to you more than they listen to me, any tips?',
  "honestly you're better at talking to the bank than I am, would you ring them?",
  'do you read the minutes before the meeting or would it help if I sent a summary?',
  'what sort of treasurer do you think the club needs next year?',
  'what kind of cake would you like for the party?',
  'is this really the final version, or can I still add the photos?',
  'how did the interview go, do you think they liked you?',
  // pressure's innocent twins: asking again kindly, a no accepted
  'can I ask again nearer the time, or would you rather I left it?',
  'how many more tickets do we need to sell before the raffle pays for itself?',
  'sorry to ask again, did you get a chance to look at my email?',
  "you said no to saturday, would sunday be any better or shall we skip it?",
  'what if we met halfway, at the cafe by the station?',
  // guilt's twins: sacrifices named kindly, feelings said plainly
  'I worked a lot of weekends this year and I would like a Friday off in return, is that possible?',
  'I felt a bit invisible at the last concert, can we talk about how the solos are chosen?',
  'do you have any idea how much I appreciated you staying at the hospital with me?',
  // more twins: knowing, comparing, consequences and refusals said fairly
  'do you want me to tell the coach what a good job you did with the juniors?',
  'what would your mum say if we turned up with the dog? is she ok with dogs?',
  'would your manager like to see the report before it goes out, or is it fine to send?',
  'how do you think people will react when they hear the fete is cancelled?',
  'the neighbours found out about the party and asked to come, is that ok?',
  'you drive better than most people I know, can you take us to the airport?',
  'my niece sings better than all of us put together, can she join?',
  'is that all the paperwork, or do you need my payslips too?',
  'is that the best way to reach you, or do you prefer email?',
  'what kind of help would be most useful to you this week?',
  "you're always so organised, would you mind running the raffle?",
  'I spent all weekend on the quiz questions, do you want to see them?',
  'I gave up smoking for the kids and I feel so much better, how about you?',
  // ordinary plans in the same voices
  'want to come back to mine for a cup of tea after the walk?',
];
