import { describe, expect, test } from 'bun:test';
import { SUGGESTIONS_FENCE } from './agent-prompts';
import { parseSuggestionsBlock } from './suggestions-block';

const three = [
  { tone: 'Playful', text: "I'll take a maybe 😄", why: 'Light.' },
  { tone: 'Direct', text: 'Saturday at 3?', why: 'Concrete.' },
  { tone: 'Warm', text: 'No pressure!', why: 'Kind.' },
];

describe('parseSuggestionsBlock', () => {
  test('extracts a well-formed block and returns the text without it', () => {
    const text = `Read of the situation.\n\n${SUGGESTIONS_FENCE}\n${JSON.stringify(three)}\n\`\`\`\n\n**One thing to avoid:** chasing.\n\n**Next step:** wait.`;
    const out = parseSuggestionsBlock(text);
    expect(out.suggestions).toEqual(three);
    expect(out.text).toBe('Read of the situation.\n\n**One thing to avoid:** chasing.\n\n**Next step:** wait.');
  });

  test('accepts a ```json fence and a {"suggestions": [...]} wrapper', () => {
    const out = parseSuggestionsBlock(`Hi\n\`\`\`json\n${JSON.stringify({ suggestions: three })}\n\`\`\`\nBye`);
    expect(out.suggestions).toHaveLength(3);
    expect(out.text).toBe('Hi\n\nBye');
  });

  test('repairs smart quotes and trailing commas', () => {
    const body = '[{\u201Ctone\u201D: \u201CWarm\u201D, \u201Ctext\u201D: \u201CHey you\u201D, \u201Cwhy\u201D: \u201CKind\u201D,},]';
    expect(parseSuggestionsBlock(`${SUGGESTIONS_FENCE}\n${body}\n\`\`\``).suggestions).toEqual([{ tone: 'Warm', text: 'Hey you', why: 'Kind' }]);
  });

  test('a truncated block (no closing fence) still parses when its JSON is complete', () => {
    const out = parseSuggestionsBlock(`Advice.\n${SUGGESTIONS_FENCE}\n${JSON.stringify(three)}`);
    expect(out.suggestions).toHaveLength(3);
    expect(out.text).toBe('Advice.');
  });

  test('malformed JSON in our block: no suggestions, and the broken block is removed from the text', () => {
    const out = parseSuggestionsBlock(`Advice.\n${SUGGESTIONS_FENCE}\n[{"tone": "Warm", "text": "Hey\n\`\`\`\nAfter.`);
    expect(out.suggestions).toEqual([]);
    expect(out.text).toBe('Advice.\n\nAfter.');
  });

  test('other code blocks are left alone', () => {
    const text = 'Try this:\n```\nnot json at all\n```\nDone.';
    expect(parseSuggestionsBlock(text)).toEqual({ text, suggestions: [] });
  });

  test('items without text are dropped; missing tone/why get defaults; long fields are capped; at most 5', () => {
    const items = [
      { tone: 'A', text: '' },
      { text: 'only text' },
      { tone: 'x'.repeat(100), text: 'y'.repeat(5000), why: 'z'.repeat(1000) },
      ...Array.from({ length: 6 }, (_, i) => ({ tone: 'T', text: `t${i}`, why: 'w' })),
      'not an object',
    ];
    const out = parseSuggestionsBlock(`${SUGGESTIONS_FENCE}\n${JSON.stringify(items)}\n\`\`\``);
    expect(out.suggestions).toHaveLength(5);
    expect(out.suggestions[0]).toEqual({ tone: 'Option', text: 'only text', why: '' });
    expect(out.suggestions[1]?.tone.length).toBe(40);
    expect(out.suggestions[1]?.text.length).toBe(2000);
    expect(out.suggestions[1]?.why.length).toBe(300);
  });

  test('a bare JSON array of suggestions (no fence) is found and removed', () => {
    const out = parseSuggestionsBlock(`Read.\n\n${JSON.stringify(three)}\n\n**Next step:** go.`);
    expect(out.suggestions).toHaveLength(3);
    expect(out.text).toBe('Read.\n\n**Next step:** go.');
  });

  test('no block at all: text unchanged (trimmed), no suggestions', () => {
    expect(parseSuggestionsBlock('  Just advice.  ')).toEqual({ text: 'Just advice.', suggestions: [] });
  });

  test('NULs are stripped and huge inputs stay fast', () => {
    const big = `${'a'.repeat(100_000)}${'['.repeat(5000)}${SUGGESTIONS_FENCE}\n[{"tone":"W","text":"h\u0000i","why":"w"}]`;
    const started = performance.now();
    const out = parseSuggestionsBlock(big);
    expect(performance.now() - started).toBeLessThan(500);
    expect(out.suggestions).toEqual([{ tone: 'W', text: 'hi', why: 'w' }]);
  });
});
