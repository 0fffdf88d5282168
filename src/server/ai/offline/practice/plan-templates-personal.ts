import type { PracticePlanDraft } from '../../practice-ai';
import type { PlanContext } from './plan-context';
import { interestsLine, personFor, practice, type Person } from './plan-text';
import { toldSentence } from './scenario-repair-told';

/** Plans for crushes, dates, matches, exes, partners, friends and family. Easiest practice first. */

/** The card name, with the person's name when it does not say it already. */
const titled = (name: string, p: Person) => (p.name && !name.includes(p.name) ? `${name} — ${p.name}` : name);
const since = (p: Person) => (p.place ? ` since ${p.place}` : '');
const after = (p: Person) => (p.place ? ` after ${p.place}` : '');

function breakTheIce(p: Person, ctx: PlanContext, opener = false) {
  return practice(p, {
    goal: 'open',
    name: opener ? 'Send an opener that gets a reply' : 'Break the ice',
    title: opener ? `Start the chat with ${p.who}` : `Break the ice with ${p.who}`,
    scenario: opener
      ? `You just matched with ${p.who}.${interestsLine(p, ctx.interests)} Skip the bare “hey”: open with something specific, ask about ${p.obj} and get a real back-and-forth going.`
      : `${p.Who} just messaged you${after(p)}. You get along, but you've never really talked one-on-one.${interestsLine(p, ctx.interests)} Keep it relaxed and get a real conversation going.`,
    learn: [
      ['💬', 'Ask open questions that are easy and fun to answer'],
      ['🙂', 'Share a little about yourself so it feels two-way'],
      ['😄', 'Add warmth with humour or a sincere compliment'],
    ],
  });
}

function askOut(p: Person, ctx: PlanContext, name: string, situation: string) {
  return practice(p, {
    goal: 'invite',
    name,
    title: titled(name, p),
    scenario: `${situation}${interestsLine(p, ctx.interests)} Turn the chat into a plan: suggest one specific thing to do, with a day — once the rapport is there.`,
    learn: [
      ['🎯', 'Make a specific invitation: a day and an activity'],
      ['⏱️', 'Time the ask once the conversation is warm'],
      ['🤝', 'Take a “maybe” gracefully, without pushing'],
    ],
  });
}

function whenBusy(p: Person, name: string) {
  return practice(p, {
    goal: 'reinvite',
    name,
    title: titled(name, p),
    scenario: `You're asking ${p.who} out, but ${p.poss} week is packed. When your first suggestion doesn't work, stay relaxed and offer another specific day and plan.`,
    learn: [
      ['🌤️', 'Hear “I can’t that day” without taking it personally'],
      ['📅', 'Offer one new, specific option'],
      ['🚦', 'Know the line between persistence and pressure'],
    ],
  });
}

/** What happened, as the user told it, leading the scenario ("What happened: you forgot…"). */
const toldFirst = (ctx: PlanContext) => (ctx.told ? `${toldSentence(ctx.told)} ` : '');

function repair(p: Person, name: string, scenario: string) {
  return practice(p, {
    goal: 'repair',
    name,
    title: titled(name, p),
    scenario,
    learn: [
      ['🙏', 'Apologise without “but” or “if”'],
      ['👂', 'Reflect how they felt before explaining yourself'],
      ['🚪', 'Suggest a low-pressure next step and accept a “not yet”'],
    ],
  });
}

function reconnect(p: Person, name: string, scenario: string) {
  return practice(p, {
    goal: 'reconnect',
    name,
    title: titled(name, p),
    scenario,
    learn: [
      ['👋', 'Reopen contact warmly, without pressure'],
      ['❓', 'Ask about their life and really listen'],
      ['☕', 'Suggest a specific, easy way to meet'],
    ],
  });
}

export function crushPlan(ctx: PlanContext, withBusy: boolean): PracticePlanDraft {
  const p = personFor('crush', ctx);
  const practices = [
    breakTheIce(p, ctx),
    askOut(p, ctx, `Ask ${p.obj} out`, `You and ${p.who} have been chatting${since(p)} and it's going well.`),
  ];
  if (withBusy) practices.push(whenBusy(p, `When ${p.who} can't make it`));
  return {
    name: withBusy ? `Asking ${p.name ?? 'my crush'} out` : `Talking to ${p.name ?? 'my crush'}`,
    description: withBusy
      ? `Rehearse turning friendly chat with ${p.who} into a real date: break the ice, ask for a specific plan, and stay relaxed if the answer is “not that day”.`
      : `Rehearse starting an easy, warm conversation with ${p.who} — and, when it flows, suggesting time together.`,
    practices,
  };
}

/** The date the user has arranged, as the understanding layer read it: "at the wine bar, tonight", "bowling, tomorrow". */
function onTheDate(p: Person, ctx: PlanContext, second: boolean) {
  const d = ctx.dateSet;
  if (!d) return null;
  const where = d.venue ? ` at the ${d.venue}` : '';
  const what = d.activity ? `: ${d.activity}` : '';
  const when = d.when ? `${where || what ? ',' : ''} ${d.when}` : '';
  return practice(p, {
    goal: 'open',
    name: 'On the date',
    title: titled('On the date', p),
    scenario: `You're on your ${second ? 'second' : 'first'} date with ${p.who}${where}${what}${when}. Keep the conversation flowing: ask about ${p.obj}, share something of your own, and add some warmth.`,
    learn: [
      ['💬', 'Ask open questions that are easy and fun to answer'],
      ['🙂', 'Share a little about yourself so it feels two-way'],
      ['😄', 'Add warmth with humour or a sincere compliment'],
    ],
  });
}

export function datePlan(ctx: PlanContext, second: boolean): PracticePlanDraft {
  const p = personFor('date', ctx);
  const arranged = onTheDate(p, ctx, second);
  if (arranged) {
    return {
      name: `${second ? 'A second' : 'A first'} date with ${p.name ?? 'my date'}`,
      description: `Rehearse the date you have planned with ${p.who}: keeping the conversation easy and warm, then suggesting seeing each other again.`,
      practices: [arranged, askOut(p, ctx, 'Suggest meeting again', `Your date with ${p.who} went well and you'd like to see ${p.obj} again.`)],
    };
  }
  if (second) {
    return {
      name: `A second date with ${p.name ?? 'my date'}`,
      description: `Rehearse asking ${p.who} for a second date with a specific plan, and rescheduling gracefully when the first day doesn't work.`,
      practices: [
        askOut(p, ctx, 'Ask for a second date', `Your first date with ${p.who} went well and you've been texting since.`),
        whenBusy(p, `When ${p.who} is busy`),
      ],
    };
  }
  return {
    name: `Planning a date with ${p.name ?? 'my date'}`,
    description: `Rehearse keeping the chat with ${p.who} flowing, asking for a date with a specific plan, and rescheduling without awkwardness.`,
    practices: [
      breakTheIce(p, ctx),
      askOut(p, ctx, 'Ask for the date', `You and ${p.who} have been talking for a few days and there's a spark.`),
      whenBusy(p, 'Reschedule gracefully'),
    ],
  };
}

export function matchPlan(ctx: PlanContext): PracticePlanDraft {
  const p = personFor('match', ctx);
  return {
    name: `Chatting with ${p.name ?? 'my new match'}`,
    description: `Rehearse an opener that gets a real reply from ${p.who}, then moving from the app to an actual date.`,
    practices: [
      breakTheIce(p, ctx, true),
      askOut(p, ctx, 'Move from chat to a date', `You and ${p.who} have swapped a few fun messages on the app.`),
    ],
  };
}

export function exPlan(ctx: PlanContext, apology: boolean): PracticePlanDraft {
  const p = personFor('ex', ctx);
  const theApology = repair(
    p,
    apology ? 'Apologise without excuses' : 'Talk about what went wrong',
    `${toldFirst(ctx)}You and ${p.who} broke up, and you know you hurt ${p.obj}. ${p.Who} agreed to read your messages but is still guarded. Own your part, listen, and only then suggest talking properly.`,
  );
  const theCatchUp = reconnect(
    p,
    apology ? 'Suggest a calm catch-up' : 'Break the silence',
    apology
      ? `Some time has passed since your apology and things feel calmer between you and ${p.who}. Reach out warmly, ask how ${p.who} is doing, and suggest catching up.`
      : `${toldFirst(ctx)}You and ${p.who} haven't talked in a while. Reach out warmly, ask about ${p.poss} life, and suggest a low-key catch-up.`,
  );
  return {
    name: apology ? `Apologising to ${p.name ?? 'my ex'}` : `Reconnecting with ${p.name ?? 'my ex'}`,
    description: apology
      ? `Rehearse a sincere apology to ${p.who} — owning what happened without excuses — and then a calm next step.`
      : `Rehearse breaking the silence with ${p.who} without pressure, then talking honestly about what went wrong.`,
    practices: apology ? [theApology, theCatchUp] : [theCatchUp, theApology],
  };
}

export function partnerPlan(ctx: PlanContext): PracticePlanDraft {
  const p = personFor('partner', ctx, ctx.relation ? `your ${ctx.relation}` : undefined);
  return {
    name: `Making up with ${p.name ?? p.label.replace(/^your /, 'my ')}`,
    description: `Rehearse repairing things with ${p.who} after the fight, then planning time together to reconnect.`,
    practices: [
      repair(p, 'Make up after the fight', `${toldFirst(ctx)}You and ${p.who} had a fight and ${p.who} is still upset. Take responsibility for your part, show you understand how it felt, then suggest a calm talk.`),
      askOut(p, ctx, 'Plan a make-up date', `Things with ${p.who} feel better after your talk.`),
    ],
  };
}

export function friendPlan(ctx: PlanContext, kind: 'friend-make' | 'friend-reconnect' | 'friend-repair'): PracticePlanDraft {
  if (kind === 'friend-make') {
    const p = personFor('friend', ctx, 'a potential new friend');
    return {
      name: 'Making a new friend',
      description: `Rehearse starting a conversation with someone you'd like to be friends with${p.context ? ` ${p.context}` : ''}, then suggesting hanging out.`,
      // The invitation the user came with ("come climbing with you on thursday") is the practice they asked for: first.
      practices: ctx.invitation
        ? [askOut(p, ctx, 'Make the invitation', `${p.Who} works with you. You want to ask ${p.obj} to ${ctx.invitation.replace(/^(?:for|to) /, (m) => (m === 'for ' ? 'go for ' : 'come to '))}.`), breakTheIce(p, ctx)]
        : [breakTheIce(p, ctx), askOut(p, ctx, 'Suggest hanging out', `You've chatted with ${p.who} a few times${since(p)} and you click.`)],
    };
  }
  const p = personFor('friend', ctx, ctx.relation ? `your ${ctx.relation}` : undefined);
  const catchUp = reconnect(
    p,
    kind === 'friend-reconnect' ? 'Reach out after a long silence' : 'Suggest hanging out again',
    kind === 'friend-reconnect'
      ? `${toldFirst(ctx)}You and ${p.who} used to be close but drifted apart. Send a warm message, ask about ${p.poss} life, and suggest catching up.`
      : `You and ${p.who} cleared the air, but it still feels a bit careful. Reach out warmly and suggest catching up.`,
  );
  if (kind === 'friend-reconnect') {
    return { name: `Reconnecting with ${p.name ?? 'my friend'}`, description: `Rehearse reaching out to ${p.who} after a long silence — warmly, with no guilt — and suggesting a catch-up.`, practices: [catchUp] };
  }
  return {
    name: `Making up with ${p.name ?? 'my friend'}`,
    description: `Rehearse clearing the air with ${p.who}: a real apology, listening, and a step back toward each other.`,
    practices: [
      repair(p, 'Clear the air', `${toldFirst(ctx)}You and ${p.who} had a falling-out and ${p.who} is hurt. Own your part, listen to how it felt, then suggest talking it through.`),
      catchUp,
    ],
  };
}

export function familyPlan(ctx: PlanContext): PracticePlanDraft {
  const relation = ctx.relation ?? 'family member';
  const p = personFor('family', ctx, `your ${relation}`);
  return {
    name: `Clearing the air with my ${relation}`,
    description: `Rehearse an honest, calm conversation with ${p.who}: owning your part, listening, and agreeing how to move on.`,
    practices: [
      repair(
        p,
        `Clear the air with your ${relation}`,
        `${toldFirst(ctx)}${ctx.issue && !ctx.told ? `${p.Who} ${ctx.issue}, and things` : 'Things'} have been tense between you and ${p.who}. Own your part, show you understand how ${p.who} feels, then suggest a calm talk.`,
      ),
    ],
  };
}

export function languagePlan(ctx: PlanContext): PracticePlanDraft {
  const p = personFor('friend', ctx, 'a new friend who speaks another language');
  return {
    name: 'Chatting across languages',
    description: 'Rehearse keeping a friendly chat going with someone whose first language is different from yours: simple, warm, curious.',
    practices: [breakTheIce(p, ctx)],
  };
}

/** Living together: one calm talk about the thing that keeps happening, ending in a rule or a rota with a start date. */
export function roommatePlan(ctx: PlanContext): PracticePlanDraft {
  const relation = ctx.relation ?? 'roommate';
  const p = personFor('friend', ctx, `your ${relation}`);
  const issue = ctx.issue ? `${p.Who} ${ctx.issue}` : `Something at home with ${p.who} keeps bothering you — chores, noise, guests or bills`;
  return {
    name: `Talking to my ${relation}${p.name ? ` ${p.name}` : ''}`,
    description: `Rehearse bringing up a problem at home with ${p.who} calmly: say what you've noticed, hear ${p.poss} side, and agree on something concrete.`,
    practices: [
      practice(p, {
        goal: 'align',
        name: 'Bring it up calmly',
        title: titled(`Bring it up with ${p.who}`, p),
        scenario: `${issue}. You live together, so you want this sorted without a fight. Ask how ${p.who} sees it, describe what you've noticed without blaming, and agree a concrete fix — a rota or a rule — with a date to start or check in.`,
        learn: [
          ['🏠', 'Describe what happens, not what kind of person they are'],
          ['👂', 'Ask how it looks from their side before proposing anything'],
          ['📅', 'End with one concrete rule or rota and a start date'],
        ],
      }),
    ],
  };
}
