import type { PlanKind } from '../../../src/server/ai/offline/practice/plan-context';

/**
 * Held-out plan requests S16: written blind in session 16 by engineer bw16, never trained on — without
 * reading the earlier sets' lines or the plan-type cues. `null` means the request is truly unclear and the
 * coach should ask a question. Do not fix a miss here; move the line to plan-requests.ts and write a new
 * held-out set. Kept outside the repository until its one reading (session 16): 39/40, 1 wrong plan, at
 * the start of that session and with its final tree alike.
 */
export const PLAN_REQUESTS_S16: readonly (readonly [string, PlanKind | null])[] = [
  ['i want to practise asking the girl who sits opposite me on the 7:40 train if she wants to grab lunch sometime', 'crush-ask-out'],
  ['Could we rehearse me inviting Nikhil from my book club to the cinema? I keep chickening out.', 'crush-ask-out'],
  ['theres a guy at the laundrette every thursday and ive never said a word to him. practise breaking the ice?', 'crush-start'],
  ['Help me practise making small talk with the new woman across the hall, I think she is cute but we have never spoken', 'crush-start'],
  ['I cheated on my ex two years ago and never owned it. I want to practise a proper apology to her', 'ex-apology'],
  ['practise saying sorry to my ex for ghosting him after we broke up', 'ex-apology'],
  ['My ex and I ended things on good terms in 2021 and I miss having him as a friend. Can I practise texting him?', 'ex-reconnect'],
  ['me and my fiancé fought about the wedding budget and hes been quiet for 2 days, want to practise making up', 'partner-repair'],
  ['I snapped at my wife in front of her sister and I want to rehearse the conversation where I put it right', 'partner-repair'],
  ['first date ever on saturday at a board game café and im terrified, can we practise talking', 'first-date'],
  ['We had a great first coffee and the second date is a picnic tomorrow. Practise with me?', 'second-date'],
  ['matched with a girl on tinder who does archery, help me practise the chat', 'new-match'],
  ['I just joined a hiking group in Innsbruck. Can I practise chatting with someone there so we become actual friends?', 'friend-make'],
  ['want to practise asking a mum from nursery pickup if she fancies a coffee, i dont know anyone here yet', 'friend-make'],
  ['practise messaging my old uni roommate Dev, we havent spoken in 5 years', 'friend-reconnect'],
  ["I said something nasty about my best friend's boyfriend and she found out. Help me practise apologising to her", 'friend-repair'],
  ['me and my mate fell out over a football bet, want to practise sorting it', 'friend-repair'],
  ['My flatmate leaves dirty dishes everywhere, help me practise bringing it up', 'roommate'],
  ['practise talking to my roommate about her boyfriend basically living with us', 'roommate'],
  ['I want to rehearse asking my manager for a 10% raise at my review next week', 'raise'],
  ['can we practise me asking the restaurant owner for more per hour, ive worked there 3 years', 'raise'],
  ['i need to ask my professor for more time on my thesis draft, can we practise', 'extension'],
  ['Practise asking my editor to push the deadline for my article back by a week', 'extension'],
  ['A colleague keeps interrupting me in meetings and I want to practise talking to him about it', 'colleague'],
  ['Mock interview please, I have one for a barista job at a coffee chain on Monday', 'interview'],
  ['practise interview for a graduate engineering scheme, they ask competency questions', 'interview'],
  ["I'm interviewing a candidate for my team tomorrow for the first time. Can I practise being the interviewer?", 'interviewer'],
  ['An angry customer says his delivery was a week late. Help me practise handling him', 'customer'],
  ['practise dealing with a hotel guest who wants compensation because the pool was closed', 'customer'],
  ["I want to practise talking to my daughter's teacher about her being bullied on the bus", 'parent-to-teacher'],
  ["I'm a tutor and need to practise telling a mum her son hasn't done his homework for a month", 'teacher-to-parent'],
  ['someone left a snarky comment under my youtube video about my accent, can i practise replying', 'comment'],
  ["My dad and I haven't spoken since a row at my grandad's funeral. I want to practise reaching out to him", 'family-repair'],
  ['practise apologising to my sister for missing her graduation', 'family-repair'],
  ["Can we practise a conversation in Spanish? I want to chat with my girlfriend's grandmother", 'language-chat'],
  ['i want to practise small talk in german before my exchange', 'language-chat'],
  ['practise asking my landlord to fix the broken window before winter', 'landlord'],
  ['can we practise something', null],
  ['help me get better at talking', null],
  ["I don't know, I just feel awkward", null],
];
