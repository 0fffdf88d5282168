/**
 * Questions folded into a statement, turned into the plain question they put: "i need to know when
 * you're planning to pay me back" → "when are you planning to pay me back", "id love to hear how you
 * feel about a four day week" → "how do you feel about a four day week", "not sure if you realise how
 * loud it is" → "do you realise how loud it is", "let me know if there's a weekend that works better"
 * → "is there a weekend that works better", "tell me about your weekend" → "how was your weekend".
 * Read as statements they got a reaction ("wait that's actually so cool") instead of an answer.
 */

/** Frames that ask whatever clause follows them: wanting to know, wondering, not knowing. */
const WANTS_TO_KNOW = String.raw`(?:i (?:really |just )?(?:need|want|wanna|have|would (?:really )?(?:like|love)) to (?:know|hear|understand|find out|ask)|i'?d (?:really |just |also )?(?:like|love) to (?:know|hear|understand|ask)|id (?:really |just |also )?(?:like|love) to (?:know|hear|understand|ask)|(?:i'?m |im )?(?:really |just )?(?:curious|keen to know|dying to know)(?: (?:about|to know|to hear))?|let me know|(?:i )?(?:always |often |sometimes |kinda |kind of |still )?wonder(?:ed)?|i'?m trying to (?:figure|work) out|help me understand)`;
/** Frames of not knowing ask only about the listener's side: "no idea if I can make it" asks nothing of them. */
const DOES_NOT_KNOW = String.raw`(?:(?:i have |i've got |ive got |i got )?no idea|(?:i'?m |im )?not (?:really )?sure|(?:i )?(?:don'?t|dont) (?:really )?(?:know|get|understand))`;

const FRAMED = new RegExp(String.raw`^(?:(?:so|and|but|ok|okay|honestly|also|just),? )*(${WANTS_TO_KNOW}|${DOES_NOT_KNOW}) (what|which|where|when|who|whose|why|how|whether|if)\b\s*(.*)$`, 'i');
const NOT_KNOWING = new RegExp(String.raw`^${DOES_NOT_KNOW}$`, 'i');

/** "tell me about your weekend", "talk me through the role": a telling asked for, read as the question it asks. */
const TELL_ABOUT = /^(?:(?:so|and|ok|okay),? )*(?:(?:can|could|would|will) (?:you|u) )?(?:tell|talk) (?:me|us) (?:a (?:bit|little)(?: more)? |more |all )?(?:about|through) (.{2,80})$/i;
const SPAN_OF_TIME = /^(?:your|ur|the) (?:day|week|weekend|morning|evening|night|holiday|trip|summer|break|shift|time (?:in|at|off) [a-z ]+)$/i;

const SUBJECT = String.raw`(?:you|u|we|i|they|he|she|it|someone|somebody|anyone|everyone|the [a-z'-]+(?: [a-z'-]+)?|an? [a-z'-]+(?: [a-z'-]+)?|your [a-z'-]+|ur [a-z'-]+|my [a-z'-]+|our [a-z'-]+|his [a-z'-]+|her [a-z'-]+|their [a-z'-]+|this|that)`;
const AUXES = String.raw`(?:is|are|was|were|can|could|will|would|should|shall|might|must|(?:have|has|had)(?= (?:been|got|done|seen|had|heard|told|said|gone|[a-z]+ed|[a-z]+en)\b))`;
/** "which address", "what time", "how long", "how much": the wh-word and the noun it asks about. */
const WH_HEAD = String.raw`(?:(?:which|what|whose) [a-z'-]+|how (?:long|much|many|often|soon|far|big|old|come)|what|which|where|when|who|whose|why|how)`;
const CONTRACTED: Readonly<Record<string, string>> = { "'re": 'are', re: 'are', "'ve": 'have', ve: 'have', "'ll": 'will', ll: 'will', "'d": 'would', d: 'would', "'m": 'am', m: 'am', "'s": 'is' };
/** Plain present verbs that take "do" when the clause is asked ("what you think" → "what do you think"). */
const PLAIN_VERB = /^(?:think|feel|want|like|need|mean|do|prefer|know|remember|see|expect|plan|reckon|usually|normally|actually|really|honestly|still|even|always)\b/;

/** "when you're planning to…" → "when are you planning to…"; "what a normal day looks like" → "what does a normal day look like". */
export function askedClause(wh: string, rest: string): string {
  // "what’s going on": the contraction stays on its wh-word.
  const clause = `${wh}${/^['’]/.test(rest) ? '' : ' '}${rest}`.trim().replace(/\s+/g, ' ');
  // "why you did that" → "why did you do that": "did" is the verb here, not an auxiliary.
  const did = /^(what|why|how|when|where) (you|u|we|they|he|she) did\b(.*)$/i.exec(clause);
  if (did?.[1] && did[2]) return `${did[1]} did ${did[2]} do${did[3] ?? ''}`;
  const m = new RegExp(String.raw`^(${WH_HEAD}) (${SUBJECT})(?:('re|'ve|'ll|'d|'m|'s)\b| (${AUXES})\b)(.*)$`, 'i').exec(clause);
  // "youre", "theyve": chat spelling of the contraction.
  const chat = /^((?:which|what|whose) [a-z'-]+|how (?:long|much|many|often|soon)|what|which|where|when|who|why|how) (you|u|we|they|i)(re|ve|ll|d|m)\b(.*)$/i.exec(clause);
  if (m?.[1] && m[2] && (m[3] || m[4]) && !(m[2].toLowerCase() === 'there')) return `${m[1]} ${m[4] ?? CONTRACTED[m[3]!.toLowerCase()]} ${m[2]}${m[5] ?? ''}`;
  if (chat?.[1] && chat[2] && chat[3]) return `${chat[1]} ${CONTRACTED[chat[3].toLowerCase()]} ${chat[2]}${chat[4] ?? ''}`;
  const plain = /^((?:which|what|whose) [a-z'-]+|how (?:long|much|many|often|soon)|what|which|where|when|why|how) (you|u|we|they|i) (.+)$/i.exec(clause);
  if (plain?.[1] && plain[2] && plain[3] && PLAIN_VERB.test(plain[3])) return `${plain[1]} do ${plain[2]} ${plain[3]}`;
  // "what a normal day looks like", "how the rota works": a third person's verb in -s takes "does".
  const third = /^(what|how|why|when|where) ((?:the|a|an|your|ur|my|our|his|her|their) [a-z'-]+(?: [a-z'-]+)?) ([a-z]{3,}?)(es|s)\b(.*)$/i.exec(clause);
  if (third?.[1] && third[2] && third[3] && third[4] && !/(?:ss|us|is)$/.test(`${third[3]}${third[4]}`)) {
    const base = third[4] === 'es' && !/(?:ch|sh|x|z|o)$/.test(third[3]) ? `${third[3]}e` : third[3];
    return `${third[1]} does ${third[2]} ${base}${third[5] ?? ''}`;
  }
  return clause;
}

/** "you'd be free saturday" → "would you be free saturday"; "there's a weekend that works" → "is there a weekend that works". */
function whetherAsked(clause: string): string {
  const there = /^there(?:'s|s| is)\s+(.*)$/i.exec(clause);
  if (there) return `is there ${there[1]}`;
  const m = /^(you|u|we|they|he|she|it)(?:'d|d| would)\s+(.*)$/i.exec(clause);
  if (m) return `would ${m[1]} ${m[2]}`;
  const aux = new RegExp(String.raw`^(you|u|we|they|he|she|it) (${AUXES})\s+(.*)$`, 'i').exec(clause);
  if (aux) return `${aux[2]} ${aux[1]} ${aux[3]}`;
  const be = /^(you|u|we|they)(?:'re|re| are)\s+(.*)$/i.exec(clause);
  if (be) return `are ${be[1]} ${be[2]}`;
  const ll = /^(you|u|we|they)(?:'ll|ll)\s+(.*)$/i.exec(clause);
  if (ll) return `will ${ll[1]} ${ll[2]}`;
  const have = /^(you|u|we|they)(?:'ve|ve)\s+(.*)$/i.exec(clause);
  if (have) return `have ${have[1]} ${have[2]}`;
  return `do ${clause}`;
}

/** The question a framed statement puts, or null when the sentence is no such frame. */
export function framedQuestion(sentence: string): string | null {
  const told = TELL_ABOUT.exec(sentence);
  // "tell me about yourself" asks for the whole story, which no one question puts: left to the role's lines.
  if (told?.[1] && !/^(?:yourself|urself|you|u)\b/i.test(told[1])) {
    const about = told[1].trim();
    if (SPAN_OF_TIME.test(about)) return `how was ${about}`;
    // "tell me about a project you're proud of": one of a kind, named; "your last job": a past, described.
    if (/^(?:an?|one) /i.test(about)) return `what is ${about}`;
    return /^(?:the|your|ur) (?:last|previous|old|former|first)\b/i.test(about) ? `what was ${about} like` : `what is ${about} like`;
  }
  const m = FRAMED.exec(sentence);
  if (!m?.[1] || !m[2]) return null;
  const rest = (m[3] ?? '').trim();
  // "no idea what to do", "not sure if I can make it": the speaker's own doubt asks nothing of the listener.
  if (NOT_KNOWING.test(m[1]) && !/^(?:you|u|your|ur)\b|^[a-z'-]+ (?:you|u)\b/i.test(rest)) return null;
  if (/^to\b/i.test(rest) || rest.split(' ').length < 2) return null;
  return /^(?:whether|if)$/i.test(m[2]) ? whetherAsked(rest) : askedClause(m[2], rest);
}
