/**
 * Home page testimonials. They are illustrative — composites of the situations people bring to the
 * advisors, with invented first names — and the page says so under them.
 */
export interface Testimonial {
  quote: string;
  name: string;
  context: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Our chats kept dying after two messages. The topics it gave me were about things she had actually said, and we ended up talking until 1am. We have a date on Saturday.',
    name: 'Daniel',
    context: 'texting a crush',
  },
  {
    quote:
      'After a stupid fight about chores I wanted to apologise without starting round two. The advice was to drop the “but” — sounds obvious, changed everything.',
    name: 'Priya',
    context: 'repairing after a fight',
  },
  {
    quote:
      'I rehearsed asking for a raise three times against the simulated manager. In the real meeting my voice did not shake once.',
    name: 'Marcus',
    context: 'a hard talk at work',
  },
  {
    quote:
      'A customer sent a furious email at 11pm. I pasted it in and had a calm, honest reply in a minute. She ended up leaving a good review.',
    name: 'Sofia',
    context: 'a small online shop',
  },
  {
    quote:
      'People comment on my RedNote posts in Chinese and I do not speak it. Now I reply with short phrases and I know exactly what each one means.',
    name: 'Emma',
    context: 'replying on RedNote',
  },
  {
    quote:
      'My friend stopped answering everyone. It helped me write a message that did not pressure her — she replied the next morning.',
    name: 'Jordan',
    context: 'supporting a friend',
  },
];
