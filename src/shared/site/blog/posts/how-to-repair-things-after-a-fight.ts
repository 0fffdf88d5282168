import type { BlogPost } from '../../schema';

export const post: BlogPost = {
  slug: 'how-to-repair-things-after-a-fight',
  lead:
    "Every couple fights. What decides whether a fight leaves a scar or makes you closer is what happens afterwards: how you calm down, how you apologise, and whether you both feel heard. This is a step-by-step guide to the repair, with words you can borrow.",
  agentSlug: 'relationship-repair-advisor',
  promptText:
    "We had a fight and things are still tense between us. Can you help me understand what went wrong and how to start repairing it?",
  body: [
    { type: 'heading', text: 'Step 1: calm down before you talk' },
    {
      type: 'paragraph',
      text: "In the middle of a fight your body is in alarm mode: your heart races, you hear criticism everywhere, and it is nearly impossible to listen. Trying to fix things in that state usually starts round two. Take a real break — at least 20 minutes, often a night — and say clearly that you will come back to it, so the pause does not feel like walking away.",
    },
    { type: 'example', from: 'you', text: "I don't want to keep fighting. Can we take a break and talk tomorrow morning? I love you." },
    { type: 'heading', text: 'Step 2: apologise for your part, without “but”' },
    {
      type: 'paragraph',
      text: "A repair starts with someone taking responsibility. Name what you did, acknowledge how it affected them, and stop there. “I'm sorry, but you…” erases the apology. Your side of the story matters, and there is a time for it — just not in the same sentence.",
    },
    { type: 'example', from: 'you', text: "I'm sorry I raised my voice and brought up your ex. That wasn't fair, and I can see it hurt." },
    { type: 'heading', text: 'Step 3: listen to understand' },
    {
      type: 'paragraph',
      text: "Ask how the fight felt from their side and listen without correcting details. Then repeat back what you heard. Many fights are less about the dishes or the plans and more about feeling unimportant or unheard; listening is often the repair itself.",
    },
    { type: 'example', from: 'them', text: "It wasn't about the party. I felt like you decided without me again." },
    { type: 'example', from: 'you', text: 'So it felt like your opinion didn’t count. That makes sense, and I get why you were upset.' },
    { type: 'heading', text: 'Step 4: talk about the real issue, one at a time' },
    {
      type: 'list',
      items: [
        'Pick one issue, not the whole history of the relationship.',
        'Describe situations and feelings (“I felt left out when…”), not character (“you always…”).',
        'Look for the need underneath: time together, respect, help, reassurance.',
        'If it heats up again, pause again. There is no prize for finishing in one go.',
      ],
    },
    { type: 'heading', text: 'Step 5: agree on something concrete' },
    {
      type: 'paragraph',
      text: "End with a small, specific agreement: checking in before making plans for both of you, a signal for when one of you needs a break, who does which chores. Concrete agreements stick; “I'll try harder” fades by the weekend. Check in on it after a week or two.",
    },
    { type: 'heading', text: 'When the silence goes on' },
    {
      type: 'paragraph',
      text: "If your partner will not talk for days, send one calm message that leaves the door open and then stop chasing. Flooding someone with messages deepens silence. When they come back, meet them warmly and, later, talk about the silence itself. If silence or anger ever comes with fear, threats or control, that is not a communication problem: talk to people you trust or a local support service.",
    },
    { type: 'example', from: 'you', text: "I don't like how we left things. Whenever you're ready, I'd like to talk it through." },
    {
      type: 'paragraph',
      text: "Want help with your situation? The Relationship Repair Advisor looks at what happened from both sides, helps you write an apology that repairs rather than reignites, and can play your partner so you can rehearse the conversation first.",
    },
  ],
};
