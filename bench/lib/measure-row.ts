/** One row of the practice tables: a measure, its count as read ("28/50") and its value against an optional target. */
export interface MeasureRow {
  measure: string;
  count: string;
  value: number;
  target: number | null;
  direction: 'atLeast' | 'atMost';
  format: 'pct' | 'int';
}
