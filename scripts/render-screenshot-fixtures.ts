/**
 * Renders the chat screenshot fixtures (tests/fixtures/screenshots) with the test browser:
 * `bun scripts/render-screenshot-fixtures.ts`. Writes one PNG per fixture (palette-quantized so
 * the committed set stays small) and expected.json, the transcripts they must read back as.
 * The PNGs are committed: fonts differ between machines, and the bench must measure the same pixels.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { DEVICES, FIXTURE_DIR, SCREENSHOT_FIXTURES } from '../tests/fixtures/screenshots/fixtures';
import { chatHtml } from '../tests/fixtures/screenshots/styles';

const only = process.argv[2];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const f of SCREENSHOT_FIXTURES) {
    if (only && !f.id.includes(only)) continue;
    const d = DEVICES[f.device];
    const page = await browser.newPage({ viewport: { width: d.width, height: d.height }, deviceScaleFactor: d.scale });
    await page.setContent(chatHtml({ style: f.style, theme: f.theme, conversation: { name: f.name, bubbles: f.bubbles }, timestamps: f.timestamps, clock: f.clock }));
    // A fixture whose bubbles do not all fit would expect text the image does not show.
    const clipped = await page.evaluate(() => {
      const list = document.querySelector('.list') as HTMLElement;
      return list.scrollHeight > list.clientHeight + 1;
    });
    if (clipped) throw new Error(`${f.id}: the conversation does not fit the screen`);
    const png = await page.screenshot({ type: 'png' });
    await page.close();
    const small = await sharp(png).png({ palette: true, colours: 48, compressionLevel: 9, effort: 10 }).toBuffer();
    writeFileSync(join(FIXTURE_DIR, `${f.id}.png`), small);
    console.log(`${f.id}.png ${(small.length / 1024).toFixed(0)} KB`);
  }
} finally {
  await browser.close();
}
const expected = SCREENSHOT_FIXTURES.map((f) => ({ file: `${f.id}.png`, style: f.style, theme: f.theme, device: f.device, transcript: f.bubbles }));
writeFileSync(join(FIXTURE_DIR, 'expected.json'), `${JSON.stringify(expected, null, 1)}\n`);
