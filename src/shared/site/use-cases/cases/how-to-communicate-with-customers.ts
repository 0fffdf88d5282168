import type { UseCase } from '../../schema';

/** WK002 (Work): Communicate with customers. */
export const useCase: UseCase = {
  caseId: 'WK002',
  category: 'Work',
  caseName: 'Communicate with customers',
  slug: 'how-to-communicate-with-customers',
  agentSlug: 'perfect-response-composer',
  promptText:
    "A customer sent an angry complaint about a late order and I need to reply. How do I communicate with customers so they feel heard, without over-promising or sounding defensive?",
  titleTag: 'How to Communicate With Customers (Even Angry Ones)',
  metaDescription:
    'Reply to complaints, refunds and bad reviews so customers feel heard: acknowledge, explain, fix and follow up — with replies you can adapt for your business.',
  keywords: ['how to communicate with customers', 'reply to customer complaint', 'customer service messages', 'respond to bad review', 'refund reply'],
  scenarios: [
    {
      title: 'Replying to an angry complaint',
      advice:
        "Lead with acknowledgement, not explanation: name their frustration and take responsibility for your part. Then say what you are doing about it and by when. Keep it short and human — a wall of policy text makes people angrier.",
      examples: ["You're right to be frustrated — your order should have arrived last week, and I'm sorry it didn't. I've upgraded it to express shipping, and it will reach you by Thursday. I'll email you the tracking link today."],
    },
    {
      title: 'Saying no to a refund politely',
      advice:
        "When you cannot give what they ask, explain the reason briefly, show empathy, and offer what you can do instead: store credit, a repair, a partial discount. People accept a no more easily when they get a real alternative. Keep the tone warm and avoid quoting policy word for word; explain it in plain language.",
      examples: ["I understand why you'd like a refund. Because the item was used, I can't refund it under our policy, but I can offer a free repair or 20% off your next order. Which would you prefer?"],
    },
    {
      title: 'Answering a negative public review',
      advice:
        "Reply publicly, briefly and calmly — future customers read your answer more than the review. Thank them, acknowledge the issue without arguing details, and invite them to continue privately. Never get defensive or share their personal information.",
      examples: ["Thank you for the feedback, Jamie, and I'm sorry your visit fell short. That's not the experience we want for anyone. Please email us at the address on our page so we can make it right."],
    },
    {
      title: 'Explaining a delay before they ask',
      advice:
        "Proactive updates prevent most complaints. Tell customers about delays early, with a realistic new date and something small to make up for it if you can. Under-promise and over-deliver.",
      examples: ["A quick heads-up: a supplier delay means your order will ship on the 14th instead of the 10th. Sorry about that — we've added free shipping to your order as a thank-you for your patience."],
    },
    {
      title: 'Following up after a problem',
      advice:
        "A short follow-up after solving an issue turns an unhappy customer into a loyal one. Check it arrived or works, thank them, and keep it brief. It shows you care beyond closing the ticket.",
      examples: ["Hi Sam, just checking the replacement arrived safely and everything works. Thanks again for your patience!"],
    },
    {
      title: 'Setting boundaries with rude customers',
      advice:
        "You can be polite and firm at once. Acknowledge the issue, state the boundary calmly, and keep helping on the issue. If abuse continues, it is fine to end the conversation and follow your business's escalation policy.",
      examples: ["I want to help fix this, and I'll keep working on it with you. I do need us to keep the conversation respectful so I can do that."],
    },
  ],
  sellingPoints: [
    {
      title: 'Replies in seconds',
      description:
        'Paste the customer message and get three replies — warm, formal or brief — each explaining why it works.',
    },
    {
      title: 'Calm under pressure',
      description:
        'Angry message? Get replies that acknowledge and fix without sounding defensive or promising what you cannot deliver.',
    },
    {
      title: 'Screenshots of any channel',
      description:
        'Email, chat widget, marketplace or social comments: drop a screenshot and the advisor reads it in context.',
    },
    {
      title: 'Your policies, your voice',
      description:
        'Tell the advisor your refund policy and brand tone once; memory keeps it so future replies match.',
    },
  ],
};
