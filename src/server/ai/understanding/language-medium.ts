import { moveUp } from './cue-reading';

/**
 * Whether the message is about answering someone in another language: "my boyfriend's mom texted me in polish for my
 * birthday and i want to thank her in polish too", "how can i answer my turkish neighbour's message in turkish". The
 * person in it (a partner's mother, a neighbour, a coworker) pulls the classifier to that person's type, yet what the
 * user asks for is words in a language they do not write well. When a language is named as the medium — "in polish",
 * "speaks only korean", "a message in arabic", "my spanish is basic" — and the user asks how to reply, answer, thank or
 * say something, cross-language-reply goes first from the top 5 at ≥ 0.05 of the top score. A language named as a
 * person's origin only ("my turkish neighbour's dog barks") is no medium, and the ranking stays.
 */
const LANGUAGES =
  'polish|turkish|russian|ukrainian|dutch|swedish|norwegian|danish|finnish|greek|czech|romanian|hungarian|hebrew|arabic|persian|farsi|urdu|hindi|bengali|punjabi|tamil|thai|vietnamese|indonesian|malay|tagalog|filipino|chinese|mandarin|cantonese|japanese|korean|spanish|french|german|italian|portuguese|swahili|catalan|croatian|serbian|bulgarian';
/** The language as the medium of the message or of the reply (not as where someone is from). */
const MEDIUM = new RegExp(
  `\\b(?:in (?:${LANGUAGES})|(?:speaks?|speaking|writes?|wrote|texts?|texted) (?:only |just |mostly |in )?(?:${LANGUAGES})|only (?:speaks?|knows?) (?:${LANGUAGES})|my (?:${LANGUAGES}) is (?:bad|basic|rusty|terrible|not great|a1|a2|b1|weak|limited))\\b`,
);
/** The user asks for words to send back. */
const REPLY = /\b(?:repl\w*|answer\w*|respond\w*|thank\w*|say (?:yes|no|back|something|thanks)|write back|text (?:her|him|them) back|what do i (?:say|write)|how do i (?:say|write))\b/;
const TYPE = 'cross-language-reply';
const SHARE = 0.05;
const DEPTH = 5;

export function rerankByLanguageMedium<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  if (ranked[0]?.type === TYPE) return [...ranked];
  const lower = text.toLowerCase().replace(/[’‘`]/g, "'");
  if (!MEDIUM.test(lower) || !REPLY.test(lower)) return [...ranked];
  return moveUp(ranked, (type) => type === TYPE, SHARE, DEPTH);
}
