import type { PlanKind } from '../../../src/server/ai/offline/practice/plan-context';

/**
 * Held-out plan requests S19: written blind in session 19 by helper bw19, never trained on — without reading
 * the earlier sets' lines or the plan-type cues (S18 opened for its format only). Every plan kind at least
 * once; `null` means the request is truly unclear and the coach should ask a question. Read with session 19's start and final trees (d83b2d6, b9a1064), then
 * moved in; two of its 40 requests were left out on moving in: training requests near-copy them (an apology for
 * what was said in a divorce; a bare 'can we practise a conversation').
 */
export const PLAN_REQUESTS_S19: readonly (readonly [string, PlanKind | null])[] = [
  ["i wanna practise asking out the girl who works at the record shop on my road", 'crush-ask-out'],
  ['Can we rehearse me asking Tobias from my pottery class to a gig next month?', 'crush-ask-out'],
  ['help me practise just starting a chat with the cute guy who walks his greyhound past my house every morning', 'crush-start'],
  ["I'd like to practise saying hello to a woman in my running club I've never spoken to", 'crush-start'],
  ['i need to practise apologising to my ex-girlfriend for forgetting her mum\'s funeral', 'ex-apology'],
  ["my ex and i broke up 2 years ago, no drama, i'd like to be friends again. can we practise the first text", 'ex-reconnect'],
  ['I want to practise making up with my girlfriend after our argument about moving in together', 'partner-repair'],
  ["help me rehearse apologising to my husband for missing our anniversary dinner", 'partner-repair'],
  ['i have a first date on friday with someone from bumble and i want to practise so i dont freeze', 'first-date'],
  ['Can we practise a second date? The first one went well and we are going bowling', 'second-date'],
  ['just matched with a guy on hinge who loves climbing, can i practise the opening message', 'new-match'],
  ["I moved to Lyon and don't know anyone. Can I practise chatting to people at a board game meetup to make friends?", 'friend-make'],
  ['i want to practise getting back in touch with my childhood best friend, we lost contact after school', 'friend-reconnect'],
  ['Help me rehearse reaching out to an old friend from my first job I haven\'t talked to in five years', 'friend-reconnect'],
  ["I need to practise apologising to my friend Nadia for bailing on her hen do at the last minute", 'friend-repair'],
  ['can we practise a talk with my flatmate about him never cleaning the bathroom', 'roommate'],
  ['I want to rehearse telling my housemate her boyfriend is here too often', 'roommate'],
  ["help me practise asking my boss for a pay rise, i've been here 4 years", 'raise'],
  ['Can I rehearse asking my manager for more money now that I lead the team?', 'raise'],
  ['i need to ask my lecturer for an extension on my dissertation, can we practise', 'extension'],
  ['Can we practise me asking my manager for two more weeks on the quarterly report?', 'extension'],
  ['I want to practise talking to a colleague who keeps interrupting me in meetings', 'colleague'],
  ["help me rehearse a conversation with my coworker who keeps leaving me all the boring tickets", 'colleague'],
  ["I've got a job interview for a nursing post on tuesday, can we practise?", 'interview'],
  ['practise me being interviewed for a barista job pls', 'interview'],
  ["I'm interviewing candidates for a junior accountant role and want to practise asking good questions", 'interviewer'],
  ['Can I rehearse handling an angry customer whose sofa was delivered in the wrong colour?', 'customer'],
  ['help me practise dealing with a client who says my invoice is too high', 'customer'],
  ["I want to practise talking to my daughter's teacher about her reading", 'parent-to-teacher'],
  ["I'm a teacher and need to practise telling a parent their son keeps skipping PE", 'teacher-to-parent'],
  ['someone left a nasty comment under my youtube video, can i practise replying', 'comment'],
  ['I want to practise making peace with my brother after we fell out over our inheritance', 'family-repair'],
  ['can we practise a conversation with my mum? we had a huge row about my wedding', 'family-repair'],
  ['I want to practise chatting in Spanish before my trip to Valencia', 'language-chat'],
  ['help me practise small talk in german, i start a job in munich soon', 'language-chat'],
  ['Can I rehearse asking my landlord to fix the mould in the bathroom?', 'landlord'],
  ["my landlord wants to raise the rent by 15%, i want to practise pushing back", 'landlord'],
  ["i need help practising something but i'm not sure how to explain it yet", null],
];
