import type { ReplySuggestion } from '../provider';
import type { AdviceContext } from './analyze';
import { hey, sug } from './section';
import type { Situation } from './situations';
import { pickRun } from './text-utils';

/** Opening lines by situation; one built from a detected interest goes first when there is one. */
type Group = 'match' | 'crush' | 'ex' | 'friend' | 'work' | 'social' | 'customer' | 'school' | 'general';

const GROUP: Record<Situation, Group> = {
  'new-match': 'match',
  dating: 'crush',
  crush: 'crush',
  'hidden-crush': 'crush',
  ex: 'ex',
  partner: 'crush',
  friendship: 'friend',
  workplace: 'work',
  'interview-candidate': 'work',
  'interview-interviewer': 'work',
  customer: 'customer',
  'teacher-parent': 'school',
  'social-comment': 'social',
  'cross-language': 'general',
  general: 'general',
};

const OPENERS: Record<Group, (ctx: AdviceContext) => ReplySuggestion[]> = {
  match: () => [
    sug('Playful', 'Quick, important question before we go any further: best pizza topping? 🍕', 'Easy, fun and impossible to answer with just "hi".'),
    sug('Curious', "Your profile made me curious — what's something you're really into right now?", 'Open question that invites a real answer.'),
    sug('Direct', "Hey! I'm glad we matched. What does a perfect weekend look like for you?", 'Warm and straightforward, gives them a fun topic.'),
    sug('Witty', "On a scale of 1 to 10, how tired are you of people asking how your week is going? 😄", 'Self-aware humour stands out from generic openers.'),
    sug('Light', 'Two truths and a lie — you go first 😏', 'A mini-game that starts a back-and-forth instantly.'),
  ],
  crush: (ctx) => [
    sug('Casual', `${hey(ctx)}! Random question: any good show recommendations? I've finished everything 😅`, 'Low-stakes and easy to answer — no pressure on either side.'),
    sug('Callback', `${hey(ctx)}, that thing you said earlier has been making me laugh all day 😄`, 'Refers to a shared moment, which feels personal without being intense.'),
    sug('Curious', `${hey(ctx)}! How did [the thing they mentioned] go?`, 'Remembering details shows real interest.'),
    sug('Playful', `Settle a debate for me: is a hot dog a sandwich? 🌭`, 'Silly debates are easy, fun conversation starters.'),
  ],
  ex: (ctx) => [
    sug('Gentle', `${hey(ctx)}, I hope you're doing well. I saw something today that reminded me of you and wanted to say hi.`, 'Warm, low-pressure and asks nothing of them.'),
    sug('Honest', `${hey(ctx)}. It's been a while — I've been thinking about how things ended and I'd like to talk, if you're open to it.`, 'Clear about your intention without pushing.'),
    sug('Light', `${hey(ctx)}! Happy [occasion] — hope it's a good one.`, 'An occasion gives you a natural, easy reason to reach out.'),
  ],
  friend: (ctx) => [
    sug('Warm', `${hey(ctx)}! I was just thinking about you — how have you been?`, 'Simple and sincere, easy to answer.'),
    sug('Nostalgic', `${hey(ctx)}, remember [shared memory]? It popped into my head today 😄`, 'A shared memory is the quickest way back to closeness.'),
    sug('Plan', `${hey(ctx)}! Coffee this week? I miss our chats.`, 'A concrete plan turns a hello into actually seeing each other.'),
    sug('Casual', 'Okay, I need your opinion on something very important (it is not important at all) 😂', 'Playful hook that invites a reply.'),
  ],
  work: () => [
    sug('Professional', 'Hi [name], hope your week is going well. Quick question about [topic] when you have a minute.', 'Polite, clear and respects their time.'),
    sug('Friendly', 'Hi! I am [name] from [team] — I have been meaning to introduce myself.', 'A warm introduction starts a good working relationship.'),
    sug('Value-first', 'Hi [name], I saw [their work/post] and found it really useful — thank you. Could I ask you about [topic]?', 'Specific praise plus a small ask gets replies.'),
  ],
  social: () => [
    sug('Grateful', 'Thank you so much for stopping by — comments like this make my day 😊', 'Public warmth encourages more people to join in.'),
    sug('Curious', 'Thanks! Have you tried it yourself? I would love to hear how it went.', 'A question back starts a real thread.'),
    sug('Playful', 'You have excellent taste 😄 Thanks for the comment!', 'Light and friendly, fits a public reply.'),
  ],
  customer: () => [
    sug('Welcoming', 'Hi [name], thanks for reaching out! How can I help today?', 'Friendly and open — invites the customer to explain.'),
    sug('Personal', 'Hi [name], thanks for your order! Just checking everything arrived okay.', 'Proactive care builds loyalty.'),
    sug('Helpful', 'Hi [name], I saw your message about [issue] and I am on it.', 'Shows you have read their message and are acting.'),
  ],
  school: (ctx) =>
    ctx.userIsTeacher
      ? [
          sug('Positive first', 'Hello, I wanted to share something great [student] did this week: [detail].', 'Starting with a positive builds trust for harder conversations.'),
          sug('Collaborative', 'Hello, I would love to work together on [topic]. When would be a good time for a short call?', 'Frames it as a partnership.'),
          sug('Clear', 'Hello, a quick update on [student]: [fact]. Happy to talk if you have questions.', 'Factual and calm.'),
        ]
      : [
          sug('Friendly', "Hello, I'm [child]'s parent. Thank you for all you do — could we find a time to talk about [topic]?", 'Appreciation first makes teachers more receptive.'),
          sug('Specific', 'Hello, I noticed [child] has been [observation]. Have you seen this in class too?', 'Shares what you see and asks for their view.'),
          sug('Brief', "Hello, quick question about [topic] when you have a moment. Thank you!", 'Respects a busy teacher\'s time.'),
        ],
  general: (ctx) => [
    sug('Friendly', `${hey(ctx)}! How's your week going so far?`, 'Easy and warm — anyone can answer it.'),
    sug('Curious', `${hey(ctx)}, I have been meaning to ask you about [topic]!`, 'A specific topic is easier to reply to than "what\'s up".'),
    sug('Playful', 'Quick poll: coffee or tea, and defend your answer ☕', 'A light question that invites personality.'),
  ],
};

export function openerSuggestions(ctx: AdviceContext): ReplySuggestion[] {
  const pool = OPENERS[GROUP[ctx.situation]](ctx);
  const interest = ctx.interests[0];
  if (interest && ['match', 'crush', 'friend', 'general'].includes(GROUP[ctx.situation])) {
    const line = ctx.situation === 'new-match' ? `${hey(ctx)}! I saw you're into ${interest} — how did you get into it?` : `${hey(ctx)}! You're into ${interest}, right? How did you get into it?`;
    const personal = sug('Personal', line, `Built on something they care about (${interest}), so it's easy and fun to answer.`);
    return [personal, ...pickRun(ctx.seed, 'openers', pool, 2)];
  }
  return pickRun(ctx.seed, 'openers', pool, 3);
}

/** Openers not used as suggestion cards, as plain lines for the numbered extras. */
export function openerExtras(ctx: AdviceContext, used: readonly ReplySuggestion[]): string[] {
  return OPENERS[GROUP[ctx.situation]](ctx)
    .filter((o) => !used.some((u) => u.text === o.text))
    .map((o) => o.text);
}
