import type { RedFlagLine } from './red-flag-lines';

/**
 * Sarcasm (issue 23, engineer p23f2): praise turned into a put-down by a failure in the same line
 * ("great job breaking it again", "well done, another missed deadline"), and good lines with real
 * praise, many of them beside a failure, a mistake or "again" said sincerely. Written BEFORE the
 * sarcasm shape, read once (first reading in bench/README.md), then its development set. One line
 * was replaced after that reading ("Outstanding, you've broken the printer again.") because it
 * nearly repeated a line of v12. It is in no training set.
 */
const i = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, kind: 'insult' as const, goal }));

export const SARCASM_FLAGS: readonly RedFlagLine[] = [
  ...i(
    'resolve',
    'Great job breaking it again.',
    'Well done, another missed delivery date.',
    'Wow, brilliant service, third time the parcel has gone missing.',
    'Amazing work, you managed to lose my order twice.',
    'Thanks a lot for nothing, really helpful.',
  ),
  ...i(
    'ask',
    'Genius move cutting the bonus right after our best quarter.',
    'Nice one, forgetting my review for the second year running.',
    'Fantastic management, as always nobody knew the deadline had moved.',
    'Oh well done, you scheduled the meeting during my leave again.',
  ),
  ...i(
    'repair',
    "Bravo, you forgot my birthday again. Impressive.",
    'Great, late again, what a surprise.',
    "Outstanding, you've broken the printer again.",
    'Lovely, you cancelled on me again, real classy.',
  ),
  ...i(
    'align',
    'Wonderful teaching, my son failed the test again.',
    'Super helpful, the homework portal crashed yet again.',
    'Nice work losing his permission slip, again.',
  ),
  ...i(
    'reconnect',
    'Great friend you are, ignoring my texts for a month.',
    'Brilliant, you missed my wedding and now you want coffee.',
  ),
];

export const SARCASM_GOOD: readonly string[] = [
  'Great job on the launch, it went really smoothly.',
  'Well done for owning the mistake so quickly.',
  'Nice work fixing what broke yesterday.',
  'Brilliant, thanks for sorting it so fast.',
  'Great catch, that would have broken the build.',
  'Good job not giving up after it failed twice.',
  'Brilliant work, as always.',
  'Amazing, you found the lost parcel!',
  'Well done getting the order out despite the delay.',
  'Thanks a lot, that really helped.',
  'Congratulations on the new job!',
  'Great recovery after the missed deadline, the client was happy.',
  'Fantastic, the repair worked this time.',
  'Nice one, you remembered the tickets!',
  'Lovely to see you again.',
  'Wonderful news about your son passing his exam.',
  'Super helpful, thank you for explaining the homework portal.',
  'You handled the broken boiler really well, thank you.',
  'Great game yesterday even though we lost.',
  'Impressive how you calmed the customer after the order went missing.',
  'Well done, you made it on time despite the traffic.',
  'Bravo on the speech, nobody noticed the slides froze.',
  'Genius idea to split the task, we finished early.',
  'It was kind of you to come even though you were late.',
  'Thanks for fixing it again, I know it keeps breaking.',
  "Great to hear from you, sorry I missed your call.",
  'Good effort today, the test was really hard.',
  'Well played, that was a tough match to lose.',
  'Amazing that you still made dinner after such a long day.',
  'Your patience with the late delivery was brilliant.',
];
