import type { CharacterMood } from '../../practice-ai';
import type { MoveKind } from './moves';
import type { FailCause } from './reasons';
import type { RoleKind } from './roles';

/** From cold to warm; 'hurt' sits beside 'guarded', 'delighted' above 'warm' (reached only by success). */
const LADDER: readonly CharacterMood[] = ['cold', 'guarded', 'neutral', 'open', 'warm'];
const CLOSE_ROLES: ReadonlySet<RoleKind> = new Set(['ex', 'partner', 'friend', 'family', 'crush', 'date']);
const HURTFUL: ReadonlySet<MoveKind | FailCause> = new Set(['insult', 'guilt', 'blame', 'crude', 'too_intense']);

function rank(mood: CharacterMood): number {
  if (mood === 'hurt') return 1;
  if (mood === 'delighted') return 4;
  return LADDER.indexOf(mood);
}

function target(progress: number): number {
  if (progress < 20) return 1;
  if (progress < 45) return 2;
  if (progress < 70) return 3;
  return 4;
}

export type TurnVerdict =
  | { kind: 'succeed' }
  | { kind: 'failed'; cause: FailCause }
  | { kind: 'risky'; move: MoveKind }
  | { kind: 'hold' }
  | { kind: 'scored'; delta: number };

/** The mood after a line: it moves one step at a time toward what the progress says, and drops on risky lines. */
export function nextMood(previous: CharacterMood, verdict: TurnVerdict, progress: number, role: RoleKind): CharacterMood {
  switch (verdict.kind) {
    case 'succeed':
      return 'delighted';
    case 'failed':
      return HURTFUL.has(verdict.cause) ? 'hurt' : 'cold';
    case 'risky':
      if (HURTFUL.has(verdict.move)) return CLOSE_ROLES.has(role) ? 'hurt' : 'guarded';
      return rank(previous) <= 1 ? 'cold' : 'guarded';
    case 'hold':
      return rank(previous) > 3 ? 'open' : previous === 'delighted' ? 'open' : previous;
    case 'scored': {
      const now = rank(previous);
      if (verdict.delta < 0) return LADDER[Math.max(0, now - 1)] as CharacterMood;
      if (previous === 'hurt') return verdict.delta >= 10 ? 'guarded' : 'hurt';
      const goal = target(progress);
      const step = goal > now ? now + 1 : goal < now && verdict.delta === 0 ? now - 1 : now;
      return LADDER[Math.max(0, Math.min(4, step))] as CharacterMood;
    }
  }
}
