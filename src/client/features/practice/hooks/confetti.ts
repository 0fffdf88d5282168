import { CONFETTI } from '../../../../shared/constants';

/**
 * SPEC §4/§9: a success fires confetti after 500 ms — bursts of 100, 50 and 30 particles at 0,
 * 250 and 500 ms. The library loads only then (its own chunk). It draws on a canvas of ours over
 * the page, removed when the last particle has fallen; nothing for people who prefer less motion.
 */
export async function celebrate(): Promise<void> {
  if (globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  await wait(CONFETTI.startAfterMs);
  const { default: confetti } = await import('canvas-confetti');
  const canvas = document.createElement('canvas');
  canvas.dataset.testid = 'practice-confetti';
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '1000' });
  document.body.appendChild(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: false });
  const bursts = CONFETTI.particles.map(async (particleCount, i) => {
    await wait(CONFETTI.delaysMs[i] ?? 0);
    await fire({ particleCount, spread: 70 + i * 20, origin: { y: 0.6 } });
  });
  await Promise.all(bursts);
  fire.reset();
  canvas.remove();
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
