import type { PlanKind } from '../../../src/server/ai/offline/practice/plan-context';

/**
 * Held-out plan requests S17: written blind in session 17 by helper bw17, never trained on — without reading
 * the earlier sets' lines or the plan-type cues. `null` means the request is truly unclear and the coach should
 * ask a question. Do not fix a miss here; move the line to plan-requests.ts and write a new held-out set. Kept
 * outside the repository until read with session 17's start and final trees (40/40 both times).
 */
export const PLAN_REQUESTS_S17: readonly (readonly [string, PlanKind | null])[] = [
  ['can i practise asking the guy from my spin class out for a drink? his name is Marco', 'crush-ask-out'],
  ["I'd like to rehearse asking a woman I volunteer with at the animal shelter on a date", 'crush-ask-out'],
  ['theres a cute girl who works at the library desk and i want to practise just starting a conversation with her', 'crush-start'],
  ['Help me practise chatting to someone I keep seeing at the dog park, I have never actually talked to him', 'crush-start'],
  ['i said horrible things to my ex the night we split and i want to practise owning that to him', 'ex-apology'],
  ['Can we rehearse me apologising to my ex-girlfriend for missing her dad’s funeral?', 'ex-apology'],
  ["My ex and I haven't spoken since 2019 but I'd like to be friends again. Practise messaging her?", 'ex-reconnect'],
  ['i forgot our anniversary and my girlfriend is really hurt, help me practise making it right', 'partner-repair'],
  ['My husband and I had a row about his mother staying with us and I want to practise the conversation to make up', 'partner-repair'],
  ["I've got a first date on Friday at a wine bar and I get tongue-tied, can we practise?", 'first-date'],
  ['going on a second date with someone from bumble tomorrow, want to practise so i dont run out of things to say', 'second-date'],
  ['I just matched with a guy on Hinge who loves rock climbing, help me practise messaging him', 'new-match'],
  ["I moved to Leeds and don't know anyone. Can I practise chatting with a coworker so we become friends?", 'friend-make'],
  ['want to practise talking to people at my new running club so i can actually make friends there', 'friend-make'],
  ["practise reaching out to my best friend from school, we haven't talked since her wedding 4 years ago", 'friend-reconnect'],
  ['Help me practise messaging an old friend from my army days who I lost touch with', 'friend-reconnect'],
  ['I missed my friend’s birthday party without telling her and she is upset, can I practise apologising', 'friend-repair'],
  ['me and my best mate fell out over a girl and havent spoken in a month, help me practise sorting it', 'friend-repair'],
  ['my housemate never pays for shared groceries, can we practise me bringing it up', 'roommate'],
  ['Practise a conversation with my roommate about him smoking in the flat', 'roommate'],
  ["I want to practise asking my supervisor for a pay rise, I've been here 18 months", 'raise'],
  ['my appraisal is on the 20th and i want to rehearse asking for more money', 'raise'],
  ['can i practise asking my teacher for two extra days on my history essay', 'extension'],
  ["I need more time on a report for my manager, it's due Monday. Practise asking for an extension?", 'extension'],
  ['One of my colleagues keeps leaving me out of email threads about our project, help me practise raising it with her', 'colleague'],
  ['practise a job interview with me for a nursing position at a children’s hospital', 'interview'],
  ["Could you play the hiring manager? I'm up for a warehouse supervisor role this Thursday", 'interview'],
  ["I'm hiring a part-time bookkeeper and have never run an interview, can I practise being the one asking questions?", 'interviewer'],
  ['A customer at my café is furious that her cake order was wrong for her daughter’s party. Help me practise handling her', 'customer'],
  ['practise dealing with a client who is yelling about a late delivery of furniture', 'customer'],
  ['my son says other boys gang up on him in PE, can i rehearse raising it with his teacher', 'parent-to-teacher'],
  ["I'm a music teacher and need to practise telling a parent their child keeps skipping lessons", 'teacher-to-parent'],
  ['someone wrote a mean comment under my instagram reel about my cooking, can i practise a reply', 'comment'],
  ["My brother and I haven't spoken since he borrowed money and never paid it back. I want to practise talking to him again", 'family-repair'],
  ["i yelled at my mum on christmas day and it's been frosty since, can i rehearse clearing the air with her", 'family-repair'],
  ["Help me practise chatting in French before I visit my partner's family in Marseille", 'language-chat'],
  ['my portuguese is rusty, can we just have a chat in portuguese so i get used to speaking again', 'language-chat'],
  ['help me practise asking my landlord to return my deposit, he has had it for two months', 'landlord'],
  ["I'm dreading a conversation next week", null],
  ["something's bothering me and I'd like to rehearse a conversation, not sure where to start", null],
];
