/** Timing helpers for the benchmark: median of repeated runs, in one process. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

export function timeRuns(runs: number, fn: () => void): number[] {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    out.push(performance.now() - t);
  }
  return out;
}

export async function timeRunsAsync(runs: number, fn: () => Promise<void>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

export const fmt = (ms: number): string => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));

export interface BenchRow {
  name: string;
  ms: number;
  target?: number;
  note?: string;
}

export function printTable(title: string, rows: BenchRow[]): void {
  console.log(`\n${title}`);
  const w = Math.max(...rows.map((r) => r.name.length), 10);
  console.log(`  ${'workload'.padEnd(w)}  ${'median ms'.padStart(10)}  ${'target'.padStart(8)}  verdict`);
  for (const r of rows) {
    const verdict = r.target === undefined ? '' : r.ms <= r.target ? 'ok' : 'MISSED';
    console.log(`  ${r.name.padEnd(w)}  ${fmt(r.ms).padStart(10)}  ${(r.target === undefined ? '' : `≤ ${r.target}`).padStart(8)}  ${verdict}${r.note ? `  ${r.note}` : ''}`);
  }
}
