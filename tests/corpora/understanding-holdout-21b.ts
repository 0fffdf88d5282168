import type { CorpusExample } from '../../src/server/ai/understanding/corpus';

/**
 * Held-out utterances for the understanding layer (engineer 21b's categories: friendship, family,
 * roommates, workplace, customers, teacher–parent, interviews, other languages, social comments and
 * off-topic). Written before any corpus or rule was added for this round and NEVER trained on:
 * do not copy these lines, or close paraphrases, into corpus/ or into extraction rules.
 * Same shape as the corpus items; `type: 'none'` marks a message with no situation.
 */
const ex = (type: string, text: string, facts: string[] = [], people: string[] = []): CorpusExample => ({ text, type, safety: null, facts, people });

export const HOLDOUT_21B: readonly CorpusExample[] = [
  // friendship
  ex('friend-owes-money', 'ok so i covered Marcos share of the cabin weekend, like 340 euros, and its been 6 weeks. he posts vacation pics but never mentions paying me', ['340 euros', '6 weeks', 'cabin weekend'], ['Marco']),
  ex('friend-owes-money', "I don't want to be the petty one but she still has my camera money from the spring trip. How do I ask?", ['camera', 'spring', 'trip'], ['she']),
  ex('friend-owes-money', 'my freind said he would pay me back on payday and payday was two weeks ago lol', ['payday', 'two weeks'], ['freind']),
  ex('friend-jealousy', 'everytime i mention my new gym buddy my bestie goes quiet and changes the subject, i think she feels replaced', ['gym'], ['bestie']),
  ex('friend-jealousy', 'Honestly I am the jealous one. My friend Priya gets invited to everything and I get left at home. I hate feeling like this', [], ['Priya']),
  ex('friend-drifting', 'we were inseparable in school and now we just like each others stories. is it weird to message him out of nowhere', ['school'], ['him']),
  ex('friend-drifting', 'My oldest friend stopped replying to the group chat after she moved to Lisbon. I miss her but dont want to guilt trip her', ['group chat', 'Lisbon'], ['oldest friend']),
  ex('friend-conflict', 'my friend posted that embarrassing video of me on her story after i asked her not to and now we are not speaking', ['video', 'story'], ['friend']),
  ex('friend-conflict', "We argued at Dani's birthday dinner about who pays and it got ugly, both said things. how do i make it right", ['birthday dinner'], ['Dani']),
  ex('friend-boundaries', 'my friend keeps asking to crash on my couch every weekend and I need my space back but I dont want a fight', ['couch', 'every weekend'], ['friend']),
  // family
  ex('family-parents', 'my dad wants me to study law and i want to do art school. how do i tell him without him shutting down', ['law', 'art school'], ['dad']),
  ex('family-parents', 'mom reads all my messages on my phone and I am 17. want to ask her to stop', ['phone'], ['mom']),
  ex('family-siblings', 'my little brother borrowed my car and returned it with a dent and no gas, he acts like nothing happened', ['car'], ['little brother']),
  ex('family-siblings', 'My sister and I have not talked since the fight about grandmas house in November', ['November', 'house'], ['sister']),
  ex('family-relatives', 'my aunt keeps asking at every family lunch when I will get married. next lunch is on Sunday and I am dreading it', ['family lunch', 'Sunday'], ['aunt']),
  ex('family-kids', 'my 14 year old son only answers in one word and spends all night on his xbox. how do i get him to talk', ['all night', 'xbox'], ['son']),
  // roommate
  ex('roommate-chores', 'the trash has been overflowing for 4 days and my flatmate walks past it every morning', ['trash', '4 days', 'every morning'], ['flatmate']),
  ex('roommate-noise-guests', 'my roommates boyfriend basically lives here now, showers every day and eats our food, he doesnt pay anything', ['food', 'every day'], ['roommate']),
  ex('roommate-noise-guests', 'flatmate plays drums until 1am on weeknights and I have work at 7', ['drums', '1am', 'weeknights', '7'], ['flatmate']),
  ex('roommate-money', 'roommate venmoed me only half of the electricity bill again, says she was away for a week so she shouldnt pay', ['electricity bill', 'Venmo', 'a week'], ['roommate']),
  // workplace
  ex('coworker-credit', 'In the Thursday review my teammate presented my dashboard as his own and the director praised him', ['Thursday', 'review', 'dashboard'], ['teammate', 'director']),
  ex('coworker-conflict', 'A guy on my team keeps rewriting my code without asking and leaving passive aggressive comments on Slack', ['code', 'Slack'], ['team']),
  ex('coworker-crush', "there's this girl in accounting I really like, we chat at the coffee machine every day. don't want to make it weird at work", ['coffee machine', 'every day'], ['girl']),
  ex('boss-raise', 'been at the company 3 years, took on two extra projects, still same salary. my 1:1 is next week, how do i ask', ['3 years', 'salary', '1:1', 'next week'], []),
  ex('boss-difficult', 'My manager keeps messaging me at 10pm and expects answers right away. I want to set a limit without looking lazy', ['10pm'], ['manager']),
  ex('work-resign', 'got a better offer and need to tell my boss I am leaving, I really like her and feel guilty', ['offer'], ['boss']),
  ex('work-new-team', 'first week at the new job, everyone already has their lunch groups and I eat at my desk alone', ['first week', 'new job', 'lunch', 'desk'], []),
  // customer
  ex('customer-refund', 'customer wants money back for a cake she ate half of, says it was too sweet. small bakery, what do i say', ['cake', 'bakery'], ['customer']),
  ex('customer-complaint', 'someone left a 1 star review on google saying my staff was rude but they never even came in that day', ['1 star', 'Google', 'review'], ['staff']),
  ex('client-scope-creep', 'client approved the logo, then asked for a whole brand guide for the same price "since you are already at it"', ['logo', 'brand guide'], ['client']),
  ex('client-late-payment', 'invoice 4471 is 60 days overdue and the client keeps saying accounts is on it. how firm can i be', ['invoice', '60 days'], ['client']),
  // teacher–parent
  ex('parent-to-teacher', "my daughter says her maths teacher ignores her hand when she asks questions, I want to email the teacher but not sound like a crazy parent", ['maths', 'email'], ['daughter', 'teacher']),
  ex('teacher-to-parent', 'I teach 3rd grade and one dad emails me every single night about homework. how do i set office hours politely', ['3rd grade', 'every single night', 'homework'], ['dad']),
  // interviews
  ex('interview-prep', 'final round for a product designer role on Tuesday and they want me to present a case study, im freaking out', ['final round', 'product designer', 'Tuesday', 'case study'], []),
  ex('interview-follow-up', 'interviewed at a startup 10 days ago, the recruiter said theyd know by friday and nothing since', ['10 days', 'friday'], ['recruiter']),
  ex('interview-offer', 'They offered 62k but the posting said up to 70k. can i ask for more or will they pull the offer', ['62k', '70k', 'offer'], []),
  ex('interviewer-questions', 'I am hiring my first sales rep and have no idea what to ask in the interview besides tell me about yourself', ['sales rep', 'interview'], []),
  ex('interviewer-reject', 'we loved a candidate but went with someone internal, how do I tell her without burning the bridge', [], ['candidate']),
  // other languages, social, general, none
  ex('cross-language-reply', 'my tandem partner from Italy wrote me in italian asking about my weekend and i only know basic phrases, how do i answer', ['Italian', 'weekend'], ['tandem partner']),
  ex('cross-language-reply', 'Mi compañero de intercambio me escribió en inglés y quiero contestarle en español pero sin errores', [], []),
  ex('social-comment', 'someone commented "who asked" under my graduation photo on insta, do i reply or ignore', ['graduation', 'Instagram'], ['someone']),
  ex('social-comment', 'a stranger on tiktok said my accent is fake in the comments and people are piling on', ['TikTok', 'comments'], ['stranger']),
  ex('neighbour', 'the neighbour upstairs has been stomping at 6am every day for months', ['6am', 'every day', 'months'], ['neighbour']),
  ex('landlord', 'landlord says he will keep my deposit for a stain that was there when I moved in', ['deposit'], ['landlord']),
  ex('none', 'can you recommend a good book for a long flight', [], []),
  ex('none', 'whats 15 percent of 80', [], []),
  ex('none', 'how does this app work, is it free?', [], []),
];
