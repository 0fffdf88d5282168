import { cueScores, moveUp, shareFor, strongest } from './cue-reading';
import { TYPE_FAMILY } from './target-role';
import { troubleScores, type TroubleKind } from './trouble-kind';

/**
 * What a friend's trouble is about, beyond the kinds every relationship shares (trouble-kind.ts: feelings, conflict,
 * distance, support): money one of them owes the other, jealousy between them, or the user wanting to say no to what
 * the friend keeps asking. The learner weighs the friendship words all of these share ("my friend keeps…"); the
 * kind of thing the friend does decides. Cue lists are categories of language: money owed (lending, paying back,
 * amounts, a share of a bill), rivalry and exclusion (envy, comparing, being left out, a new best friend), and
 * repeated demands the user wants to limit (keeps asking, every day, anymore, say no). When the top type is a
 * friendship type of another kind, the friendship type of the message's kind goes first from the top 3 at ≥ 0.15 of
 * the top score (0.1 when no cue supports the top type's kind).
 */
type FriendKind = TroubleKind | 'money' | 'jealousy' | 'boundary';

const MORE_CUES: Record<'money' | 'jealousy' | 'boundary', RegExp[]> = {
  money: [
    /\b(?:owe|owes|owed|owing|pay (?:me |it |that )?back|paid (?:me |it )?back|payback|lent|loaned|fronted|reimburs\w+|transfer (?:it|the money)|venmo|paypal|iou)\b/g,
    /(?:[$£€]\s?\d+|\b\d+(?:k| ?(?:quid|bucks|dollars|euros|pounds|grand)))\b/g,
    /\b(?:borrowed|borrow|lend) (?:some |the )?(?:money|cash|\d+)\b/g,
    /\b(?:(?:his|her|their) (?:half|share|part|cut)|covered (?:his|her|their|for)|split the (?:bill|cost|rent))\b/g,
  ],
  jealousy: [
    /\b(?:jealous\w*|envy|envious|left out|compar\w+|competition|competitive|compete\w*|rival\w*|bestie|new (?:best )?friends?|replaced|copies|copying|(?:wasn'?t|weren'?t|not|never) invited|can'?t be happy for|petty)\b/g,
    /\b(?:gets? (?:weird|funny|quiet|cold) (?:when|whenever|every time) i)\b/g,
  ],
  boundary: [
    /\b(?:say no|saying no|said no|set (?:a )?(?:limit|boundary|boundaries)|boundar\w+|sick of being|taking advantage|takes? advantage|used to it|too much for me|can'?t keep|not my job)\b/g,
    /\b(?:keeps?|always) (?:asking|borrowing|wanting|expecting|calling|turning up|coming over|dropping by|inviting herself|inviting himself|letting (?:herself|himself) in)\b/g,
    /\b(?:don'?t|do not|no longer) want to (?:be|keep|lend|drive|host|go)\b/g,
    /\banymore\b/g,
  ],
};

const FRIEND_KIND: Readonly<Record<string, FriendKind>> = {
  'hidden-crush-friend': 'feelings', 'friend-conflict': 'conflict', 'friend-drifting': 'distance', 'friend-support': 'support',
  'friend-owes-money': 'money', 'friend-jealousy': 'jealousy', 'friend-boundaries': 'boundary',
};
const SHARE = 0.15;
const DEPTH = 3;

/** Each kind's weighted cue count: the shared kinds (trouble-kind.ts) and the friendship ones. */
export function friendTroubleScores(text: string): Record<FriendKind, number> {
  return { ...troubleScores(text), ...cueScores(text, MORE_CUES) };
}

export function rerankByFriendTrouble<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  const topKind = top ? FRIEND_KIND[top.type] : undefined;
  if (!top || !topKind) return [...ranked];
  const scores = friendTroubleScores(text);
  const kind = strongest(scores);
  if (!kind || kind === topKind) return [...ranked];
  return moveUp(ranked, (type) => FRIEND_KIND[type] === kind && TYPE_FAMILY[type] === 'friend', shareFor(scores, topKind, kind, SHARE), DEPTH);
}
