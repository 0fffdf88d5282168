import type { ScreenshotTranscript } from '../../../../shared/schemas/message';
import type { ReplySuggestion } from './message-types';

/**
 * What a streaming reply has produced so far. Tokens arrive many times per frame; the store keeps
 * them outside React and tells each reply's subscribers at most once per animation frame, so only
 * the streaming row renders, and only as often as the screen can show it.
 */
export interface StreamSnapshot {
  text: string;
  reasoning: string;
  suggestions: ReplySuggestion[] | null;
  /** The text length when the cards arrived: where they sit in the reply. */
  suggestionsAt: number | null;
  /** What was read from the user's screenshots, shown above the advice. */
  transcript: ScreenshotTranscript | null;
}

export type FrameScheduler = (flush: () => void) => void;

const EMPTY: StreamSnapshot = Object.freeze({ text: '', reasoning: '', suggestions: null, suggestionsAt: null, transcript: null }) as StreamSnapshot;

const nextFrame: FrameScheduler = (flush) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => flush());
  else setTimeout(flush, 16);
};

type Pending = {
  text: string;
  reasoning: string;
  suggestions?: ReplySuggestion[] | null;
  suggestionsAt?: number | null;
  transcript?: ScreenshotTranscript | null;
  reset: boolean;
};

export class StreamingStore {
  private readonly snapshots = new Map<string, StreamSnapshot>();
  private readonly pending = new Map<string, Pending>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private scheduled = false;

  constructor(private readonly schedule: FrameScheduler = nextFrame) {}

  /** The reply's content as of the last frame (a stable object between frames). */
  get(id: string): StreamSnapshot {
    return this.snapshots.get(id) ?? EMPTY;
  }

  /** Start over (a new subscription replays the reply from its first event). */
  reset(id: string): void {
    this.pending.set(id, { text: '', reasoning: '', suggestions: null, suggestionsAt: null, transcript: null, reset: true });
    this.markDirty();
  }

  appendText(id: string, chunk: string): void {
    if (chunk) {
      this.entry(id).text += chunk;
      this.markDirty();
    }
  }

  appendReasoning(id: string, chunk: string): void {
    if (chunk) {
      this.entry(id).reasoning += chunk;
      this.markDirty();
    }
  }

  setSuggestions(id: string, suggestions: ReplySuggestion[]): void {
    const pending = this.entry(id);
    pending.suggestions = suggestions;
    pending.suggestionsAt = (pending.reset ? 0 : this.get(id).text.length) + pending.text.length;
    this.markDirty();
  }

  setTranscript(id: string, transcript: ScreenshotTranscript): void {
    this.entry(id).transcript = transcript;
    this.markDirty();
  }

  /** Forget a finished reply (its stored message takes over). */
  delete(id: string): void {
    this.snapshots.delete(id);
    this.pending.delete(id);
  }

  subscribe(id: string, listener: () => void): () => void {
    let set = this.listeners.get(id);
    if (!set) {
      set = new Set();
      this.listeners.set(id, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(id) === set) this.listeners.delete(id);
    };
  }

  /** Apply everything received since the last frame and notify each changed reply once. */
  flush(): void {
    this.scheduled = false;
    const changed = [...this.pending.entries()];
    this.pending.clear();
    for (const [id, p] of changed) {
      const base = p.reset ? EMPTY : this.get(id);
      this.snapshots.set(id, {
        text: base.text + p.text,
        reasoning: base.reasoning + p.reasoning,
        suggestions: p.suggestions !== undefined ? p.suggestions : base.suggestions,
        suggestionsAt: p.suggestionsAt !== undefined ? p.suggestionsAt : base.suggestionsAt,
        transcript: p.transcript !== undefined ? p.transcript : base.transcript,
      });
    }
    for (const [id] of changed) for (const listener of [...(this.listeners.get(id) ?? [])]) listener();
  }

  private entry(id: string): Pending {
    let p = this.pending.get(id);
    if (!p) {
      p = { text: '', reasoning: '', reset: false };
      this.pending.set(id, p);
    }
    return p;
  }

  private markDirty(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(() => this.flush());
  }
}

/** The app's one store: replies are keyed by message id. */
export const streamingStore = new StreamingStore();
