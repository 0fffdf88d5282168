import type { FaqEntry } from './schema';
import { SITE } from './site';

/**
 * The home page FAQ (SPEC §2: how the product differs from a general chatbot; changing the plan;
 * cancelling; data after cancelling).
 */
export const HOME_FAQ: readonly FaqEntry[] = [
  {
    id: 'different-from-chatbot',
    question: `How is ${SITE.name} different from a general chatbot?`,
    answer:
      'A general chatbot answers anything, so you have to explain what kind of help you want every time. Here each advisor knows one kind of conversation — a crush, a fight with your partner, an interview, an upset customer. It reads the screenshots of your chat, keeps short notes about the people in your life so later advice fits, suggests replies you can copy with the tone of each, and lets you rehearse the conversation against a simulated person before you have it for real.',
  },
  {
    id: 'change-plan',
    question: 'Can I change my plan?',
    answer:
      'Yes. Plus is billed weekly, monthly or annually, and you can switch at any time. An upgrade takes effect at once, and the time left on your current plan is prorated. A downgrade takes effect at your next renewal.',
  },
  {
    id: 'cancel',
    question: 'How do I cancel my subscription?',
    answer:
      'Open the settings at the bottom-left of the sidebar, choose Manage Subscription, then Cancel Subscription. Your Plus access stays until the end of the billing period you paid for, and it does not renew afterwards.',
  },
  {
    id: 'data-after-cancel',
    question: 'What happens to my data after I cancel?',
    answer:
      'Your chat history stays, and so does your memory. You are back on the free plan: with more than 2 active chats you cannot create new chat tabs, and the message limit drops to 5 a day.',
  },
];

/**
 * The pricing page's FAQ (SPEC §2), written for someone choosing a plan. Shared, so the page, its
 * server HTML and its FAQPage structured data say the same thing.
 */
export const PRICING_FAQ: readonly FaqEntry[] = [
  {
    id: 'difference',
    question: 'How is this different from a general chatbot?',
    answer:
      'Each advisor is made for one kind of conversation — a crush, an ex, a colleague, a customer, an interview — and answers with ready-to-send replies for your situation. You can paste screenshots of the chat, and rehearse the conversation in a roleplay practice before you have it.',
  },
  {
    id: 'change-plan',
    question: 'Can I change my plan?',
    answer:
      'Yes. Plus is billed weekly, monthly or annually, and you can switch in Manage Subscription. Upgrades take effect at once, with the remaining time of your current plan prorated; downgrades take effect at your next renewal.',
  },
  {
    id: 'cancel',
    question: 'What happens when I cancel?',
    answer:
      'You keep Plus until the end of the billing period you paid for. After that there is no auto-renew: you are not charged again.',
  },
  {
    id: 'data-after-cancel',
    question: 'What happens to my data after I cancel?',
    answer:
      'Your chat history stays. On the free plan the message limit drops to 5 a day, and while you have more than 2 active chats you cannot create new chat tabs.',
  },
];
