import type { PlanKind } from '../../../src/server/ai/offline/practice/plan-context';

/**
 * Held-out plan requests S21: written blind in session 21 by helper bw21, never trained on — without reading
 * the earlier sets' lines or the plan-type cues (S20 opened for its format only). Every plan kind at least
 * once, in varied phrasing (lowercase, typos, long requests, a few in other languages); `null` means the
 * request is truly unclear and the coach should ask a question.
 * Read by the lead with session 21's start tree (e953d58) and final tree (10b7216): plan type 39/40 both times
 * (no wrong plan).
 */
export const PLAN_REQUESTS_S21: readonly (readonly [string, PlanKind | null])[] = [
  ["i wanna practise asking the girl from my pottery class if she'd go for a drink with me", 'crush-ask-out'],
  ['Can we rehearse me asking Tobias from the running club on a date? I keep bottling it', 'crush-ask-out'],
  ['this cute guy walks a huge husky past my window every morning, i want to practice saying something to him first', 'crush-start'],
  ["i'm too shy to even say hello to someone i like at the library, can we practise breaking the ice", 'crush-start'],
  ['I want to practise apologising to my ex-girlfriend for how I treated her at the end', 'ex-apology'],
  ["can i rehearse getting back in touch with my ex, we split on ok terms 2 years ago and i'd like to be friends", 'ex-reconnect'],
  ['help me practise making things right with my husband after I said something hurtful during our fight', 'partner-repair'],
  ['I need to practise apologizing to my boyfriend for missing his graduation', 'partner-repair'],
  ["got a first date on saturday with someone from hinge, can we do a practice run?", 'first-date'],
  ["Second date with Rosa on Thursday — we're going bowling. Could we practise it?", 'second-date'],
  ['I just matched with someone who loves board games, help me practise my opening message', 'new-match'],
  ["moved to a new city and have zero friends, i want to practise chatting to people at a running meetup", 'friend-make'],
  ['I want to practise messaging an old school friend I have not spoken to since we were 18', 'friend-reconnect'],
  ["help me practise reaching out to Nadia, we just slowly stopped talking after she had her baby", 'friend-reconnect'],
  ['Can I practise apologising to my best friend for forgetting to show up to her housewarming?', 'friend-repair'],
  ["i need to rehearse telling my flatmate her boyfriend can't stay over every single night", 'roommate'],
  ['practise asking my housemates to actually stick to the cleaning rota please', 'roommate'],
  ['I want to practise negotiating a pay rise with my line manager before my appraisal', 'raise'],
  ["help me rehearse asking for a raise, i've been doing two people's jobs since march", 'raise'],
  ['can we practise asking my professor for a two week extension on my dissertation chapter', 'extension'],
  ["I need to rehearse asking my editor for more time on the article, my source fell through", 'extension'],
  ['help me practise confronting a coworker who keeps leaving me with the late shifts', 'colleague'],
  ['I want to rehearse a conversation with a colleague who talks over me in every meeting', 'colleague'],
  ["practice interview for a barista job on monday pls, i've never had one", 'interview'],
  ["Can we practise a job interview? It's for a project manager position at a hospital", 'interview'],
  ["I'm hiring my first employee for my bakery and want to practise interviewing them", 'interviewer'],
  ['help me practise handling a customer who is shouting about a wrong order at my food truck', 'customer'],
  ["Can I rehearse talking to a client who's unhappy with the kitchen we fitted?", 'customer'],
  ["i want to practise speaking to my daughter's teacher about her being left out at playtime", 'parent-to-teacher'],
  ["I teach secondary science and want to practise telling a mum her son might fail the year", 'teacher-to-parent'],
  ['some random guy trashed my guitar cover in the youtube comments, i want to practise a calm reply', 'comment'],
  ['I want to practise patching things up with my brother, we have not spoken since the funeral', 'family-repair'],
  ['help me rehearse making peace with my mum after she said hurtful things about my partner', 'family-repair'],
  ['Puedo practicar una conversación en español? Me voy a Madrid de intercambio', 'language-chat'],
  ['I want to practise chatting in German before my trip to Berlin next month', 'language-chat'],
  ['black mould is spreading over our shower wall, can I rehearse getting the landlord to deal with it', 'landlord'],
  ["can we practise me telling my landlord i won't accept a rent rise this big", 'landlord'],
  ["I'd like to practise asking out a colleague from the marketing team, we always chat at lunch", 'crush-ask-out'],
  ['practise with me?', null],
  ['can you set up a roleplay for me', null],
];
