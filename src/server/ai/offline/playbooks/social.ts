import type { Playbook } from './types';

/** Friendship, family and roommate situations. */
export const SOCIAL_PLAYBOOKS: Record<string, Playbook> = {
  'friend-owes-money': {
    insight: "Treat it as the simple practical request it is: name the amount, suggest a date or a plan, and keep the tone friendly. Clear beats hinting — hints are what make money awkward.",
    cards: [
      ['Direct', "{hey}, quick money thing: could you send back the {amount|money I lent you} by the end of the month? It's easier for me to ask than to keep wondering 🙂", 'Names the amount and a date, so it reads as a simple request, not an accusation.'],
      ['Payment plan', "Totally get it if things are tight — could we split the {amount|money} into a couple of payments? Even half by Friday would help.", 'A plan makes it easy to say yes without losing face.'],
      ['Honest', "I don't want the {amount|money} to get weird between us, so I'd rather just say it: I need it back soon. When works for you?", 'Puts the friendship first while being clear about what you need.'],
    ],
  },
  'friend-jealousy': {
    insight: 'Jealousy usually hides a fear of losing something. Name what you noticed without blame, reassure what matters, and ask how they feel.',
    cards: [
      ['Reassure', "{hey}, I've noticed things feel a bit off between us lately. You matter a lot to me — can we talk?", 'Opens the talk with reassurance, not accusation.'],
      ['Curious', "Did something I did {when|lately} bother you? I'd rather hear it from you.", 'Invites them to share instead of guessing.'],
      ['Plan', "I miss our time together — brunch {when|this weekend}, just us?", 'Quality time answers jealousy better than words.'],
    ],
  },
  'friend-drifting': {
    insight: "Friendships drift when nobody reaches out; someone has to go first. A warm message with a concrete plan does more than \"we should catch up sometime\".",
    cards: [
      ['Warm', "{hey}! I was just thinking about you — I miss talking. How have you been?", 'Simple and sincere, easy to answer.'],
      ['Plan', '{hey}! Coffee {when|this week}? I miss our chats.', 'A concrete plan turns a hello into actually seeing each other.'],
      ['Nostalgic', '{hey}, remember [a shared memory]? It popped into my head today 😄', 'A shared memory is the quickest way back to closeness.'],
    ],
  },
  'friend-conflict': {
    insight: "Say how it felt, not what they are: \"I felt hurt when…\" keeps the door open. If you were part of it, own that first — then ask to talk in person.",
    cards: [
      ['Honest', "{hey}, what happened at the {event|party} really hurt me. Can we talk about it?", 'Names the moment and the feeling without attacking.'],
      ['Own your part', "I'm sorry for my part in what happened. I miss you — can we clear the air {when|this week}?", 'Owning your share first makes it easier for them to do the same.'],
      ['Boundary', "I value our friendship, but I need the jokes about me to stop. Can we agree on that?", 'A clear, kind boundary instead of silent resentment.'],
    ],
  },
  'friend-support': {
    avoid: 'Comparing it with your own experience or rushing to fix it.',
    next: 'Send one message now and check in again in a few days, even if they do not reply.',
    insight: "You don't need the perfect words: say you're sorry it's happening, that you're there, and offer one concrete thing. Listening matters more than fixing.",
    cards: [
      ['Warm', "I'm so sorry you're going through this. I'm here for you, whatever you need.", 'Acknowledges the pain and offers presence without pressure.'],
      ['Practical', "Can I bring dinner over {when|tomorrow}? No need to host — I'll just drop it off.", 'A concrete offer is easier to accept than "let me know".'],
      ['Gentle', "No need to reply. Just wanted you to know I'm thinking of you ❤️", 'Removes the pressure to answer.'],
    ],
  },
  'friend-boundaries': {
    insight: "A boundary is a clear no plus a kind tone — you don't need a long excuse. Say what you can do instead, if anything.",
    cards: [
      ['Clear', "I can't do that anymore, but I hope you understand — it's not about you.", 'Short, kind and clear: no excuses to argue with.'],
      ['Alternative', "I can't do it this time, but I'm happy to help with something else.", 'A no plus an alternative keeps the friendship warm.'],
      ['Honest', "I've been stretched thin lately and need to say no more often. I hope that's okay.", 'Explains without over-explaining.'],
    ],
  },
  'make-friends': {
    avoid: 'Waiting for others to invite you — most people are waiting too.',
    next: 'Suggest one small group plan this week, then follow up on the people you enjoyed.',
    insight: 'Friendships grow from repeated, easy contact. Turn the place you already see people into a plan: one specific invite, small and low-pressure.',
    cards: [
      ['Invite', "Some of us are getting coffee after the {place|class} {when|on Thursday} — want to join?", 'A group plan is low-pressure and easy to say yes to.'],
      ['Curious', "You always have good taste in {interest|music} — any recommendations?", 'A question about them starts real conversation.'],
      ['Follow-up', 'That was fun {past|today}! We should do it again — are you around next week?', 'Turns a good moment into the next one.'],
    ],
  },
  'family-parents': {
    insight: "Parents hear \"I\" more easily than \"you\": say what you've decided or need, why it matters to you, and that you love them. Pick a calm moment, not the middle of an argument.",
    cards: [
      ['Calm', "Mom, Dad, can we talk {when|this weekend}? There's something important I want to share with you.", 'Sets up a calm moment instead of blurting it out.'],
      ['Clear', "I know this isn't what you hoped, but I've thought it through and it's my decision. I'd love your support.", 'Respectful and firm at the same time.'],
      ['Boundary', "I love you, and I need you to stop commenting on {item|that}. It really hurts.", 'Names the behaviour and its effect without attacking them.'],
    ],
  },
  'family-siblings': {
    insight: "Siblings know each other's buttons; stay with the one thing that hurt and how it felt, and leave old history out of it.",
    cards: [
      ['Honest', "Hey, I want to be honest with you: what happened {event:with my |lately} really hurt me.", 'Names what happened and the feeling — no blame, just honesty.'],
      ['Reach out', "I miss you. Can we get lunch {when|this weekend} and talk?", 'A concrete plan is the first step back.'],
      ['Calm', "Can we talk {when|this weekend}? Something's been bothering me and I'd rather tell you than let it sit.", 'Opens the door without blame or old history.'],
    ],
  },
  'family-relatives': {
    insight: 'With relatives you see rarely, a polite deflection plus a change of topic is often enough; save the direct conversation for when it keeps happening.',
    cards: [
      ['Deflect', "That's not something I'm discussing today 🙂 How's your garden doing?", 'Polite and firm, with a graceful change of subject.'],
      ['Direct', "I know you mean well, but comments about {item|that} really hurt. Please stop.", 'Clear about the effect, without an argument.'],
      ['No', "I can't lend the {amount|money}, but I hope it works out for you.", 'A kind, complete no.'],
    ],
  },
  'family-kids': {
    avoid: 'Lecturing the moment they open up — listen first, advise later.',
    next: 'Find a side-by-side moment this week (a drive, a walk) and ask one open question.',
    insight: "Kids open up side by side more than face to face: in the car, on a walk, over a snack. Ask about their day before the big topic, and listen more than you lecture.",
    cards: [
      ['Side by side', 'Want to come with me to get snacks? I could use the company 🙂', 'Talking while doing something takes the pressure off.'],
      ['Curious', "What's the best and worst part of {place|school} right now?", 'A specific, open question gets more than "fine".'],
      ['Reassure', "You're not in trouble — I just want to understand how you feel about {item|it}.", 'Safety first makes honesty possible.'],
    ],
  },
  'roommate-chores': {
    insight: 'Keep it about the system, not the person: agree a simple rota or rule together, in person, at a calm moment.',
    cards: [
      ['System', "{hey}, could we set up a simple rota for the {item|chores}? I think it'd make things easier for both of us.", 'Frames it as a shared fix, not a complaint.'],
      ['Direct', 'Could you take care of the {item|dishes} by tonight? It’s been piling up.', 'One clear, specific request.'],
      ['Friendly', 'House meeting {when|this weekend}? Pizza on me 🍕 — want to sort out chores together.', 'Makes the talk friendly and collaborative.'],
    ],
  },
  'roommate-noise-guests': {
    insight: "Agree on house rules before you're angry: quiet hours, how often guests stay over, and a heads-up text. Ask for one specific change.",
    cards: [
      ['Specific', 'Could we keep it quiet after {time|11pm} on weeknights? I have early starts.', 'A specific time is easy to agree to and easy to keep.'],
      ['Guests', 'Can we agree on a heads-up text before people come over? I’d really appreciate it.', 'A simple rule instead of an argument each time.'],
      ['Fair', "Since [name] is here most nights, could we talk about sharing the bills?", 'Raises fairness calmly, with facts.'],
    ],
  },
  'roommate-money': {
    insight: 'Money between roommates stays calm when it is factual: the amount, the due date, and a simple way to pay. Put recurring costs on a shared list.',
    cards: [
      ['Factual', '{hey}, your half of the {item~paid|rent} was due {when|on the 1st} — could you send it today?', 'Amount and date, no emotion: easy to act on.'],
      ['System', "Could we set up a shared list for the {item~paid|bills} so we both see what's due?", 'Prevents the next awkward conversation.'],
      ['Firm', "I can't keep covering the {item~paid|rent}. I need your share by {time|Friday}.", 'A clear limit with a deadline.'],
    ],
  },
};
