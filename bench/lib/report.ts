/** What every benchmark hands back to bench/run.ts: a table plus notes, printed and saved as JSON. */
import type { TargetCheck } from './targets';

export type Cell = string | number | null;

export interface Column {
  key: string;
  label: string;
  /** How to print the raw value (the JSON keeps the raw value). Default: as is, '–' for null. */
  format?: (value: Cell) => string;
  align?: 'left' | 'right';
}

export interface Report {
  title: string;
  columns: Column[];
  rows: Record<string, Cell>[];
  /** Conditions of the run, caveats: printed under the table. */
  notes: string[];
  /** Issue #28's targets this run measured (bench/lib/targets.ts): run.ts sums them up at the end. */
  targets?: TargetCheck[];
}

export interface Benchmark {
  name: string;
  /** One line for `bun run bench --list`. */
  summary: string;
  run(): Promise<Report>;
}

export const fixed = (digits: number) => (value: Cell) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : '–');
export const integer = (value: Cell) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '–');
export const ratio = (value: Cell) => (typeof value === 'number' && Number.isFinite(value) ? `${value.toFixed(2)}×` : '–');

/** Pass/miss of a measured value against a target; never throws, never exits. */
export function verdict(value: number | null, target: number | null, direction: 'atLeast' | 'atMost'): 'pass' | 'miss' | null {
  if (target === null || value === null || !Number.isFinite(value)) return null;
  return (direction === 'atLeast' ? value >= target : value <= target) ? 'pass' : 'miss';
}

export function renderTable(report: Report): string {
  const cells = report.rows.map((row) => report.columns.map((col) => (col.format ? col.format(row[col.key] ?? null) : String(row[col.key] ?? '–'))));
  const widths = report.columns.map((col, i) => Math.max(col.label.length, ...cells.map((r) => (r[i] as string).length)));
  const pad = (text: string, i: number) => {
    const col = report.columns[i] as Column;
    const width = widths[i] as number;
    return (col.align ?? (i === 0 ? 'left' : 'right')) === 'left' ? text.padEnd(width) : text.padStart(width);
  };
  const line = (parts: string[]) => `| ${parts.map(pad).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => ((report.columns[i]?.align ?? (i === 0 ? 'left' : 'right')) === 'left' ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [
    `## ${report.title}`,
    '',
    line(report.columns.map((c) => c.label)),
    rule,
    ...cells.map(line),
    ...(report.notes.length ? ['', ...report.notes.map((n) => `- ${n}`)] : []),
  ].join('\n');
}
