/*
 * The verification ledger and gate (the code hash is the runner's own codeHashOf). Every run the tools make is recorded against the exact code
 * text; the gate answers "may this delivered text end the session?" from those records only:
 *   verified   — its latest run on the session drawing passed, the runner's code hash for that run
 *                equals the hash of the delivered text, and the saved tests passed on it;
 *   never-run  — no run on the session drawing has this exact text (the loop then runs it itself);
 *   failed     — its latest session run did not pass, or called commands Lispwright does not
 *                simulate (RunResult.unsimulatedCommands: the drawing is not what AutoCAD would give);
 *   tests-missing / tests-failed — the run passed but the saved tests did not run / did not pass.
 * It also counts distinct code versions (attempts) and keeps the best version for the final report.
 */
import type { RunResult } from '../interpreter/runner/contract.js';
import { codeHashOf } from '../interpreter/runner/index.js';
import type { BestAttempt, Verification } from './events.js';
import { oneLine, runPassed } from './run-format.js';
import type { TestsOutcome, ToolRun } from './tools/types.js';

interface VersionRecord {
  code: string;
  order: number;
  latestSession?: RunResult;
  /** the call/inputs/assertions used by the latest session run */
  latestRun?: ToolRun;
  tests?: TestsOutcome;
  bestScore: number;
  bestRun?: RunResult;
}

export type Verdict =
  | { kind: 'verified'; run: RunResult; codeHash: string }
  | { kind: 'never-run' }
  | { kind: 'failed'; run: RunResult; problems: string[] }
  | { kind: 'tests-missing'; run: RunResult }
  | { kind: 'tests-failed'; failures: string[] };

/**
 * Why a run does not prove its code (empty: it does). This is the seam the full verification rule
 * (runner/verification.ts: command called, prompts answered, expected effect) replaces; today: the
 * run passed (no error, assertions true) and the sandbox refused nothing it called.
 */
export function verificationProblems(r: RunResult): string[] {
  const problems: string[] = [];
  if (!runPassed(r)) problems.push(oneLine(r));
  if (r.sandboxRefused.length) problems.push(`the run called ${r.sandboxRefused.join(', ')}, which the sandbox refused, so it did not do what it says`);
  const unsimulated = [...new Set((r.unsimulatedCommands ?? []).map((u) => u.name))];
  if (unsimulated.length) problems.push(`the run called AutoCAD commands Lispwright does not simulate (${unsimulated.join(', ')}): they had no effect here, so the run cannot be verified; use simulated commands or entmake/entmod`);
  return problems;
}

/** Higher is better: passing beats running into an error beats not reading at all. */
function score(r: RunResult): number {
  const asserts = r.assertions ?? [];
  return (verificationProblems(r).length === 0 ? 1000 : 0) + (r.ok ? 100 : 0) + (r.stage !== 'syntax' ? 10 : 0) + asserts.filter((a) => a.passed).length;
}

export class Ledger {
  private readonly versions = new Map<string, VersionRecord>();
  private lastSessionRun: ToolRun | undefined;
  /** every run on the session drawing, in order (lessons are distilled from it) */
  readonly sessionRuns: ToolRun[] = [];

  constructor(
    private readonly fileName: string,
    private readonly testsTotal: number,
  ) {}

  /** Number of distinct code versions run so far. */
  get attempts(): number {
    return this.versions.size;
  }

  isKnown(code: string): boolean {
    return this.versions.has(code);
  }

  /** The latest run on the session drawing (its call/inputs/assertions are reused by the gate). */
  get lastRun(): ToolRun | undefined {
    return this.lastSessionRun;
  }

  private version(code: string): VersionRecord {
    let v = this.versions.get(code);
    if (!v) {
      v = { code, order: this.versions.size + 1, bestScore: -1 };
      this.versions.set(code, v);
    }
    return v;
  }

  recordRun(run: ToolRun): void {
    const v = this.version(run.code);
    const s = score(run.result);
    if (s > v.bestScore) {
      v.bestScore = s;
      v.bestRun = run.result;
    }
    if (run.onSessionDrawing) {
      v.latestSession = run.result;
      v.latestRun = run;
      this.lastSessionRun = run;
      this.sessionRuns.push(run);
    }
  }

  recordTests(t: TestsOutcome): void {
    this.version(t.code).tests = t;
  }

  verdict(code: string): Verdict {
    const v = this.versions.get(code);
    const run = v?.latestSession;
    if (!v || !run) return { kind: 'never-run' };
    const problems = verificationProblems(run);
    if (problems.length) return { kind: 'failed', run, problems };
    const hash = codeHashOf([{ name: this.fileName, text: code }]);
    // the runner's hash must be the hash of these exact bytes, or the run proves nothing about them
    if (run.codeHash !== hash) return { kind: 'never-run' };
    if (this.testsTotal > 0) {
      if (!v.tests) return { kind: 'tests-missing', run };
      if (v.tests.codeHash !== undefined && v.tests.codeHash !== hash) return { kind: 'tests-missing', run };
      if (v.tests.passed < v.tests.total) return { kind: 'tests-failed', failures: v.tests.failures };
    }
    return { kind: 'verified', run, codeHash: hash };
  }

  /** Where a code version stands, for the UI badge. */
  verification(code: string): Verification {
    const v = this.versions.get(code);
    const t = v?.tests;
    const testsPassed = t?.passed ?? 0;
    const verdict = this.verdict(code);
    const hash = v?.latestSession?.codeHash;
    const base = { testsPassed, testsTotal: this.testsTotal, ...(hash ? { codeHash: hash } : {}) };
    switch (verdict.kind) {
      case 'verified':
        return { ...base, status: 'verified', detail: `ran ok on the session drawing${this.testsTotal ? `; ${testsPassed}/${this.testsTotal} tests passed` : ''}` };
      case 'never-run':
        return { ...base, status: 'unverified', detail: 'not run on the session drawing' };
      case 'failed':
        return { ...base, status: 'failed', detail: verdict.problems.join('; ') };
      case 'tests-missing':
        return { ...base, status: 'ran', detail: 'ran ok; saved tests not run yet' };
      case 'tests-failed':
        return { ...base, status: 'failed', detail: `${testsPassed}/${this.testsTotal} tests passed` };
    }
  }

  /** The best version so far (ties go to the later version). */
  best(): BestAttempt | undefined {
    let best: VersionRecord | undefined;
    for (const v of this.versions.values()) if (v.bestRun && (!best || v.bestScore >= best.bestScore)) best = v;
    if (!best?.bestRun) return undefined;
    return { code: best.code, codeHash: best.bestRun.codeHash, ok: verificationProblems(best.bestRun).length === 0, summary: oneLine(best.bestRun) };
  }

  /** What is still wrong with the best version, one item per line. */
  unresolved(): string[] {
    const best = this.best();
    if (!best) return ['no code was run'];
    const v = this.versions.get(best.code)!;
    const out: string[] = [];
    const r = v.latestSession ?? v.bestRun!;
    if (r.error || r.stage !== 'ok') out.push(oneLine(r));
    if (r.sandboxRefused.length) out.push(`called ${r.sandboxRefused.join(', ')}, refused by the sandbox`);
    for (const a of r.assertions ?? []) if (!a.passed) out.push(`assertion ${a.expr} returned ${a.error ? `an error: ${a.error}` : a.value}`);
    if (!v.latestSession) out.push('never ran on the session drawing');
    if (this.testsTotal > 0) {
      if (!v.tests) out.push('saved tests not run');
      else out.push(...v.tests.failures);
    }
    if (out.length === 0) out.push('the code passed but was not delivered');
    return out;
  }
}
