import { collectAdvice } from './src/server/ai/offline/collect-advice';
import { createOfflineProvider } from './src/server/ai/offline/offline-provider';
const p = createOfflineProvider();
const texts = process.argv.slice(2);
for (const t of texts) {
  const r = await collectAdvice(p, { agent: { slug: 'chat-advisor', name: 'Chat Advisor' }, history: [{ role: 'user', text: t }], memory: [] });
  console.log('=== ' + t + '\n' + r.text.replace(/\n\n/g, '\n') + '\n' + r.suggestions.map((s) => `  [${s.tone}] ${s.text} — ${s.why}`).join('\n'));
}
