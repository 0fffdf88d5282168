import { describe, expect, test } from 'bun:test';
import { rerankByJobOffer } from './job-offer';

describe('whose pay is negotiated: an offer or the current job', () => {
  const raiseFirst = [
    { type: 'boss-raise', score: 0.5 },
    { type: 'interview-offer', score: 0.3 },
  ];
  const offerFirst = [
    { type: 'interview-offer', score: 0.5 },
    { type: 'boss-raise', score: 0.3 },
  ];
  test('an offer with no manager named is the offer', () => {
    expect(rerankByJobOffer(raiseFirst, 'i got two offers, how do i ask the first company to match the salary')[0]?.type).toBe('interview-offer');
    expect(rerankByJobOffer(raiseFirst, 'how do i ask for more money, i have been here 3 years')[0]?.type).toBe('boss-raise');
  });
  test("an offer used with the user's manager is a raise", () => {
    expect(rerankByJobOffer(offerFirst, 'i got a job offer elsewhere, how do i use it to negotiate with my manager')[0]?.type).toBe('boss-raise');
    expect(rerankByJobOffer(offerFirst, 'they offered me the job but the salary is low')[0]?.type).toBe('interview-offer');
    expect(rerankByJobOffer(offerFirst, "a competitor offered me 8k more and i'd rather stay, how do i use it")[0]?.type).toBe('boss-raise');
  });
});
