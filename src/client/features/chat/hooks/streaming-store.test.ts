import { describe, expect, test } from 'bun:test';
import { StreamingStore } from './streaming-store';

/** A manual "animation frame": tokens queue until the test runs the frame. */
function manualFrames() {
  const queued: Array<() => void> = [];
  return {
    schedule: (flush: () => void) => {
      queued.push(flush);
    },
    runFrame: () => {
      for (const flush of queued.splice(0)) flush();
    },
    get pendingFrames() {
      return queued.length;
    },
  };
}

describe('StreamingStore (rAF batching)', () => {
  test('N tokens within one frame → one frame scheduled, one notification, all the text', () => {
    const frames = manualFrames();
    const store = new StreamingStore(frames.schedule);
    let notified = 0;
    store.subscribe('m1', () => notified++);
    for (let i = 0; i < 100; i++) store.appendText('m1', `w${i} `);
    expect(frames.pendingFrames).toBe(1);
    expect(notified).toBe(0);
    expect(store.get('m1').text).toBe(''); // nothing shown before the frame
    frames.runFrame();
    expect(notified).toBe(1);
    expect(store.get('m1').text).toBe(Array.from({ length: 100 }, (_, i) => `w${i} `).join(''));
  });

  test('one notification per frame across frames; a quiet frame notifies nobody', () => {
    const frames = manualFrames();
    const store = new StreamingStore(frames.schedule);
    let notified = 0;
    store.subscribe('m1', () => notified++);
    store.appendText('m1', 'a');
    store.appendText('m1', 'b');
    frames.runFrame();
    store.appendText('m1', 'c');
    frames.runFrame();
    frames.runFrame();
    expect(notified).toBe(2);
    expect(store.get('m1').text).toBe('abc');
  });

  test('the snapshot is stable between frames (useSyncExternalStore needs that)', () => {
    const frames = manualFrames();
    const store = new StreamingStore(frames.schedule);
    store.appendText('m1', 'x');
    frames.runFrame();
    const first = store.get('m1');
    store.appendText('m1', 'y');
    expect(store.get('m1')).toBe(first);
    frames.runFrame();
    expect(store.get('m1')).not.toBe(first);
  });

  test('only the reply that changed is notified', () => {
    const frames = manualFrames();
    const store = new StreamingStore(frames.schedule);
    const counts = { a: 0, b: 0 };
    store.subscribe('a', () => counts.a++);
    store.subscribe('b', () => counts.b++);
    store.appendText('a', 'hello');
    frames.runFrame();
    expect(counts).toEqual({ a: 1, b: 0 });
  });

  test('reset starts over; suggestions and reasoning are kept beside the text', () => {
    const frames = manualFrames();
    const store = new StreamingStore(frames.schedule);
    store.appendText('m', 'old ');
    frames.runFrame();
    store.reset('m');
    store.appendText('m', 'new');
    store.appendReasoning('m', 'hmm');
    store.setSuggestions('m', [{ tone: 'Warm', text: 'Hi!', why: 'Friendly.' }]);
    frames.runFrame();
    store.appendText('m', ' after');
    frames.runFrame();
    expect(store.get('m')).toEqual({
      text: 'new after',
      reasoning: 'hmm',
      suggestions: [{ tone: 'Warm', text: 'Hi!', why: 'Friendly.' }],
      suggestionsAt: 3, // the cards came after "new"
      transcript: null,
    });
    store.delete('m');
    expect(store.get('m').text).toBe('');
  });

  test('a screenshot read-back is kept beside the text and cleared by a reset', () => {
    const frames = manualFrames();
    const store = new StreamingStore(frames.schedule);
    const transcript = { images: 1, lines: [{ speaker: 'them' as const, text: 'coffee this weekend?' }] };
    store.setTranscript('m', transcript);
    store.appendText('m', 'Advice');
    frames.runFrame();
    expect(store.get('m').transcript).toEqual(transcript);
    expect(store.get('m').text).toBe('Advice');
    store.reset('m');
    frames.runFrame();
    expect(store.get('m').transcript).toBeNull();
  });

  test('unsubscribed listeners are not called', () => {
    const frames = manualFrames();
    const store = new StreamingStore(frames.schedule);
    let notified = 0;
    const off = store.subscribe('m', () => notified++);
    off();
    store.appendText('m', 'x');
    frames.runFrame();
    expect(notified).toBe(0);
  });
});
