import type { RedFlagKind } from '../../../src/server/ai/offline/practice/red-flags';

/**
 * User lines that meet a red flag of the practices' failure conditions: threats and ultimatums,
 * insults, pressure after a no, guilt trips and lies. Varied on purpose: typos, text-speak, indirect
 * and conditional forms, flags hidden behind a polite first sentence. `goal` is the practice the
 * line was written for (the line is scored in a practice of that goal whose failure condition
 * names the flag). Pressure lines are said right after the character declined.
 */
export interface RedFlagLine {
  text: string;
  kind: RedFlagKind;
  goal: 'ask' | 'invite' | 'repair' | 'reconnect' | 'resolve' | 'align' | 'interview';
}

const t = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, kind: 'threat' as const, goal }));
const i = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, kind: 'insult' as const, goal }));
const p = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, kind: 'pressure' as const, goal }));
const g = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, kind: 'guilt' as const, goal }));
const l = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, kind: 'lie' as const, goal }));

export const RED_FLAG_LINES: readonly RedFlagLine[] = [
  ...t(
    'ask',
    "If I don't get 20% more I'll just quit",
    "I'm going to quit unless you pay me more. You are a terrible manager.",
    'Give me the raise or I walk.',
    "Pay me what I'm worth or I'm out of here.",
    "If this doesn't change by Friday, I'm handing in my notice.",
    'Either you match the offer or I resign.',
    "i'll quit if i dont get it",
    'im gonna quit if u dont give me a raise',
    'Ill just leave then if you wont pay me',
    'Honestly if nothing changes I will be looking for another job, simple as that.',
    'You have until the end of the week to decide, otherwise I am gone.',
    "Raise my salary or I'll go to your boss.",
    'This is your last chance to keep me.',
    "If you can't do 70k I'm taking the other offer, end of story.",
    "I'll resign tomorrow unless I see a number today.",
    'Unless I get the promotion I am walking out.',
    "I want 15% more. Otherwise I'm done here.",
    'Take it or leave it: 80k or I quit.',
    'You will lose your best employee if you say no.',
    "You'll regret it if you don't pay me more.",
    "I've already got my resignation letter written, so it's up to you.",
    "Don't make me start looking elsewhere.",
    'If I dont get a raise im quiting',
    "either i get the promotion or i'm leaving the company",
    'I need an answer today or I walk out the door.',
    "No raise, no me. It's that simple.",
    'I will quit on the spot if you say not yet again.',
    "Give me the title or I'll make sure the whole team knows how you treat people.",
    "I'll report you to HR if you don't approve this.",
    'Approve the extension or I will tell the client it was your fault.',
  ),
  ...t(
    'invite',
    "Go out with me or I'll tell everyone your secret.",
    "If you say no I'll post our chats online.",
    "Say yes or you'll be sorry.",
    "You better come on Friday, or else.",
  ),
  ...t(
    'repair',
    "If you don't forgive me I'll tell your parents everything.",
    "Talk to me or I'll show up at your place.",
    "Forgive me or we're done for good.",
  ),
  ...t(
    'resolve',
    "Accept the voucher or I'll ban your account.",
    "Stop complaining or I'll cancel your order.",
  ),
  ...t('align', "If your son keeps this up I'll make sure he fails the year.", "Fix your attitude or I'll escalate this to the director."),
  ...t('interview', "Hire me or I'll leave a terrible review on Glassdoor.", "If you don't move me forward I'll report this company."),

  ...i(
    'ask',
    'You are a terrible manager.',
    "ur the worst boss i've ever had",
    'Honestly you are useless at your job.',
    'What kind of idiot runs a team like this?',
    'Are you stupid or just pretending?',
    'You clearly have no idea what you are doing.',
    'A monkey could do your job better.',
    'Your management is a joke.',
    "I can't believe they made someone so incompetent a manager.",
    "you're pathetic",
    'Only a clown would offer me 2%.',
    "You're a cheapskate, everyone knows it.",
    'youre so increadibly stupid',
    'You are a spineless coward who hides behind HR.',
  ),
  ...i(
    'invite',
    "You're kinda ugly but I'd still go out with you.",
    'God you are so annoying.',
    "You're too dumb to get my jokes anyway.",
    'shut up and come to dinner',
    'whatever you freak',
    "Nobody else would ask you out, you know that right?",
  ),
  ...i(
    'repair',
    "I'm sorry, but you're honestly a psycho sometimes.",
    'You are such a drama queen.',
    "You're a selfish brat and you know it.",
    'Grow up.',
    'Stop being such a baby about it.',
  ),
  ...i(
    'resolve',
    'Are you too lazy to read the instructions?',
    "You're clearly an idiot if you ordered the wrong size.",
    'Learn to read, genius.',
    'Nobody cares about your stupid parcel.',
  ),
  ...i('align', 'Your son is a lazy brat.', 'Honestly your kid is dumb as a rock.', "You're a terrible parent, that's the problem."),
  ...i('interview', 'My last boss was a complete moron.', 'Everyone at my old company was an idiot.', 'Your questions are really stupid.'),

  ...p(
    'invite',
    'Come on, just one coffee.',
    'Why not? It is just coffee.',
    "Don't be like that, say yes.",
    "I'm not taking no for an answer.",
    'pleeeease just say yes',
    "c'mon u know u want to",
    "What's the big deal? It's one drink.",
    'Just give me a chance, please please please.',
    "I'll keep asking until you say yes.",
    "You can't say no to me twice.",
    'Stop playing hard to get.',
    'Why are you being so difficult about this?',
    "You'll change your mind once you get to know me, so just say yes.",
    "Just cancel your plans then, it's Friday.",
    "I'll ask you again tomorrow and the day after.",
    'come onnn dont be boring',
    'You owe me one date at least.',
    'I really need you to say yes right now.',
  ),
  ...p(
    'ask',
    "I'm not leaving this room until you agree.",
    "Not yet isn't good enough, I need a yes today.",
    "Just approve it, what's the problem?",
    'I insist. Sign it now.',
    'Stop stalling and give me an answer.',
    "We're doing this now whether you like it or not.",
  ),
  ...p(
    'repair',
    'You have to forgive me, you just have to.',
    'Answer me! Why are you ignoring me?',
    "I won't stop messaging until you talk to me.",
    'Just say we are fine already.',
    "Don't overthink it, just meet me tonight.",
  ),
  ...p('reconnect', "Come on, you can't be that busy.", 'Just make time for me, it is one call.', 'Stop making excuses and pick a day.'),

  ...g(
    'repair',
    "After everything I've done for you, this is how you treat me?",
    "I guess I'm just not worth your time.",
    "If you really cared about me you'd forgive me.",
    "Fine. I'll just be alone then. Hope you're happy.",
    "You're breaking my heart, you know that?",
    "I can't believe you'd do this to me.",
    "I thought you were different.",
    "Don't you care about me at all?",
    'wow ok i see how it is',
    "I've always been there for you and you can't even reply.",
    "You're making me feel like garbage.",
    'I cried all night because of you.',
  ),
  ...g(
    'ask',
    "I've given this company my nights and weekends and this is how you repay me?",
    "After all I've sacrificed, you can't even give me 5%?",
    'I guess loyalty means nothing to you.',
    "I have a family to feed, don't you care?",
    'You are letting me down after everything.',
  ),
  ...g(
    'invite',
    "I guess I'm not good enough for you then.",
    'I got all dressed up for nothing I suppose.',
    "I'll be so sad if you say no.",
    'Nobody ever says yes to me, so please be the first.',
  ),
  ...g(
    'reconnect',
    "You never have time for me anymore, must be nice.",
    "I'm always the one reaching out. Typical.",
    "Guess I don't matter to you now that you've got new friends.",
  ),

  ...l(
    'ask',
    "I'll just tell him Google offered me 100k, even though they didn't.",
    'I have another offer (I don\'t, but he doesn\'t need to know).',
    "Let's say I have a competing offer, he'll never check.",
    "I'm lying, but I'll say I led the whole project.",
    'I made up the numbers but they sound good.',
    "I'll pretend I have another offer to get leverage.",
    "Between us I didn't really finish it, but I'll say it's done.",
    "i'll fake an offer letter if i have to",
  ),
  ...l(
    'interview',
    "I'll say I speak fluent Spanish, they won't test it.",
    "I don't have a degree but I'll tell them I do.",
    "I'll claim I managed a team of ten. It was two people.",
    'I made up a reference from my last job.',
  ),
  ...l(
    'repair',
    "I'll tell her I was sick that night, not that I forgot.",
    "I'll just pretend I never saw her message.",
    "It wasn't me, I swear (it was me).",
  ),
  ...l(
    'invite',
    "I'll tell her I'm 25, she won't know I'm 31.",
    "I'll pretend I love hiking so she says yes.",
  ),
  ...l(
    'resolve',
    "I'll say it was shipped yesterday even though it wasn't.",
    "I'll tell them the warehouse lost it, it's easier than admitting we forgot.",
    'Just lie and say the refund is already on its way.',
  ),
];
