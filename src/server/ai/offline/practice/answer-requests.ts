import { inTheirVoice } from './answer-negation';
import { voiceSwap } from './answer-slots';
import type { RoleKind } from './roles';

/**
 * Requests and asks whose answer has one shape whatever the topic (issue #23 point 5):
 * "would you mind lowering the music after 11?" is answered about the minding ("not at all — I
 * don't mind lowering the music after 11", not "I'll mind lowering…"); "is it ok if I ask about
 * salary?" asks leave to ask, which is given before the answer; "why a class and not an app?"
 * wants a reason that weighs the two things named.
 */

const MIND = /^(?:so |and |but |ok |okay )?(?:would|do|will) (?:you|u) mind ([a-z]+ing\b.{0,80})$/;

/** "would you mind lowering the music?": a yes to the request, said as not minding it. */
export function mindAnswer(sentence: string, ctx: { work: boolean; cold: boolean; declined: boolean }): string | null {
  const m = MIND.exec(plain(sentence));
  if (!m?.[1]) return null;
  const act = inTheirVoice(m[1]);
  // A refusal stands: asked again as a favour, it is still no.
  if (ctx.declined) return ctx.work ? `I’d rather not, honestly — I said where I stand.` : `I’d rather not, honestly. I said where I stand.`;
  if (ctx.cold) return ctx.work ? `Fine — I don’t mind ${act}, if that settles it.` : `fine. I don’t mind ${act}, if that settles it.`;
  return ctx.work ? `Not at all — I don’t mind ${act}.` : `not at all — I don’t mind ${act} 🙂`;
}

const LEAVE_TO_ASK = /^(?:so |and |but |ok |okay )?(?:is it (?:ok(?:ay)?|alright|fine) if|do (?:you|u) mind if|would (?:you|u) mind if|can|could|may) i (?:ask|talk|bring up|mention|raise)(?: (?:you )?(?:a question )?(?:about|abt))? (.{2,60})$/;

/**
 * "is it ok if I ask about salary?": leave to ask, given, with the topic the question will take
 * (`topic`, for the caller to answer as "what about <topic>?"), or null when the line asks no leave.
 */
export function leaveToAsk(sentence: string): { topic: string } | null {
  const m = LEAVE_TO_ASK.exec(plain(sentence));
  if (!m?.[1] || /^(?:you|u)\b|^(?:a question|something|one thing|why|what|how|when|where|who)$/.test(m[1])) return null;
  return { topic: voiceSwap(m[1]) };
}

export function givenLeave(work: boolean, answer: string | null): string {
  const yes = work ? 'Of course — go ahead.' : 'sure, of course!';
  return answer ? `${work ? 'Of course' : 'sure'} — ${answer.charAt(0).toLowerCase()}${answer.slice(1)}` : yes;
}

/** "why a class and not an app?", "why coffee instead of dinner?": the one picked over the other. */
const CONTRAST = /^(?:so |and |but )*(?:why|how come) (?!do\b|did\b|does\b|are\b|is\b|was\b|were\b|would\b|have\b|not\b)(.{2,40}?) (?:and not|instead of|rather than|but not|over) (.{2,40})$/;

export function contrastReason(sentence: string, role: RoleKind, work: boolean): string | null {
  const m = CONTRAST.exec(plain(sentence));
  if (!m?.[1] || !m[2]) return null;
  const [picked, other] = [inTheirVoice(m[1]), inTheirVoice(m[2])];
  if (work) return `Because ${picked} fits what we need right now better than ${other} — that’s the whole reason${role === 'customer' ? ', honestly' : ''}.`;
  return `because ${picked} actually keeps me going — with ${other} I’d give up after a week, honestly`;
}

const plain = (sentence: string) => sentence.toLowerCase().replace(/[’]/g, "'").replace(/\bu\b/g, 'you').replace(/\s+/g, ' ').replace(/[?!.\s]+$/, '').trim();

/** "what do you actually think?", "what do you think about that?": a view asked with no object of its own. */
const BARE_VIEW = /^(?:so |and |but |honestly |ok |okay )*(?:what do (?:you|u) (?:actually |honestly |really |genuinely )?think|what'?s your (?:honest )?(?:take|view|opinion))(?: (?:of|about|on) (?:it|that|this|all this|all that))?(?: then| honestly| really)?$/;

/**
 * The view a bare "what do you think?" asks for is of what the user just told ("i want to leave law
 * and train as a chef"), said back so the answer is about it; its colour follows the mood. Null when
 * the line before is no statement of the user's own to weigh.
 */
export function viewOfWhatWasSaid(sentence: string, before: string | null, ctx: { work: boolean; cold: boolean; close: boolean }): string | null {
  if (!before || !BARE_VIEW.test(plain(sentence))) return null;
  const told = plain(before).replace(/^(?:(?:so|and|but|well|honestly|ok|okay|look),? )+/, '');
  if (/\?/.test(before) || !/^(?:i|i'm|im|i've|ive|i'd|we|my)\b/.test(told) || told.split(' ').length < 4 || told.length > 90) return null;
  const said = inTheirVoice(told);
  if (ctx.work) return `${said.charAt(0).toUpperCase()}${said.slice(1)}? Honestly, I can see the case for it — I’d want the details before I say yes.`;
  if (ctx.cold || ctx.close) return `${said}? honestly, it worries me. I’m not against it — I just need to see you’ve really thought it through.`;
  return `${said}? honestly, I think it’s a good idea 🙂`;
}
