import type { AdviceContext } from './analyze';
import { compilePhrases, scorePhrases } from './phrase-match';
import { quoteSection } from './quote-replies';
import { hey, q, sug, type Section } from './section';
import { normalize, tokenize, type Token } from './text-utils';

/** Love Signals Detector: sorts the behaviour the user describes into signals for and against interest. */
type Cue = [label: string, phrases: string[]];

const FOR: Cue[] = [
  ['Replies quickly', ['replies fast', 'replies quickly', 'replies right away', 'texts back fast', 'answers fast', 'replies instantly']],
  ['Starts conversations', ['texts first', 'texts me first', 'messages first', 'messages me first', 'initiates', 'starts the conversation', 'starts conversations', 'reaches out first']],
  ['Asks you questions', ['asks me questions', 'asks me about', 'asks a lot of questions', 'asks about my']],
  ['Compliments you', ['compliment*', 'says i look', 'called me cute', 'calls me cute']],
  ['Laughs at your jokes', ['laughs at my jokes', 'laughed at my jokes', 'laughs at everything i say', 'finds me funny']],
  ['Remembers details', ['remembers', 'remembered']],
  ['Eye contact / closeness', ['eye contact', 'stares at me', 'looks at me', 'sits next to me', 'stands close']],
  ['Physical touch', ['touches my', 'touched my', 'hugs me', 'hugged me', 'plays with her hair', 'plays with his hair']],
  ['Makes or accepts plans', ['makes plans', 'suggests plans', 'asked me to hang', 'invited me', 'wants to hang out', 'said yes']],
  ['Puts effort into messages', ['long messages', 'long texts', 'paragraphs', 'double texts', 'sends memes', 'sends me memes']],
  ['Flirts or teases', ['flirts', 'flirty', 'flirting', 'teases me', 'teasing me', 'winks', '😉', '😘']],
  ['Engages with your socials', ['likes my posts', 'likes my stories', 'liked my posts', 'liked my stories', 'likes my ? stories', 'liked my ? stories', 'likes my ? posts', 'liked my ? posts', 'views my stories', 'watches my stories', 'replies to my stories']],
  ['Makes time for you', ['talks for hours', 'stays late', 'makes time', 'calls me', 'facetimes']],
  ['Does things for you', ['brings me', 'brought me', 'bought me', 'buys me', 'gets me', 'got me a', 'saves me a', 'saved me a', 'walks me', 'walked me', 'drives me', 'drove me', 'helps me', 'helped me', 'spotted me', 'spots me', 'offered to', 'offers to']],
  ['Seeks you out', ['says hi', 'said hi', 'comes over', 'came over', 'comes to talk', 'came to talk', 'finds me', 'waves at me', 'waved at me', 'sits with me', 'looks for me']],
  ['Texts you for no reason', ['texts me late', 'texts me at night', 'texts me about random', 'messages me late', 'messages me about random', 'random stuff', 'random things', 'texts me every day', 'texts me all day']],
];
const AGAINST: Cue[] = [
  ['Short, low-effort replies', ['one-word', 'one word', 'dry', 'short replies', 'short answers', 'just says ok', 'k']],
  ['Slow to reply', ['takes hours', 'takes days', 'slow to reply', 'late replies', 'replies late', 'takes forever']],
  ['Leaves you on read / goes quiet', ['left on read', 'left me on read', 'ghost*', 'ignores me', 'ignoring me', 'stopped replying']],
  ["Doesn't ask about you", ['never asks', "doesn't ask", 'does not ask', "doesn't ask me"]],
  ['Cancels or avoids plans', ['cancel*', 'flaked', 'flakes', 'bailed', 'avoids making plans', 'never makes plans', "doesn't make plans"]],
  ['You always start the chat', ['i always text first', 'always me', 'i always start', 'never texts first', 'never messages first', 'never initiates']],
  ['Mentions other people romantically', ['other guys', 'other girls', 'has a boyfriend', 'has a girlfriend', 'dating someone', 'seeing someone', 'talking to someone']],
  ['Frames you as a friend', ['friend zone', 'friendzone*', 'just friends', 'like a brother', 'like a sister', 'best friend ever']],
];

const compile = (cues: Cue[]) => cues.map(([label, list]) => [label, compilePhrases(list.map((p) => [p, 1] as const))] as const);
const FOR_SETS = compile(FOR);
const AGAINST_SETS = compile(AGAINST);

const NEGATORS = new Set(['never', 'not', "doesn't", "don't", "didn't", 'rarely', 'hardly', 'barely', "won't", "isn't", "wasn't", 'no', 'seldom']);

/** Words right after a negator can't count as a positive signal ("never makes plans"). */
function withoutNegated(tokens: readonly Token[]): Token[] {
  let negate = 0;
  return tokens.map((t) => {
    const out = negate > 0 && t.word ? { ...t, lower: `not_${t.lower}` } : t;
    negate = NEGATORS.has(t.lower) ? 2 : t.word ? Math.max(0, negate - 1) : 0;
    return out;
  });
}

/** Quantifiers and adverbs that sit inside a cue without changing it: "laughs at all my jokes", "always says hi". */
const FILLERS = new Set(['all', 'always', 'really', 'literally', 'actually', 'usually', 'constantly', 'even', 'just', 'sometimes', 'often', 'also', 'totally']);

export function readSignals(text: string): { forSignals: string[]; against: string[] } {
  const norm = normalize(text.slice(0, 6000));
  const tokens = tokenize(norm);
  const positive = withoutNegated(tokens.filter((t) => !FILLERS.has(t.lower)));
  const found = (sets: typeof FOR_SETS, list: readonly Token[]) =>
    sets.filter(([, set]) => scorePhrases(list, norm, set).score > 0).map(([label]) => label);
  return { forSignals: found(FOR_SETS, positive), against: found(AGAINST_SETS, tokens) };
}

export function loveSignalsSection(ctx: AdviceContext): Section {
  const { forSignals, against } = readSignals(ctx.text);
  if (ctx.tone === 'positive' || ctx.tone === 'warm') forSignals.push(`A warm reply: ${q(ctx)}`);
  if (ctx.tone === 'decline') against.push(`A clear no: ${q(ctx)}`);
  if (ctx.tone === 'noncommittal' || ctx.tone === 'busy') against.push(`A non-committal answer: ${q(ctx)} (mild — not a no)`);
  if (ctx.tone === 'dry') against.push(`A low-effort reply: ${q(ctx)} (mild on its own)`);
  const balance = forSignals.length - against.length;
  const total = forSignals.length + against.length;
  const verdict =
    total === 0
      ? "I can't see enough to call it yet — tell me what they actually do (who texts first, how fast they reply, whether they make plans)."
      : balance >= 2
        ? `Leaning interested: more signals point towards ${ctx.who} liking you than away from it.`
        : balance <= -2
          ? `Leaning not interested right now: the pattern suggests ${ctx.who} isn't investing as much as you are.`
          : 'Mixed signals: some interest, some distance. That usually means uncertainty — theirs or the situation — rather than a clear yes or no.';
  const list = (items: string[]) => (items.length ? items.map((i) => `- ${i}`).join('\n') : '- None I can see from what you wrote');
  const base = ctx.quote && ctx.quote.speaker !== 'me' ? quoteSection(ctx) : null;
  return {
    read: `Here's how I read the signals you described. Single behaviours can mislead, so I weigh the pattern: ${verdict}`,
    details: `**Signals for:**\n${list(forSignals)}\n\n**Signals against:**\n${list(against)}`,
    lead: base ? base.lead : 'Three messages that test the waters without pressure:',
    suggestions: base
      ? base.suggestions
      : balance <= -2
        ? [
            sug('Low-pressure', `${hey(ctx)}! Hope your week's going well 🙂`, 'Friendly and asks nothing — their response (or effort) tells you a lot.'),
            sug('Direct', 'I enjoy talking to you — would you want to hang out just the two of us sometime?', 'A clear question gets a clear answer, which beats guessing.'),
            sug('Self-respect', 'No worries if now is not a good time — let me know if you ever want to catch up.', 'Leaves the door open while you step back.'),
          ]
        : [
            sug('One-on-one', `${hey(ctx)}! Want to grab coffee this week? Just us 🙂`, 'Agreeing to one-on-one time is the clearest signal there is.'),
            sug('Playful', 'Okay, I have a question and you have to answer honestly: best date spot in town? 👀', 'Playfully raises the topic of dates and watches how they react.'),
            sug('Warm', 'I always end up smiling when we talk.', 'A small, honest hint — a warm reply back is a strong signal.'),
          ],
    avoid: 'Judging from one message or one day — patterns over a couple of weeks matter more than any single text.',
    next: 'Make one clear, low-pressure invitation. A yes or a counter-offer is a stronger signal than anything you can decode from texts.',
  };
}
