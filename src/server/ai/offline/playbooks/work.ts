import type { Playbook } from './types';

/** Workplace, customer, school, interview, social and everyday situations. */
export const WORK_PLAYBOOKS: Record<string, Playbook> = {
  'coworker-credit': {
    insight: "Address it early, factually and in writing where it happened: state your contribution, then make your work visible going forward (send updates with your name on them).",
    cards: [
      ['Factual', 'Glad the {item|idea} landed in the {event|meeting}! To keep things clear, I put that together — happy to walk everyone through the details.', 'Claims your work publicly, calmly, without accusing anyone.'],
      ['Private', "{hey}, can we talk about the {event|meeting}? I felt my work on the {item|project} wasn't credited, and I'd like us to present it together next time.", 'A private word first gives them a chance to fix it.'],
      ['Visible', 'Quick update on the {item|project} I led: here is where things stand and what I did this week.', 'Written updates make your contribution visible from now on.'],
    ],
  },
  'coworker-conflict': {
    insight: "Talk to them one-to-one before anyone else: describe the behaviour, its effect on the work, and what you'd like instead. Keep notes in case it continues.",
    cards: [
      ['Direct', '{hey}, can we grab 10 minutes? I want to talk about how things went in the {event|meeting}.', 'Private and calm — gives them a fair chance to respond.'],
      ['Behaviour', "When I get interrupted in {event|meetings}, I lose my point. Could you let me finish first?", 'Names one behaviour and one request — easy to act on.'],
      ['Written', 'Following up on the {item|project}: could you send your part by {time|Thursday}? I need it to finish mine.', 'A clear written request with a date keeps the record straight.'],
    ],
  },
  'boss-raise': {
    insight: "Ask for a meeting, bring evidence (results, extra responsibilities, market rate), and name a number. Make it about your value, not your needs.",
    cards: [
      ['Meeting', "Hi, could we book 30 minutes {when|next week} to talk about my role and compensation?", 'Asks for a proper slot instead of ambushing them.'],
      ['Evidence', "Over the last {duration|year} I've taken on more. I'd like to discuss a raise to reflect that.", 'Leads with contribution, which is what decisions are made on.'],
      ['Follow-up', 'Following up on our conversation about my {item|raise}: is there an update, or a timeline I can plan around?', 'Polite persistence with a clear question.'],
    ],
  },
  'boss-difficult': {
    insight: "Bring your manager a problem with a proposal: what's happening, its effect on the work, and what you suggest. Keep emotion out of writing and say it in a 1:1.",
    cards: [
      ['Proposal', "Could we talk priorities in our next 1:1? With everything on my plate I can't do it all well by {time|Friday} — here is what I suggest dropping.", 'A proposal turns pushback into problem-solving.'],
      ['Honest', "I want to flag something early: I'm stretched thin and I'd rather fix it now than let quality slip.", 'Raises it as professionalism, not weakness.'],
      ['Boundary', "I'm not able to reply after hours, but I'll pick it up first thing tomorrow.", 'A calm, professional limit.'],
    ],
  },
  'work-new-team': {
    avoid: 'Staying quiet for weeks to be polite — people read it as distance.',
    next: 'Book two short coffees this week and ask each person what they are working on.',
    insight: 'Be curious first: ask each person one question about their work, join the small rituals (lunch, coffee, chat), and share a bit about yourself.',
    cards: [
      ['Intro', "Hi everyone! I'm [name], just joined as [role]. Looking forward to working with you — any tips for a newcomer?", 'A warm intro with a question invites replies.'],
      ['One-on-one', "{hey}, I'm new here — would you have 15 minutes for a coffee {when|this week}? I'd love to hear what you work on.", 'One-to-one coffees build relationships fastest.'],
      ['Join in', 'Mind if I join you for lunch?', 'Small rituals are where teams bond.'],
    ],
  },
  'work-resign': {
    avoid: 'Telling colleagues before your manager, or criticising the company on the way out.',
    next: 'Tell your manager first, then confirm in writing with your last day and a handover plan.',
    insight: "Tell your manager first, in person or on a call, then confirm in writing. Thank them, give your notice period and offer a clean handover.",
    cards: [
      ['In person', 'Could we have 15 minutes {when|today}? I have some news I want to share with you directly.', 'Your manager should hear it first, from you.'],
      ['Grateful', "I've decided to move on. I'm really grateful for everything I've learned here, and I'll make the handover as smooth as possible.", 'Gratitude and a handover keep the bridge intact.'],
      ['Written', 'As discussed, please accept this as my formal notice. My last day will be [date].', 'A short written confirmation is all that is needed.'],
    ],
  },
  'customer-refund': {
    insight: "Acknowledge the frustration, explain the policy in one line, and offer the best option you can (a partial refund, credit or exchange). Firm on policy, warm in tone.",
    cards: [
      ['Empathetic', "I'm sorry it didn't work out for you. Our policy covers refunds within {duration|30 days}, but I'd be glad to offer store credit instead.", 'Acknowledges them, explains the rule and offers something.'],
      ['Solution', "I understand. I can't refund the full amount, but I can offer a 50% refund or a free replacement — which would you prefer?", 'A choice gives the customer control.'],
      ['Yes', "You're right — I've processed your refund. Thank you for your patience.", 'When it is fair, a fast yes wins loyalty.'],
    ],
  },
  'customer-complaint': {
    insight: "Reply fast, thank them for telling you, apologise for the experience (not necessarily the fault), and move to a fix — publicly short, privately detailed.",
    cards: [
      ['Apology', "I'm sorry about your experience with the {item|order} — that's not what we aim for. Could you send me your order number so I can fix it?", 'Acknowledges the problem and moves straight to fixing it.'],
      ['Public', "Thank you for the feedback. We've looked into this and would love to make it right — please message us directly.", 'Calm in public, details in private.'],
      ['Boundary', "I want to help, and I can do that best if we keep things respectful. Here is what I can offer.", 'Sets a limit with a rude customer without escalating.'],
    ],
  },
  'client-scope-creep': {
    insight: "Say yes to the client, no to free work: name what was agreed, price the extra, and offer a choice. A change-request line in writing protects the relationship.",
    cards: [
      ['Scope', "Happy to make that change! It's outside the agreed scope, so it would be an extra [price] — shall I go ahead?", 'Yes to the work, with the cost made visible.'],
      ['Options', 'We included two rounds of revisions; for more, I can offer a package of three at [price]. Which works best for you?', 'Options keep the client in control while protecting your time.'],
      ['Reset', "Let's set a quick call {when|this week} to lock the final brief, so we can deliver on time.", 'Resets expectations before the next request comes.'],
    ],
  },
  'client-late-payment': {
    insight: "Follow up on a schedule: a friendly reminder, then a firmer one with the invoice attached and a date, then late fees or a pause — always polite, always in writing.",
    cards: [
      ['Friendly reminder', 'Hi, just a friendly reminder that the invoice for {amount|the project} is now {duration|overdue}. Could you let me know when it will be paid?', 'Polite, factual, and asks for a date.'],
      ['Firm', "Following up on the outstanding {amount|invoice}: please arrange payment by {time|Friday}. I've attached the invoice again.", 'A deadline and the invoice make it easy to act.'],
      ['Pause', 'I need to pause further work until the {amount|invoice} is settled. Happy to resume as soon as it is.', 'A calm consequence protects your time.'],
    ],
  },
  'parent-to-teacher': {
    insight: "Teachers respond best to partnership: share what you see at home, ask what they see in class, and propose working on it together.",
    cards: [
      ['Partnership', "Hello, I'm [child]'s parent. I've noticed [observation] and wondered if you've seen it in class too. Could we talk {when|this week}?", 'Shares what you see and asks for their view.'],
      ['Specific', 'Could we meet to talk about {item|the grade}? I want to understand how to help at home.', 'A specific topic and a helpful framing.'],
      ['Appreciative', 'Thank you for everything you do. I have a concern about {item|a situation} and would value your advice.', 'Appreciation first makes teachers more receptive.'],
    ],
  },
  'teacher-to-parent': {
    insight: "Start with something positive about the child, describe the behaviour factually, and invite the parent to work on it together.",
    cards: [
      ['Positive first', "Hello, I wanted to share that [student] has been [positive]. I'd also like to talk about {item|something in class} — could we find a time?", 'Positive first builds trust for the harder part.'],
      ['Factual', "I've noticed [behaviour] in {place|class} several times this week. Could we work together on it?", 'Facts, not labels, keep parents open.'],
      ['Boundary', "Thank you for reaching out. I answer messages during school hours — I'll reply {when|tomorrow}.", 'A friendly, professional limit.'],
    ],
  },
  'interview-prep': {
    insight: "Prepare three short stories — a success, a challenge, a conflict — in STAR form (Situation, Task, Action, Result); they answer most questions. Research the company and bring two questions of your own.",
    cards: [
      ['Tell me about yourself', 'I am a [role] with [X years] in [field]. Recently I [achievement]. I am excited about this {job|role} because [reason].', 'Present, past, future in under a minute.'],
      ['Weakness', 'I used to [weakness]; I have been working on it by [action], and [result].', 'An honest weakness plus progress shows self-awareness.'],
      ['Why us', 'I have followed [company] for a while — [specific thing] — and I want to help with [team goal].', 'Specific research shows genuine interest.'],
    ],
  },
  'interview-follow-up': {
    insight: "A short thank-you within a day, then one polite follow-up after the date they gave you has passed. Reaffirm interest, ask for a timeline, no pressure.",
    cards: [
      ['Thank you', 'Thank you for your time {when|today}. I enjoyed learning about the team and I am excited about the {job|role}.', 'A prompt, warm thank-you keeps you top of mind.'],
      ['Follow-up', 'Hi, I wanted to follow up on my {event|interview} {when|last week}. I am still very interested — is there an update on the timeline?', 'Polite and asks a clear question.'],
      ['Last nudge', 'I understand these things take time. If the role has been filled, I would appreciate knowing — thank you either way.', 'Gives them an easy way to close the loop.'],
    ],
  },
  'interview-offer': {
    avoid: 'Accepting on the spot if anything matters to you — a day to think is normal.',
    next: 'Reply within a day: thanks, enthusiasm, and your one clear ask.',
    insight: "Thank them, show enthusiasm, then negotiate with a number and a reason. Ask for time if you need it — a day or two is normal.",
    cards: [
      ['Counter', "Thank you — I'm excited about the offer{amount: of |}. Based on my experience and the market, I was hoping for [your number]. Is there flexibility?", 'Enthusiasm plus a concrete number is a strong counter.'],
      ['Time', 'Thank you so much! Could I have until {time|Monday} to review the details?', 'A short, specific delay is a normal request.'],
      ['Decline', 'Thank you for the offer. After careful thought I have decided to accept another role, but I really enjoyed meeting the team.', 'Gracious declines keep doors open.'],
    ],
  },
  'interviewer-questions': {
    insight: "Ask every candidate the same core questions, about what they did rather than what they would do, and follow up with \"what happened next?\" to get past rehearsed answers.",
    cards: [
      ['Behavioural', 'Tell me about a time you disagreed with a teammate. What did you do?', 'Past behaviour predicts future behaviour.'],
      ['Role-specific', 'For this {job|role}: what is a piece of work you are proud of, and what would you do differently now?', 'Shows skill and self-reflection together.'],
      ['Motivation', 'What are you looking for in your next role that you do not have now?', 'Reveals fit better than "why do you want this job?".'],
    ],
  },
  'interviewer-reject': {
    avoid: 'Leaving candidates waiting without an answer.',
    next: 'Send the answer within a few days of the decision, and offer a short call if they ask for feedback.',
    insight: 'Be prompt, kind and clear: thank them, say no in the first two sentences, and offer brief feedback if you can.',
    cards: [
      ['Kind', 'Thank you for your time and interest in the {job|role}. We have decided to move forward with another candidate, but we were impressed by [strength].', 'Clear no, with a genuine positive.'],
      ['Feedback', 'If it helps, the main reason was [reason]. I would be glad to keep you in mind for future roles.', 'Specific feedback is a gift to candidates.'],
      ['Short', 'Thank you for interviewing with us. Unfortunately we will not be moving forward, and we wish you the best.', 'Short and respectful when feedback is not possible.'],
    ],
  },
  'social-comment': {
    insight: "Reply to the person you'd like more of: thank the kind ones, answer honest questions, and either ignore trolls or answer once, calmly — never argue in public.",
    cards: [
      ['Gracious', 'Thank you for watching 😊', 'Warmth in public sets the tone of your comments.'],
      ['Calm', 'Everyone has their taste — thanks for stopping by!', 'A calm one-liner takes the heat out of a mean comment.'],
      ['Engaging', 'Thanks! Have you tried it yourself? I would love to hear how it went.', 'A question back starts a real thread.'],
    ],
  },
  'cross-language-reply': {
    insight: "Keep it short and simple — simple sentences translate cleanly — and it's fine to say you're using a translator; people appreciate the effort.",
    cards: [
      ['Simple', 'Thank you so much! (Sorry, my {language|language skills} are still basic 😊)', 'Short, warm and honest about the effort.'],
      ['Curious', 'Thank you! How do you say "[phrase]" in {language|your language}?', 'Turns the language gap into a friendly conversation.'],
      ['Clear', 'Thank you for your message. I will reply properly soon!', 'A safe holding reply while you prepare a better answer.'],
    ],
  },
  neighbour: {
    insight: "Assume good faith and talk early, face to face: most neighbours don't know they're causing a problem. Be specific about the problem and suggest a fix.",
    cards: [
      ['Friendly', "Hi! I'm from next door — could I ask a small favour about the {item|noise}?", 'A friendly opener makes a request easy to hear.'],
      ['Specific', 'Would you mind keeping it down after {time|10pm} on weeknights? I start early.', 'A specific time is easy to agree to.'],
      ['Written', "Hi, just a note about the {item|fence}: could we find a time to talk? I'm sure we can sort it out.", 'A polite note when face to face is hard.'],
    ],
  },
  landlord: {
    insight: "Put it in writing: what's wrong, since when, what you need and by when. Keep it polite and keep copies — it protects you if you need to escalate.",
    cards: [
      ['Written', "Hi, I'm writing about the {item|repair} — it has been {duration|a while}. Could you sort it by Friday? Thank you.", 'Facts and a date in writing — hard to ignore.'],
      ['Follow-up', 'Following up on my message about the {item|repair}: could you confirm when it will be sorted?', 'Polite persistence builds a record.'],
      ['Firm', 'I need the {amount|deposit} returned by the end of the month, as agreed in the lease.', 'A clear request grounded in the agreement.'],
    ],
  },
};
