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

const TONES = ['Friendly', 'Engaged', 'Honest'];
const WHY = [
  'Warm and safe for almost any message.',
  'Keeps the conversation going without needing complex grammar.',
  'Being upfront about using a translator earns patience and goodwill.',
];

export function crossLanguageSuggestions(ctx: AdviceContext): ReplySuggestion[] {
  const language = ctx.language ?? 'Chinese';
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
