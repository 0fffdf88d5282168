import type { UseCase } from '../../schema';

/** HC013 (HiddenCrush): Move on from a crush who does not like you back. */
export const useCase: UseCase = {
  caseId: 'HC013',
  category: 'HiddenCrush',
  caseName: 'Move on from a crush who does not like you back',
  slug: 'how-to-move-on-from-a-crush',
  agentSlug: 'comfort-messages-generator',
  promptText:
    "I had a secret crush for months and I've realised they don't feel the same way. It hurts and I keep thinking about them. How do I move on?",
  titleTag: 'How to Move On From a Crush Who Does Not Like You',
  metaDescription:
    'Unrequited crush? Why it hurts so much, how to stop feeding the feelings, what to do when you still see them, and how to open up to someone new.',
  keywords: ['get over a crush', 'unrequited love', 'move on from a crush', 'crush doesnt like me back', 'heartbreak'],
  scenarios: [
    {
      title: 'Letting yourself feel it',
      advice:
        "An unrequited crush is a real loss: of hope and of a future you imagined. Let yourself be sad for a while rather than pretending it does not matter. Talk to a friend, write it down, or spend a quiet evening with it. Feelings that are acknowledged pass faster than feelings that are fought.",
      examples: ["Can I vent for a minute? The crush thing didn't work out and I'm kind of sad about it."],
    },
    {
      title: 'Stopping the feeding loop',
      advice:
        "Checking their profile, rereading chats and imagining conversations keeps the feelings alive. Mute or unfollow for a while — they do not get notified of a mute — and archive the chat. It is not dramatic; it is giving your mind a break.",
      examples: ["Hey, want to get dinner this week? I could use a fun night"],
    },
    {
      title: 'When you still see them',
      advice:
        "If they are in your class, team or friend group, be polite and normal, but do not seek extra time with them. Focus on other people in the room. Over time, seeing them will get easier — and you do not need to explain anything.",
      examples: ["Morning! Did you get the notes from yesterday?"],
    },
    {
      title: 'Filling the space',
      advice:
        "A crush takes up a lot of mental space. Fill it on purpose: a new hobby, a project, plans with friends, exercise. Not as a distraction only, but to remind yourself of the life that is yours regardless of anyone else.",
      examples: ["I'm finally signing up for that pottery class. Anyone want to join?"],
    },
    {
      title: 'Not blaming yourself',
      advice:
        "Someone not liking you back is not a verdict on your worth. Attraction is about fit, timing and chemistry, and none of those are failures. Notice the critical thoughts and answer them like you would answer a friend.",
      examples: ["Turns out the feeling wasn't mutual. Honestly, I'm proud I was brave about it."],
    },
    {
      title: 'Opening up to someone new',
      advice:
        "You will know you are ready when thinking about them no longer stings every day. Meet new people without pressure — events, friends of friends, apps if you like — and let new connections surprise you. The next crush might be the one that is mutual.",
      examples: ["Hey! I'm new to the running club — is the Thursday route usually this brutal?"],
    },
  ],
  sellingPoints: [
    {
      title: 'Gentle, honest support',
      description:
        'Talk it through any time and get caring, grounded advice — not empty reassurance.',
    },
    {
      title: 'A practical plan',
      description:
        'Concrete steps for the days and weeks ahead, including what to do when you still see them.',
    },
    {
      title: 'Words for hard moments',
      description:
        'Need to talk to them, or to a friend about it? Get messages that say what you mean without reopening the wound.',
    },
    {
      title: 'Private and at your pace',
      description:
        'Your chats are yours and can be deleted at any time. Come back whenever you need, and memory keeps the context.',
    },
  ],
};
