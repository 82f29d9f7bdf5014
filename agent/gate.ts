/*
 * The verification ledger and gate. Every run the tools make is recorded against the exact code
 * text (and by its run_id); the gate answers "may this delivered text end the session?" from those
 * records only, by the runner's one verification rule (interpreter/runner/verification.ts) applied
 * to the case the run declared, with an expected effect required:
 *   verified   — its latest run on the session drawing verifies, the runner's code hash for that run
 *                equals the hash of the delivered text, and the saved tests verified on it;
 *   never-run  — no run on the session drawing has this exact text (the loop then runs it itself);
 *   failed     — its latest session run does not verify (each failed condition says why and where);
 *   tests-missing / tests-failed — the run verified but the saved tests did not run / did not pass.
 * It also counts distinct code versions (attempts) and keeps the best version for the final report.
 */
import type { RunResult } from '../interpreter/runner/contract.js';
import { codeHashOf, describeEffect, findingText, verificationProblems as problemsOf, verifyRun, type VerificationReport, type VerifyRequest } from '../interpreter/runner/index.js';
import type { BestAttempt, Verification } from './events.js';
import { oneLine, runPassed } from './run-format.js';
import type { TestsOutcome, ToolRun } from './tools/types.js';

interface VersionRecord {
  code: string;
  order: number;
  latestSession?: RunResult;
  /** the call/inputs/assertions/effect used by the latest session run */
  latestRun?: ToolRun;
  tests?: TestsOutcome;
  bestScore: number;
  bestRun?: RunResult;
}

export type Verdict =
  | { kind: 'verified'; run: RunResult; codeHash: string; verification: VerificationReport; toolRun: ToolRun }
  | { kind: 'never-run' }
  | { kind: 'failed'; run: RunResult; problems: string[] }
  | { kind: 'tests-missing'; run: RunResult }
  | { kind: 'tests-failed'; failures: string[] };

/** The case a run declared, as the verification rule reads it (session runs must declare an effect). */
export function caseOf(run: Pick<ToolRun, 'code' | 'call' | 'assertions' | 'expectEffect' | 'onSessionDrawing'>, fileName: string): VerifyRequest {
  return {
    files: [{ name: fileName, text: run.code }],
    ...(run.call ? { call: run.call } : {}),
    ...(run.assertions?.length ? { assertions: run.assertions } : {}),
    expect: { ...(run.expectEffect ? { effect: run.expectEffect } : {}), requireEffect: true },
  };
}

/** The rule's verdict on a recorded run for the case it declared. */
export const verificationOf = (run: ToolRun, fileName: string): VerificationReport => verifyRun(caseOf(run, fileName), run.result);

/**
 * Why a run does not prove its code (empty: it does), from the verdict the runner stamped on it
 * for its own request (a result from a runner that stamps none is judged by the run alone).
 */
export function verificationProblems(r: RunResult): string[] {
  if (r.verification) return problemsOf(r.verification);
  const problems: string[] = [];
  if (!runPassed(r)) problems.push(oneLine(r));
  if (r.sandboxRefused.length) problems.push(`the run called ${r.sandboxRefused.join(', ')}, which the sandbox refused, so it did not do what it says`);
  return problems;
}

/** Higher is better: verifying beats passing beats running into an error beats not reading at all. */
function score(r: RunResult): number {
  const asserts = r.assertions ?? [];
  return (verificationProblems(r).length === 0 ? 1000 : 0) + (r.ok ? 100 : 0) + (r.stage !== 'syntax' ? 10 : 0) + asserts.filter((a) => a.passed).length;
}

/** The conditions in words for the badge: what holds and what does not. */
export function verificationWords(v: VerificationReport): Pick<Verification, 'conditions' | 'screening'> {
  return {
    conditions: v.conditions.map((c) => ({ label: c.label, held: c.held, problems: c.problems.map((p) => p.message) })),
    ...(v.screening.length ? { screening: v.screening.map(findingText) } : {}),
  };
}

export class Ledger {
  private readonly versions = new Map<string, VersionRecord>();
  private readonly byId = new Map<string, ToolRun>();
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

  /** The latest run on the session drawing (its call/inputs/assertions/effect are reused by the gate). */
  get lastRun(): ToolRun | undefined {
    return this.lastSessionRun;
  }

  /** A run by the id its result carried. */
  run(runId: string): ToolRun | undefined {
    return this.byId.get(runId);
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
    if (run.runId) this.byId.set(run.runId, run);
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
    const toolRun = v?.latestRun;
    if (!v || !run || !toolRun) return { kind: 'never-run' };
    const verification = verificationOf(toolRun, this.fileName);
    if (!verification.verified) return { kind: 'failed', run, problems: problemsOf(verification) };
    const hash = codeHashOf([{ name: this.fileName, text: code }]);
    // the runner's hash must be the hash of these exact bytes, or the run proves nothing about them
    if (run.codeHash !== hash) return { kind: 'never-run' };
    if (this.testsTotal > 0) {
      if (!v.tests) return { kind: 'tests-missing', run };
      if (v.tests.codeHash !== undefined && v.tests.codeHash !== hash) return { kind: 'tests-missing', run };
      if (v.tests.passed < v.tests.total) return { kind: 'tests-failed', failures: v.tests.failures };
    }
    return { kind: 'verified', run, codeHash: hash, verification, toolRun };
  }

  /** Where a code version stands, for the UI badge. */
  verification(code: string): Verification {
    const v = this.versions.get(code);
    const t = v?.tests;
    const testsPassed = t?.passed ?? 0;
    const verdict = this.verdict(code);
    const hash = v?.latestSession?.codeHash;
    const report = v?.latestRun ? verificationOf(v.latestRun, this.fileName) : undefined;
    const effect = v?.latestRun?.expectEffect;
    const base = {
      testsPassed,
      testsTotal: this.testsTotal,
      ...(hash ? { codeHash: hash } : {}),
      ...(report ? verificationWords(report) : {}),
      ...(effect ? { effect: describeEffect(effect) } : {}),
      ...(t?.results ? { tests: t.results } : {}),
    };
    switch (verdict.kind) {
      case 'verified':
        return { ...base, status: 'verified', detail: `verified on the session drawing${this.testsTotal ? `; ${testsPassed}/${this.testsTotal} saved tests passed` : ''}` };
      case 'never-run':
        return { ...base, status: 'unverified', detail: 'not run on the session drawing' };
      case 'failed':
        return { ...base, status: 'failed', detail: verdict.problems.join('; ') };
      case 'tests-missing':
        return { ...base, status: 'ran', detail: 'verified; saved tests not run yet' };
      case 'tests-failed':
        return { ...base, status: 'failed', detail: `${testsPassed}/${this.testsTotal} saved tests passed` };
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
    if (v.latestRun) out.push(...problemsOf(verificationOf(v.latestRun, this.fileName)));
    else out.push(...verificationProblems(v.bestRun!), 'never ran on the session drawing');
    if (this.testsTotal > 0) {
      if (!v.tests) out.push('saved tests not run');
      else out.push(...v.tests.failures);
    }
    if (out.length === 0) out.push('the code passed but was not delivered');
    return out;
  }
}
