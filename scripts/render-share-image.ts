/**
 * Renders the 1200×630 share image (Open Graph / Twitter card) from an HTML card with Chromium and
 * writes it to src/client/public/og-image.png. Re-run after changing the site's name or tagline:
 *
 *   bun scripts/render-share-image.ts            (CHROMIUM_PATH overrides /usr/bin/chromium)
 */
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { SITE } from '../src/shared/site/site';

const OUTPUT = resolve(import.meta.dir, '../src/client/public/og-image.png');
const { width, height } = SITE.shareImage;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Two short exchanges that show what the product does: a situation in, a reply to send out. */
const BUBBLES: readonly { from: 'them' | 'you' | 'advisor'; text: string }[] = [
  { from: 'them', text: 'haha maybe 😅' },
  { from: 'advisor', text: 'Sounds like a soft yes. Make it easy to say yes for real:' },
  { from: 'you', text: 'No pressure! Saturday, 3pm, the café by the park — I’ll save you a seat ☕' },
];

const html = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: ${width}px; height: ${height}px; overflow: hidden;
    font-family: Inter, "Liberation Sans", "DejaVu Sans", Arial, sans-serif;
    background: radial-gradient(900px 520px at 12% 0%, #ffe3d8 0%, transparent 70%),
                radial-gradient(700px 500px at 100% 100%, #fdc4af 0%, transparent 65%), #fff8f4;
    color: #2a2623; display: flex; align-items: center; padding: 72px 80px; gap: 56px; }
  .left { flex: 1.15; display: flex; flex-direction: column; gap: 28px; }
  .brand { display: flex; align-items: center; gap: 16px; font-size: 30px; font-weight: 800; letter-spacing: -0.01em; }
  .mark { width: 56px; height: 56px; border-radius: 18px; background: linear-gradient(135deg, #f6845e, #c14a23);
    display: flex; align-items: center; justify-content: center; }
  h1 { font-size: 68px; line-height: 1.04; letter-spacing: -0.035em; font-weight: 800; }
  h1 em { font-style: normal; color: #d8552a; }
  p { font-size: 26px; line-height: 1.4; color: #6b645e; max-width: 560px; }
  .right { flex: 1; display: flex; flex-direction: column; gap: 14px; padding: 28px; border-radius: 28px;
    background: #ffffff; box-shadow: 0 30px 60px -30px rgba(120, 60, 30, 0.45); border: 1px solid #f0e2d8; }
  .bubble { max-width: 88%; padding: 14px 18px; border-radius: 20px; font-size: 22px; line-height: 1.35; }
  .them { align-self: flex-start; background: #f1ece8; border-bottom-left-radius: 6px; }
  .you { align-self: flex-end; background: #f26638; color: #fff; border-bottom-right-radius: 6px; }
  .advisor { align-self: stretch; max-width: none; background: #fff2ed; color: #a93d19; font-weight: 600; font-size: 19px; border-radius: 14px; }
</style></head><body>
  <div class="left">
    <div class="brand"><div class="mark"><svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M16 18a2 2 0 0 1 2 2a2 2 0 0 1 2-2a2 2 0 0 1-2-2a2 2 0 0 1-2 2z"/><path d="M16 6a2 2 0 0 1 2 2a2 2 0 0 1 2-2a2 2 0 0 1-2-2a2 2 0 0 1-2 2z"/><path d="M9 18a6 6 0 0 1 6-6a6 6 0 0 1-6-6a6 6 0 0 1-6 6a6 6 0 0 1 6 6z"/></svg></div>${escape(SITE.name)}</div>
    <h1>${escape(SITE.tagline).replace('every conversation', '<em>every conversation</em>')}</h1>
    <p>AI advisors for texts, dates, friendships and work — plus practice for the hard talks.</p>
  </div>
  <div class="right">
    ${BUBBLES.map((b) => `<div class="bubble ${b.from}">${escape(b.text)}</div>`).join('\n    ')}
  </div>
</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(html, { waitUntil: 'load' });
  await page.screenshot({ path: OUTPUT, type: 'png', clip: { x: 0, y: 0, width, height } });
  console.log(`wrote ${OUTPUT} (${width}×${height})`);
} finally {
  await browser.close();
}
