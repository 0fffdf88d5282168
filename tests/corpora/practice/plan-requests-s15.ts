import type { PlanKind } from '../../../src/server/ai/offline/practice/plan-context';

/**
 * Held-out plan requests S15: written blind in session 15 by engineer bw15, never trained on —
 * without reading the earlier sets' lines or the plan-type cues. `null` means the request is truly
 * unclear and the coach should ask a question. Kept outside the repository until its one reading
 * (session 15): 37/40, 3 wrong plans; the engine at the start of that session: 36/40, 3 wrong plans. One request was then dropped (39 left): it near-copies a training request of set v9, written earlier. Do not fix a miss here; move the line to
 * plan-requests.ts and write a new held-out set.
 */
export const PLAN_REQUESTS_S15: readonly (readonly [string, PlanKind | null])[] = [
  ['I want to rehearse asking the guy from my bouldering gym if he wants to get ramen after a session', 'crush-ask-out'],
  ['can i practise asking out a girl in my statistics lecture? we have talked twice', 'crush-ask-out'],
  ['There is a cute man who walks his greyhound past my house every morning. Help me practise saying more than hello to him', 'crush-start'],
  ['i wanna practise just starting a convo with the girl at the library desk, never spoken before', 'crush-start'],
  ['I was really cold to my ex when we split and I want to practise apologising to him', 'ex-apology'],
  ['help me practise saying sorry to my ex girlfriend for reading her diary back then', 'ex-apology'],
  ['We broke up three years ago and I would like to practise messaging my ex to be friendly again', 'ex-reconnect'],
  ['My girlfriend is upset because I spent our anniversary at a work dinner. I want to practise making it right with her', 'partner-repair'],
  ['practise talking to my husband after our fight about his gambling, i want us to make up', 'partner-repair'],
  ['I have a first date on Thursday at a tapas bar, can we practise the conversation?', 'first-date'],
  ['nervous about my blind date tomorrow, lets practise', 'first-date'],
  ['Our first date was at the aquarium and it went really well. I want to practise the second one, dinner on Saturday', 'second-date'],
  ['Just matched on Hinge with a guy who loves sailing. Can we practise chatting?', 'new-match'],
  ['help me practise messaging a new match on bumble, she likes pottery and k-dramas', 'new-match'],
  ["I moved to Valencia and want to practise asking a colleague's partner if she'd like to hang out as friends", 'friend-make'],
  ['practise chatting up people at my running club to make friends, im 45 and new in town', 'friend-make'],
  ['My best friend from university and I have not spoken in two years. I want to practise getting back in touch', 'friend-reconnect'],
  ['I said something cruel to my friend Zara at her birthday and I want to practise making up with her', 'friend-repair'],
  ['practise a talk with my flatmate about him never cleaning the shower', 'roommate'],
  ['I want to practise asking my roommate to stop having friends over until 3am on weeknights', 'roommate'],
  ["I'd like to rehearse asking my manager for a raise before my review next Tuesday", 'raise'],
  ['help me practise asking for a pay rise, i run the night shift at a hotel', 'raise'],
  ['I need to practise asking my professor for one more week on my thesis chapter', 'extension'],
  ['practise asking my boss to push the deadline of the audit report to next month', 'extension'],
  ['My coworker Ivan keeps interrupting me in meetings. I want to practise a calm talk with him', 'colleague'],
  ['can we practise me telling a colleague she keeps dumping her tasks on me', 'colleague'],
  ['I have a job interview at a vet clinic on Monday for a receptionist position. Please practise it with me', 'interview'],
  ['mock interview pls, its for a barista job', 'interview'],
  ["I'm hiring a nanny for my twins and want to practise interviewing the candidates", 'interviewer'],
  ['I want to practise handling a customer who is furious that her furniture delivery is three weeks late', 'customer'],
  ['practise an angry guest at my hotel reception complaining about noise', 'customer'],
  ["I want to practise talking to my son's maths teacher about the bullying in his class", 'parent-to-teacher'],
  ["I'm a year 6 teacher and I want to practise a phone call with a dad whose daughter keeps missing school", 'teacher-to-parent'],
  ['Someone left a nasty comment on my baking video on YouTube. Help me practise a reply', 'comment'],
  ['My dad and I have not spoken since Christmas after a row about my wedding. I want to practise calling him', 'family-repair'],
  ['i want to practise making up with my sister, we fell out over mums care home', 'family-repair'],
  ['can you help me practise something? its complicated', null],
  ["i'd like to practise talking to someone, if that's possible", null],
  ["I'm not sure which conversation yet but I'd like to try the practice thing", null],
];
