import type { AiProvider } from '../../src/server/ai/provider';
import type { Deps, ReplyConfig } from '../../src/server/deps';

/** Runs `fn` with another model provider and reply settings, then puts the test's own back. */
export async function withAi<T>(deps: Deps, ai: AiProvider, reply: Partial<ReplyConfig>, fn: () => Promise<T>): Promise<T> {
  const saved = { ai: deps.ai, reply: deps.config.reply };
  deps.ai = ai;
  deps.config.reply = { ...saved.reply, ...reply };
  try {
    return await fn();
  } finally {
    deps.ai = saved.ai;
    deps.config.reply = saved.reply;
  }
}
