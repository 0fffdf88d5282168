import { voiceSwap } from './answer-slots';

/**
 * A statement put to the character for them to confirm: a tag question ("you don't think I did it
 * on purpose, do you?", "you wouldn't have a problem with nights, would you?", "you're coming,
 * right?") or a double negation ("you wouldn't not come…", "you don't actually not want to…",
 * which says the positive). Read as a plain yes/no, the negation and the tag were said back
 * garbled ("yes — I dont think you did it on purpose, do I, actually"). The answer confirms the
 * statement in the character's voice with the yes or no English uses for it: "no — I wouldn't have
 * a problem with nights", "yes — I would come, even though I've never done it".
 */

const AUX = String.raw`(?:do|does|did|are|is|was|were|have|has|had|would|will|could|can|should)`;
/** The tag after the statement: "…, do you", "…, wouldn't you", "…, right", "…, yeah". */
const TAG = new RegExp(String.raw`^(.{6,120}?),? (?:${AUX}(?:n't|nt)? (?:you|u|i|it|they|we|ya)|right|yeah|yes|no|eh|innit|correct|surely)$`);
/** The statement is about the character ("you…"), not a question that starts with a wh-word or an auxiliary. */
const ABOUT_THEM = /^(?:(?:so|and|but|ok|okay|wait|hey|honestly|seriously|be honest),? )*(?:you|u)(?:'re|'d|'ll|'ve)?\b/;
/**
 * Or about the matter between them, put with an "it" or "this" tag: "it's not because of me, is it?",
 * "this wouldn't need to go to the board, would it?" — confirmed the same way ("no — it's not because of you").
 */
const ABOUT_IT = /^(?:(?:so|and|but|ok|okay|wait|hey|honestly|seriously),? )*(?:it|this|that|there)(?:'s|'ll|'d| is| was| will| would| wouldn't| won't| isn't| wasn't| can't| doesn't| didn't)\b/;
/** A tag with its auxiliary ("…, don't you?"): even a two-word statement ("you drive") is put to confirm. */
const AUX_TAG = new RegExp(String.raw`,? ${AUX}(?:n't|nt)? (?:you|u|i|it|they|we|ya)$`);
/** "wouldn't not", "don't actually not": two negations that cancel. */
const DOUBLE_NEGATION = new RegExp(String.raw`\b(${AUX})n't (?:(?:actually|really|just|even|honestly) )?not\b`);
const NEGATED = /n't\b|\bnot\b|\bnever\b|\bno longer\b/;
/** Feelings are the mood's to answer ("you're not still mad, are you?" may well get a yes). */
const FEELING = /\b(?:mad|angry|upset|hurt|annoyed|cross|sad|disappointed|hate|blame|forgive)\b/;

/** Chat spelling of the contractions the patterns read: "dont" → "don't", "youve" → "you've". */
function contracted(text: string): string {
  return text
    .replace(/[’]/g, "'")
    .replace(/\b(do|does|did|is|are|was|were|have|has|had|would|could|should|wo|ca)nt\b/g, "$1n't")
    .replace(/\b(you|u)(ve|re|d|ll)\b/g, "$1'$2")
    .replace(/\b(i)(ve|m|d|ll)\b/g, "$1'$2")
    .replace(/\bu('|\b)/g, 'you$1')
    // "its not because of me, is it": the contraction, before a negation or an adjective's tag.
    .replace(/^((?:so|and|but|ok|okay),? )?(it|that)s\b/, "$1$2's");
}

/** The character's side of the statement, with the verb agreeing with its new subject. */
export function inTheirVoice(statement: string): string {
  return voiceSwap(statement)
    // "…to ignore you" said back is "…to ignore me": "I" as an object, after a preposition or at the end.
    .replace(/\b(to|at|with|for|about|from|of|by|on|like|than|without|ignore|ignored|tell|told|ask|asked|help|helped|call|called|text|texted|blame|blamed|invite|invited|forget|forgot|meet|met|see|saw|need|needed|want|wanted|let|leave|left) I\b(?!'| (?:am|was|do|did|have|had|would|will|can|could|should|think|thought|know|knew|said|say)\b)/g, '$1 me')
    .replace(/ I$/, ' me')
    .replace(/\bI are\b/g, 'I am')
    .replace(/\bI aren't\b/g, "I'm not")
    .replace(/\bI were\b/g, 'I was')
    .replace(/\bI weren't\b/g, "I wasn't")
    .replace(/\bI has\b/g, 'I have')
    .replace(/\bI hasn't\b/g, "I haven't")
    .replace(/\bI doesn't\b/g, "I don't")
    .replace(/\byou was\b/g, 'you were')
    .replace(/\byou wasn't\b/g, "you weren't")
    .replace(/\byou'm\b/g, "you're")
    .replace(/\byou am\b/g, 'you are');
}

export interface ConfirmContext {
  work: boolean;
  /** A hurt character confirms and still says it hurt. */
  hurt: boolean;
  /** After a no to a day: wanting to meet is not a yes to that day. */
  declined: boolean;
}

/** The confirmation of a statement put as a question, or null when the line is not one. */
export function confirmAnswer(sentence: string, ctx: ConfirmContext): string | null {
  const text = contracted(sentence.toLowerCase().replace(/[?!.…]+\s*$/, '').trim());
  const tagged = TAG.exec(text)?.[1];
  const statement0 = tagged ?? (DOUBLE_NEGATION.test(text) ? text : null);
  const aboutIt = tagged !== undefined && ABOUT_IT.test(statement0 ?? '');
  if (!statement0 || !(ABOUT_THEM.test(statement0) || aboutIt) || FEELING.test(statement0)) return null;
  const lead = statement0.replace(/^(?:(?:so|and|but|ok|okay|wait|hey|honestly|seriously|be honest),? )+/, '');
  // A tag with no negation and no verb of its own ("you free, right?") is left to the other readers.
  if (lead.split(' ').length < (AUX_TAG.test(text) ? 2 : 3)) return null;
  const doubled = DOUBLE_NEGATION.exec(lead);
  let statement = doubled ? lead.replace(DOUBLE_NEGATION, (_, aux: string) => aux) : lead;
  // "wouldn't not come just because you've never done it": the positive holds in spite of it.
  if (doubled) statement = statement.replace(/\bjust because\b/, ', even though').replace(/ ,/, ',');
  statement = statement.replace(/\b(?:actually|really|honestly) /g, '').replace(/\bdo (want|like|need|mind|care|think)\b/, '$1');
  const negative = !doubled && NEGATED.test(statement);
  const said = inTheirVoice(statement);
  const yes = ctx.work ? 'Yes' : 'yeah';
  const no = ctx.work ? 'No' : 'no';
  if (negative) return `${no} — ${said}${ctx.hurt ? '. it still hurt, though' : ''}.`;
  return `${yes} — ${said}${ctx.declined ? ', just not that day' : ''}.`;
}
