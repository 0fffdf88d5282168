import type { ActiveAgentSlug } from '../../src/shared/agent-slugs';

/**
 * Advisor answers S15 (issue #21 point 3, engineer u21a): for every advisor of the catalogue, first messages
 * a newcomer would send it in their own words (typos, long ones, a quoted message to decode, a pasted chat,
 * an interview role named, another language where the advisor is about that), each with the key facts an
 * answer must use (any one, matched case-insensitively by containment). Written before any change to the
 * advisors' composition and without reading the held-out sets; read once on the unchanged engine (first
 * figures in bench/README.md), then used to develop. A development set, not a held-out one.
 */
export interface AdvisorAnswerCase {
  slug: ActiveAgentSlug;
  text: string;
  /** Words from the message that an answer about this situation uses (any one suffices). */
  facts: string[];
}

const c = (slug: ActiveAgentSlug, text: string, facts: string[]): AdvisorAnswerCase => ({ slug, text, facts });

export const ADVISOR_ANSWERS_S15: readonly AdvisorAnswerCase[] = [
  // Chat Advisor: anything everyday.
  c('chat-advisor', 'my neighbour keeps parking across my driveway and i have to leave for work at 7, how do i say something without starting a war', ['driveway', 'parking', 'at 7']),
  c('chat-advisor', 'A friend owes me $200 for three months and keeps dodging it. How do I bring it up without losing the friendship?', ['$200', 'three months']),
  c('chat-advisor', 'my sister didnt come to my graduation and now she acts like nothing happend. im so hurt', ['graduation']),
  c('chat-advisor', 'Colleague presented my slides as his own in the Monday meeting in front of the director. Do I call it out?', ['slides', 'Monday', 'meeting', 'director']),
  c('chat-advisor', 'my roommate eats my food from the fridge every week and says sorry but keeps doing it', ['food', 'fridge', 'every week']),
  c('chat-advisor', 'My Spanish coworker wrote "¿Vienes a la cena del viernes?" in our team chat, how do I answer in Spanish? I only know a little', ['viernes', 'cena', 'Friday', 'dinner']),

  // Relationship Repair Advisor.
  c('relationship-repair-advisor', 'I forgot my girlfriends birthday yesterday and she hasnt spoken to me since. how do i fix this', ['birthday', 'yesterday']),
  c('relationship-repair-advisor', 'me and my best friend fell out over a stupid argument about money for the holiday in Spain, we have not talked for 3 weeks', ['Spain', 'holiday', '3 weeks', 'money']),
  c('relationship-repair-advisor', 'My ex and I broke up six months ago because I moved to Berlin. I still miss her and want to reach out, is that crazy?', ['six months', 'Berlin']),
  c('relationship-repair-advisor', 'I shouted at my mum on the phone on Sunday when she criticised my job and I feel awful', ['Sunday', 'job', 'phone']),
  c('relationship-repair-advisor', 'my husband found out i lied about the credit card bill, we had a huge fight last night, he sleeps on the couch now', ['credit card', 'last night', 'bill']),

  // Love Signals Detector.
  c('love-signals-detector', 'theres a guy at my gym who always says hi and once spotted me on bench but he never asks me anything about myself. does he like me??', ['gym', 'bench']),
  c('love-signals-detector', 'My coworker Priya brings me coffee every morning and laughs at all my jokes, but she mentioned a boyfriend once. Is she into me?', ['coffee', 'Priya', 'boyfriend']),
  c('love-signals-detector', 'A girl in my study group texts me late at night about random stuff but she has a boyfriend. what does that mean', ['study group', 'late at night', 'boyfriend']),
  c('love-signals-detector', 'he liked all my instagram stories from the last week but hasnt texted me since our date on thursday', ['instagram', 'stories', 'thursday', 'date']),

  // Date Success Coach.
  c('date-success-coach', 'first date with a girl from hinge on saturday at a wine bar, im nervous. what do i talk about and what if its awkward', ['saturday', 'wine bar', 'hinge']),
  c('date-success-coach', 'She cancelled our second date an hour before, said something came up. should i reschedule or let it go', ['second date', 'cancelled', 'an hour']),
  c('date-success-coach', 'We went bowling last night and it went really well, we kissed at the end. what do I text him today?', ['bowling', 'last night', 'kissed']),
  c('date-success-coach', 'been chatting with a match on bumble for 2 weeks, want to ask her to the jazz concert on friday, how do i ask', ['jazz concert', 'friday', '2 weeks', 'bumble']),
  c('date-success-coach', 'third date is dinner at his place tomorrow and he is cooking. what should I bring and how do I not overthink it', ['dinner', 'his place', 'tomorrow', 'cooking', 'third date']),

  // Message Decoder: a quoted message.
  c('message-decoder', 'What does "lol maybe, depends how the week goes" mean? I asked him if he wanted to get dinner on Friday', ['depends how the week goes', 'dinner', 'Friday', 'maybe']),
  c('message-decoder', 'my boss just messaged "can you pop into my office at 4" with no context, am i getting fired', ['office', 'at 4']),
  c('message-decoder', 'she replied "k" to my long paragraph about how I feel about her. thats it. just k', ['"k"', 'paragraph']),
  c('message-decoder', 'me: had a great time tonight!\nhim: yeah it was fun\nme: we should do it again sometime\nhim: for sure, super busy these next few weeks tho\n\nis he letting me down easy?', ['super busy', 'next few weeks', 'for sure']),
  c('message-decoder', 'My friend texted "I guess I\'ll just go by myself then" after I said I couldnt make the concert. Is she mad?', ['by myself', 'concert']),

  // Conversation Topics Generator.
  c('conversation-topics-generator', 'I have lunch with my new team on Monday and Im terrible at small talk, they are all into football and I am not', ['football', 'lunch', 'Monday', 'team']),
  c('conversation-topics-generator', 'me and my match on tinder keep running out of things to say, she loves hiking and her dog named Biscuit', ['hiking', 'Biscuit', 'dog']),
  c('conversation-topics-generator', 'what can i talk about with my girlfriends dad at the barbecue this weekend, he is a retired pilot', ['pilot', 'barbecue', 'this weekend']),
  c('conversation-topics-generator', 'My grandma is in a care home and our calls go quiet after five minutes. what can we talk about?', ['care home', 'grandma', 'calls']),

  // Opening Lines Helper.
  c('opening-lines-helper', 'need an opener for a hinge match, her profile says she climbs and just got back from japan', ['japan', 'climb']),
  c('opening-lines-helper', 'How do I start a conversation with the cute barista at my coffee shop without being creepy', ['barista', 'coffee']),
  c('opening-lines-helper', "I haven't talked to my old college roommate in two years, want to message him because I'm moving to his city", ['two years', 'moving', 'his city', 'college']),
  c('opening-lines-helper', 'what do I say first to a guy on bumble whose bio says he makes sourdough and plays bass in a band', ['sourdough', 'bass', 'band']),

  // Perfect Response Composer: quoted message to answer.
  c('perfect-response-composer', 'My landlord wrote "Rent is going up by $150 from next month." How do I reply politely and ask why?', ['$150', 'next month', 'rent']),
  c('perfect-response-composer', 'Customer emailed "This is the third time my order arrived broken, I want a full refund" — help me answer', ['third time', 'refund', 'order', 'broken']),
  c('perfect-response-composer', 'she texted "I had such a good time tonight 😊" what should i say back, i want to see her again', ['good time', 'tonight', 'see her again']),
  c('perfect-response-composer', 'my coworker wrote "you missed the deadline again, this is getting old". how do i reply without getting defensive', ['deadline']),
  c('perfect-response-composer', 'client keeps asking for more revisions on the logo, this is round 6, we agreed on 3. how do I say no', ['revisions', 'logo', 'round 6', 'agreed on 3']),
  c('perfect-response-composer', 'my french host mum texted "Tu rentres à quelle heure ce soir ?" what do i reply, i will be back around 11', ['11', 'ce soir', 'heure', 'tonight']),

  // Comfort Messages Generator.
  c('comfort-messages-generator', "My best friend's mum died last week and I don't know what to text her, I'm scared of saying the wrong thing", ['mum', 'last week']),
  c('comfort-messages-generator', 'my brother didnt get into the university he wanted and he is crushed, what do i say to him', ['university', 'brother']),
  c('comfort-messages-generator', 'My partner got laid off today after 8 years at the company. What can I say tonight?', ['laid off', '8 years', 'today', 'tonight']),
  c('comfort-messages-generator', 'a friend failed her driving test for the third time, she is really down', ['driving test', 'third time']),
  c('comfort-messages-generator', 'my coworker had a miscarriage and is back at work on monday, should i say something', ['monday', 'back at work', 'miscarriage']),

  // Interviewee Questions Generator: a role named.
  c('interviewee-questions-generator', 'I have an interview for a junior data analyst role at a bank on thursday. what will they ask me?', ['data analyst', 'bank', 'thursday']),
  c('interviewee-questions-generator', 'intervew for nurse position at the childrens hospital next week, im so nervous, what questions come up', ['nurse', 'hospital', 'next week']),
  c('interviewee-questions-generator', 'Applying to be a primary school teacher, first interview ever. help me practise', ['teacher', 'school']),
  c('interviewee-questions-generator', 'Tengo una entrevista para camarero en un restaurante el lunes. ¿Qué me van a preguntar?', ['camarero', 'restaurante', 'lunes', 'waiter', 'restaurant']),
  c('interviewee-questions-generator', 'warehouse supervisor interview at amazon tomorrow, i have 5 years experience as a forklift driver', ['warehouse', 'supervisor', 'forklift', '5 years']),

  // Interviewer Questions Generator.
  c('interviewer-questions-generator', 'Im hiring my first ever employee for my bakery, a part-time baker. what do i ask?', ['baker', 'bakery', 'part-time']),
  c('interviewer-questions-generator', 'I need interview questions for a senior backend engineer who will lead a team of 4', ['backend', 'senior', 'team of 4', 'lead']),
  c('interviewer-questions-generator', 'we are interviewing for a receptionist at our dental clinic, what questions show if they are good with anxious patients', ['receptionist', 'dental', 'anxious patients', 'patients']),
  c('interviewer-questions-generator', 'interviewing candidates for a sales rep job next week, want to know if they can handle rejection', ['sales', 'rejection']),

  // Questions To Ask in an Interview Generator.
  c('questions-to-ask-in-interview-generator', 'final round for a UX designer job at a startup tomorrow, what should i ask them at the end', ['UX designer', 'startup', 'final round']),
  c('questions-to-ask-in-interview-generator', 'What questions should I ask the hiring manager for a remote customer support job? I want to know about workload', ['customer support', 'remote', 'workload']),
  c('questions-to-ask-in-interview-generator', 'interview for a teaching assistant job at a primary school on monday, what can I ask at the end', ['teaching assistant', 'school', 'monday']),
  c('questions-to-ask-in-interview-generator', 'Ich habe ein Vorstellungsgespräch als Krankenpfleger im Krankenhaus. Welche Fragen kann ich am Ende stellen?', ['Krankenpfleger', 'Krankenhaus', 'nurse', 'hospital']),
];
