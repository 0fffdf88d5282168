import type { PlanKind } from '../../../src/server/ai/offline/practice/plan-context';

/**
 * Held-out plan requests S20: written blind in session 20 by helper bw20, never trained on — without reading
 * the earlier sets' lines or the plan-type cues (S19 opened for its format only). Every plan kind at least
 * once; `null` means the request is truly unclear and the coach should ask a question.
 * Read by the lead with session 20's start tree (92f583a) and final tree (7754670): plan type 38/40 both times
 * (no wrong plan). One request left out on moving in: a training request near-copies it.
 */
export const PLAN_REQUESTS_S20: readonly (readonly [string, PlanKind | null])[] = [
  ['can i practise asking the barista at my local coffee shop if she wants to get a drink sometime', 'crush-ask-out'],
  ['I want to rehearse asking Declan from the climbing gym out to dinner', 'crush-ask-out'],
  ["help me practise striking up a conversation with a guy at my gym i've been too shy to talk to", 'crush-start'],
  ['I want to practise just saying hi to the woman who sits opposite me on the morning train', 'crush-start'],
  ['i need to practise saying sorry to my ex boyfriend for how i ended things by text', 'ex-apology'],
  ["Can we practise me messaging my ex-wife? We've been apart three years and I'd like us to be on friendly terms", 'ex-reconnect'],
  ['help me rehearse making up with my fiancé after we argued about the wedding budget', 'partner-repair'],
  ["i want to practise apologising to my girlfriend for forgetting her birthday", 'partner-repair'],
  ["I've got a first date tomorrow with a guy I met at a friend's party, can we practise?", 'first-date'],
  ['can i practise my second date with ana, we are going to a cooking class', 'second-date'],
  ['Matched with someone on Tinder who loves sailing, can we practise how I start the chat?', 'new-match'],
  ["i just started uni and don't know anyone, can i practise chatting to people at a society social to make friends", 'friend-make'],
  ['I want to practise reaching out to my old flatmate from uni, we lost touch ten years ago', 'friend-reconnect'],
  ["help me practise texting a friend I drifted away from after she moved abroad", 'friend-reconnect'],
  ['I need to practise apologising to my friend Callum for missing his 30th', 'friend-repair'],
  ['can we practise me telling my roommate she needs to pay her half of the electric bill', 'roommate'],
  ['I want to rehearse asking my housemate to stop leaving dishes in the sink', 'roommate'],
  ["I'd like to practise asking my boss for a salary increase, I've taken on a lot more this year", 'raise'],
  ['help me rehearse asking for a raise at my annual review', 'raise'],
  ['can we practise me asking my tutor for more time on my essay because I was ill', 'extension'],
  ['I need to ask my client for an extra week on the website launch, can we rehearse?', 'extension'],
  ['I want to practise talking to a coworker who keeps taking credit for my work', 'colleague'],
  ["help me practise asking a colleague to stop dumping his tasks on me", 'colleague'],
  ["I have an interview for a teaching assistant job next week, can we practise?", 'interview'],
  ['practise a job interview with me for a graduate scheme at an engineering firm', 'interview'],
  ["I'm hiring a cleaner for my office and want to practise interviewing candidates", 'interviewer'],
  ['help me rehearse a conversation with a customer who wants a refund on a coat they clearly wore', 'customer'],
  ['Can I practise dealing with a client who is angry their order is late?', 'customer'],
  ["i want to practise talking to my son's teacher about him being bullied", 'parent-to-teacher'],
  ["I'm a primary teacher and need to practise telling a parent their child keeps hitting others", 'teacher-to-parent'],
  ['someone posted a rude comment on my instagram, can i practise how to reply', 'comment'],
  ['I want to practise talking to my dad again after we argued about politics at dinner', 'family-repair'],
  ['help me practise making up with my sister, we fell out over who looks after mum', 'family-repair'],
  ['Can we practise a conversation in French? I am visiting Paris next month', 'language-chat'],
  ["Can I practise asking my landlord to return my deposit?", 'landlord'],
  ['help me rehearse telling my landlord the heating has been broken for a week', 'landlord'],
  ['I want to practise asking out my coworker in accounts, we get on really well', 'crush-ask-out'],
  ['can we practise something', null],
  ["there's a conversation I've been dreading, can you help me get ready for it", null],
];
