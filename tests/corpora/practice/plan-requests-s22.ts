import type { PlanKind } from '../../../src/server/ai/offline/practice/plan-context';

/**
 * Held-out plan requests S22: written blind in session 22 by helper bw22, never trained on — without reading
 * the earlier sets' lines or the plan-type cues (S21 opened for its format only). Every plan kind at least
 * once (25 kinds), in varied phrasing (lowercase, typos, long requests, two in other languages); `null`
 * means the coach should ask a question: a request too vague to pick a plan, and one where the user is the
 * customer of a shop (docs/decisions.md, plan direction: no practice plays the shop).
 * Read in session 22 with its start tree (92fc831) and its final tree: 39 → 39/40 right, 1 wrong plan. Moved in after.
 */
export const PLAN_REQUESTS_S22: readonly (readonly [string, PlanKind | null])[] = [
  ['can we practise me asking out the girl who takes my spin class? i want to ask her for a drink after', 'crush-ask-out'],
  ["I'd like to rehearse asking Florin from choir if he wants to see a film with me on Sunday", 'crush-ask-out'],
  ['help me practise just saying hi to the cute guy at the laundrette, i always freeze up', 'crush-start'],
  ['I like someone I see at the dog park every morning but never speak to her. Can I practise starting a chat?', 'crush-start'],
  ['I want to rehearse saying sorry to my ex for ghosting her after we split', 'ex-apology'],
  ["my ex and i haven't spoken in a year, can i practise messaging him to see if we can be on friendly terms again", 'ex-reconnect'],
  ['practise making up with my wife after I forgot our anniversary', 'partner-repair'],
  ['me and my boyfriend fought about money last night and i said some stuff i regret, i want to practise the apology', 'partner-repair'],
  ["nervous af about my first date tomorrow with a guy from hinge, we're meeting at a wine bar. can we roleplay it?", 'first-date'],
  ['Second date with Noa on Friday, the first one was a bit awkward. Can I practise so the conversation flows better?', 'second-date'],
  ['just matched with someone on tinder who loves horror films, help me practise the first few messages', 'new-match'],
  ['I moved to Tallinn in the summer and know no one. Can I practise chatting to people at my climbing gym so I make some friends?', 'friend-make'],
  ['want to practise reaching out to my old uni friend Dami, we lost touch after graduation and i miss her', 'friend-reconnect'],
  ['my friend overheard me slagging off her boyfriend at the pub. i feel awful, can i rehearse saying sorry to her?', 'friend-repair'],
  ['help me practise asking my flatmate to stop leaving wet towels all over the bathroom floor', 'roommate'],
  ['practise a talk with my housemates about splitting the wifi bill and the cleaning fairly', 'roommate'],
  ["can i rehearse asking my supervisor for more money? three years at the garden centre and my hourly rate hasn't budged", 'raise'],
  ['Can we rehearse me asking the head chef for more money now that I run the pastry section on my own?', 'raise'],
  ['My laptop died with half my dissertation on it. Help me rehearse asking my supervisor for two more weeks?', 'extension'],
  ["practise telling my manager the client report won't be ready until next Wednesday", 'extension'],
  ['theres a guy on my team who keeps talking over me in standups. can we practise me raising it with him', 'colleague'],
  ['help me practise a calm chat with the coworker who keeps eating my lunch out of the office fridge', 'colleague'],
  ["mock interview please, it's for a teaching assistant job at a primary school on monday", 'interview'],
  ['Can you play the hiring manager? I have an interview for a junior accountant role at a firm in Leeds.', 'interview'],
  ["I'm interviewing baristas for my new café next week, help me practise asking good questions", 'interviewer'],
  ["practice dealing with a hotel guest who's furious their room wasn't cleaned, I work on reception", 'customer'],
  ['Can we roleplay me handling a customer who says my plumbing repair didn\'t fix the leak and wants his money back?', 'customer'],
  ["i want to rehearse a meeting with my daughter's form tutor about the bullying she's been getting", 'parent-to-teacher'],
  ['As a PE teacher I have to ring a father about his boy bunking off games three weeks running, can we rehearse the call?', 'teacher-to-parent'],
  ["someone commented on my youtube cooking video that i'm 'ruining italian food', help me practise replying", 'comment'],
  ["practise patching things up with my dad, we haven't spoken since the argument at christmas", 'family-repair'],
  ["me and my sister haven't talked since she missed my wedding, i want to practise calling her", 'family-repair'],
  ['Quiero practicar una conversación en inglés con mi compañera de intercambio, ¿me ayudas?', 'language-chat'],
  ["can i practise texting my tandem partner in german? i'm only A2 lol", 'language-chat'],
  ["our boiler's been dead for a week and it's freezing, i want to rehearse ringing the landlord to get it fixed", 'landlord'],
  ["practise asking my landlord for my deposit back, he's ignored two emails", 'landlord'],
  ["practise talking to the neighbour whose dog barks all day while they're at work", 'neighbour'],
  ['help me roleplay telling my upstairs neighbours their parties at 2am on work nights are too much', 'neighbour'],
  ["got a thing tmrw i'm dreading, can we run through it", null],
  ['help me practise complaining to the shop that sold me a phone with a cracked screen', null],
];
