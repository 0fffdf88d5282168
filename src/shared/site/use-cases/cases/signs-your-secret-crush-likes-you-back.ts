import type { UseCase } from '../../schema';

/** HC001 (HiddenCrush): Signs your secret crush likes you back. */
export const useCase: UseCase = {
  caseId: 'HC001',
  category: 'HiddenCrush',
  caseName: 'Signs your secret crush likes you back',
  slug: 'signs-your-secret-crush-likes-you-back',
  agentSlug: 'love-signals-detector',
  promptText:
    "I have a secret crush on someone and they don't know I like them. How can I tell if they secretly like me back before I say anything?",
  titleTag: 'Signs Your Secret Crush Likes You Back',
  metaDescription:
    'Does your secret crush feel the same? The signs that actually matter, the ones that mislead, and safe ways to test the water before you say a word.',
  keywords: ['signs your crush likes you', 'does my crush like me back', 'secret crush signs', 'how to tell if someone likes you', 'hidden crush'],
  scenarios: [
    {
      title: 'They make time for you',
      advice:
        "The most reliable sign is effort. Someone who likes you finds reasons to be around you, stays when others leave, and remembers plans. Notice whether they seek you out or whether you are always the one creating the moments. Effort they did not have to make means more than any compliment.",
      examples: ["You always end up next to me at these things, have you noticed? 😄"],
    },
    {
      title: 'They remember the small things',
      advice:
        "When someone brings up a detail you mentioned weeks ago — your exam, your sister's name, the song you like — it shows you are on their mind. Attention to detail is a quiet but strong signal. Return it: remembering something about them is both a test and a gift.",
      examples: ["You remembered my presentation! How did you even know it was today?"],
    },
    {
      title: 'How they text you',
      advice:
        "Look at patterns, not single messages: do they start conversations, reply with questions, keep chats going late, use playful emojis with you? Someone interested usually keeps the conversation alive rather than letting it drop. Compare how they text you with how they text others if you can see it in group chats.",
      examples: ["Okay but why do you always text me right when I'm about to sleep 😄"],
    },
    {
      title: 'Body language in person',
      advice:
        "In person, watch for open posture, lots of eye contact, laughing at your jokes even the weak ones, and small touches like a tap on the arm. One of these alone means little; several together, consistently, mean a lot. Also notice whether they get a little nervous or flustered around you — nerves are often a good sign.",
      examples: ["You laughed at that? Now I know you're just being nice to me"],
    },
    {
      title: 'Signs that mislead',
      advice:
        "Some signals feel big but are weak on their own: liking your posts, being friendly (some people are friendly to everyone), or a single late-night chat. Be careful too with how much you want it to be true — it makes every smile look like a sign. Look for signs that are specific to you, not how they treat everyone.",
      examples: ["Is it just me, or are you this nice to everybody? 😄"],
    },
    {
      title: 'Testing the water safely',
      advice:
        "You can find out more without confessing. Suggest a one-on-one plan, give a sincere compliment, or tease a little and see if they tease back. Their response to small steps tells you far more than months of watching. If they lean in, take the next small step; if they pull back, you have lost nothing.",
      examples: ["We should do something just the two of us sometime. That new dessert place?"],
    },
  ],
  sellingPoints: [
    {
      title: 'Strong signs vs wishful thinking',
      description:
        'Describe what they do and say — or share your chats — and the Love Signals Detector separates the signs that count from the ones that mislead.',
    },
    {
      title: 'Small steps to test the water',
      description:
        'Get low-risk ways to learn more without confessing: plans, compliments and messages that invite them to show their interest.',
    },
    {
      title: 'Rehearse with a simulated crush',
      description:
        'Practise a conversation with a simulated version of your crush and get feedback, so the real one feels familiar.',
    },
    {
      title: 'Completely private',
      description:
        'Nobody else sees what you ask. Delete a chat whenever you like, and the advisor never contacts anyone for you.',
    },
  ],
};
