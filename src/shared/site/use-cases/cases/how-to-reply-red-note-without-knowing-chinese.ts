import type { UseCase } from '../../schema';

/** SM001 (SocialMedia): Reply on RedNote without knowing Chinese. */
export const useCase: UseCase = {
  caseId: 'SM001',
  category: 'SocialMedia',
  caseName: 'Reply on RedNote without knowing Chinese',
  slug: 'how-to-reply-red-note-without-knowing-chinese',
  agentSlug: 'chat-advisor',
  promptText:
    "People are leaving comments in Chinese on my RedNote (Xiaohongshu) post and I don't speak Chinese. How do I reply to their comments politely without knowing Chinese?",
  titleTag: 'How to Reply on RedNote Without Knowing Chinese',
  metaDescription:
    'Comments in Chinese on your RedNote post? Understand them, reply with simple friendly phrases, avoid translation mistakes, and engage with new followers.',
  keywords: ['rednote', 'xiaohongshu', 'reply in chinese', 'red note comments', 'translate chinese comment'],
  scenarios: [
    {
      title: 'Understanding the comment first',
      advice:
        "Before replying, understand what was said and the tone: run the comment through a translator and, if something seems odd, ask for a read on slang — RedNote comments are full of internet expressions that translate strangely. A compliment and a joke can look alike in machine translation. Reading a few other replies under the same post also shows you how people there usually talk.",
      examples: ["谢谢你的评论！😊 (Thanks for your comment!)"],
    },
    {
      title: 'Simple, friendly replies',
      advice:
        "Short, common phrases are safest: thanks, happy you like it, good question. They are hard to get wrong and show goodwill. An emoji helps carry the warmth that your grammar cannot.",
      examples: ["哈哈，谢谢支持！(Haha, thanks for the support!)", "很高兴你喜欢！(So glad you like it!)"],
    },
    {
      title: 'Being honest about your Chinese',
      advice:
        "Telling people you are learning or using a translator earns patience and often delight. Many users will switch to simpler Chinese or even English. Honesty beats a fluent-looking reply that says something you did not mean.",
      examples: ["不好意思，我的中文不太好，谢谢你的理解！(Sorry, my Chinese isn't very good — thanks for understanding!)"],
    },
    {
      title: 'Answering a question about your post',
      advice:
        "Keep answers to one short sentence with simple grammar, and check it by translating it back into English. If the answer is long, consider adding the details to your post or a follow-up note instead of a complex comment. People appreciate the effort more than perfect grammar.",
      examples: ["在上海买的，价格大概两百元。(I bought it in Shanghai, about 200 yuan.)"],
    },
    {
      title: 'Avoiding translation mistakes',
      advice:
        "Idioms, sarcasm and long sentences break in translation. Write your reply in simple English first, translate it, then translate it back to check. Avoid slang you do not fully understand, even if you have seen others use it.",
      examples: ["谢谢！我会继续分享的 (Thanks! I'll keep sharing.)"],
    },
    {
      title: 'Handling a negative comment',
      advice:
        "If a comment is critical, reply calmly with a short thank-you for the feedback, or simply do not reply. Do not argue through a translator — nuance gets lost and arguments escalate. Report or hide comments that are abusive.",
      examples: ["谢谢你的意见，我会注意的。(Thanks for your feedback, I'll keep it in mind.)"],
    },
  ],
  sellingPoints: [
    {
      title: 'Replies with their meaning',
      description:
        'Get short replies in Chinese with the English meaning of each, so you always know what you are posting.',
    },
    {
      title: 'Understand tone and slang',
      description:
        'Paste a comment or share a screenshot and get an explanation of tone and internet slang that translators miss.',
    },
    {
      title: 'Friendly and safe phrases',
      description:
        'Suggestions stick to natural, common expressions that are hard to get wrong and warmly received.',
    },
    {
      title: 'Works for other languages too',
      description:
        'The same help works for comments in Japanese, Korean, Spanish, French and German.',
    },
  ],
};
