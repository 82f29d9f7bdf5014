/*
 * Stuck detection, in the manner of OpenHands' StuckDetector: patterns over the session's history
 * that mean the model is not making progress, each stopping the session with its own name:
 *   repeated-error  the same error (message and failing form, whatever the line) in 2 of the last 3 runs;
 *   alternating     two failing outcomes alternating A-B-A-B over the last 4 runs;
 *   same-delivery   the same failed text delivered twice;
 *   repeated-call   the same tool call with the same arguments in 3 turns.
 * Two observations only count against each other when they come from different turns: calls made
 * in one turn were all written before the model saw any of their results.
 */
import type { RunResult } from '../interpreter/runner/contract.js';
import type { StuckPattern } from './events.js';
import { oneLine, runPassed } from './run-format.js';

export interface StuckVerdict {
  pattern: StuckPattern;
  message: string;
}

/**
 * The error, tolerant of shifted lines: its message and the function it failed in (the innermost
 * user frame), never its line or column. Null for a run without an error (failed assertions are
 * not errors).
 */
export const errorKey = (r: RunResult): string | null =>
  !r.error && r.stage === 'ok' ? null : `${r.error?.message ?? r.stage}${r.error?.stack[0] ? ` in ${r.error.stack[0].name}` : ''}`;

/** What a run came to: its error, or (without one) its code and whether it passed. */
const outcomeKey = (r: RunResult): string => errorKey(r) ?? `${runPassed(r) ? 'passed' : 'failed'}:${r.codeHash}`;

interface RunEntry {
  turn: number;
  error: string | null;
  outcome: string;
  passed: boolean;
}

/** Arguments in a canonical form (key order ignored), or the raw text when not JSON. */
function canonicalArgs(raw: string): string {
  try {
    return JSON.stringify(sortKeys(JSON.parse(raw === '' ? '{}' : raw)));
  } catch {
    return raw;
  }
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]));
  return v;
}

export const CALL_REPEATS = 3;

export class StuckDetector {
  private readonly runs: RunEntry[] = [];
  private readonly calls = new Map<string, Set<number>>();
  private readonly failedDeliveries = new Map<string, number[]>();

  /** Record a run (model or gate) made in `turn`. */
  observeRun(turn: number, r: RunResult): StuckVerdict | null {
    const passed = runPassed(r);
    this.runs.push({ turn, error: errorKey(r), outcome: outcomeKey(r), passed });
    if (passed) return null;
    const last3 = this.runs.slice(-3);
    const cur = last3.at(-1)!;
    if (cur.error !== null) {
      const earlier = last3.slice(0, -1).find((x) => x.error === cur.error && x.turn !== cur.turn);
      if (earlier) return { pattern: 'repeated-error', message: `Stuck: the same error in 2 of the last 3 runs — ${oneLine(r)}.` };
    }
    const last4 = this.runs.slice(-4);
    if (last4.length === 4 && last4.every((x) => !x.passed)) {
      const [a, b, c, d] = last4 as [RunEntry, RunEntry, RunEntry, RunEntry];
      if (a.outcome === c.outcome && b.outcome === d.outcome && a.outcome !== b.outcome && a.turn !== c.turn && b.turn !== d.turn)
        return { pattern: 'alternating', message: 'Stuck: the runs alternate between two failing versions (A-B-A-B) without progress.' };
    }
    return null;
  }

  /** Record a tool call the model made in `turn`. */
  observeCall(turn: number, name: string, rawArgs: string): StuckVerdict | null {
    const key = `${name} ${canonicalArgs(rawArgs)}`;
    let turns = this.calls.get(key);
    if (!turns) this.calls.set(key, (turns = new Set()));
    turns.add(turn);
    if (turns.size >= CALL_REPEATS) return { pattern: 'repeated-call', message: `Stuck: the model made the same ${name} call with the same arguments ${turns.size} times.` };
    return null;
  }

  /** Record the delivery, in `turn`, of code whose run did not pass. */
  observeFailedDelivery(turn: number, code: string): StuckVerdict | null {
    const turns = this.failedDeliveries.get(code) ?? [];
    if (!turns.includes(turn)) turns.push(turn);
    this.failedDeliveries.set(code, turns);
    if (turns.length >= 2) return { pattern: 'same-delivery', message: 'Stuck: the model delivered the same failing code twice.' };
    return null;
  }
}
