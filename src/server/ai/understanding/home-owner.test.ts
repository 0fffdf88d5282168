import { describe, expect, test } from 'bun:test';
import { rerankByHomeOwner } from './home-owner';

describe('the owner or manager of the user home is a landlord', () => {
  const ranked = [
    { type: 'boss-difficult', score: 0.6 },
    { type: 'coworker-conflict', score: 0.2 },
    { type: 'landlord', score: 0.05 },
  ];
  test('the owner of the flat or a property manager moves landlord first', () => {
    expect(rerankByHomeOwner(ranked, 'the owner of my flat keeps turning up unannounced')[0]?.type).toBe('landlord');
    expect(rerankByHomeOwner(ranked, 'our property manager ignores every email about the leak')[0]?.type).toBe('landlord');
  });
  test('an owner or manager at work keeps the ranking', () => {
    expect(rerankByHomeOwner(ranked, 'the owner of the cafe cut my hours')[0]?.type).toBe('boss-difficult');
    expect(rerankByHomeOwner(ranked, 'my store manager shouts at me')[0]?.type).toBe('boss-difficult');
    expect(rerankByHomeOwner(ranked, 'the owner of the place where i wait tables docks my tips')[0]?.type).toBe('boss-difficult');
  });
});
