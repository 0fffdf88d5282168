import type { PlanKind } from '../../../src/server/ai/offline/practice/plan-context';

/**
 * Held-out plan requests S18: written blind in session 18 by helper bw18, never trained on — without reading
 * the earlier sets' lines or the plan-type cues (S17 read for its format only). `null` means the request is
 * truly unclear and the coach should ask a question. Kept outside the repository until read with session 18's start and final trees (38/40 both times).
 */
export const PLAN_REQUESTS_S18: readonly (readonly [string, PlanKind | null])[] = [
  ['i want to practise asking out the guy who teaches my saturday kickboxing class', 'crush-ask-out'],
  ['Could we rehearse me asking Ana, who I met at a board game café, to a comedy night?', 'crush-ask-out'],
  ["theres a guy who's always at the same bus stop as me at 7.40 and i want to practise just saying hi to him", 'crush-start'],
  ['Help me practise opening a conversation with the woman who sells honey next to my pitch at the craft fair', 'crush-start'],
  ['i cheated on my ex and i want to practise apologising to her properly, no excuses', 'ex-apology'],
  ['Can I rehearse saying sorry to my ex-boyfriend for how I acted at his graduation?', 'ex-apology'],
  ["me and my ex split on good terms 3 years ago and i miss having her around as a mate, can we practise the first message", 'ex-reconnect'],
  ["I'd like to practise getting back in touch with my ex-wife now that things have calmed down, just to be on speaking terms.", 'ex-reconnect'],
  ['my wife is upset that i booked a golf trip on her birthday weekend, help me practise making it up to her', 'partner-repair'],
  ['Practise with me: my boyfriend and I argued about moving cities and I want to make peace', 'partner-repair'],
  ['my first date in ten years is on thursday, dinner at a tapas place, help me practise not rambling', 'first-date'],
  ["Help me practise for a second date this weekend with a guy I met at a friend's party, the first one had a lot of awkward silences", 'second-date'],
  ["just matched with someone on happn who's into astronomy, help me practise messaging them", 'new-match'],
  ["Can I practise chatting with a new match on Grindr? He loves musicals and I'm terrible at openers.", 'new-match'],
  ["I've just joined a community garden and I'd like to practise chatting with people there so I actually make some friends", 'friend-make'],
  ['help me practise messaging my old flatmate from uni, we lost touch after graduation', 'friend-reconnect'],
  ["Could we practise me getting back in touch with a friend from my old choir I haven't seen in six years?", 'friend-reconnect'],
  ["i said something really mean about my friend's new haircut in the group chat and she saw it, can i practise apologising", 'friend-repair'],
  ['My friend is angry because I told his girlfriend about his surprise proposal by mistake. Help me practise making it right.', 'friend-repair'],
  ['practise talking to my flatmate about her cat scratching at my door every night', 'roommate'],
  ['I want to rehearse asking my housemates to stop leaving their bikes in the hallway', 'roommate'],
  ["help me practise asking my boss for a raise, i've taken over two accounts this year", 'raise'],
  ['Can we rehearse me asking for a salary increase at my review next Tuesday?', 'raise'],
  ["can i practise asking my professor for an extension on my dissertation chapter, i've been ill", 'extension'],
  ['A coworker keeps booking meetings over my lunch break, can I practise raising it with him?', 'colleague'],
  ['help me practise talking to a colleague who keeps talking over me in meetings', 'colleague'],
  ["can you interview me for a barista job? it's on friday", 'interview'],
  ["I'd like to practise for my interview for a junior accountant role next week, can you be the interviewer?", 'interview'],
  ["Could you play a candidate? I'm hiring a sous-chef for my restaurant on Monday and want to rehearse the interview from my side.", 'interviewer'],
  ['help me practise dealing with a customer who says the shoes we sold her fell apart after a week', 'customer'],
  ['Practise with me: a client is furious that the logo I designed looks different in print', 'customer'],
  ["i want to practise talking to my daughter's teacher about her being moved down to a lower reading group", 'parent-to-teacher'],
  ["As a maths teacher I need to rehearse telling a dad that his daughter falls asleep in class every morning", 'teacher-to-parent'],
  ['a stranger keeps replying to my tweets calling my small business a scam, can we practise how i respond', 'comment'],
  ["my sister and i havent talked since a fight at dad's 60th, can we practise me reaching out to her", 'family-repair'],
  ['I want to practise making up with my grandmother after I skipped her birthday lunch', 'family-repair'],
  ["I'd like to practise small talk in Greek before my trip to Crete, can you chat with me in Greek?", 'language-chat'],
  ['help me practise asking my landlord to fix the broken window in my bedroom, he keeps ignoring it', 'landlord'],
  ['can we do a practice run? you be the other person', null],
  ["can we practise something? it's about a person in my life, it's complicated", null],
];
