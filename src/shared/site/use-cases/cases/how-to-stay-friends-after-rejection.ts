import type { UseCase } from '../../schema';

/** HC008 (HiddenCrush): Stay friends after a rejected confession. */
export const useCase: UseCase = {
  caseId: 'HC008',
  category: 'HiddenCrush',
  caseName: 'Stay friends after a rejected confession',
  slug: 'how-to-stay-friends-after-rejection',
  agentSlug: 'chat-advisor',
  promptText:
    "I confessed my feelings to a friend and they said they don't feel the same. I still want to stay friends but it feels awkward now. What do I say and how do I act?",
  titleTag: 'How to Stay Friends After Your Crush Says No',
  metaDescription:
    'Confessed and got a no? How to reply, how to act the next time you meet, how long to take space, and how to rebuild a friendship that feels normal again.',
  keywords: ['stay friends after rejection', 'crush rejected me', 'awkward after confession', 'friendship after confession', 'getting over rejection'],
  scenarios: [
    {
      title: 'Your first reply',
      advice:
        "A short, warm reply sets the tone for everything after. Thank them for being honest, say the friendship matters, and stop there. Do not argue, ask what is wrong with you, or promise to change their mind. Grace now is the biggest favour you can do for the friendship.",
      examples: ["Thanks for telling me honestly. I meant it about our friendship — I'm not going anywhere."],
    },
    {
      title: 'Taking some space',
      advice:
        "It is okay to pull back for a week or two while the sting fades; you do not have to act fine immediately. Let them know briefly so they do not read it as anger. Use the time for other friends and things you enjoy.",
      examples: ["I'm going to be a bit quiet for a little while, just to reset. Nothing's wrong, promise — talk soon."],
    },
    {
      title: 'The first time you see them again',
      advice:
        "Keep the first meeting normal and light: greet them as you always did, join the group conversation, and do not bring up the confession. Your relaxed behaviour tells them everything is okay, and their relief will make it easier for both of you. If you feel a wobble when you see them, that is normal; a friendly hello is all that is needed.",
      examples: ["Hey! Did you finish that series? I need someone to talk about the ending with"],
    },
    {
      title: 'When they seem awkward',
      advice:
        "They may feel guilty or unsure how to act. A small, light acknowledgement can clear the air — once — and then move on. Avoid long talks about it; the point is to show you are fine, not to reopen the topic.",
      examples: ["Just so you know, we're totally good. Still expect you to lose at Mario Kart on Friday 😄"],
    },
    {
      title: 'When the feelings linger',
      advice:
        "Feelings do not switch off on command. Reduce the things that feed them — long one-on-one chats at night, rereading old messages, checking their stories — for a while. If being close is too painful, it is fine to keep more distance for longer. Protecting yourself is not failing the friendship.",
      examples: ["I can't make it tonight, but let's all go for brunch on Sunday!"],
    },
    {
      title: 'When they start dating someone',
      advice:
        "This can hurt even months later. Be kind to yourself, take space if needed, and be polite and genuine when you can. You do not have to pretend to be thrilled; a simple, sincere line is enough.",
      examples: ["Happy for you, seriously. They seem lovely."],
    },
  ],
  sellingPoints: [
    {
      title: 'The right first reply',
      description:
        'Get a few graceful ways to answer a no, in your own tone, so you do not send something you regret.',
    },
    {
      title: 'A plan for the next weeks',
      description:
        'When to take space, what to say when you meet again, how to handle group plans — step by step.',
    },
    {
      title: 'Someone to talk to',
      description:
        'Work through the feelings at your own pace, any time, with advice that is kind and honest.',
    },
    {
      title: 'Remembers your situation',
      description:
        'Memory keeps the context, so you do not have to retell the story every time you come back for advice.',
    },
  ],
};
