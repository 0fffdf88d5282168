import type { UseCase } from '../../schema';

/** CR005 (Crush): Flirt over text with your crush. */
export const useCase: UseCase = {
  caseId: 'CR005',
  category: 'Crush',
  caseName: 'Flirt over text with your crush',
  slug: 'how-to-flirt-over-text',
  agentSlug: 'perfect-response-composer',
  promptText:
    "I've been texting my crush for a while and I want to flirt a bit more so it doesn't feel like we're just friends. How do I flirt over text without being cringe?",
  titleTag: 'How to Flirt Over Text Without Being Cringe',
  metaDescription:
    "Turn friendly texting into flirting: playful teasing, honest compliments and how to read their response — with messages you can adapt and send.",
  keywords: ['how to flirt over text', 'flirty texts', 'flirting with crush', 'escape the friend zone', 'texting flirt tips'],
  scenarios: [
    {
      title: 'Moving from friendly to flirty',
      advice:
        "Flirting is mostly a shift in tone: a little teasing, a little attention, a hint that you enjoy them specifically. Start by dialling up playfulness in topics you already talk about rather than jumping to compliments about their looks. Watch how they respond — if they match your energy or raise it, you can go a step further. If they steer back to neutral, ease off without making it awkward.",
      examples: ["Are you always this funny or are you trying to impress me?", "Bold of you to assume I'd let you win that argument 😏"],
    },
    {
      title: 'Teasing that stays kind',
      advice:
        "Good teasing is about something they chose and clearly do not mind — their terrible playlist, their coffee order, their competitiveness. Never tease about appearance, weight, family or anything they seem sensitive about. Follow a tease with warmth so it lands as affection. An emoji or a wink helps over text, where tone is easy to misread.",
      examples: ["Three alarms and you still overslept? Impressive commitment to being late 😄", "Okay, your music taste is questionable, but I'll allow it"],
    },
    {
      title: 'Giving a compliment that lands',
      advice:
        "Specific compliments about who they are hit harder than generic ones about how they look. Notice something real — how they explain things, their laugh, how they treat people — and say it simply, without a big build-up. Then move on rather than waiting for a compliment back. A confident compliment feels like a gift, not a request.",
      examples: ["I like how you get excited about things, it's contagious", "You're really easy to talk to, you know that?"],
    },
    {
      title: 'Using emojis and timing',
      advice:
        "Emojis do a lot of tone work over text: a 😏 or 😉 makes a line clearly playful, while too many can read as nervous. Mirror their style — if they rarely use emojis, go light. Do not worry about strict reply-time rules; reply when you have something to say and avoid sending several messages in a row when they have not answered yet.",
      examples: ["I have a theory about you but I'll only tell you in person 😉"],
    },
    {
      title: 'Reading whether they flirt back',
      advice:
        "Signs they are enjoying it: they tease back, keep the conversation going late, compliment you, use playful emojis, or bring up meeting. Signs to slow down: short neutral answers, changing the subject, or only replying to logistics. Flirting should feel like a game you both play; if only you are playing, step back to friendly and give it time.",
      examples: ["Careful, keep talking like that and I might start thinking you like me"],
    },
    {
      title: 'Turning the flirting into a date',
      advice:
        "Flirting over text is the warm-up, not the goal. When the banter is going well, use it as a bridge to meeting: make the playful challenge real, or suggest a specific plan. A clear invitation after good flirting is the most natural thing in the world, and it stops the chat from going in circles.",
      examples: ["Okay, we clearly need to settle who's better at mini golf. Saturday?", "I owe you a drink for that terrible pun. Thursday?"],
    },
  ],
  sellingPoints: [
    {
      title: 'Pick the tone you want',
      description:
        'Get each reply in a few tones — playful, sweet, bold — with a note on how it will likely come across, so you choose how far to go.',
    },
    {
      title: 'Read their response',
      description:
        'Paste their reply or share a screenshot and get an honest read on whether they are flirting back, being polite, or keeping it friendly.',
    },
    {
      title: 'Never creepy, never try-hard',
      description:
        'Suggestions stay respectful and light: no pick-up lines, no pressure, nothing you would be embarrassed to see screenshotted.',
    },
    {
      title: 'Keeps your style',
      description:
        'Tell the advisor how you usually text — short, emoji-heavy, dry humour — and suggestions keep that voice instead of sounding like someone else.',
    },
  ],
};
