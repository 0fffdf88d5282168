import { normalize } from '../text-utils';

/**
 * What a question asks for, as the slot an answer must fill: a time ("what time works?"), a place,
 * a reason ("why did you say that?"), a feeling ("are you still mad?"), a preference, an opinion,
 * one of two options ("sushi or pizza?"), an amount, a person, a concrete thing ("which ramen
 * place?"), a yes or a no, or a request ("can you send it today?"). Read from the shape of the
 * question, not from topic lists, so it holds for questions nobody wrote down.
 */

export type AskSlot = 'time' | 'place' | 'reason' | 'feeling' | 'preference' | 'opinion' | 'either' | 'amount' | 'person' | 'thing' | 'yesno' | 'request' | 'proposal' | 'plans';

export interface SlotQuestion {
  slot: AskSlot;
  /** Either/or: the two options, in the user's words. */
  options: readonly [string, string] | null;
  /** The yes/no or request clause turned to the character's voice: "do you still talk to Mia" → "still talk to Mia". */
  predicate: string | null;
  /** The auxiliary of a yes/no question ("do", "are", "have", "can"…). */
  aux: string | null;
  /** The lower-case question, punctuation trimmed. */
  text: string;
  /** A yes/no about a thing in their world, not about them ("is the budget frozen?"): answered "it is / it isn't". */
  aboutThing?: boolean;
  /** Who a yes/no about someone else is about ("has he said anything?"): answered "he has / he hasn't". */
  subject?: 'he' | 'she' | 'they' | 'anyone' | 'everyone';
}

const AUX = String.raw`(?:do|does|did|are|is|was|were|have|has|had|can|could|would|will|should|shall|may)`;
const LEAD = /^(?:(?:so|and|but|ok|okay|oh|hey|hmm|haha|lol|well|wait|also|then|just|honestly|seriously),?\s+)+/;

const FEELING_WORDS = String.raw`(?:mad|angry|upset|hurt|annoyed|ok|okay|alright|fine|sad|happy|disappointed|frustrated|cross|pissed|over it|still upset|nervous|worried|stressed|good)`;

/** The question sentence, lower case, without a leading filler word or trailing punctuation. */
function clean(sentence: string): string {
  const q = normalize(sentence)
    // "café" and "cafe" are one word to the patterns below (a \b never follows an accented letter).
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’]/g, "'")
    .replace(/[?!.…]+\s*$/, '')
    .replace(/\s+(?:lol|haha|tho|though|then|btw|in the end|after all)$/, '')
    .replace(LEAD, '')
    // "if it's not possible now, when could we look at it again?": the question after the condition is the one asked.
    .replace(CONDITION_LEAD, '')
    .trim();
  // "is that flexible if the benefits are good?": the question before a trailing condition is the one asked.
  return withoutConditionTail(withoutGuess(q));
}

/**
 * A guess at the answer after the question's comma: "when is the next pay review, is it at the end of
 * the year?", "where do you work now, is it still the bakery?" — a yes/no about the same thing (it,
 * that, they…), with no "or" (then it offers a choice, read below). The wh-question is what is asked.
 */
function withoutGuess(q: string): string {
  const m = /^((?:what|which|where|when|who|how|why)\b[^,]{3,80}), (?:(?:is|was|are|were|will|would|does|did|do) (?:it|that|this|they|he|she)\b|still\b)(?!.* or )/.exec(q);
  return m?.[1] ?? q;
}

/**
 * A condition after a yes/no ("…if the benefits are good", "…if I also take on the new client").
 * Not when the condition is what is asked about: "would it help if…", "is it ok if…", "would it be
 * weird if…", "do you mind if…" are proposals, and "would you still be free if…" a request, read whole below.
 */
const CONDITION_TAIL = /^((?:is|are|was|were|would|will|could|can|does|do|has|have) .{2,60}?) if (?:i|we|you|u|the|it|they|he|she|my|our|your|his|her|their|its|there|that|this|a|an|some|someone|anyone|people|everyone)\b.{2,80}$/;
/** Heads whose condition is the thing asked about (a proposal), kept whole. */
const CONDITION_IS_ASKED = /^(?:(?:would|will|could|can) (?:you|u)\b|(?:would|will|could|can|does|do|is) (?:it|you|u|that) (?:be |help|mind)|.*\b(?:ok(?:ay)?|alright|fine|weird|awkward|strange|problem|issue|mind|rude|bad|too much|easier|better|help|matter)$)/;

function withoutConditionTail(q: string): string {
  const head = CONDITION_TAIL.exec(q)?.[1];
  return head && !CONDITION_IS_ASKED.test(head) ? head : q;
}

const CONDITION_LEAD = /^(?:and |but |so )?if (?!(?:you|u) (?:could|had to|were|won)\b)[a-z0-9%' ]{3,60}?,? (?=(?:when|where|what|who|how|why|which)\b)/;

/** "sushi or pizza", "a refund or a replacement", "alone or in a team". */
function eitherOr(text: string): readonly [string, string] | null {
  // "days or nights to start with": a qualifier after the options is not part of the second one.
  // "would saturday or sunday be better": what is said of the options ("be better") is not part of the second one.
  const q = text
    .replace(/ (?:to (?:start|begin) with|at first|at the start|in the beginning|usually|normally|these days|most of the time)$/, '')
    // "would earlier or later suit the team better", "would a trial or a permanent change be easier to approve": what is said of the options is not the second one.
    .replace(/ (?:would |will )?(?:be|suit|work|sound|fit) (?:(?:you|u|us|them|everyone|the [a-z]+|your [a-z]+) )?(?:better|best|easier|simpler|quicker|nicer|good|ok|okay|fine)(?: (?:to|for) [a-z' ]{2,30})?$/, '')
    .replace(/ (?:person|people|type|kind|fan|first|instead|better|more|for you|for now)$/, '')
    // "this week or next for picking them up": the purpose after the options is not part of the second one.
    .replace(/^((?:(?:this|next|last) )?[a-z'-]+ or (?:this |next |last )?[a-z'-]+) (?:for|to) [a-z' ]{3,40}$/, '$1');
  const m = /(?:^|\s)(?:(?:more )?(?:of )?(?:an? |the |in an? |in the )?)([a-z'-]+(?: [a-z'-]+)?) or (?:an? |the |in an? |in the )?([a-z'-]+(?: [a-z'-]+)?)$/.exec(q);
  if (!m?.[1] || !m[2]) return null;
  // "this week or next": the second option takes the first one's noun ("next week").
  const det = /^(this|next|last) ([a-z]+)$/.exec(m[1]);
  if (det && /^(?:this|next|last|the other|the one after)$/.test(m[2])) m[2] = `${m[2]} ${det[2]}`;
  // An auxiliary opens the question, not the first option ("would saturday or sunday…" → saturday).
  if (/^(?:would|will|could|can|should|is|are|was|were|do|does|did) [a-z'-]+$/.test(m[1])) m[1] = m[1].replace(/^[a-z]+ /, '');
  // "or not", "or something", "or what": not a choice.
  if (/^(?:not|something|anything|what|so|no|never|whatever)$/.test(m[2])) return null;
  // "after a year or two", "a day or two off": a rough count, not a choice ("one or two rounds?" is one).
  if (/^(?:two|three|four|five|six|ten|twenty|\d+)\b/.test(m[2]) && !/^(?:one|two|three|four|five|\d+)$/.test(m[1])) return null;
  return [optionPhrase(m[1]), optionPhrase(m[2])];
}

/**
 * Two options in the clause after a question's last comma: "…, that I didn't come or that I didn't
 * even call", "…, is it a company or someone you know". "or something else" offers no second option.
 */
function choiceAfterComma(q: string): readonly [string, string] | null {
  const m = /^((?:what|which|is|are|was|were|do|does|did)\b[^,]{3,80}), (?:(?:is|was) it |would it be |do (?:you|u) mean )?(.{2,50}?) or (.{2,50})$/.exec(q);
  if (!m?.[1] || !m[2] || !m[3] || /^(?:(?:is|was) it )?(?:not|something|anything|what|whatever|no|so)\b/.test(m[3])) return null;
  // "what got you into it, a friend or…": a reason asked, the options only hints; "…or did you just…" is a question of its own.
  if (/^what (?:got|made|makes|brought)\b/.test(m[1]) || new RegExp(`^${AUX} (?:you|u|i|we|they|he|she|it)\\b`).test(m[3])) return null;
  return [optionPhrase(m[2]), optionPhrase(m[3].replace(/^(?:is|was) it /, ''))];
}

/** Leading verbs and fillers are the question's, not the option's: "play guitar" → guitar, "just money" → money, "have a replacement" → a replacement; "title change" stays whole. */
/** "…or shall i get someone in": the user offering to act is said as what they would do ("i get someone in"). */
const OFFER_LEAD = /^(?:shall|should|can|could|do|will) (i|we) /;
const OPTION_LEAD = /^(?:just|only|really|more|rather|of|into|like|be|being|have|having|get|getting|go|going|play|playing|watch|watching|eat|eating|drink|drinking|do|doing|take|taking|see|seeing|prefer|want|pick|choose)\s+(?=\S)/;

function optionPhrase(phrase: string): string {
  let out = phrase.trim().replace(OFFER_LEAD, '$1 ');
  for (let k = 0; k < 3 && OPTION_LEAD.test(out); k++) out = out.replace(OPTION_LEAD, '');
  return out;
}

/** Names keep their capital when said back ("talk to Mia"). */
function recase(phrase: string, sentence: string): string {
  const names = new Set((sentence.match(/(?<=\S\s+)[A-Z][a-z]+/g) ?? []).map((w) => w.toLowerCase()));
  return phrase.replace(/[a-z]+/g, (w) => (names.has(w) ? w.charAt(0).toUpperCase() + w.slice(1) : w));
}

export function readSlot(sentence: string): SlotQuestion {
  const q = clean(sentence);
  const out = (slot: AskSlot, extra: Partial<SlotQuestion> = {}): SlotQuestion => ({
    slot,
    options: null,
    aux: null,
    text: q,
    ...extra,
    predicate: extra.predicate ? recase(extra.predicate, sentence) : null,
  });
  // "can you tell me what upset you?", "do you know when…": the embedded question is the one asked.
  // "do you remember the name of our landlord?": the name is what is asked.
  const name = /^(?:do|did|can) (?:you|u) (?:still )?(?:remember|recall|know) (?:the|what the) name of (.{2,60})$/.exec(q);
  if (name?.[1]) return readSlot(`what was the name of ${name[1]}?`);
  const embedded = /^(?:can|could|would|will) (?:you|u) (?:please )?(?:tell|explain to|show) me (what|why|where|when|who|how|which)\b(.*)$|^(?:do|did) (?:you|u) (?:know|remember) (what|why|where|when|who|how|which)\b(.*)$|^can i ask (what|why|where|when|who|how|which)\b(.*)$/.exec(q);
  if (embedded) {
    const [wh, rest] = (embedded[1] ? [embedded[1], embedded[2]] : embedded[3] ? [embedded[3], embedded[4]] : [embedded[5], embedded[6]]) as [string, string];
    return { ...readSlot(`${wh}${rest}?`), text: q };
  }
  // "what hurt more, that I didn't come or that I didn't call?", "who do you use, is it a company or
  // someone you know": the choice is the clause after the comma, whatever the question before it.
  // "what was it you said you had on friday again?": the question they answered before, asked once more.
  const told = /^what (?:was|is) it (?:that )?(?:you|u) (?:said|mentioned|told me) (?:you|u) (?:had|have|were doing|are doing|were up to|have got|had on)\b(.*)$/.exec(q);
  if (told) return { ...readSlot(`what are you doing${(told[1] ?? '').replace(/ again$/, '')}?`), text: q.replace(/ again$/, '') };
  const tail = choiceAfterComma(q);
  if (tail) return out('either', { options: tail });
  // "are you ok with early starts?": whether something suits them, not how they feel.
  // "are you ok with pets, we have a big dog": what follows the comma explains; it is not what they are ok with.
  const suits = /^(?:are|r) (?:you|u) ((?:ok(?:ay)?|alright|fine|good|happy|comfortable) with [^?,]{2,60})(?:[?,].*)?$/.exec(q);
  if (suits?.[1]) return out('yesno', { predicate: suits[1], aux: 'are' });
  // "would you rather see a movie or go for a walk?": options may be whole phrases.
  // "would you like us to fix it here or send it away?", "do you want me to call or email?": two things the user could do.
  const rather = /^(?:would (?:you|u) rather|do (?:you|u) (?:want|prefer) to|(?:do|would) (?:you|u) prefer|(?:would|do) (?:you|u) (?:like|want|prefer) (?:us|me|them|someone) to) (.{2,40}?) or (.{2,40})$/.exec(q);
  if (rather?.[1] && rather[2] && !/^(?:not|something|anything|what)$/.test(rather[2])) return out('either', { options: [optionPhrase(rather[1]), optionPhrase(rather[2])] });
  // "is it friday that's the problem or the coffee?", "is it the day or is it me?": which of two is the cause.
  const cause = /^(?:is|was) it (?:the )?(.{2,30}?)(?: that(?:'s| is|s) the (?:problem|issue|thing))? or (?:is it |was it )?(?:the )?(.{2,30}?)(?: that(?:'s| is|s) the (?:problem|issue|thing))?$/.exec(q);
  if (cause?.[1] && cause[2] && !/^(?:not|something|anything|what)$/.test(cause[2])) return out('either', { options: [cause[1], cause[2]] });
  // "thai or that pizza place we used to go to": the options first, what they are said after.
  const leading = /^(?:an? |the )?([a-z'-]+(?: [a-z'-]+)?) or (?:that |the |an? |our |your )?([a-z'-]+(?: (?!we\b|i\b|you\b|u\b|they\b|that\b|near\b|on\b|in\b|by\b|at\b)[a-z'-]+)?)\b/.exec(q);
  if (leading?.[1] && leading[2] && !eitherOr(q) && !new RegExp(`^(?:${AUX}|what|which|who|where|when|why|how)\\b`).test(q) && q.split(' ').length <= 10 && !/^(?:not|something|anything|what|so|no|never|whatever|two|three)$/.test(leading[2])) {
    return out('either', { options: [optionPhrase(leading[1]), optionPhrase(leading[2])] });
  }
  // "all at once or bit by bit": two options of up to three words each, and nothing else.
  const only = /^((?:[a-z'-]+ ){0,2}[a-z'-]+) or ((?:[a-z'-]+ ){0,2}[a-z'-]+)$/.exec(q.replace(/ (?:instead|then|please|for (?:you|u)|for now|maybe|tonight|today|person|people|type|kind|fan|first|better|more)$/, ''));
  if (only?.[1] && only[2] && !new RegExp(`^(?:${AUX}|what|which|who|where|when|why|how|you|u|i|we)\\b`).test(q) && !/^(?:not|something|anything|what|so|no|never|whatever|nah|two|three)\b/.test(only[2])) {
    return out('either', { options: [optionPhrase(only[1].replace(/^(?:an?|the) /, '')), optionPhrase(only[2].replace(/^(?:an?|the) /, ''))] });
  }
  const options = eitherOr(q);
  // A line that opens with its options ("morning or afternoon for the new slot?") offers them too.
  const opensWith = options !== null && new RegExp(`^(?:(?:this|next|last|an?|the) )?${options[0].replace(/[^a-z' -]/g, '')}\\b`).test(q);
  if (options && (new RegExp(`^(?:${AUX}|which|what|would|prefer)\\b`).test(q) || /\bprefer\b|\brather\b/.test(q) || q.split(' ').length <= 4 || opensWith)) return out('either', { options });

  // A proposal the character can accept or not: "would it help if I explained?", "could we revisit this in three months?".
  if (/^(?:would|does|will|could) (?:next |this |on )?(?:[a-z]+day|weekend|week|tomorrow|tonight|the \d+\w*)(?: morning| afternoon| evening| night| lunch(?:time)?)? (?:work|suit|be better|be ok(?:ay)?)\b|^(?:is|would) (?:next |this |on )?(?:[a-z]+day|weekend|week|tomorrow|tonight) (?:any )?(?:better|good|ok(?:ay)?|free)\b|^(?:how|what) about (?:next |this |on )?(?:[a-z]+day|weekend|week|tomorrow|tonight)\b/.test(q)) return out('proposal', { predicate: q, aux: null });
  const proposal = /^(?:would (?:you|u) be (?:up for|open to|ok(?:ay)? with)|are (?:you|u) up for|(?:do )?(?:you|u) fancy|would it (?:help|be ok(?:ay)?|be alright|be (?:easier|better|weird|awkward|strange|a problem|an issue|too much|rude|bad)) if|is it (?:weird|awkward|a problem) if|is it ok(?:ay)? if|do (?:you|u) mind if|would (?:you|u) mind if|should i|can i|could i|may i|could we|can we|shall we|should we|would (?:a|an|the|some|it) .{2,40}\bhelp)\b ?(.*)$/.exec(q);
  if (proposal) return out('proposal', { predicate: q, aux: null });
  // "what are you doing for work now?" asks their job, not their plans.
  if (/^what (?:are|r) (?:you|u) doing for (?:work|a living|money|a job|your job)\b/.test(q)) return out('thing');
  // "what are you doing out there these days?": their life now, which is first their work.
  if (/^what (?:are|r) (?:you|u) (?:doing|up to) (?:(?:out|over|down|up) there |with yourself )?(?:these days|nowadays|now|at the moment)\b/.test(q)) return readSlot('what are you doing for work these days?');
  if (/^what (?:are|r) (?:you|u) (?:doing|up to|planning) (?:for|on|this|tonight|tomorrow|after|later|next)|^(?:what are|whats|what's) (?:your|ur) plans?\b|^what (?:have |do )?(?:you|u) got (?:on |going on |planned )?(?:for |on |this |tonight|tomorrow|next |[a-z]+day)|^what(?:'s| is|s) (?:on|happening) (?:for (?:you|u) )?(?:on |this |tonight|tomorrow|next |[a-z]+day)|^(?:any|got any) plans\b|^(?:are|r) (?:you|u) (?:doing|up to) anything (?:fun |special |nice )?(?:this|on|for|tonight|tomorrow|next|later|[a-z]+day)\b/.test(q)) return out('plans');

  if (/^where do (?:you|u) see (?:yourself|urself)\b/.test(q)) return out('thing');
  if (/^what does (?:your|ur) (?:week|weekend|schedule|day|calendar|diary) look like\b/.test(q)) return out('time');
  // "is email okay for updates?": asking whether something suits them.
  if (/^(?:is|would|will) (?!there\b)(?:[a-z]+ ){1,3}(?:okay|ok|fine|alright|good) (?:for|with) (?:you|u|updates|that|this)\b|^(?:is|would|will) (?!there\b)(?:[a-z]+ ){1,3}(?:okay|ok|fine|alright)$/.test(q)) return out('proposal', { predicate: q, aux: null });
  // "is there a day that works better?": asks for the day, not for a yes.
  if (/^(?:is|are) there (?:a|an|any|some) (?:better |other |good |free )?(?:day|time|date|evening|night|weekend|week|slot)s?\b/.test(q)) return out('time');
  // "so what happens after today?": a day named asks when the next thing comes ("what happens next" is the role's steps, below).
  if (/^what (?:happens|comes) (?:after|from) (?:today|tonight|tomorrow|now)\b/.test(q)) return { ...out('time'), text: 'when do i hear back' };
  if (/^(?:when|what time|what day|which day|what date|how soon|how long|how often|by when|since when|what time of)\b|\b(?:what time|which day|what day|when) (?:works|suits|is good|is best|would (?:work|suit))\b|\bare (?:you|u) free\b|\bfree (?:on|this|next)\b|\b(?:start|take effect|hear back)\b.*\bwhen\b/.test(q)) return out('time');
  if (/\b(?:number to (?:call|reach|text)|phone number|call (?:you|u) on|best way to (?:reach|contact))\b/.test(q)) return out('amount');
  if (/^(?:where|what address|which address|whereabouts)\b|^(?:any|got any|is there (?:a|any)) (?:good |nice |new )?(?:place|spot|restaurant|cafe|bar)s?\b|^(?:what|which|whats|what's)\b.{0,30}\b(?:place|spot|restaurant|cafe|café|bar)\b(?! to eat)|\b(?:what|which) (?:place|spot|cafe|café|bar|restaurant|neighbourhood|neighborhood|area|part of town|city|town|country)\b|\bfavou?rite (?:place|spot|cafe|café|bar|restaurant)\b/.test(q)) return out('place');
  // "what made the last receptionist leave?", "what makes him so sure?": the cause of what someone did,
  // whoever did it ("what makes a good supervisor" asks a view).
  if (/^what (?:made|makes|would make|has made) (?!an? )(?:[a-z']+ ){1,4}[a-z']+/.test(q)) return out('reason');
  if (/^what did (?:i|we) do\b|^what (?:upset|hurt|bothered|annoyed|worried|scared|frustrated) (?:you|u)\b|^what (?:upset|hurt|bothered|annoyed|worried) (?:(?:you|u) )?(?:the )?most\b|^(?:why|how come|what got (?:you|u) into|how did (?:you|u) (?:get into|start)|what made you|what makes you|what would make you|what's the reason|whats the reason|what is the reason)\b/.test(q)) return out('reason');
  // "how much time should he spend on it?", "how much notice…?": a length of time, not a number of things.
  if (/^how much (?:time|notice)\b/.test(q)) return out('time');
  if (/^how (?:much|many|big|large|far)\b|^(?:what|which)\b.*\b(?:salary|number|figure|amount|budget|price|range|rate|percentage|percent|pay)\b/.test(q)) return out('amount');
  if (/^(?:who|whom|whose)\b/.test(q)) return out('person');
  // "how do you feel about mondays?" asks their view of a thing; "…about what I said?" / "…about us?" asks a feeling.
  // "how do you feel my work has been this year?": a view of what the clause says, not a feeling.
  if (/^how do (?:you|u) feel (?:that )?(?:my|the|our|his|her|their|this|that) [a-z]+(?: [a-z]+)? (?:has|have|is|are|was|were|went|is going|has gone)\b/.test(q)) return out('opinion');
  if (/^how do (?:you|u) feel about (?!me\b|us\b|it\b|that\b|this\b|what\b|everything\b|how\b|the way\b|my\b|our\b|last\b|earlier\b|yesterday\b|the (?:fight|argument|row|party|thing|message|text|call)\b)[a-z]/.test(q)) return out('opinion');
  if (new RegExp(String.raw`^(?:are|r) (?:you|u) (?:still |really |very |so )?${FEELING_WORDS}\b|^how (?:do|did|are|were) (?:you|u) feel(?:ing)?\b|^how (?:did|does|do|would) (?:it|that|this|what i (?:said|did)|(?:my|the) [a-z]+) (?:make|made) (?:you|u) feel\b|^how (?:are|r) (?:you|u) feeling\b|^(?:is|are) (?:you|u)(?:r)? (?:still )?(?:angry|mad|upset) (?:with|at)\b|^(?:do|did) (?:you|u) (?:still )?(?:hate|blame|resent|forgive)\b`).test(q)) {
    return out('feeling');
  }
  if (/^(?:what's|whats|what is|what are) (?:the |your |ur )?[a-z ]{2,30} like(?: to (?:live|work|study|grow up|be|stay|train|play) ?(?:in|at|on|with|there|here)?)?$|^what (?:do|did) (?:you|u) (?:actually |really |honestly |genuinely )?think\b|^how (?:was|is) (?:the |that |this |your )?[a-z ]{2,30}$|^how did (?:the |that |this |your )[a-z ]{2,30} go$|^(?:thoughts on|what are your thoughts|what's your take|whats your take|what is your take|how do you find|how (?:are|r) (?:you|u) (?:finding|liking|enjoying|getting on (?:in|at|with)|settling (?:in|into)))\b|^(?:is|was|are|were) (?:the |that |this |your )?.{2,40} (?:any good|good|worth it|nice|fun|okay|ok)$|^(?:is|would) (?:a |an |the |that |this )?.{2,40} (?:be )?(?:realistic|possible|fair|doable|reasonable|enough|too much)$|^(?:is|was) (?:that|this|it) (?:normal|usual|typical|common|unusual|enough|too much|a lot|a problem|worrying)\b/.test(q)) return out('opinion');
  if (/\b(?:favou?rite|fave|go-to|go to order|go to (?:[a-z]+ ){0,2}(?:song|songs|drink|food|meal|dish|snack|film|movie|show|game|book|album|band|artist|outfit|spot|place|order|recipe)\b|when (?:you're|you are|ur|youre) not (?:working|at work|studying)|outside (?:of )?work|in (?:your|ur) free time|do (?:you|u) (?:like|prefer|enjoy) (?:doing|to do)|(?:what|which) (?:kind|type|sort) of [a-z ]+ (?:do|would) (?:you|u) (?:like|enjoy|listen|watch|read|prefer)|(?:what|which) (?:kind|type|sort) of\b|what do (?:you|u) (?:do|like to do) for fun|what do (?:you|u) (?:usually |normally |like to )?do (?:to (?:unwind|relax|switch off|chill|de-?stress|wind down|recharge)|after (?:work|class|school|uni)|in the evenings?|of an evening)|what do (?:you|u) (?:usually |normally )?do (?:on|at) (?:the )?weekends?|what (?:do|would) (?:you|u) (?:recommend|suggest)|what (?:would|do|'d) (?:you|u) (?:rather|prefer|fancy)(?: do(?:ing)?)?(?: instead)?$)\b/.test(q)) return out('preference');

  // "could you give me your order number please": a request for a piece of information asks for it, as "what is…?" does.
  const info = /^(?:can|could|would|will) (?:you|u) (?:please )?(?:give|tell|send|share|remind) me (?:with )?((?:your|ur|the) (?:[a-z]+ ){0,2}(?:number|address|name|email|reference|postcode|date))(?: please| again)?$/.exec(q);
  if (info?.[1]) return readSlot(`what is ${info[1]}?`);
  // Requests: "can you send it today?", "could you check…". Not "would you like to…" (an invitation, read before this).
  const request = /^(?:can|could|would|will) (?:you|u) (?:please )?(?!like\b|be\b|ever\b)([a-z].{2,80})$/.exec(q);
  if (request?.[1]) return out('request', { predicate: request[1], aux: q.split(' ')[0] as string });
  const yesno = new RegExp(String.raw`^(${AUX}) (?:(?:you|u|ya)|(i|we|he|she|they|it|this|that|there)) (.{2,80})$`).exec(q);
  // "did anyone from our team call you?": a yes or a no about whether somebody did it.
  const anyone = new RegExp(String.raw`^(${AUX}) (?:anyone|anybody|someone|somebody) (.{2,80})$`).exec(q);
  if (anyone?.[1] && anyone[2]) return out('yesno', { predicate: anyone[2], aux: anyone[1], aboutThing: true, subject: 'anyone' });
  // "was everyone else there?": a yes or a no about all of them ("everyone was" / "not everyone was").
  const everyone = new RegExp(String.raw`^(${AUX}) (?:everyone|everybody|all of them|all of you) (.{2,80})$`).exec(q);
  if (everyone?.[1] && everyone[2]) return out('yesno', { predicate: everyone[2], aux: everyone[1], aboutThing: true, subject: 'everyone' });
  // "has he said anything about it?", "does she get on with the others?": a yes or a no about a third person.
  if (yesno?.[1] && yesno[3] && /^(?:he|she|they)$/.test(yesno[2] ?? '')) return out('yesno', { predicate: yesno[3], aux: yesno[1], aboutThing: true, subject: yesno[2] as 'he' | 'she' | 'they' });
  if (yesno?.[1] && yesno[3]) return out('yesno', { predicate: yesno[3], aux: yesno[1] });
  if (/^(?:any|ever|you)\b/.test(q)) return out('yesno', { predicate: q.replace(/^(?:you|any|ever)\s+/, ''), aux: null });
  // "is the budget frozen this year?", "are the tickets sold out?": a yes or a no about a thing of theirs.
  const thing = /^(is|are|was|were|has|have|will|does|did) ((?:the|your|ur|our|my|a|an|this|that|these|those) .{2,80})$/.exec(q);
  if (thing?.[1] && thing[2]) return out('yesno', { predicate: thing[2], aux: thing[1], aboutThing: true });
  // "is friday a busy day for the shop?", "are things busier since…?": a bare noun as the subject is a thing of theirs too.
  const bare = /^(is|are|was|were|has|have|does|did) ([a-z][a-z'-]+ .{2,80})$/.exec(q);
  if (bare?.[1] && bare[2]) return out('yesno', { predicate: bare[2], aux: bare[1], aboutThing: true });
  if (/^(?:what|which)\b/.test(q)) return out('thing');
  // "how did you handle it?": a process, answered by the role's own lines.
  return out('thing');
}
