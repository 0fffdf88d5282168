/** Value at quantile q (0..1) of an ascending-sorted array, nearest-rank. */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] as number;
}

export function median(values: number[]): number {
  return quantile([...values].sort((a, b) => a - b), 0.5);
}
