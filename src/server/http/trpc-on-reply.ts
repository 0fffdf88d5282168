import { z } from 'zod';
import { LIMITS } from '../../shared/constants';
import { transformer } from '../../shared/transformer';
import type { Deps } from '../deps';
import { openReplyFeed, type ReplyFeed } from '../services/replies/control';
import { createContext } from './context';
import { replyEventsResponse, trpcSseFormat } from './sse';

/** The client options tRPC's `connected` event carries (as configured in trpc/init.ts). */
const CLIENT_OPTIONS = { reconnectAfterInactivityMs: 20_000 };
/** Built once: its strings and encoder factory are the same for every stream. */
export const TRPC_SSE = trpcSseFormat(CLIENT_OPTIONS);

const onReplyInput = z.object({
  sessionId: z.string().uuid(),
  messageId: z.string().uuid(),
  lastEventId: z.string().nullish(),
});

/**
 * `GET /trpc/chat.onReply` for a reply generating in this process, written push-style in tRPC's
 * own SSE framing: the same bytes the tRPC adapter would send, without its per-event generator
 * and stream plumbing (most of its cost per token). Anything else — a bad input, no session, a
 * foreign id, a finished or remote reply — answers null, and the tRPC adapter handles the
 * request as usual (errors included), so behaviour stays exactly tRPC's.
 */
export async function fastOnReply(
  deps: Deps,
  request: Request,
  server: Parameters<typeof createContext>[3],
): Promise<Response | null> {
  const url = new URL(request.url);
  const raw = url.searchParams.get('input');
  if (!raw || url.searchParams.has('batch')) return null;
  let input;
  try {
    input = onReplyInput.safeParse(transformer.deserialize(JSON.parse(raw)));
  } catch {
    return null;
  }
  if (!input.success) return null;
  const ctx = await createContext(deps, request, new Headers(), server);
  if (!ctx.actor) return null;
  const lastEventId = input.data.lastEventId ?? request.headers.get('last-event-id');
  const after = Number.parseInt(lastEventId ?? '0', 10) || 0;
  const observer = followedUntilGone(request);
  let feed;
  try {
    feed = await openReplyFeed(deps, ctx.actor, input.data.sessionId, input.data.messageId, after, observer.signal);
  } catch {
    return null;
  }
  if (!('live' in feed)) return null;
  return liveResponse(deps, feed, observer);
}

// The two functions below make the closures that live as long as the stream. Made inside the async
// function above, each would keep its whole frame alive (the request's URL, the caller's rows).

/** Aborted when the client goes away. */
function followedUntilGone(request: Request): AbortController {
  const observer = new AbortController();
  request.signal.addEventListener('abort', new AbortWhenGone(observer), { once: true });
  return observer;
}

/** The request's abort listener as an object (`handleEvent`), lighter than a closure and its scope. */
class AbortWhenGone {
  constructor(private readonly observer: AbortController) {}

  handleEvent(): void {
    this.observer.abort('client went away');
  }
}

function liveResponse(deps: Deps, feed: Extract<ReplyFeed, { live: unknown }>, observer: AbortController): Response {
  const { messageId } = feed.live.meta;
  const { log } = deps;
  return replyEventsResponse(
    feed,
    observer,
    (err) => log.error('Reply stream failed', { messageId, err: err as Error }),
    Math.min(deps.config.reply.sseHeartbeatMs, LIMITS.streamHeartbeatMs),
    TRPC_SSE,
  );
}
