import type { DisplayMode } from './practice-status';

/** Links into the practice screens (SPEC §2 routes); empty parameters are left out. */
export type PracticeLinkOptions = { source?: string; skipPlan?: boolean; displayMode?: DisplayMode };

function query(options: PracticeLinkOptions): string {
  const params = new URLSearchParams();
  if (options.source) params.set('source', options.source);
  if (options.skipPlan) params.set('skipPlan', 'true');
  if (options.displayMode) params.set('displayMode', options.displayMode);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function planUrl(planId: string, options: PracticeLinkOptions = {}): string {
  return `/chat/practice-plan/${planId}${query(options)}`;
}

export function practiceUrl(planId: string, practiceId: string, options: PracticeLinkOptions = {}): string {
  return `/chat/practice-plan/${planId}/${practiceId}${query(options)}`;
}

/** The insight report of a practice: the practice screen with the report turned over. */
export function reportUrl(planId: string, practiceId: string, options: PracticeLinkOptions = {}): string {
  return `/chat/practice-plan/${planId}/${practiceId}/report${query(options)}`;
}

export function createPlanUrl(source: string): string {
  return `/chat/practice-plan/create?source=${encodeURIComponent(source)}`;
}
