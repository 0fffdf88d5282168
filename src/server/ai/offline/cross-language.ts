import type { ReplySuggestion } from '../provider';
import type { AdviceContext } from './analyze';
import { q, sug, type Section } from './section';

/**
 * Replying in a language the user doesn't speak. The offline engine cannot translate arbitrary text,
 * but it can offer short, correct, common phrases (with meanings) that fit most comments and chats.
 */
type Phrase = [text: string, meaning: string];

const COMMENT_PHRASES: Record<string, Phrase[]> = {
  Chinese: [
    ['谢谢你的评论！😊', 'Thanks for your comment!'],
    ['哈哈，谢谢支持！', 'Haha, thanks for the support!'],
    ['不好意思，我的中文不太好，谢谢你的理解！', "Sorry, my Chinese isn't very good — thanks for understanding!"],
  ],
  Japanese: [
    ['コメントありがとうございます！😊', 'Thank you for your comment!'],
    ['いい質問ですね！また詳しく書きますね。', "Good question! I'll write more about it soon."],
    ['日本語があまり上手じゃなくてすみません。ありがとうございます！', "Sorry, my Japanese isn't very good. Thank you!"],
  ],
  Korean: [
    ['댓글 감사합니다! 😊', 'Thank you for your comment!'],
    ['좋은 질문이에요! 곧 자세히 알려드릴게요.', "Good question! I'll share more details soon."],
    ['한국어를 잘 못해서 죄송해요. 감사합니다!', "Sorry, I don't speak Korean well. Thank you!"],
  ],
  Spanish: [
    ['¡Muchas gracias por tu comentario! 😊', 'Thank you so much for your comment!'],
    ['¡Qué buena pregunta! Te cuento pronto.', "Great question! I'll tell you soon."],
    ['Perdón, mi español no es muy bueno, ¡pero gracias!', "Sorry, my Spanish isn't very good — but thank you!"],
  ],
  French: [
    ['Merci beaucoup pour ton commentaire ! 😊', 'Thank you so much for your comment!'],
    ['Bonne question ! Je te réponds bientôt.', "Good question! I'll answer soon."],
    ["Désolé, mon français n'est pas très bon, mais merci !", "Sorry, my French isn't very good — but thank you!"],
  ],
  German: [
    ['Vielen Dank für deinen Kommentar! 😊', 'Thank you so much for your comment!'],
    ['Gute Frage! Ich melde mich bald dazu.', "Good question! I'll get back to you on it soon."],
    ['Sorry, mein Deutsch ist nicht so gut – aber danke!', "Sorry, my German isn't great — but thanks!"],
  ],
};

const CHAT_PHRASES: Record<string, Phrase[]> = {
  Chinese: [
    ['你好！很高兴认识你 😊', 'Hi! Nice to meet you.'],
    ['我的中文不太好，我们可以慢慢聊吗？', "My Chinese isn't great — can we chat slowly?"],
    ['谢谢！你呢？', 'Thanks! And you?'],
  ],
};

/** Answers to a yes/no question or invitation ("¿Vienes a la cena del viernes?"): yes, not this time, let me check. */
const YES_NO_ANSWERS: Record<string, Phrase[]> = {
  Chinese: [
    ['好啊，我一定去！😊', "Sure, I'll definitely be there!"],
    ['谢谢邀请！这次去不了，下次吧？', "Thanks for inviting me! I can't make it this time — next time?"],
    ['我看一下，今天告诉你！', "Let me check and I'll tell you today!"],
  ],
  Spanish: [
    ['¡Sí, claro! Ahí estaré 😊', "Yes, of course! I'll be there."],
    ['¡Gracias por invitarme! Esta vez no puedo, ¿otro día?', "Thanks for inviting me! I can't this time — another day?"],
    ['Déjame ver y te digo hoy, ¿vale?', "Let me check and I'll tell you today, okay?"],
  ],
  French: [
    ["Oui, avec plaisir ! J'y serai 😊", "Yes, gladly! I'll be there."],
    ["Merci pour l'invitation ! Cette fois je ne peux pas, une autre fois ?", "Thanks for the invitation! I can't this time — another time?"],
    ['Je vérifie et je te dis ça aujourd\'hui !', "I'll check and let you know today!"],
  ],
  German: [
    ['Ja, gerne! Ich bin dabei 😊', "Yes, gladly! I'm in."],
    ['Danke für die Einladung! Diesmal kann ich leider nicht – ein anderes Mal?', "Thanks for the invitation! Sadly I can't this time — another time?"],
    ['Ich schaue kurz nach und sage dir heute Bescheid!', "I'll check quickly and let you know today!"],
  ],
};
/** Question words: a question that asks for information (when, where, what time), not for a yes or no. */
const WH = /(?:^|[¿\s])(?:qué|que hora|cuándo|dónde|cómo|quién|cuál|cuánto|por qué|quel|quelle|quels|quelles|quand|où|comment|qui|pourquoi|combien|wann|wo|was|wie|wer|warum|welche|welcher|wieviel)(?=[\s?.,!']|$)|什么|几点|哪|怎么|为什么|谁/i;

/** A yes/no question or invitation in the quoted message, in a language with answers for it. */
function yesNoQuestion(ctx: AdviceContext, language: string): boolean {
  const said = ctx.quote?.text.trim() ?? '';
  if (!YES_NO_ANSWERS[language] || !said) return false;
  const question = /[?？]$/.test(said) || said.startsWith('¿') || (language === 'Chinese' && /吗/.test(said));
  return question && !WH.test(said.toLowerCase());
}

const TONES = ['Friendly', 'Engaged', 'Honest'];
const ANSWER_TONES = ['Yes', 'Not this time', 'Let me check'];
const ANSWER_WHY = ['A warm yes is short and hard to get wrong.', 'A kind no with another time keeps the door open.', 'Buys time politely when you need to check first.'];
const WHY = [
  'Warm and safe for almost any message.',
  'Keeps the conversation going without needing complex grammar.',
  'Being upfront about using a translator earns patience and goodwill.',
];

export function crossLanguageSuggestions(ctx: AdviceContext): ReplySuggestion[] {
  const language = ctx.language ?? 'Chinese';
  if (yesNoQuestion(ctx, language)) {
    return (YES_NO_ANSWERS[language] ?? []).map(([text, meaning], i) => sug(ANSWER_TONES[i] ?? 'Yes', text, `Means: "${meaning}" ${ANSWER_WHY[i] ?? ''}`.trim()));
  }
  const comment = ctx.situation === 'social-comment' || ctx.secondary === 'social-comment' || /\bcomment/i.test(ctx.text);
  const phrases = (!comment && CHAT_PHRASES[language]) || COMMENT_PHRASES[language] || COMMENT_PHRASES.Chinese || [];
  return phrases.map(([text, meaning], i) => sug(TONES[i] ?? 'Friendly', text, `Means: "${meaning}" ${WHY[i] ?? ''}`.trim()));
}

export function crossLanguageSection(ctx: AdviceContext): Section {
  const language = ctx.language ?? 'another language';
  const comment = ctx.situation === 'social-comment' || ctx.secondary === 'social-comment' || /\bcomment/i.test(ctx.text);
  const honest = ctx.language ? `"my ${ctx.language} isn't great"` : `"I'm using a translator"`;
  const quoted = ctx.quote ? ` Their message (${q(ctx)}) is worth running through a translator first so you know the tone you're answering.` : '';
  return {
    read: `You're replying ${comment ? 'to a comment ' : ''}in ${language} without speaking it. You don't need to be fluent: short, simple sentences, a friendly emoji and an honest ${honest} go a long way.${quoted}`,
    lead: `Three short ${ctx.language ?? ''} replies with their meanings:`.replace('  ', ' '),
    suggestions: crossLanguageSuggestions(ctx),
    avoid: 'Long or idiomatic sentences — they translate badly and can come across wrong.',
    next: 'Check any custom reply by translating it back into English before you post, and paste their message here in quotes if you want help with the tone.',
  };
}
