import type { AdviceContext } from './analyze';
import { analyzeRequest } from './analyze';
import { capitalize, cleanText, splitSentences, stripNul } from './text-utils';

/** A short, specific chat title (≤ 60 chars, no trailing punctuation) from the first exchange. */

const MAX = 60;
const ROMANTIC: readonly AdviceContext['situation'][] = ['crush', 'hidden-crush', 'ex', 'partner', 'dating', 'new-match'];

const REL: Record<AdviceContext['situation'], string> = {
  crush: 'crush',
  'hidden-crush': 'crush',
  ex: 'ex',
  partner: 'partner',
  dating: 'date',
  'new-match': 'match',
  friendship: 'friend',
  workplace: 'colleague',
  'interview-candidate': 'interviewer',
  'interview-interviewer': 'candidate',
  customer: 'customer',
  'teacher-parent': 'teacher',
  'social-comment': 'commenter',
  'cross-language': 'they',
  general: 'they',
};

const TONE_WORDS: Record<NonNullable<AdviceContext['tone']>, string> = {
  noncommittal: 'non-committal reply',
  dry: 'short reply',
  positive: 'yes',
  decline: 'no',
  busy: '"busy" reply',
  upset: 'upset message',
  question: 'question',
  warm: 'sweet message',
  neutral: 'message',
};

/** Trims to ≤ max at a word boundary and removes trailing punctuation (closing quotes stay). */
export function finishTitle(raw: string, max = MAX): string {
  let title = stripNul(raw).replace(/\s+/g, ' ').trim();
  if (title.length > max) {
    const cut = title.slice(0, max + 1);
    const space = cut.lastIndexOf(' ');
    title = space > 20 ? cut.slice(0, space) : title.slice(0, max);
  }
  title = title.replace(/[\s.,;:!?…\-–—(]+$/u, '');
  return capitalize(title).slice(0, max);
}

function relation(ctx: AdviceContext): string {
  if (ctx.name) return ctx.name;
  const owned = /^your (.+)$/.exec(ctx.who);
  if (owned?.[1]) return owned[1];
  if (ctx.situation === 'teacher-parent') return ctx.userIsTeacher ? 'parent' : 'teacher';
  return REL[ctx.situation];
}

function byIntent(ctx: AdviceContext, rel: string, my: string): string | null {
  const i = ctx.intents;
  if (i.has('decode') && !ctx.quote) return rel === 'they' ? 'Reading mixed signals' : `Reading ${ctx.name ?? `my ${rel}`}'s signals`;
  if (i.has('ask-out') && ROMANTIC.includes(ctx.situation)) return `Asking ${my} out`;
  if (i.has('no-reply')) return rel === 'they' ? 'Waiting for a reply' : `${capitalize(rel)} not replying`;
  if (i.has('reconnect')) return `Reconnecting with ${my}`;
  if (i.has('apology')) return `Apologising to ${my}`;
  if (i.has('say-no')) return `Saying no to ${my}`;
  if (i.has('support')) return `Comforting ${ctx.name ?? (rel === 'they' ? 'someone' : my)}`;
  if (i.has('plan-date')) return ctx.name ? `Planning a date with ${ctx.name}` : 'Planning a date';
  if (i.has('after-date')) return ctx.name ? `Texting ${ctx.name} after the date` : 'Texting after the date';
  if (i.has('raise')) return 'Asking for a raise';
  if (i.has('complaint') && ctx.situation === 'customer') return 'Handling a customer complaint';
  if (i.has('mean-comment')) return 'Replying to a mean comment';
  if (i.has('follow-up') && ctx.situation === 'interview-candidate') return 'Interview follow-up';
  if (i.has('first-message')) return ctx.name ? `Texting ${ctx.name} first` : `Opening line for ${my}`;
  if (i.has('keep-going')) return rel === 'they' ? 'Keeping the conversation going' : `Keeping the chat going with ${my}`;
  return null;
}

function bySituation(ctx: AdviceContext, my: string): string | null {
  const role = ctx.jobRole ? capitalize(ctx.jobRole) : null;
  switch (ctx.situation) {
    case 'interview-candidate': return role ? `Interview prep: ${role}` : 'Interview prep';
    case 'interview-interviewer': return role ? `Interview questions for ${role} candidates` : 'Questions to ask candidates';
    case 'cross-language': return `Replying in ${ctx.language ?? 'another language'}${/\bcomment/i.test(ctx.text) ? ' to a comment' : ''}`;
    case 'social-comment': return 'Replying to a comment on my post';
    case 'teacher-parent': return ctx.userIsTeacher ? "Talking with a student's parent" : "Talking with my child's teacher";
    case 'hidden-crush': return `Showing ${my} I like them`;
    case 'crush': return `Talking to ${my}`;
    case 'ex': return `Situation with ${my}`;
    case 'partner': return `Working things out with ${my}`;
    case 'dating': return ctx.name ? `Dating ${ctx.name}` : 'Dating advice';
    case 'new-match': return ctx.name ? `Chatting with ${ctx.name}, a new match` : 'Chatting with a new match';
    case 'friendship': return ctx.name ? `Reaching out to ${ctx.name}` : 'Reaching out to a friend';
    case 'workplace': return `Work message to ${my}`;
    case 'customer': return 'Customer conversation';
    default: return null;
  }
}

export function titleFor(userText: string, _assistantText = ''): string {
  const ctx = analyzeRequest({ agent: { slug: 'chat-advisor', name: 'Chat Advisor' }, history: [{ role: 'user', text: userText }], memory: [] });
  if (ctx.safety?.kind === 'crisis-self' || ctx.safety?.kind === 'crisis-other') return 'Getting support right now';
  if (ctx.safety?.kind === 'abuse') return 'Staying safe and getting help';
  if (ctx.kind !== 'advice') return 'New chat';
  const rel = relation(ctx);
  const my = ctx.name ?? (rel === 'they' ? 'them' : `my ${rel}`);
  if (ctx.quote && ctx.quote.speaker !== 'me') {
    const who = rel === 'they' ? 'They' : capitalize(rel);
    const quote = ctx.quote.text.replace(/\s+/g, ' ').trim();
    const prefix = `${who} ${ctx.tone === 'question' ? 'asked' : 'replied'} '`;
    if (prefix.length + quote.length + 1 <= MAX) return finishTitle(`${prefix}${quote}'`);
    const tone = TONE_WORDS[ctx.tone ?? 'neutral'];
    const owner = rel === 'they' ? 'their' : `${ctx.name ?? rel}'s`;
    return finishTitle(`Reply to ${owner} ${/\bmaybe\b/i.test(quote) ? 'lukewarm maybe' : tone}`);
  }
  const title = byIntent(ctx, rel, my) ?? bySituation(ctx, my);
  if (title) return finishTitle(title);
  const first = splitSentences(cleanText(userText))[0] ?? '';
  return finishTitle(first || 'New chat');
}
