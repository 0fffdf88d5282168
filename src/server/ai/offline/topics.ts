import type { ReplySuggestion } from '../provider';
import type { AdviceContext } from './analyze';
import { sug } from './section';
import type { Situation } from './situations';
import { pickRun } from './text-utils';

/** Conversation topics by situation; the tone label names the kind of topic. */
type Group = 'romance' | 'friend' | 'work' | 'interview' | 'customer' | 'school' | 'social' | 'general';

const GROUP: Record<Situation, Group> = {
  crush: 'romance',
  'hidden-crush': 'romance',
  ex: 'friend',
  partner: 'romance',
  dating: 'romance',
  'new-match': 'romance',
  friendship: 'friend',
  workplace: 'work',
  'interview-candidate': 'interview',
  'interview-interviewer': 'interview',
  customer: 'customer',
  'teacher-parent': 'school',
  'social-comment': 'social',
  'cross-language': 'general',
  general: 'general',
};

const TOPICS: Record<Group, ReplySuggestion[]> = {
  romance: [
    sug('Playful', 'What is your most controversial food opinion? 🍍', 'Low-stakes debate that shows personality and gets you both laughing.'),
    sug('Dreamy', 'If you could teleport anywhere this weekend, where would you go?', 'Imagination questions are fun and reveal what they value.'),
    sug('Personal', "What's something you're looking forward to this month?", 'Lets them talk about what excites them — and gives you follow-ups.'),
    sug('Nostalgic', 'What was your favourite thing to do as a kid?', 'Childhood stories build closeness quickly.'),
    sug('Deep', "What's a small thing that instantly makes your day better?", 'Gentle depth without being heavy.'),
    sug('Fun', 'Be honest: what is your go-to karaoke song? 🎤', 'Playful and easy to tease about later.'),
  ],
  friend: [
    sug('Catch-up', "What's been the best part of your week so far?", 'A positive prompt that opens the door to real news.'),
    sug('Memory', 'Do you remember [shared memory]? I still laugh about it.', 'Shared history brings you back to your old rhythm.'),
    sug('Plans', 'We should do something fun soon — any ideas?', 'Turns chatting into seeing each other.'),
    sug('Recommend', 'Watched or read anything good lately?', 'Easy to answer and gives you things to swap.'),
    sug('Support', "How are you actually doing? Not the polite answer 🙂", 'Invites honesty in a warm way.'),
  ],
  work: [
    sug('Work-light', 'What are you working on at the moment that you actually enjoy?', 'Shows interest in them without small-talk clichés.'),
    sug('Weekend', 'Any plans for the weekend?', 'Safe, friendly and universal.'),
    sug('Learning', 'Any tools or tips that have made your work easier lately?', 'Practical and flattering — people like to share know-how.'),
    sug('Local', 'Found any good lunch places around here?', 'Easy common ground with colleagues.'),
    sug('Career', 'How did you end up in this role?', 'People enjoy telling their story; you learn a lot.'),
  ],
  interview: [
    sug('Rapport', 'What do you enjoy most about working here?', 'Builds rapport and tells you about the culture.'),
    sug('Team', 'How would you describe the team I would be working with?', 'Shows you are thinking about fitting in.'),
    sug('Success', 'What would success look like in the first six months?', 'Signals ambition and clarifies expectations.'),
    sug('Industry', "What's a trend in the industry that excites you?", 'Shows curiosity beyond the job description.'),
  ],
  customer: [
    sug('Needs', 'What made you choose us in the first place?', 'Helps you understand what they value.'),
    sug('Feedback', "Is there anything we could do better for you?", 'Shows you care and surfaces problems early.'),
    sug('Use', 'How are you using [product] day to day?', 'Opens the door to tips and upsells that actually help.'),
  ],
  school: [
    sug('Strengths', 'What do you see as [child]\'s biggest strengths in class?', 'Starts positive and gives you both common ground.'),
    sug('Support', 'What can we do at home to support what you are doing in class?', 'Frames it as teamwork.'),
    sug('Social', 'How is [child] getting on with classmates?', 'Covers wellbeing, not just grades.'),
    sug('Goals', 'What is one thing we could focus on this term?', 'Makes the conversation actionable.'),
  ],
  social: [
    sug('Question', 'Thanks for the comment! What got you interested in this?', 'Turns a comment into a conversation.'),
    sug('Behind the scenes', 'Fun fact: this took [time] to make — happy to share how!', 'People love behind-the-scenes details.'),
    sug('Community', 'Anyone else tried this? Would love to hear your take!', 'Invites more people into the thread.'),
  ],
  general: [
    sug('Light', "What's something that made you laugh recently?", 'Easy, positive and personal.'),
    sug('Curious', "What's something you've been wanting to learn?", 'Shows what they care about.'),
    sug('Plans', 'Anything fun planned for the weekend?', 'Friendly and universal.'),
    sug('Opinion', "What's an unpopular opinion you hold?", 'Sparks a lively back-and-forth.'),
  ],
};

export function topicSuggestions(ctx: AdviceContext): ReplySuggestion[] {
  const pool = TOPICS[GROUP[ctx.situation]];
  const interest = ctx.interests[0];
  if (interest) {
    const personal = sug('Their interest', `What got you into ${interest}? I'd love to hear the story.`, `They care about ${interest}, so they'll have plenty to say.`);
    return [personal, ...pickRun(ctx.seed, 'topics', pool, 2)];
  }
  return pickRun(ctx.seed, 'topics', pool, 3);
}

export function topicExtras(ctx: AdviceContext, used: readonly ReplySuggestion[]): string[] {
  const extra = ctx.interests.slice(1).map((i) => `Ask about ${i}: what they love about it and how they got started.`);
  return [...extra, ...TOPICS[GROUP[ctx.situation]].filter((t) => !used.some((u) => u.text === t.text)).map((t) => `${t.tone}: ${t.text}`)];
}
