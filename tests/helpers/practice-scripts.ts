import type { PracticeDetails } from '../../src/db/schema/practice';
import { goalFromDetails, type GoalKind } from '../../src/server/ai/offline/practice/goals';
import { readProfile } from '../../src/server/ai/offline/practice/roles';

/**
 * User lines that play a practice to a known end in the offline engine (deterministic), for
 * service and integration tests:
 *
 *   const script = scriptFor(practice.details);      // or CRUSH_ASK_OUT / EX_REPAIR
 *   for (const line of script.winningLines) await send(line);   // the last one ends it: succeed, progress 100
 *   for (const line of script.losingLines) await send(line);    // the last one ends it: failed (auto)
 *   for (const line of script.neutralLines) await send(line);   // never ends it (then end by hand)
 *
 * Each list is played from the start of a practice, whatever the character's opening line was.
 */
export interface PracticeScript {
  /** Played in order, the last line reaches the goal (outcome succeed); none before it ends the practice. */
  winningLines: readonly string[];
  /** Played in order, the last line meets the failure condition (outcome failed, the character leaves). */
  losingLines: readonly string[];
  /** At least 6 lines, any prefix of which neither reaches the goal nor fails it. */
  neutralLines: readonly string[];
}

const CASUAL_NEUTRAL = [
  'How was your day?',
  'I watched a really good documentary last night.',
  'What kind of music do you like?',
  'That is interesting.',
  'I have been pretty busy with work lately.',
  'Do you have any pets?',
  'haha nice',
] as const;

export const SCRIPTS: Record<GoalKind, PracticeScript> = {
  open: {
    winningLines: [
      'Hey! How has your week been so far?',
      'Haha same here. I finally started learning guitar this month and my fingers hate me 😅',
      'That sounds really fun, I get why you like it. What got you into it?',
    ],
    losingLines: ['hey', 'You are so stupid.'],
    neutralLines: ['I went for a long walk today.', 'The weather has been nice lately.', 'I have been reading a good book.', 'That sounds fun.', 'I love a good playlist.', 'haha nice'],
  },
  invite: {
    winningLines: [
      'Hey! How did your week go?',
      'Haha that sounds like a lot. I have been trying to get into climbing lately, what do you do to unwind?',
      'That makes sense, I totally get that. Would you like to get coffee with me this Saturday afternoon?',
    ],
    losingLines: ['Want to hang out sometime?', 'Come on, why not?'],
    neutralLines: CASUAL_NEUTRAL,
  },
  reinvite: {
    winningLines: ['Hey! How is your week going?', 'Would you like to get coffee on Friday?', 'No worries at all! How about brunch on Sunday instead?'],
    losingLines: ['Would you like to get coffee on Friday?', 'Come on, just move your plans.'],
    neutralLines: CASUAL_NEUTRAL,
  },
  repair: {
    winningLines: [
      "Hey. I wanted to say I'm sorry for how I acted. I was wrong and I hurt you.",
      'That makes sense, I understand why you felt hurt. How have you been?',
      'Thank you for hearing me out. Would you be open to grabbing a coffee next week to talk properly?',
    ],
    losingLines: ['Honestly this was your fault, you overreacted.', 'You made me do it, it is your fault again.'],
    neutralLines: ['How have you been?', 'Work has been really busy lately.', 'I have been going to the gym more.', 'That sounds hard.', 'What have you been up to?', 'I saw a great film last week.'],
  },
  reconnect: {
    winningLines: [
      'Hey! I was just thinking about you. How have you been?',
      'That sounds like a lot, I get it. I have been busy with a new job but I miss our chats.',
      'Would you like to catch up over coffee next Saturday?',
    ],
    losingLines: ['Want to hang out sometime?', 'Come on, why not?'],
    neutralLines: CASUAL_NEUTRAL,
  },
  ask: {
    winningLines: [
      'Thanks for making time. Since I took over onboarding, churn dropped by 15% and I trained two new hires.',
      'I understand budgets are tight. What would you need to see from me at the next level?',
      'Based on those results, I would like to discuss a raise to 65k at the review next month.',
    ],
    losingLines: ["Give me a raise or I'll quit."],
    neutralLines: ['Thanks for making time.', 'How has the quarter been for you?', 'I enjoy working on this team.', 'That makes sense.', 'What are the priorities for next year?', 'I have learned a lot here.'],
  },
  interview: {
    winningLines: [
      'Thanks for having me! At my last job I led a redesign of our checkout that increased conversion by 12%.',
      'I also mentored two junior designers, which taught me a lot about explaining decisions clearly.',
      'Could I ask what success looks like in this role after the first six months?',
    ],
    losingLines: ["I don't know.", "I don't know, pass."],
    neutralLines: ['Thanks for having me.', 'I am really excited about this company.', 'What does the team work on?', 'I enjoy working with people.', 'That sounds great.', 'How big is the team?'],
  },
  hire: {
    winningLines: [
      'Thanks for joining! Tell me about a time you had to deliver a project with unclear requirements.',
      'That sounds like a smart approach, I like how you involved the team. What would you do differently next time?',
      'Great, thank you. The next step is a call with the team lead, and you will hear from us by Friday.',
    ],
    losingLines: ['How old are you?'],
    neutralLines: ['Thanks for joining today.', 'How was your commute?', 'Our team is growing fast.', 'That sounds great.', 'What interests you about this role?', 'We use a lot of modern tools here.'],
  },
  resolve: {
    winningLines: [
      "I'm really sorry about this, that sounds so frustrating.",
      'Could you tell me your order number and what happened with the delivery?',
      'Thank you. I will send a replacement by express today and refund the shipping cost.',
    ],
    losingLines: ['That is your fault, you should have read the terms.', 'Honestly it is your own fault.'],
    neutralLines: ['I understand.', 'Can you tell me more?', 'Thanks for your message.', 'Let me check your account details.', 'I see.', 'Which item did you order?'],
  },
  align: {
    winningLines: [
      'Thanks for meeting with me. How do things look from your side?',
      'That makes sense. I have noticed it has been harder lately and things get rushed at the end.',
      'Could we try a weekly check-in by email, starting this Friday?',
    ],
    losingLines: ['You are lazy and useless.'],
    neutralLines: ['Thanks for meeting with me.', 'How are things going?', 'I have noticed some changes lately.', 'That makes sense.', 'What do you usually see?', 'I appreciate your help.'],
  },
  defuse: {
    winningLines: [
      "That's a fair point, thanks for saying it. I should have mentioned the downsides.",
      'What would you have wanted me to include?',
      'I really appreciate you taking the time to explain.',
    ],
    losingLines: ['Shut up, you clearly know nothing.'],
    neutralLines: ['What do you mean exactly?', 'Which part do you disagree with?', 'I wrote the post after a lot of research.', 'Can you say more?', 'Interesting.', 'I posted it last week.'],
  },
};

/** The script for any practice the offline coach planned (chosen by the practice's goal). */
export function scriptFor(details: PracticeDetails): PracticeScript {
  return SCRIPTS[goalFromDetails(details)];
}

/** "I want to practise asking my crush out" → plan; its practice #1 (0-based) is the ask-out. */
export const CRUSH_ASK_OUT = {
  coachMessage: 'I want to practise asking my crush out',
  practiceIndex: 1,
  ...SCRIPTS.invite,
} as const;

/** "I need to apologise to my ex" → plan; its practice #0 is the apology (repair). */
export const EX_REPAIR = {
  coachMessage: 'I need to apologise to my ex',
  practiceIndex: 0,
  ...SCRIPTS.repair,
} as const;

/** The crush ask-out lines, as plain names. */
export const { winningLines, losingLines, neutralLines } = SCRIPTS.invite;

export interface PlanScripts extends PracticeScript {
  /** What to tell the coach to get the plan. */
  coachMessage: string;
  /** Which practice of that plan the lines are for (0-based). */
  practiceIndex: number;
  /** True for that practice's details (find it in a plan without relying on the order). */
  matches(details: DetailsLike): boolean;
}

/** Practice details as a JSON answer types them (only simulated_role is required here). */
export type DetailsLike = Pick<PracticeDetails, 'simulated_role'> & Partial<PracticeDetails>;

function full(details: DetailsLike): PracticeDetails {
  return { title: '', scenario: '', success_condition: '', failure_condition: '', you_will_learn: [], ...details };
}

/** The crush plan's ask-out practice. The neutral lines are neutral in every practice of that plan. */
export const crushScripts: PlanScripts = {
  ...CRUSH_ASK_OUT,
  matches: (details) => goalFromDetails(full(details)) === 'invite' && readProfile(full(details)).role === 'crush',
};

/** The ex plan's apology practice. */
export const exScripts: PlanScripts = {
  ...EX_REPAIR,
  matches: (details) => goalFromDetails(full(details)) === 'repair' && readProfile(full(details)).role === 'ex',
};
