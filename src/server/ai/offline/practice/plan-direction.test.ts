import { describe, expect, test } from 'bun:test';
import { readPlanContext } from './plan-context';

const kindOf = (request: string) => readPlanContext([request])?.kind ?? null;

describe('plan direction: the request’s verbs decide who asks and who answers', () => {
  test('a business owner taking on staff runs the interview; an applicant asking for a hiring manager is interviewed', () => {
    expect(kindOf('I run a florist and I am taking on an assistant, I need to interview a few people')).toBe('interviewer');
    expect(kindOf('Could you act as the recruiter? I’m applying for a junior accountant post')).toBe('interview');
    expect(kindOf('I’ve got a panel interview with the council on Thursday')).toBe('interview');
  });

  test('a guest complaining at the user’s own place is a customer practice; the user as the customer is not', () => {
    expect(kindOf('A guest in my B&B is complaining that the shower is cold')).toBe('customer');
    expect(kindOf('I’m the customer here, the shop sold me a broken kettle and is ignoring me')).not.toBe('customer');
  });

  test('more time on a piece of work is an extension, whoever it is asked of', () => {
    expect(kindOf('I need three more days on the translation, how do I tell the client')).toBe('extension');
    expect(kindOf('Can I ask my tutor to let me hand the essay in late?')).toBe('extension');
    expect(kindOf('I can’t get the slides done by Thursday and have to tell my boss')).toBe('extension');
  });

  test('asking someone to something is asking out; saying hi is only starting to talk', () => {
    expect(kindOf('I want to invite Omar from my book club to a concert')).toBe('crush-ask-out');
    expect(kindOf('There is a girl I fancy on my course and I can never even say hi')).toBe('crush-start');
    expect(kindOf('I want to invite my friends to a picnic')).not.toBe('crush-ask-out');
  });

  test('a date already had and the wish to meet again is a second date', () => {
    expect(kindOf('We went on a date last Tuesday and I would love to see him again soon')).toBe('second-date');
    expect(kindOf('My first date is on Saturday and I am nervous')).toBe('first-date');
  });

  test('an old housemate from years ago is someone to get back in touch with, not a housemate problem', () => {
    expect(kindOf('I haven’t talked to my old housemate in two years and want to reconnect')).toBe('friend-reconnect');
  });

  test('a parent and their own child after a fight is a family repair; their child’s teacher is not', () => {
    expect(kindOf('My daughter has not been speaking to me since our argument last week')).toBe('family-repair');
    expect(kindOf('I need to talk to my daughter’s teacher about her grades')).toBe('parent-to-teacher');
  });

  test('work not ready until a date is more time; a review to respond to is a comment even from a customer', () => {
    expect(kindOf('The app won’t be done until the 20th and I need to tell the client')).toBe('extension');
    expect(kindOf('A customer wrote a harsh comment under my bakery’s post and I want to reply')).toBe('comment');
    expect(kindOf('A passenger is shouting at me about her lost bag, I work at the airline desk')).toBe('customer');
  });

  test('anyone who coaches or tutors children, telling a parent, is teacher-to-parent', () => {
    expect(kindOf('I coach under-10s football and need to tell a dad his son won’t start on Saturday')).toBe('teacher-to-parent');
  });

  test('v11 classes, in new phrasings: who the person is to the user and what already happened', () => {
    expect(kindOf('I’m taking on two part-time baristas next month and need to interview them')).toBe('interviewer');
    expect(kindOf('I took Mia to a gig last month and want to ask her out again')).toBe('second-date');
    expect(kindOf('My son’s football coach never plays him and I want to talk to him')).toBe('parent-to-teacher');
    expect(kindOf('A guy on my shift keeps mocking my lunch')).toBe('colleague');
    expect(kindOf('Someone on Instagram called my bakery a rip-off')).toBe('comment');
    expect(kindOf('My old school best friend and I haven’t spoken in years, I want to reach out')).toBe('friend-reconnect');
    expect(kindOf('I was horrible to my ex and I feel terrible about it')).toBe('ex-apology');
    expect(kindOf('My friend isn’t answering since I took sides in the argument')).toBe('friend-repair');
    expect(kindOf('the guys I live with leave their stuff everywhere')).toBe('roommate');
  });
});

