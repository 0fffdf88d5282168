import type { AdviceContext } from './analyze';
import { ABUSE_SIGNPOST, CRISIS_SIGNPOST, type SafetyFlag } from './safety';
import { sug, type Section } from './section';

/** Answers for crisis, abuse and violence: care and signposting first, never tactics. */
export function safetySection(ctx: AdviceContext, flag: SafetyFlag): Section | null {
  switch (flag.kind) {
    case 'crisis-self':
      return {
        read: `I'm really sorry you're feeling this way, and I'm glad you said it. You deserve support from a real person right now, not just advice about messages. ${CRISIS_SIGNPOST}`,
        lead: 'If it helps, here are messages you could send to someone you trust:',
        suggestions: [
          sug('Honest', "I'm having a really hard time and I don't want to be alone with it. Can you talk, or come over?", 'Clear and direct — people who care about you want to know.'),
          sug('Simple', "I'm not okay right now. Can you call me?", 'Short enough to send even when everything feels heavy.'),
          sug('Specific', "I've been having thoughts of hurting myself and I need support. Can you stay with me tonight?", 'Saying it plainly helps them understand how serious it is.'),
        ],
        avoid: 'Carrying this alone or waiting for it to pass — reach out today, even if it feels awkward.',
        next: 'Contact a crisis line or someone you trust now. If you feel you might act on these thoughts, call your local emergency number or go to the nearest emergency department.',
      };
    case 'crisis-other':
      return {
        read: `It sounds like someone you care about may be at risk of hurting themselves. Take it seriously: stay with them or keep them talking, ask them directly how they are, and bring in help. If they are in immediate danger, call your local emergency number now; a crisis line in your country can also guide you on how to help — findahelpline.com lists them worldwide.`,
        lead: 'Messages you could send them:',
        suggestions: [
          sug('Caring', "I'm worried about you and I care about you. Are you thinking about hurting yourself?", 'Asking directly does not put the idea in their head — it opens the door to help.'),
          sug('Present', "You don't have to go through this alone. Can I come over, or stay on the phone with you?", 'Being there in person or on the phone matters most right now.'),
          sug('Connecting', "Would you call a crisis line with me right now? I'll stay with you the whole time.", 'Makes professional help feel less scary by doing it together.'),
        ],
        avoid: 'Promising to keep it a secret, or leaving them alone if they might be in immediate danger.',
        next: 'Stay in contact, and call emergency services or a crisis line together. Look after yourself too — talk to someone you trust about how this is affecting you.',
      };
    case 'abuse':
      return {
        read: `What you're describing sounds frightening, and it is not your fault. Your safety matters far more than getting any message right. ${ABUSE_SIGNPOST}`,
        lead: 'Messages you could send to someone you trust:',
        suggestions: [
          sug('Reach out', 'Something has been happening that scares me. Can we talk somewhere private?', 'Starts the conversation without having to explain everything by text.'),
          sug('Urgent', "I don't feel safe right now. Can you call me, or can I stay with you tonight?", 'A clear, direct ask for immediate help.'),
          sug('Code word', 'Can you be my emergency contact? If I ever text you "[code word]", please call the police.', 'A pre-agreed code word lets you ask for help discreetly.'),
        ],
        avoid: 'Confronting them alone or replying in a way that could escalate — you do not owe them a response.',
        next: 'Tell one trusted person today, keep your phone charged, and contact a local support service to make a safety plan. If you are in danger, call your local emergency number.',
      };
    case 'violence':
      return {
        read: `It sounds like you're really angry, and that feeling makes sense — but I can't help with hurting anyone. Acting on it could cause harm that can't be undone, to them and to you. If you feel you might lose control, or someone is in danger, call your local emergency number.`,
        lead: 'Messages that help you step back instead:',
        suggestions: [
          sug('Reach out', "I'm really angry right now and I need to talk it out before I do something I regret. Can you call?", 'Talking to someone you trust takes the pressure off.'),
          sug('Boundary', "I'm too angry to talk right now. I'm stepping away and I'll reply when I'm calm.", 'Protects both of you while the anger passes.'),
          sug('Resolve', 'I want to sort this out properly. Can we talk with someone neutral present?', 'Moves the conflict somewhere safer.'),
        ],
        avoid: `Contacting ${ctx.who} while you feel like this.`,
        next: 'Put distance between you and the situation, talk to someone you trust, and come back to it when you are calm. A crisis line can help if the anger feels overwhelming.',
      };
    default:
      return null;
  }
}

/** Said before normal advice when the user asked for a manipulative or coercive tactic. */
export function manipulationPreface(ctx: AdviceContext, tactic: string): string {
  return `I won't help with ${tactic} — it tends to backfire, and it isn't fair to ${ctx.who}. Here's an approach that works better and keeps your self-respect intact.`;
}

export function manipulationAvoid(tactic: string): string {
  return `Any version of ${tactic}. Even when it "works", it builds things on pressure instead of genuine interest — and people can tell.`;
}
