/**
 * Untrusted text (memory items, screenshots' contents, pasted conversations) goes into delimited
 * blocks that the system prompt declares as DATA. Anything inside that looks like one of our
 * delimiters is defused, so data can never close its block and pose as instructions.
 */
export const DATA_TAGS = ['memory', 'existing_memory', 'user_message', 'assistant_reply', 'conversation', 'screenshot', 'understanding'] as const;
export type DataTag = (typeof DATA_TAGS)[number];

const TAG_LIKE = /<\s*\/?\s*(?:memory|existing_memory|user_message|assistant_reply|conversation|screenshot|understanding|system|instructions?)\b/gi;

/** Removes U+0000 and turns our delimiter look-alikes into harmless text ("<memory" → "‹memory"). */
export function defuse(text: string): string {
  return text.split('\u0000').join('').replace(TAG_LIKE, (m) => `‹${m.slice(1)}`);
}

/** One line: newlines would let a memory item forge extra list entries or ids. */
export function oneLine(text: string, max = 500): string {
  const flat = defuse(text).replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function wrapData(tag: DataTag, body: string): string {
  return `<${tag}>\n${defuse(body)}\n</${tag}>`;
}

export function clipText(text: string, max: number): string {
  const clean = text.split('\u0000').join('');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
