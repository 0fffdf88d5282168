import { describe, expect, test } from 'bun:test';
import { candidatePastIn, candidatePastSaid, candidatePastSentence } from './plan-candidate-past';
import { directedKind, workmateInvitation } from './plan-direction';

describe("a candidate's stated past", () => {
  test('the past clause whose subject is the candidate, told back in the first person', () => {
    const past = candidatePastIn('i need to interview someone for a trainee electrician position, he used to be a roofer');
    expect(past).toBe('used to be a roofer');
    expect(candidatePastSaid(candidatePastSentence(past!))).toBe('I used to be a roofer');
    expect(candidatePastSaid(candidatePastSentence(candidatePastIn('interviewing a candidate for our barista job, she ran her own market stall before')!))).toBe('I ran my own market stall');
    expect(candidatePastIn('hiring a bookkeeper, the applicant is retired and used to be a bank manager')).toBe('is retired and used to be a bank manager');
    expect(candidatePastIn('interviewing for a van driver, the lad was a postman for ten years')).toBe('was a postman for ten years');
    expect(candidatePastSaid(candidatePastSentence(candidatePastIn('hiring a security guard next week, she was in the navy')!))).toBe('I was in the navy');
  });
  test("the user's own past and a bare role are not the candidate's", () => {
    expect(candidatePastIn("I'm hiring a chef, I used to be a chef myself")).toBeNull();
    expect(candidatePastIn('interviewing candidates for a warehouse supervisor role')).toBeNull();
  });
});

describe('a workmate asked to join something social', () => {
  const norm = (t: string) => t.toLowerCase();
  test('is making a friend, with the invitation in the user’s words', () => {
    const t = 'theres a quiet guy on my team, i want to ask if he fancies coming climbing with us on thursday';
    expect(directedKind(norm(t))).toBe('friend-make');
    expect(workmateInvitation(t)).toBe('come climbing with you on thursday');
    expect(workmateInvitation('my coworker keeps talking about running and I want to ask her to join our saturday parkrun')).toBe('join your saturday parkrun');
  });
  test('a date, a grievance or someone outside work is not', () => {
    expect(directedKind(norm('I want to practise asking my coworker Sam out for coffee'))).not.toBe('friend-make');
    expect(directedKind(norm('i like this girl sam from work and want to ask her for coffee'))).not.toBe('friend-make');
    expect(directedKind(norm('my coworker keeps taking credit for my work'))).not.toBe('friend-make');
    expect(workmateInvitation('i want to ask my neighbour if she wants to come to the pub quiz')).toBeNull();
  });
});
