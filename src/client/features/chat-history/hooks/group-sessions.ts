import type { Session } from '../../../../shared/schemas/session';

export type HistoryGroupKey = 'today' | 'yesterday' | 'week' | 'older';

export type HistoryGroup = { key: HistoryGroupKey; label: string; sessions: Session[] };

const LABELS: Record<HistoryGroupKey, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  week: 'Previous 7 days',
  older: 'Older',
};

function startOfDay(date: Date, daysBack = 0): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - daysBack).getTime();
}

/** Chats by their last activity, in local days: Today, Yesterday, Previous 7 days, Older. */
export function groupSessionsByDate(sessions: readonly Session[], now: Date = new Date()): HistoryGroup[] {
  const today = startOfDay(now);
  const yesterday = startOfDay(now, 1);
  const weekAgo = startOfDay(now, 7);
  const groups = new Map<HistoryGroupKey, Session[]>();
  for (const session of sessions) {
    const at = Date.parse(session.updated_at);
    const key: HistoryGroupKey = at >= today ? 'today' : at >= yesterday ? 'yesterday' : at >= weekAgo ? 'week' : 'older';
    const list = groups.get(key) ?? [];
    list.push(session);
    groups.set(key, list);
  }
  return (['today', 'yesterday', 'week', 'older'] as const)
    .filter((key) => groups.has(key))
    .map((key) => ({ key, label: LABELS[key], sessions: groups.get(key) ?? [] }));
}

/** What a chat is called in the list: its name, else its last message, else 'New chat'. */
export function sessionTitle(session: Pick<Session, 'name' | 'last_message'>): string {
  return session.name?.trim() || session.last_message?.trim() || 'New chat';
}
