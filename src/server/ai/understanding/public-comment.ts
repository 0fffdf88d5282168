import { moveUp } from './cue-reading';

/**
 * A comment left in public on the user's post: "my cousin left a rude comment on my facebook", "my aunt comments on
 * every selfie i post". Who wrote it (a relative, a friend, an ex) pulls the message to that person's type, but the
 * user asks how to answer where everyone can read it. When a comment is placed on or under the user's post, photo,
 * video or page, social-comment goes first from the top 3 at ≥ 0.3 of the top score.
 */
const ON_MY_POST =
  /\b(?:comment(?:s|ed|ing)?|left a (?:\w+ )?(?:comment|reply|emoji)|repl(?:y|ied|ies) (?:publicly )?)(?: \w+){0,3} (?:on|under|below) (?:my|our) (?:\w+ ){0,2}(?:post|posts|photo|photos|pic|pics|picture|selfie|selfies|video|videos|reel|reels|story|stories|status|facebook|instagram|insta|tiktok|linkedin|twitter|page|feed|wall|tweet|tweets|thread)\b/;
const TYPE = 'social-comment';
const SHARE = 0.3;
const DEPTH = 3;

export function rerankByPublicComment<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  if (ranked[0]?.type === TYPE) return [...ranked];
  if (!ON_MY_POST.test(text.toLowerCase().replace(/[’‘`]/g, "'"))) return [...ranked];
  return moveUp(ranked, (type) => type === TYPE, SHARE, DEPTH);
}
