import { expect, test } from 'bun:test';
import { splitMarkdownBlocks } from './markdown-blocks';

test('paragraphs split at blank lines', () => {
  expect(splitMarkdownBlocks('One.\n\nTwo **bold**.\n\n\nThree')).toEqual(['One.', 'Two **bold**.', 'Three']);
});

test('a paragraph with single line breaks stays whole', () => {
  expect(splitMarkdownBlocks('line a\nline b\n\nnext')).toEqual(['line a\nline b', 'next']);
});

test('fenced code with blank lines inside stays one block', () => {
  const md = 'Before\n\n```js\nconst a = 1;\n\nconst b = 2;\n```\n\nAfter';
  expect(splitMarkdownBlocks(md)).toEqual(['Before', '```js\nconst a = 1;\n\nconst b = 2;\n```', 'After']);
});

test('an unclosed fence (still streaming) keeps the rest in one block', () => {
  expect(splitMarkdownBlocks('Hi\n\n~~~\ncode\n\nmore')).toEqual(['Hi', '~~~\ncode\n\nmore']);
});

test('an indented continuation stays with its list item', () => {
  const md = '- item one\n\n    indented part of item one\n\n- item two';
  expect(splitMarkdownBlocks(md)).toEqual(['- item one\n\n    indented part of item one', '- item two']);
});

test('joining the blocks loses no content', () => {
  const md = '# Title\n\nIntro text.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n> quote\n\nEnd';
  expect(splitMarkdownBlocks(md).join('\n\n')).toBe(md);
  expect(splitMarkdownBlocks('')).toEqual([]);
  expect(splitMarkdownBlocks('\n\n')).toEqual([]);
});
