import { describe, expect, test } from 'bun:test';
import { rerankByInterviewerSide } from './interviewer-side';

describe('the user on the hiring side', () => {
  const ranked = [
    { type: 'coworker-conflict', score: 0.4 },
    { type: 'interview-follow-up', score: 0.2 },
    { type: 'interviewer-questions', score: 0.05 },
    { type: 'interviewer-reject', score: 0.03 },
  ];
  test('we interviewed someone: rejecting when a no is asked, questions otherwise', () => {
    expect(rerankByInterviewerSide(ranked, 'the woman we interviewed on monday keeps emailing, how do i tell her no')[0]?.type).toBe('interviewer-reject');
    expect(rerankByInterviewerSide(ranked, "i'm hiring a bookkeeper, how do i check she's careful")[0]?.type).toBe('interviewer-questions');
  });
  test('the user interviewed by someone keeps the ranking', () => {
    expect(rerankByInterviewerSide(ranked, 'the guy who interviewed me said he would call, should i chase')[0]?.type).toBe('coworker-conflict');
    expect(rerankByInterviewerSide(ranked, 'can i email about the job i interviewed for last week')[0]?.type).toBe('coworker-conflict');
    expect(rerankByInterviewerSide(ranked, "i'm interviewing at two other companies, how do i tell my boss")[0]?.type).toBe('coworker-conflict');
    expect(rerankByInterviewerSide(ranked, 'the guy i met last week at the bar keeps calling, how do i tell him no')[0]?.type).toBe('coworker-conflict');
  });
});
