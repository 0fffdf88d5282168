import { cueScores, moveUp, shareFor, strongest } from './cue-reading';
import { TYPE_FAMILY } from './target-role';

/**
 * What kind of trouble the message is about with that person, whoever they are: feelings for them, a conflict with
 * them, distance from them, or trouble of theirs the user wants to help with. Types that assume the same person and
 * differ only in this (a crush on a coworker or friction with one; a friend drifting away, a fight with a friend,
 * feelings for a friend, a friend going through something) are decided by it, while the classifier weighs the
 * workplace or friendship words that both share.
 * Cues count by where they stand (cue-reading.ts).
 */
export type TroubleKind = 'feelings' | 'conflict' | 'distance' | 'support';

const CUES: Record<TroubleKind, RegExp[]> = {
  feelings: [
    /\b(?:crush|crushing|fancy|fancied|flirt\w*|cute|attracted|attraction|butterflies|chemistry|spark|kiss\w*|in love|fell for|falling for|feelings for|have feelings|got feelings|catching feelings|soft spot|light up|heart (?:went|goes|races|raced)|more than (?:a )?friends?|like-like|a date|asked me (?:out|to lunch)|ask (?:him|her|them) out|ask out|banter)\b/g,
    /\b(?:i|i really|i kind of|i kinda|i think i|i still|really) (?:like|likes) (?:him|her|them|it|my (?:best )?(?:friend|coworker|colleague|teammate))\b/g,
    /\b(?:bring up|confess|share) (?:my )?feelings\b/g,
    /\b(?:into (?:him|her))\b/g,
    /\b(?:me gusta|le gusta|amoureux|amoureuse|verliebt|mi piace)\b/g,
  ],
  conflict: [
    /\b(?:fight|fights|fought|argu\w+|row|rows|rowed|shout\w*|scream\w*|yell\w*|insult\w*|disagree\w*|falling out|fell out|rude|angry|mad at|furious|annoyed|gossip\w*|spreading|blame\w*|accus\w+|snapped|clash\w*|tension|passive.aggressive|criticis\w+|criticiz\w+|hate|hates|doesn't like me|selfish|fake|confront\w*|apologi[sz]e|sorry|ruined|humiliat\w+|disrespect\w*|undermin\w+|ignores my|attitude)\b/g,
    /\b(?:streit|pelea|peleamos|enfad\w+|insult\w+|dispute\w*|fâch\w+|engueul\w+)\b/g,
  ],
  distance: [
    /\b(?:drift\w*|grew apart|grown apart|growing apart|lost touch|losing touch|lost contact|reconnect\w*|out of the blue|been so long|used to be (?:close|best friends|inseparable)|barely (?:talk|speak|see|hear)\w*|only talk when|don't talk anymore|never texts|stopped (?:texting|calling|inviting)|haven't (?:talked|spoken|seen|heard)|fizzl\w+|miss (?:her|him|them|you|our))\b/g,
    /\b(?:ne m'écri\w+ plus|ne me parle plus|ya no (?:me )?(?:habla|escribe)|nicht mehr|non mi (?:scrive|parla) più|eingeschlafen)\b/g,
  ],
  support: [
    /\b(?:cancer|diagnos\w+|(?:mum|mom|dad|mother|father|nan|grandma|grandpa|grandmother|grandfather|brother|sister|husband|wife|dog|cat) died|passed away|funeral|grie\w+|crying|depress\w+|redundant|laid off|lost (?:his|her|their) job|came out|failed (?:his|her|their)|miscarriage|hospital|going through|cheated on her|cheated on him|(?:her|his) (?:boyfriend|girlfriend|husband|wife) cheated|support (?:her|him|them)|comfort)\b/g,
  ],
};
/** Each kind's weighted cue count in the message. */
export function troubleScores(text: string): Record<TroubleKind, number> {
  return cueScores(text, CUES);
}

/** The kind of trouble the message is most about, or null when no cue or a tie. */
export function troubleKind(text: string): TroubleKind | null {
  return strongest(troubleScores(text));
}

/** The kind of trouble each type is about; types not listed differ from their neighbours in something else. */
export const TYPE_KIND: Readonly<Record<string, TroubleKind>> = {
  'coworker-crush': 'feelings', 'hidden-crush-friend': 'feelings',
  'coworker-conflict': 'conflict', 'friend-conflict': 'conflict', 'partner-fight': 'conflict',
  'friend-drifting': 'distance', 'partner-neglected': 'distance',
  'friend-support': 'support',
};

export const KIND_SHARE = 0.3;
const KIND_DEPTH = 3;

/**
 * When the top type is about another kind of trouble than the message, and a type among the next two assumes the
 * same person, is about the message's kind and scores close enough, it goes first: "my coworker and i had a shouting
 * match in the break room" read as a coworker crush becomes friction with a coworker.
 */
export function rerankByTrouble<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  const topKind = top ? TYPE_KIND[top.type] : undefined;
  if (!top || !topKind) return [...ranked];
  const scores = troubleScores(text);
  const kind = strongest(scores);
  if (!kind || kind === topKind) return [...ranked];
  const family = TYPE_FAMILY[top.type];
  return moveUp(ranked, (type) => TYPE_KIND[type] === kind && TYPE_FAMILY[type] === family, shareFor(scores, topKind, kind, KIND_SHARE), KIND_DEPTH);
}
