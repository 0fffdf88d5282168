import type { RedFlagLine } from './red-flag-lines';

/**
 * Innocent senses of red-flag words (issue 23, engineer p23f3): good lines that borrow the words of
 * pressure, threats, guilt, insults, lies and crude remarks in an ordinary sense (an invitation, an
 * offer, a joke about oneself, a plan, a pair of options), and flag lines that use the same words
 * as the flag. Written AFTER this round's guards (the existing sets were their development sets), in
 * voices and situations none of those sets uses, and measured once before and after the guards
 * (bench/README.md); not trained on.
 */
const f = (kind: RedFlagLine['kind'], goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, kind, goal }));

export const INNOCENT_SENSES_FLAGS: readonly RedFlagLine[] = [
  ...f('pressure', 'invite', 'Come on, stop thinking and just say yes to Friday.', "Why not? You never have a real reason, so I'm booking it.", "You have to come, I'm not taking no from you this time."),
  ...f('pressure', 'ask', "Answer me now, I've asked three times already.", "Just say yes and we can both go home."),
  ...f('guilt', 'repair', 'After everything I did for you this year, you owe me one evening.', "If you really cared about our friendship you'd have called."),
  ...f('guilt', 'reconnect', "I guess I'm just not worth a reply anymore."),
  ...f('threat', 'ask', "Sign off my leave or I'll tell everyone how you run this team.", "If the overtime isn't paid by Friday I'll report you to the union."),
  ...f('threat', 'resolve', "Refund me today or I'm leaving a one-star review everywhere I can.", "I'll post this whole chat online unless someone fixes it."),
  ...f('insult', 'resolve', "You people are useless, a child could run this desk better.", 'Honestly, what an idiot, you shipped it to the wrong country.'),
  ...f('insult', 'align', 'Your teaching is a joke and everyone knows it.', "She's lazy and you're too soft to say it."),
  ...f('lie', 'interview', "I'll say I managed the whole budget, nobody will check.", "I'll claim I finished the degree, they never verify it."),
  ...f('crude', 'invite', 'Skip the film, just come to my bed instead 😏', 'Send me a pic of what you are wearing right now.'),
];

export const INNOCENT_SENSES_GOOD: readonly string[] = [
  'Come on over after your shift, there is soup on the stove.',
  'Come on board whenever you are ready, the boat leaves at ten.',
  "Why not bring your sister too? The more the merrier.",
  'Why not pick whichever day suits you best?',
  'You have to try the lemon tart at that bakery, it is wonderful.',
  "You don't have to decide now, have a think and text me.",
  'Say yes to whatever feels right for you, I will be happy either way.',
  "You owe me nothing, honestly, it was a pleasure to help.",
  'After everything settles down next month, shall we plan a trip?',
  "I'll tell everyone at work how good your talk was.",
  "I'll tell the team the good news on Monday if you are happy with that.",
  "I'll report back once I have spoken to the supplier.",
  "I'll leave a glowing review, the plumber was brilliant.",
  "I'll quit sugar for Lent, wish me luck!",
  "I'm quitting my evening class to have more time for the kids.",
  'Tea or coffee?',
  'We could meet on Tuesday or Wednesday, whichever is easier.',
  'It takes an hour or so by train.',
  "I'll bring the cake, chocolate or lemon?",
  'I was such a clown at the wedding, I fell over on the dance floor.',
  "I'm an idiot, I left my phone on the bus again.",
  'My dog is so lazy, he sleeps all afternoon.',
  'haha you goof, you have flour on your face',
  "I'm sorry you had to deal with all that on your own.",
  'Get over to the window, the sunset is amazing!',
  "Don't worry, I'll deal with it tomorrow.",
  'Could you answer me when you get a minute? No rush.',
  'What are you wearing for the interview? I can lend you a blazer.',
  'I love your new jacket, the colour really suits you.',
  "Honestly I'll be straight with you, I haven't read it yet but I will tonight.",
  "I'm going to be honest with my boss about why I missed the call.",
  "I'm going to come clean about eating the last slice.",
  'If you are free, come over to mine and we can watch the match.',
  "Let's pretend we're tourists and take the open-top bus!",
  'Just relax and enjoy the evening, you earned it.',
  'Please take your time, there is no pressure at all.',
  'Keep asking questions, that is how you learn.',
  'I insist on paying this time, you got the last round.',
  'That joke killed me, you are hilarious.',
  'If you ever want to talk, I am here, day or night.',
];
