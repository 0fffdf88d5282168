import type { ToneSignal } from './types';

/** Feelings the user names ("I'm so nervous", "it really hurt"); a "not" just before one cancels it. */
const SIGNALS: [ToneSignal, RegExp][] = [
  ['hurt', /\b(?:hurt|hurts|hurtful|hurting|crying|cried|heartbroken|devastated|betrayed|dolida|dolido|blessé|blessée)\b/i],
  ['angry', /\b(?:angry|mad|furious|pissed|annoyed|fed up|tired of|done with|livid|irritated|frustrated|so over it)\b/i],
  ['anxious', /\b(?:nervous|scared|anxious|terrified|afraid|worried|freaking out|overthinking|panic(?:king)?|awkward|wreck|miedo)\b/i],
  ['sad', /\b(?:sad|lonely|miss (?:her|him|them|you|it)|(?:feeling|feel|so|really) down|depressed|heartache|upset|extraño|extraña)\b/i],
  ['confused', /\b(?:confused|mixed signals|idk|not sure|unsure|no idea|don't get it|dont get it|don't know (?:what|if|how)|dont know (?:what|if|how)|\?\?+)/i],
  ['hopeful', /\b(?:excited|hopeful|hope|went (?:really )?well|great time|amazing|can't wait)\b/i],
];

export function extractTone(text: string): ToneSignal[] {
  const head = text.slice(0, 2000);
  const out: ToneSignal[] = [];
  for (const [signal, re] of SIGNALS) {
    const m = re.exec(head);
    if (!m) continue;
    const before = head.slice(Math.max(0, m.index - 12), m.index).toLowerCase();
    if (/\b(?:not|never|isn't|wasn't|no)\s+(?:\w+\s)?$/.test(before)) continue;
    out.push(signal);
  }
  return out;
}
