import type { BlogPost } from '../../schema';

export const post: BlogPost = {
  slug: 'practise-hard-conversations-before-you-have-them',
  lead:
    "Nobody walks into a job interview without thinking about the questions. Yet we walk into the conversations that scare us most — confessing feelings, asking for a raise, talking to an ex — with nothing but a racing heart. Rehearsal works for conversations just like it works for presentations. Here is how to do it well.",
  agentSlug: 'date-success-coach',
  promptText:
    "I have a hard conversation coming up and I'd like to practise it first. Can you help me set up a roleplay practice and tell me what to work on?",
  body: [
    { type: 'heading', text: 'Why rehearsing helps' },
    {
      type: 'paragraph',
      text: "When a conversation matters, stress narrows your attention. You forget what you meant to say, react to the first thing that stings, or freeze. Saying the words out loud beforehand — even to an imagined person — makes them familiar, so under pressure you fall back on something you have already tried instead of improvising from scratch.",
    },
    { type: 'heading', text: 'Step 1: decide what “success” means' },
    {
      type: 'paragraph',
      text: "Before practising, write down the goal in one sentence and what failure would look like. “She knows how I feel and we are still friends” is a goal. “She says yes” is not, because you do not control it. A clear goal tells you what to focus on and stops you from chasing a perfect script.",
    },
    {
      type: 'list',
      items: [
        'Goal: what you want the other person to understand by the end.',
        'You made it when: the sign the conversation went well.',
        'You failed it when: what you want to avoid, such as an argument or a vague non-answer.',
      ],
    },
    { type: 'heading', text: 'Step 2: rehearse the opening, not the whole conversation' },
    {
      type: 'paragraph',
      text: "The first two sentences decide the tone of everything after. Practise them until you can say them calmly. The rest of the conversation will go off-script anyway, so focus on the opening and on one or two key points you do not want to forget.",
    },
    { type: 'example', from: 'you', text: "There's something I'd like to talk about, and it's important to me. Do you have a few minutes?" },
    { type: 'heading', text: 'Step 3: practise the difficult answers' },
    {
      type: 'paragraph',
      text: "Imagine the replies you fear most — anger, a joke that deflects, a flat no — and practise your response to each. Knowing that you have an answer for the hard moments is what brings your heart rate down on the day.",
    },
    { type: 'example', from: 'them', text: 'Why are you bringing this up now?' },
    { type: 'example', from: 'you', text: "Because it's been on my mind for a while, and I'd rather be honest with you than keep it in." },
    { type: 'heading', text: 'Step 4: get feedback, then try again' },
    {
      type: 'paragraph',
      text: "Rehearsal gets better with feedback: which responses landed, which sounded defensive, what you could say instead. Then run it again. Two or three rounds are usually enough to feel noticeably calmer.",
    },
    { type: 'heading', text: 'How roleplay practice works here' },
    {
      type: 'paragraph',
      text: "In roleplay practice you describe your situation to a coach chat, which sets up a practice with a scenario, a goal and a simulated person to talk to — a crush, a partner, an ex or a new match, depending on the advisor. You rehearse against that character while the coach stays beside the conversation. When you finish, you can open a practice insight report: your strongest responses, what could be better and the takeaways for the real conversation. A practice you do not pass can be restarted as many times as you like.",
    },
    {
      type: 'paragraph',
      text: "Real people will not follow your script, and that is fine. The goal of practice is not to control the other person; it is to walk in knowing what you want to say, calm enough to listen to what they say back.",
    },
  ],
};
