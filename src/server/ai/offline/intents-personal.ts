import type { AdviceContext } from './analyze';
import { misdeed } from './misdeed';
import { openerSuggestions } from './openers';
import { hey, isProfessional, isRomantic, sug, Who, type Section } from './section';
import { pick } from './text-utils';

/** Sections for what the user is trying to do in personal situations (no quoted message). */

export function noReplySection(ctx: AdviceContext): Section {
  const about = ctx.intents.has('invited') ? ' to your invite' : '';
  return {
    read: pick(ctx.seed, 'noreply', [
      `${Who(ctx)} hasn't replied${about}. Silence is frustrating, but it's more often about their day — busy, distracted, unsure what to say — than about you. One light follow-up is fine; a string of them is not.`,
      `Being left without a reply${about} hurts, and it's tempting to read a lot into it. Most of the time it means ${ctx.who} got distracted or didn't know what to say; what matters is what they do after one easy nudge.`,
    ]),
    lead: 'One light follow-up you could send:',
    suggestions: [
      sug('Playful', 'Hello? Did my last message get lost in the Bermuda Triangle? 😄', 'Humour makes it easy to reply without anyone feeling guilty.'),
      sug('Low-pressure', `${hey(ctx)}, no worries if you've been busy! Hope your week is going well 🙂`, 'Takes the pressure off, which makes a reply more likely.'),
      sug('Fresh start', `${hey(ctx)}! Random, but I just [saw/did something] and thought you'd like it.`, 'Starts a new, easy thread instead of pointing at the silence.'),
    ],
    avoid: 'Double- and triple-texting, or "why are you ignoring me?" — it adds pressure and rarely gets a better reply.',
    next: "Send one light follow-up after a day or two, then stop. If it's still quiet, that's an answer too — step back and put your energy elsewhere.",
  };
}

export function sayNoSection(ctx: AdviceContext): Section {
  const romantic = isRomantic(ctx);
  const work = isProfessional(ctx);
  return {
    read: `You want to say no to ${ctx.who} without being unkind. The kindest no is clear and short: a vague "maybe" keeps hope alive and makes it harder for both of you later.`,
    lead: 'Three ways to say it:',
    suggestions: work
      ? [
          sug('Professional', "Thanks for thinking of me. I'm not able to take this on right now, but I hope it goes well.", 'Clear, polite and final without burning bridges.'),
          sug('Alternative', "I can't do this one, but I could help with [smaller thing] instead.", 'Says no to the request, yes to the relationship.'),
          sug('Boundary', "I need to say no to this so I can deliver [current priority] properly.", 'Grounds the no in a priority they care about.'),
        ]
      : romantic
        ? [
            sug('Kind', "Thank you for asking — I really appreciate it, but I don't feel the same way. I hope that's okay.", 'Honest and warm, leaves no confusing hope.'),
            sug('Friendly', "I'm flattered, truly, but I only see us as friends. I'd like to keep that if you do too.", 'Clear about romance, kind about the friendship.'),
            sug('Brief', "That's really kind of you, but I'm not interested in dating. Take care!", 'Short and unambiguous.'),
          ]
        : [
            sug('Warm', "I can't make it this time, but thank you for inviting me!", 'A friendly no with no excuses needed.'),
            sug('Honest', "I'm going to pass on this one — I need a quiet weekend. Hope it's great!", 'Honest reasons are easier than made-up ones.'),
            sug('Alternative', "I can't do Saturday, but I'd love to catch up another time.", 'Only if you mean it: protects the friendship.'),
          ],
    avoid: 'Inventing excuses you will have to keep up, or ghosting — both end up hurting more than a clear, kind no.',
    next: "Send it once and don't over-explain if they reply. If they push after a clear no, you're allowed to stop responding.",
  };
}

export function apologySection(ctx: AdviceContext): Section {
  const work = isProfessional(ctx);
  // What they did, when the message says it ("I forgot my girlfriends birthday"), fills the apology.
  const did = misdeed(ctx.text);
  const who = did?.to && !ctx.name ? `your ${did.to}` : ctx.who;
  const suggestions = work
    ? [
        sug('Accountable', `I apologise for ${did ? `how I ${did.deed}` : '[issue]'}. It was my mistake, and here's how I'm fixing it: [fix].`, 'Ownership plus a concrete fix restores trust.'),
        sug('Brief', `Sorry${did ? ` I ${did.deed}` : ' about [issue]'} — that was on me. It will be sorted by [time].`, 'Short, clear and specific.'),
        sug('Preventive', `I'm sorry${did ? ` I ${did.deed}` : ' for [issue]'}. To make sure it doesn't happen again, I'll [change].`, 'Shows you have learned from it.'),
      ]
    : [
        did
          ? sug('Sincere', `I'm sorry I ${did.deed}. I know it hurt, and that wasn't fair to you.`, 'Names what you did and the hurt, not just the act — that is what makes it land.')
          : sug('Sincere', "I'm sorry for [what you did]. I understand it made you feel [feeling], and that wasn't fair to you.", 'Names the hurt, not just the act — that is what makes it land.'),
        did
          ? sug('Accountable', `No excuses: I ${did.deed}, and that's on me. I'd like to make it right if you'll let me.`, 'Takes full responsibility without defending yourself.')
          : sug('Accountable', "I was wrong about [thing]. No excuses — I'd like to make it right if you'll let me.", 'Takes full responsibility without defending yourself.'),
        sug('Gentle', "I'm really sorry. You don't have to reply right away — take whatever time you need.", 'Gives them space, which shows respect.'),
      ];
  return {
    read: `You want to apologise to ${who}. A good apology names what you did, shows you understand how it affected them, and has no "but" — explanations can come later, if they ask.`,
    lead: suggestions.some((x) => x.text.includes('[')) ? 'Three ways to apologise (fill in the brackets):' : 'Three ways to apologise:',
    suggestions,
    avoid: '"I\'m sorry, but…" or "I\'m sorry you feel that way" — both sound like blame.',
    next: 'Send the apology once, give them time, and show the change in what you do next.',
  };
}

export function reconnectSection(ctx: AdviceContext): Section {
  const ex = ctx.situation === 'ex' || ctx.situation === 'partner';
  return {
    read: ex
      ? `You'd like to reconnect with ${ctx.who}. After a breakup, the first message should be light and ask for nothing big — you're finding out whether they're open to talking, not re-arguing the relationship.`
      : `You want to get back in touch with ${ctx.who}. The first message is the hardest part — and most people are glad to hear from someone they used to be close to.`,
    lead: 'Three ways to open:',
    suggestions: openerSuggestions(ctx),
    avoid: ex
      ? 'Opening with a long message about your feelings or what went wrong — it puts them on the spot.'
      : 'Apologising at length for the silence; a warm hello is enough.',
    next: ex
      ? "Send one light message and let their reply set the pace. If they're warm, suggest a low-key coffee; if they're cool or silent, respect that."
      : 'Send one message and, if they reply warmly, suggest a concrete catch-up within a couple of weeks.',
  };
}

export function askOutSection(ctx: AdviceContext): Section {
  const hidden = ctx.situation === 'hidden-crush';
  return {
    read: `You want to ask ${ctx.who} out. The invite that works best is specific (a day and an activity), casual in tone, and easy to say no to — that combination makes a yes more likely.${hidden ? " Since they don't know you like them yet, a casual plan is also a low-risk way to find out." : ''}`,
    lead: 'Three ways to ask:',
    suggestions: [
      sug('Casual', `${hey(ctx)}! There's a [café/exhibition] I've been wanting to try — want to come with me on Saturday?`, 'A specific plan is easy to say yes to and feels natural.'),
      sug('Playful', "I have a theory that we'd have fun getting tacos. Want to test it this week? 😄", 'Light humour keeps the stakes low.'),
      sug('Direct', 'I really like talking to you. Would you like to go out for a drink on Friday?', 'Clear and confident — no guessing what you mean.'),
    ],
    avoid: '"We should hang out sometime" — it is easy to agree with and never happens.',
    next: 'Pick a day and a place before you send it, and suggest something short like coffee or a walk.',
  };
}

export function afterDateSection(ctx: AdviceContext): Section {
  return {
    read: `The date happened and you want to follow up with ${ctx.who}. A same-day or next-day message saying you had a good time is normal and attractive — playing it cool for days mostly creates doubt.`,
    lead: 'Three follow-ups you could send:',
    suggestions: [
      sug('Warm', 'I had a really good time tonight — thanks for [detail]! 😊', 'Specific and sincere, it tells them you were paying attention.'),
      sug('Playful', 'Still laughing about [funny moment] 😄 We have to do that again.', 'A callback to a shared moment builds connection.'),
      sug('Forward', "I'd love to see you again. Are you free next week?", 'Clear interest plus a next step.'),
    ],
    avoid: 'Waiting three days to seem cool, or sending a long analysis of how the date went.',
    next: 'Send one warm message within a day that mentions something specific from the date; if they reply warmly, suggest the next plan.',
  };
}

export function planDateSection(ctx: AdviceContext): Section {
  return {
    read: `You're planning a date with ${ctx.who}. Good early dates are short, easy to leave and give you something to do together, so the conversation never feels like an interview.`,
    lead: 'Three ways to propose it:',
    suggestions: [
      sug('Casual', 'Want to grab coffee and walk around [park/market] on Saturday?', 'Low pressure, and walking side by side makes talking easy.'),
      sug('Fun', 'There is a board-game café near me — up for a friendly competition? 😄', 'An activity gives you built-in things to talk and laugh about.'),
      sug('Relaxed', 'How about drinks at [place] on Thursday evening? Low-key, good music.', 'A classic that is easy to extend if it goes well.'),
    ],
    extras: {
      title: 'More date ideas',
      items: ['Food market or street-food stroll', 'Museum or gallery late opening', 'Mini golf or bowling', 'Cooking or pottery class', 'Sunset walk with takeaway coffee'],
    },
    avoid: 'A long, expensive dinner as a first date — it is hard to leave and raises the pressure.',
    next: 'Pick one idea, offer two time options, and confirm the day before.',
  };
}
