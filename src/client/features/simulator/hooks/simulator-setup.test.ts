import { describe, expect, test } from 'bun:test';
import type { Message } from '../../../../shared/schemas/message';
import { parseUiKey, setupPhase } from './simulator-setup';

const kind = (k: NonNullable<Message['extra_data']['simulator_setup_message_type']> | null) => ({
  extra_data: k ? { simulator_setup_message_type: k } : {},
});

describe('the simulator setup phase of an advisor chat', () => {
  test('the latest setup message decides', () => {
    expect(setupPhase([])).toBe('none');
    expect(setupPhase([kind(null), kind(null)])).toBe('none');
    expect(setupPhase([kind('start')])).toBe('collecting');
    expect(setupPhase([kind('start'), kind(null), kind('collection'), kind(null)])).toBe('collecting');
    expect(setupPhase([kind('start'), kind(null), kind('ready')])).toBe('ready');
    expect(setupPhase([kind('start'), kind('ready'), kind('summary'), kind(null)])).toBe('none');
    expect(setupPhase([kind('ready'), kind('start')])).toBe('collecting');
  });

  test('ui keys name a chat or a blank chat of an agent', () => {
    expect(parseUiKey('new:love-signals-detector')).toEqual({ sessionId: null, agentSlug: 'love-signals-detector' });
    expect(parseUiKey('new:')).toEqual({ sessionId: null, agentSlug: null });
    expect(parseUiKey('abc')).toEqual({ sessionId: 'abc', agentSlug: null });
  });
});
