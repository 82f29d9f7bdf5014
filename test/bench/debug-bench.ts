/*
 * The debugger's cost: the language workloads as a debug run with no breakpoint (every compound
 * form compiled into its instrumented closure, every user call keeping its saved bindings) next to
 * the same workloads with no debugger. Each side runs in a worker thread of its own, so neither
 * sees the other's closures (in one isolate the engine's call sites would learn both kinds and
 * slow the plain run down); each warms up first (by count and by time), each sample is a batch of
 * runs of at least SAMPLE_MS, the two alternate three times and the lowest median of each counts (the machine is shared: the lowest is the least disturbed). Beside the
 * wall time, the process's CPU time (only the measuring worker runs meanwhile: the main thread
 * waits), the steadier figure when other work shares the cores; the verdict is on CPU time.
 */
import { Worker } from 'node:worker_threads';
import { Interp, prin1 } from '../../interpreter/index.js';
import { Debugger } from '../../interpreter/debug/debugger.js';
import { WORKLOADS } from './lisp-workloads.js';
import { fmt, median } from './stats.js';

/** The target: a debug run with no breakpoints at most this many times slower. */
export const DEBUG_RUN_LIMIT = 3;

export interface DebugBenchJob {
  benchMode: 'plain' | 'debug';
  runs: number;
}

/**
 * Untimed runs first, so both sides are measured with their closures optimised: at least this
 * many, and until WARM_UP_MS have gone (a sub-millisecond workload is still being compiled after
 * three runs, and the compiler's threads count in the process's CPU time).
 */
const WARM_UP = 3;
const WARM_UP_MS = 100;
/**
 * A timed sample is a batch of runs of at least this many ms (ms per run = the batch's time over
 * its runs): the strcat row takes 0.3 ms, where one run's CPU time is mostly timer granularity and
 * whatever the engine's background threads did meanwhile.
 */
const SAMPLE_MS = 10;

/** Median wall and CPU ms of one workload in one mode. */
export interface ModeTimes {
  wall: number;
  cpu: number;
}

/** In the worker: the median ms of each workload in one mode. */
export function measureMode(job: DebugBenchJob): Record<string, ModeTimes> {
  const out: Record<string, ModeTimes> = {};
  for (const w of WORKLOADS) {
    const once = (): { wall: number; cpu: number } => {
      const ip = new Interp({ budget: 50_000_000, ...(job.benchMode === 'debug' ? { debug: new Debugger({ host: { stopped: () => 'continue' } }) } : {}) });
      if (w.lisp.setup) ip.runText(w.lisp.setup);
      const c = process.cpuUsage();
      const t = performance.now();
      const r = ip.runText(w.lisp.run);
      const wall = performance.now() - t;
      const u = process.cpuUsage(c);
      if (!r.ok || prin1(r.value) !== w.expected) throw new Error(`${w.name}: ${r.error?.message ?? prin1(r.value)}`);
      return { wall, cpu: (u.user + u.system) / 1000 };
    };
    for (let i = 0, spent = 0; i < WARM_UP || (spent < WARM_UP_MS && i < 1000); i++) spent += once().wall;
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < job.runs; i++) {
      let wall = 0;
      let c = 0;
      let n = 0;
      do {
        const r = once();
        wall += r.wall;
        c += r.cpu;
        n++;
      } while (wall < SAMPLE_MS && n < 1000);
      times.push(wall / n);
      cpu.push(c / n);
    }
    out[w.name] = { wall: median(times), cpu: median(cpu) };
  }
  return out;
}

function inWorker(job: DebugBenchJob): Promise<Record<string, ModeTimes>> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL(import.meta.url), { workerData: job });
    w.once('message', (m: Record<string, ModeTimes> | { error: string }) => ('error' in m ? reject(new Error(String(m.error))) : resolve(m as Record<string, ModeTimes>)));
    w.once('error', reject);
  });
}

export async function printDebugBench(runs: number): Promise<void> {
  console.log('\nDebugger: a debug run with no breakpoints vs no debugger (median ms, each in its own worker; wall and CPU)');
  const best: Record<'plain' | 'debug', Record<string, ModeTimes>> = { plain: {}, debug: {} };
  try {
    for (let round = 0; round < 3; round++) {
      for (const benchMode of ['plain', 'debug'] as const) {
        const r = await inWorker({ benchMode, runs });
        for (const [k, v] of Object.entries(r)) {
          const b = best[benchMode][k];
          best[benchMode][k] = b ? { wall: Math.min(b.wall, v.wall), cpu: Math.min(b.cpu, v.cpu) } : v;
        }
      }
    }
  } catch (e) {
    console.log(`  FAILED: ${(e as Error).message}`);
    return;
  }
  console.log('  workload                 plain wall  debug wall  plain CPU  debug CPU  ×plain (CPU)  verdict');
  for (const w of WORKLOADS) {
    const p = best.plain[w.name] as ModeTimes;
    const d = best.debug[w.name] as ModeTimes;
    const ratio = d.cpu / p.cpu;
    const cols = [p.wall, d.wall, p.cpu, d.cpu].map((x, i) => fmt(x).padStart(i === 0 ? 10 : i === 1 ? 11 : 10)).join(' ');
    console.log(`  ${w.name.padEnd(24)} ${cols} ${ratio.toFixed(2).padStart(13)}  ${ratio <= DEBUG_RUN_LIMIT ? 'ok' : 'MISSED'} (≤ ${DEBUG_RUN_LIMIT}×)`);
  }
}
