import { describe, expect, test } from 'bun:test';
import { SITUATION_TYPES } from '../../understanding/catalog';
import { CATEGORIES } from '../../understanding/types';
import { strategyPool } from '../situation-section';
import { fill } from './fill';
import { CATEGORY_PLAYBOOKS, PLAYBOOKS } from '.';

describe('situation playbooks', () => {
  test('one playbook per situation type of the understanding catalogue, and one per group', () => {
    expect(Object.keys(PLAYBOOKS).sort()).toEqual(Object.keys(SITUATION_TYPES).sort());
    expect(Object.keys(CATEGORY_PLAYBOOKS).sort()).toEqual([...CATEGORIES].sort());
  });

  test('every situation has five distinct strategies, so three Try Another versions all differ', () => {
    for (const [type, info] of Object.entries(SITUATION_TYPES)) {
      const pool = strategyPool(type, info.category);
      expect(pool.length).toBeGreaterThanOrEqual(5);
      expect(new Set(pool.map(([strategy]) => strategy)).size).toBe(pool.length);
      for (const [, text, why] of pool) {
        expect(text.length).toBeGreaterThan(5);
        expect(why.length).toBeGreaterThan(10);
      }
    }
  });

  test('templates fill from facts, fall back without them, and leave no braces behind', () => {
    const facts = [
      { kind: 'amount', text: '$200' },
      { kind: 'time', text: 'saturday' },
      { kind: 'event', text: 'concert' },
    ] as const;
    expect(fill('Send back the {amount|money} {when|soon} after the {event|party}', { facts, name: null }).text).toBe('Send back the $200 on Saturday after the concert');
    expect(fill('{hey}, the {amount|money} {place:at the |later}', { facts: [], name: 'Sam' }).text).toBe('Hey Sam, the money later');
    for (const playbook of [...Object.values(PLAYBOOKS).flatMap((p) => p.cards), ...Object.values(CATEGORY_PLAYBOOKS).flatMap((c) => c.extra)]) {
      expect(fill(playbook[1], { facts, name: 'Sam' }).text).not.toMatch(/[{}]/);
    }
  });

  test('a time already gone fills {past|…} only; a plan never proposes it', () => {
    const facts = [{ kind: 'time', text: 'yesterday' }] as const;
    expect(fill('See you {when|tomorrow}, after {past|last week}', { facts, name: null }).text).toBe('See you tomorrow, after yesterday');
  });

  test('looking back on a good time takes a past time, never one still ahead', async () => {
    const { SOCIAL_PLAYBOOKS } = await import('./social');
    const followUp = JSON.stringify(SOCIAL_PLAYBOOKS).match(/That was fun \{[a-z]+\|today\}!/)?.[0] ?? '';
    expect(followUp).not.toBe('');
    expect(fill(followUp, { facts: [{ kind: 'time', text: 'next week' }], name: null }).text).toBe('That was fun today!');
    expect(fill(followUp, { facts: [{ kind: 'time', text: 'last night' }], name: null }).text).toBe('That was fun last night!');
  });

  test('a year, a quarter or a recurring occasion is never proposed as the time to meet', () => {
    const facts = [{ kind: 'time', text: '2019' }, { kind: 'time', text: 'Q3' }, { kind: 'time', text: 'every family dinner' }, { kind: 'time', text: 'Friday' }] as const;
    expect(fill('Are you free {when|this week}?', { facts, name: null }).text).toBe('Are you free on Friday?');
    expect(fill('Are you free {when|this week}?', { facts: facts.slice(0, 3), name: null }).text).toBe('Are you free this week?');
  });

  test('a clock time or a day of the month reads as a person says it: "at half ten", "on the 1st", "on June 14th"', async () => {
    const { extractFacts } = await import('../../understanding/facts');
    const at = (message: string) => fill('Can we talk {when|soon}?', { facts: extractFacts(message), name: null }).text;
    expect(at('my shift ends at half ten and I am wiped')).toBe('Can we talk at half ten?');
    expect(at('the meeting is at 4:15 and she wants me there')).toBe('Can we talk at 4:15?');
    expect(at('rent is due on the 1st and he has not paid')).toBe('Can we talk on the 1st?');
    expect(at('the wedding is on June 14th')).toBe('Can we talk on June 14th?');
    expect(at('the interview is on 3/12')).toBe('Can we talk on 3/12?');
    expect(at('we meet the 3rd of May')).toBe('Can we talk on the 3rd of May?');
    expect(at('lunch at noon with my boss')).toBe('Can we talk at noon?');
  });

  test('a bare period or a holiday takes its word in a plan; a recurring time is no point for "after {time}"', () => {
    const plan = (text: string) => fill('Can we talk {when|soon}?', { facts: [{ kind: 'time', text }], name: null }).text;
    expect(plan('weekend')).toBe('Can we talk this weekend?');
    expect(plan('christmas')).toBe('Can we talk at Christmas?');
    expect(plan('thanksgiving')).toBe('Can we talk on Thanksgiving?');
    expect(fill('Quiet after {time|11pm}?', { facts: [{ kind: 'time', text: 'every night' }], name: null }).text).toBe('Quiet after 11pm?');
    expect(fill('Please pay by {time|Friday}.', { facts: [{ kind: 'time', text: 'weekend' }], name: null }).text).toBe('Please pay by the weekend.');
    // A time placed in the past by its preposition is no deadline: "the invoice from October" is not "pay by October".
    expect(fill('Please pay by {time|Friday}.', { facts: [{ kind: 'time', text: 'October' }], name: null, message: 'the $1,200 invoice from October' }).text).toBe('Please pay by Friday.');
  });

  test('a venue slot takes a place the user named with an article when no event was said', () => {
    const facts = [{ kind: 'place', text: 'farmers market' }] as const;
    const message = 'I want to ask her to the farmers market this sunday';
    expect(fill('Take you to the {event~venue|new café}?', { facts, name: null, message }).text).toBe('Take you to the farmers market?');
    expect(fill('Take you to the {event~venue|new café}?', { facts: [{ kind: 'place', text: 'Leeds' }], name: null, message: 'she lives in Leeds' }).text).toBe('Take you to the new café?');
  });

  test('facts are inserted as data: braces in a fact are never expanded again', () => {
    const facts = [{ kind: 'item', text: '{amount|x}' }] as const;
    expect(fill('About the {item|thing}', { facts: [...facts, { kind: 'amount', text: '$5' }], name: null }).text).toBe('About the {amount|x}');
  });
});
