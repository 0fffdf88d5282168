import type { AdviceContext } from './analyze';
import { adviceSection } from './advice-section';
import { noReplySection } from './intents-personal';
import { noReplyWorkSection } from './intents-work';
import { quoteSection } from './quote-replies';
import { isProfessional, q, Who, type Section } from './section';
import type { QuoteTone } from './signals';

/** Message Decoder: 2–3 readings of a message with rough likelihoods, then replies for the likeliest. */
type Reading = [percent: number, text: string];

const PERSONAL: Record<QuoteTone, Reading[]> = {
  noncommittal: [
    [50, "They're open but unsure — about the plan, the timing or how they feel — and don't want to say no outright."],
    [30, "They're busy or need to check their schedule, and will come back once they know."],
    [20, "It's a soft no: a polite way to avoid turning you down directly. You'll know if the maybe never becomes a plan."],
  ],
  dry: [
    [50, "They're busy, tired or texting on the go — short replies are just how they're texting right now."],
    [30, "They don't know what to add: the last message didn't leave them an easy way to respond."],
    [20, "They're losing interest or mildly annoyed — only worth considering if short replies have become a pattern."],
  ],
  positive: [
    [75, "It's a genuine yes — they're happy about it."],
    [20, "They're being polite; how they follow through (confirming, showing up) will tell you the rest."],
    [5, "It's sarcastic — only if the context around it made it so."],
  ],
  decline: [
    [70, "It's a real no, kindly put."],
    [25, "It's a no to this plan or timing, not to you — you'll know because they'll suggest an alternative themselves."],
    [5, 'They want to be persuaded. This is rarely true and not worth testing — take the no at face value.'],
  ],
  busy: [
    [45, "They really are busy and would like to do it another time."],
    [35, "It's a soft no — if they don't suggest another time themselves, treat it as one."],
    [20, "They're overwhelmed in general right now; it isn't about you."],
  ],
  upset: [
    [60, 'They feel hurt or unheard about something specific and want it acknowledged.'],
    [30, "They're stressed about something else and it's spilling over into the conversation."],
    [10, 'They want some distance for now.'],
  ],
  question: [
    [60, "They're genuinely curious and want to keep talking."],
    [30, "They're making an effort to keep the conversation going — a good sign in itself."],
    [10, "They're checking something specific, like plans or what you want."],
  ],
  warm: [
    [70, "They like you and they're showing it."],
    [25, "They're a naturally warm person — friendly, not necessarily flirting."],
    [5, "It's just politeness."],
  ],
  neutral: [
    [50, 'It means what it says — there is no hidden message.'],
    [30, "They're keeping it casual while they work out how they feel."],
    [20, "They're distracted or busy."],
  ],
};

const WORK: Record<QuoteTone, Reading[]> = {
  noncommittal: [[60, "No decision yet: they're comparing options or waiting on someone else."], [30, "It's a soft no they haven't formalised."], [10, "It's simply lost in a busy inbox."]],
  dry: [[70, 'Acknowledged, nothing more — normal at work.'], [20, "They're busy and replying on the go."], [10, "They're mildly annoyed — only if it's unusually curt for them."]],
  positive: [[80, 'A genuine yes.'], [20, "A yes with conditions they'll mention later — confirm the details in writing."]],
  decline: [[80, 'A firm no for now.'], [20, 'A no to this version — worth asking what would make it a yes.']],
  busy: [[70, "They're genuinely swamped; try again after the crunch."], [30, "It's a polite way of saying it isn't a priority for them."]],
  upset: [[60, "They're frustrated with the outcome and want it fixed."], [30, "They're under pressure from someone else."], [10, "They're upset with you personally."]],
  question: [
    [60, "They want to discuss something that's easier live — usually routine: planning, feedback or a new task."],
    [30, "There's a concern they'd rather raise in person."],
    [10, "It's bad news — far less common than the anxiety suggests."],
  ],
  warm: [[85, 'Real appreciation.'], [15, 'Politeness.']],
  neutral: [[70, 'It means what it says.'], [30, "They're busy and keeping it brief."]],
};

const LABELS = ['Most likely', 'Possible', 'Less likely'];

function readingsList(readings: readonly Reading[]): string {
  return readings.map(([pct, text], i) => `- **${LABELS[i] ?? 'Possible'} (≈${pct}%):** ${text}`).join('\n');
}

export function decoderSection(ctx: AdviceContext): Section {
  if (ctx.quote && ctx.quote.speaker !== 'me') {
    const tone = ctx.tone ?? 'neutral';
    const readings = (isProfessional(ctx) ? WORK : PERSONAL)[tone];
    const base = quoteSection(ctx);
    return {
      ...base,
      read: `${Who(ctx)} said ${q(ctx)}. Without tone of voice a short message can mean several things, so here are the likeliest readings${ctx.intents.has('invited') ? ' given that it answered your invite' : ''}:`,
      details: readingsList(readings),
      lead: 'Replies that work for the most likely reading:',
    };
  }
  if (ctx.intents.has('no-reply')) {
    const base = isProfessional(ctx) ? noReplyWorkSection(ctx) : noReplySection(ctx);
    return {
      ...base,
      read: `Silence is a message too, but a vague one. Here's how I'd read ${ctx.who === 'the other person' ? 'their silence' : `${ctx.who} not replying`}:`,
      details: readingsList([
        [50, "They're busy or saw it at a bad moment and forgot to come back to it."],
        [30, "They're not sure what to say, especially if your last message needed a big answer."],
        [20, "They're losing interest — likely only if it keeps happening and they never restart the chat."],
      ]),
    };
  }
  const base = adviceSection(ctx);
  return {
    ...base,
    read: `To decode a message I need its exact words — paste what they wrote in quotes (for example: she said "haha maybe"). Meanwhile, here's my read on what you described: ${base.read}`,
  };
}
