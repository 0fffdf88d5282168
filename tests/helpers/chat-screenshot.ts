import sharp from 'sharp';

/**
 * A phone-shaped chat screenshot drawn in code (SVG rendered by sharp with the system's fonts):
 * a status bar, the other person's grey bubbles on the left and the user's blue ones on the
 * right. Fast enough for integration tests, which must not start a browser to make one.
 */
export async function chatScreenshot(bubbles: { speaker: 'them' | 'you'; text: string }[]): Promise<Uint8Array<ArrayBuffer>> {
  const width = 780;
  const height = 1688;
  let y = 1688 - 160 - bubbles.length * 96;
  const parts: string[] = [];
  for (const b of bubbles) {
    const textWidth = Math.round(b.text.length * 15.5);
    const w = textWidth + 48;
    const x = b.speaker === 'them' ? 24 : width - 24 - w;
    const fill = b.speaker === 'them' ? '#e9e9eb' : '#0b84fe';
    const ink = b.speaker === 'them' ? '#000' : '#fff';
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="72" rx="34" fill="${fill}"/>`);
    parts.push(`<text x="${x + 24}" y="${y + 47}" font-family="DejaVu Sans" font-size="28" fill="${ink}">${escapeXml(b.text)}</text>`);
    y += 96;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#fff"/>
    <text x="50" y="50" font-family="DejaVu Sans" font-size="28" font-weight="bold">9:41</text>
    <text x="620" y="50" font-family="DejaVu Sans" font-size="28" font-weight="bold">87%</text>
    ${parts.join('\n')}
    <rect x="20" y="${height - 100}" width="${width - 40}" height="64" rx="32" fill="none" stroke="#ccc"/>
    <text x="50" y="${height - 58}" font-family="DejaVu Sans" font-size="26" fill="#999">iMessage</text>
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
