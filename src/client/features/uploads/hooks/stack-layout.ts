/** SPEC §2: message images show as a stack for 1, 2, 3, and 4 or more images. */
export type StackKind = 'single' | 'pair' | 'trio' | 'grid';

export type StackLayout = {
  kind: StackKind;
  /** Tiles drawn (at most 4). */
  shown: number;
  /** Images beyond the tiles: '+N' on the last one. */
  more: number;
};

export function stackLayout(count: number): StackLayout {
  if (count <= 1) return { kind: 'single', shown: Math.max(0, count), more: 0 };
  if (count === 2) return { kind: 'pair', shown: 2, more: 0 };
  if (count === 3) return { kind: 'trio', shown: 3, more: 0 };
  return { kind: 'grid', shown: 4, more: count - 4 };
}

/** Gallery paging: no wrap-around, so the ends are felt. */
export function galleryStep(index: number, delta: number, count: number): number {
  return Math.min(Math.max(0, index + delta), Math.max(0, count - 1));
}

/** A horizontal swipe of at least 40 px that is mostly sideways: next (-1 → previous). */
export function swipeDelta(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < 40 || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}
