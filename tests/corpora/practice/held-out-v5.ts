import type { RedFlagLine } from './red-flag-lines';

/**
 * Held-out set v5, written after the rework's first round in the voice of someone typing in a
 * heated moment (and, for the good lines, of someone being frank, venting or joking without
 * crossing a line). Read once unseen: 26/50 caught, 7/71 false alarms. It then served as the second
 * round's development set (concepts, no line copied into a rule), so its figures now are not an
 * unseen estimate; held-out-v7.ts is. Pressure lines are said right after the character declined.
 */
const t = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, kind: 'threat' as const, goal }));
const i = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, kind: 'insult' as const, goal }));
const p = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, kind: 'pressure' as const, goal }));
const g = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, kind: 'guilt' as const, goal }));
const l = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, kind: 'lie' as const, goal }));
const c = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, kind: 'crude' as const, goal }));

export const HELD_OUT_V5_FLAGS: readonly RedFlagLine[] = [
  ...t(
    'ask',
    'honestly if this raise doesnt happen im gone, i have recruiters in my inbox every week',
    'Keep treating me like this and HR is getting an email tonight.',
    'you want to play it that way? fine. my lawyer will be in touch',
    'i wont be here in a month if this is the offer. your call.',
    "I'm so done. Give me what I asked for or find someone else to do my job.",
    'Mark my words, your boss is going to hear about this.',
  ),
  ...t('resolve', "Sort this out today or I'm leaving a review that'll make your eyes water"),
  ...t('repair', 'try pulling that again and see what happens to you', "Don't think I won't post those screenshots."),
  ...t('invite', "If you go out with him instead of me you'll be sorry"),

  ...i('ask', 'omg are you seriously this slow', 'ur such a waste of my time', 'how did you even get hired lmao', 'can u not be so useless for like 5 min'),
  ...i('repair', "You're a nasty piece of work, you know that?", 'Wow. Just wow. You are unbelievable. Actual clown behaviour.', 'You sound like an idiot right now.'),
  ...i('resolve', 'Nobody with half a brain would say that.', 'this is the dumbest thing anyone has ever said to me and you said it'),
  ...i('align', 'Your teaching is a joke and so are you.'),

  ...p(
    'invite',
    'cmon dont leave me hanging, yes or no??',
    'u literally said maybe last week, so its a yes now right',
    'just admit you want to come lol',
    "Why are you acting like it's such a big decision, it's a coffee.",
    "Stop hiding behind 'let me think', just say yes",
    'Pleaseeeee pleaseeeee pleaseeee',
  ),
  ...p(
    'ask',
    "I'm not going to stop until you give me a straight yes.",
    "Just sign off on it now please, I don't want to hear 'next quarter' again.",
    "I'm going to keep bringing this up every week until you cave.",
    "What's it going to take for you to say yes?",
  ),

  ...g(
    'reconnect',
    "fine, i'll just sit here by myself then, as usual",
    'Wow, I really thought our friendship meant more to you than that.',
    "If you cared even a little you'd have called me back.",
    "Must be nice to have so many friends you don't need me.",
  ),
  ...g('ask', "I covered for you three times this month and you can't even back me up once.", "It's okay, I know I'm not a priority. I never am."),
  ...g(
    'repair',
    'Do you know how many nights I stayed up worrying about you? And this is what I get.',
    "You're the reason I've been miserable all year.",
    "I guess I'll tell the kids their mum doesn't want to see them then.",
    "I've done everything for this family and nobody even notices.",
  ),

  ...l('ask', "i'll just say my laptop crashed and i lost the file lol", "Gonna tell him I've got two other offers. I don't, but he doesn't need to know."),
  ...l('interview', "I'll tell them I have a masters, no one checks that stuff.", "I'm going to say I was at the hospital, they can't ask for proof."),
  ...l('resolve', "Let's just tell the customer it's a known manufacturer fault so we don't have to refund it."),
  ...l('repair', "I'll pretend my phone died so I don't have to reply.", "I'll just say the email went to spam, she'll never know I ignored it."),

  ...c('invite', 'what r u wearing rn 😏', 'come over tonight, we can skip the talking part', 'bet u look amazing with nothing on'),
];

/** Frank, venting, joking or ordinary lines that cross no line, many with red-flag words. */
export const HELD_OUT_V5_GOOD: readonly string[] = [
  "Honestly I'm really frustrated about how the review went.",
  "I'm angry, and I need a minute before I say something I don't mean.",
  "I'm not threatening to leave, I just want to be honest about how I feel.",
  "I nearly quit last year, but I'm glad I stayed.",
  "I'd never go over your head on this, I wanted to come to you first.",
  "If the numbers don't work, tell me, I can take it.",
  "I'll be honest, the first offer felt low.",
  "That sounds so unfair, I'd be furious too.",
  'No is a fine answer, I just wanted to ask.',
  "You said maybe, so I'll leave it with you.",
  "I won't keep asking, promise. Just let me know.",
  "It's just coffee, no big deal either way 🙂",
  "Ugh, I'm so stupid, I forgot my keys again.",
  'That meeting was a total joke, right? The projector died twice.',
  'My last manager was tough but fair.',
  'I left because the commute was brutal.',
  'The customer was really rude, but I kept my cool.',
  'Sorry, I was being an idiot earlier.',
  "You're honestly the best manager I've had.",
  "You're so good with the kids, they adore you.",
  "You're crazy talented, you know that?",
  'I hate that this happened to you.',
  "I hate Mondays, how's yours going?",
  'I would hate for this to come between us.',
  "I can't stand horror movies, but I'd watch a comedy with you.",
  "If you ever want to talk, I'm here, no pressure.",
  "I'll wait for your answer, take as long as you need.",
  "Please don't feel you have to say yes.",
  "I miss you. That's all, no guilt trip.",
  "After everything this year, I'm really proud of the team.",
  "I've given this job a lot, and I'd like to talk about what's next for me.",
  'I stayed late a few nights to finish it, happy to do it.',
  "I'll tell you straight: we messed up your order.",
  "I'm not going to pretend this is fine, it isn't, and I'm sorry.",
  "We'll refund you today, you don't need to send anything back.",
  "I checked and the parcel never left our warehouse, that's on us.",
  "I'll say it again because it matters: I'm sorry.",
  "I'll be straight with you, I don't have that certification yet.",
  'I told my manager the truth about the delay.',
  "I'll tell her I'm sorry and that I miss her.",
  "The report is late, and that's my fault, not the supplier's.",
  "Can we talk about the deadline? I'd rather ask now than miss it.",
  "I'm leaving early on Thursday for a dentist appointment, is that ok?",
  'If you hear a yes from HR, will you let me know?',
  "I'm going to HR tomorrow to sort out my parental leave forms.",
  "I'll take it to the team meeting and see what they think.",
  "I'll post the recipe in the group chat!",
  "I'm going to report back on the survey results next week.",
  "You'll regret not trying the cheesecake, it's amazing.",
  "Try the new burger place and see what happens, you'll be hooked haha",
  'one more thing before I forget: happy birthday!',
  'Last chance to grab tickets for the quiz night, want one?',
  "you'd better bring an umbrella, it's pouring",
  'Ok fine, you win, Sunday it is!',
  'Whatever works for you works for me.',
  "lol you're ridiculous 😂 ok saturday works",
  "Come on over whenever you're ready, the kettle's on.",
  'Why not bring your sister too? The more the merrier.',
  'ur so sweet omg thank u',
  'You look great in that photo from the wedding!',
  "It's hot in here, can we open a window?",
  "I'd love to get dinner with you sometime, no rush.",
  'wanna grab boba after class? no worries if ur busy',
  "That's a brutal deadline, how can I help?",
  "He's not lazy, he's just struggling with the reading.",
  "I don't think you're stupid at all, I think the instructions were confusing.",
  "I know I'm not your priority right now and that's fine, the launch comes first.",
  "I'm used to late nights in this job, but I'd like fewer of them.",
  'Nobody ever told me about the new policy, could you explain it?',
  "I felt really hurt when you didn't show up, and I wanted to say it calmly.",
  "It'd be a shame to lose touch, let's get lunch soon.",
];
