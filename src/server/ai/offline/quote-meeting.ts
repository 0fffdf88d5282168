import type { AdviceContext } from './analyze';

/** "Can we talk?", "Do you have a minute?", "We need to talk": a request to talk, not a question to answer. */
export function isMeetingRequest(ctx: AdviceContext): boolean {
  return /\b(?:(?:can|could) we (?:talk|chat|meet|speak|call)|do you have (?:a )?(?:minute|sec|second|moment)|got a (?:minute|sec|second)|we need to talk|free to (?:talk|chat))\b/i.test(
    ctx.quote?.text ?? '',
  );
}
