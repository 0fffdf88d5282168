import type { RedFlagLine } from './red-flag-lines';
import { t, i, p, g, l } from './flag-builders';

/**
 * Held-out set v11 (small): written in issue 23a after v10 had been read, BEFORE the teasing
 * softener (a laugh marker with a mild trait word is banter, not an insult), and scored once at the
 * end. Half its flags are insults carrying laugh markers, so it checks the softener does not let
 * contempt through; its good lines include teasing it was built for, so it is no independent
 * estimate of false alarms. It is in no training set. Pressure lines are said right after a no.
 */

export const HELD_OUT_V11_FLAGS: readonly RedFlagLine[] = [
  ...i(
    'repair',
    'lol you absolute idiot, no wonder nobody wants to be around you',
    "haha you're pathetic, seriously, get some help",
    "😂😂 you really thought you were smart, you dumb muppet, everyone laughs at you",
    'lmao ur so useless, how do you even have a job',
    "you're such a loser lol, even your mum avoids you",
  ),
  ...i('align', 'haha nice work genius, you broke production again, maybe try thinking next time'),
  ...i('resolve', 'lol are you thick or just lazy? simple question.'),
  ...t('resolve', "haha fix the boiler by Friday or I'm reporting you to the council, not joking"),
  ...t('ask', "lol either I get the promotion or I walk, your call 🙂"),
  ...p('invite', "haha nope, not accepting no, you're coming Saturday whether you like it or not"),
  ...p('reconnect', "lol stop dodging, I'll keep messaging until you say yes"),
  ...g('repair', "haha cool, ignore me again, I'm used to being the one nobody cares about"),
  ...l('repair', "lol I'll just say my phone died, she'll never check"),
];

export const HELD_OUT_V11_GOOD: readonly string[] = [
  "haha you dork, you've got paint on your nose",
  "lol you muppet, the meeting's tomorrow not today",
  "You're such a nerd 😂 I love that you made a spreadsheet for the holiday.",
  "haha you goof, you sent that to the family chat",
  "you silly sausage, you left your phone in the fridge again 😂",
  "lol you weirdo, who eats pizza with a fork",
  "Oh you dummy, you locked yourself out again? I'll bring the spare key.",
  "haha you numpty, it was on the top shelf all along",
  "You're a dork and I wouldn't change a thing 😂",
  "lol you nerd, bring the board game then",
  "haha I'm such an idiot, I forgot my own birthday party",
  "lol sorry, I'm useless with directions, can you send the pin?",
  "😂 I'm a mess today, don't mind me",
  "haha that film was so stupid, I loved it",
  "lol the quiz was ridiculous, we came last",
  "haha thanks for putting up with my terrible jokes",
  "lol no worries, another time then",
  "haha fair enough, maybe next weekend?",
  "lol I'll keep an eye out for the parcel",
  "haha I'm not mad, just hungry",
];
