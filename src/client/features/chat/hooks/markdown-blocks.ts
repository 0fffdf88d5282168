/**
 * Splits Markdown into top-level blocks at blank lines, so a growing reply re-parses only its last
 * block (parsing the whole text on every frame is quadratic). Never splits inside a fenced code
 * block, nor before an indented line (a list item's continuation or indented code).
 */
export function splitMarkdownBlocks(markdown: string): string[] {
  const lines = markdown.split('\n');
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  let sawBlank = false;

  const close = () => {
    while (current.length && current[current.length - 1]!.trim() === '') current.pop();
    if (current.length) blocks.push(current.join('\n'));
    current = [];
  };

  for (const line of lines) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      current.push(line);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (line.trim() === '') {
      sawBlank = current.length > 0;
      if (current.length) current.push(line);
      continue;
    }
    if (sawBlank && !/^\s/.test(line)) close();
    sawBlank = false;
    if (marker) fence = marker;
    current.push(line);
  }
  close();
  return blocks;
}
