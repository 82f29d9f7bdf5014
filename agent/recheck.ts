/*
 * What the gate itself runs: the saved tests on a delivered text, and the re-check of a run
 * delivered by reference (`deliver`): the run's code again on the session drawing with the call,
 * inputs, assertions and expected effect it declared, judged by the one verification rule, then
 * the saved tests. Each gate run is a card of its own (origin 'gate'), so the drafter sees what was
 * checked. Plain async functions that report through `emit`; the loop yields what they emit.
 */
import { codeHashOf } from '../interpreter/runner/index.js';
import type { AgentEvent } from './events.js';
import { verificationOf, type Ledger } from './gate.js';
import type { SessionContext } from './ports.js';
import { feedback } from './prompts/index.js';
import { runCase } from './tools/run-lisp.js';
import { runSessionTests } from './tools/run-tests.js';
import type { ToolContext, ToolOutcome } from './tools/types.js';

export interface GateDeps {
  ledger: Ledger;
  session: SessionContext;
  /** the tools' context without the per-call parts */
  ctx: Omit<ToolContext, 'callId' | 'emit'>;
}

type Emit = (e: AgentEvent) => void;

/** Run the saved tests on `code` as the gate, with a card; true when every test verified. */
export async function gateTests(code: string, callId: string, deps: GateDeps, emit: Emit): Promise<boolean> {
  emit({ type: 'tool-call-started', callId, name: 'run_tests', origin: 'gate' });
  const outcome = await runSessionTests(code, { ...deps.ctx, callId, emit });
  if (outcome.tests) deps.ledger.recordTests(outcome.tests);
  emit({ type: 'tool-call-finished', callId, name: 'run_tests', args: { code }, ok: outcome.ok, summary: outcome.summary, result: outcome.content, origin: 'gate' });
  emit({ type: 'verification-changed', verification: deps.ledger.verification(code) });
  return outcome.ok;
}

/** deliver: re-check the run `runId` on the session drawing and the saved tests; `delivered` when it all verified. */
export async function recheckDelivery(runId: string, explanation: string, callId: string, deps: GateDeps, emit: Emit): Promise<ToolOutcome> {
  const { ledger, session } = deps;
  const run = ledger.run(runId);
  if (!run) return { content: feedback.unknownRun(runId), ok: false, summary: `no run ${runId}` };
  const args = {
    code: run.code,
    ...(run.call ? { call: run.call } : {}),
    ...(run.inputs ? { inputs: run.inputs } : {}),
    ...(run.assertions ? { assertions: run.assertions } : {}),
    ...(run.expectEffect ? { expect_effect: run.expectEffect } : {}),
  };
  emit({ type: 'tool-call-started', callId, name: 'run_lisp', origin: 'gate' });
  const outcome = await runCase({ ...args, drawing: 'session', ...(run.expectEffect ? { expectEffect: run.expectEffect } : {}) }, { ...deps.ctx, callId, emit });
  emit({ type: 'tool-call-finished', callId, name: 'run_lisp', args, ok: outcome.ok, summary: outcome.summary, result: outcome.content, origin: 'gate' });
  const recheck = outcome.runs![0]!;
  ledger.recordRun(recheck);
  emit({ type: 'run-attached', callId, code: recheck.code, result: recheck.result, onSessionDrawing: true, origin: 'gate' });
  emit({ type: 'verification-changed', verification: ledger.verification(recheck.code) });
  const verification = verificationOf(recheck, session.fileName);
  if (!verification.verified) {
    const problems = verification.conditions.flatMap((c) => (c.held ? [] : c.problems.map((p) => `${c.label}: ${p.message}`)));
    return { content: feedback.deliveryFailed(runId, session.drawingName, problems), ok: false, summary: `not delivered: ${problems[0]}` };
  }
  if (session.tests.length && !(await gateTests(recheck.code, `${callId}_tests`, deps, emit))) {
    const failures = ledger.verdict(recheck.code);
    return { content: feedback.testsFailed(failures.kind === 'tests-failed' ? failures.failures : ['the saved tests did not pass']), ok: false, summary: 'not delivered: saved tests failed' };
  }
  const codeHash = codeHashOf([{ name: session.fileName, text: recheck.code }]);
  return {
    content: feedback.delivered(runId, session.drawingName, session.tests.length),
    ok: true,
    summary: `delivered ${runId}: verified`,
    delivered: { code: recheck.code, codeHash, run: recheck, verification, explanation },
  };
}
