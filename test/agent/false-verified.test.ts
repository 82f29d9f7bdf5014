/*
 * Issue 11's false "verified" results through the real gate: the scripted model runs each case on
 * the session drawing (the floor plan) and delivers it by run_id; the session must end unverified
 * with the case's reason. The controls (the request done right, delivered by reference) verify.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ScriptedTurn } from '../support/scripted-openai-server.js';
import { FALSE_VERIFIED, RED_EFFECT, RED_OK, RED_TASK } from '../support/false-verified-cases.js';
import { deliver, ofType, scenario, session } from './helpers.js';

const floorPlan = { kind: 'dxf' as const, name: 'floor-plan.dxf', text: readFileSync('assets/drawings/floor-plan.dxf', 'utf8') };
const onFloorPlan = { session: session({ drawing: floorPlan, drawingName: 'floor-plan.dxf' }) };
const giveUp: ScriptedTurn[] = [{ text: 'I could not verify it.' }, { text: 'Still not.' }, { text: 'No.' }];
const deliverRun = (runId: string): ScriptedTurn => ({ toolCalls: [{ name: 'deliver', arguments: { run_id: runId, explanation: 'Type RECOLOR.' } }] });

describe('the gate refuses every false "verified" of issue 11', () => {
  for (const c of FALSE_VERIFIED) {
    it(`${c.name}: not verified, and says why`, async () => {
      const args = { code: c.code, ...(c.call ? { call: c.call } : {}), ...(c.effect ? { expect_effect: c.effect } : {}) };
      const { stopped, events } = await scenario([{ toolCalls: [{ name: 'run_lisp', arguments: args }] }, deliverRun('run-1'), ...giveUp], onFloorPlan, RED_TASK);
      expect(stopped.verified).toBe(false);
      expect(stopped.unresolved.join('\n')).toMatch(c.reason);
      // the deliver tool itself refused, with the reason, on the session drawing
      const delivered = ofType(events, 'tool-call-finished').find((e) => e.name === 'deliver')!;
      expect(delivered.ok).toBe(false);
      expect(String(delivered.result)).toMatch(c.reason);
    });
  }

  it('a failing run with its call is not cancelled out by re-running the same code without the call', async () => {
    const buggy = FALSE_VERIFIED[0]!.code;
    const turns: ScriptedTurn[] = [
      { toolCalls: [{ name: 'run_lisp', arguments: { code: buggy, call: 'c:recolor', expect_effect: RED_EFFECT } }] },
      { toolCalls: [{ name: 'run_lisp', arguments: { code: buggy, expect_effect: RED_EFFECT } }] },
      deliverRun('run-2'),
      { text: deliver(buggy) },
      ...giveUp,
    ];
    const { stopped, events } = await scenario(turns, onFloorPlan, RED_TASK);
    expect(ofType(events, 'run-attached')[0]!.result.error?.message).toBe('no function definition: NO-SUCH-FUNCTION');
    expect(stopped.verified).toBe(false);
    expect(stopped.unresolved.join('\n')).toMatch(/c:recolor .*was never called|no function definition: NO-SUCH-FUNCTION/);
  });

  it('code that passed on the empty test drawing is not verified on the session drawing without its command run there', async () => {
    // on an empty drawing the buggy branch never runs; on the floor plan it does
    const buggy = FALSE_VERIFIED[0]!.code;
    const turns: ScriptedTurn[] = [{ toolCalls: [{ name: 'run_lisp', arguments: { code: buggy, call: 'c:recolor', drawing: 'empty', expect_effect: {} } }] }, deliverRun('run-1'), { text: deliver(buggy) }, ...giveUp];
    const { stopped, events } = await scenario(turns, onFloorPlan, RED_TASK);
    expect(ofType(events, 'run-attached')[0]!.result.ok).toBe(true);
    expect(stopped.verified).toBe(false);
    // every gate run on the session drawing called the command, and it failed there
    const gateRuns = ofType(events, 'run-attached').filter((e) => e.origin === 'gate');
    expect(gateRuns.length).toBeGreaterThan(0);
    for (const g of gateRuns) expect(g.result.commandsCalled).toContain('C:RECOLOR');
    expect(stopped.unresolved.join('\n')).toMatch(/NO-SUCH-FUNCTION|expected/);
  });
});

describe('the controls verify', () => {
  it('the request done right, delivered by run_id, verifies with its effect; a different fenced block is flagged', async () => {
    const other = RED_OK.replace('(princ))', '(princ "\\ndone") (princ))');
    const turns: ScriptedTurn[] = [
      { toolCalls: [{ name: 'run_lisp', arguments: { code: RED_OK, call: 'c:recolor', expect_effect: RED_EFFECT } }] },
      { text: deliver(other, 'Type RECOLOR.'), toolCalls: [{ name: 'deliver', arguments: { run_id: 'run-1', explanation: 'Type RECOLOR: the lines on OLD_LAYER turn red.' } }] },
    ];
    const { stopped } = await scenario(turns, onFloorPlan, RED_TASK);
    expect(stopped.unresolved).toEqual([]);
    expect(stopped).toMatchObject({ verified: true, code: RED_OK, case: { call: 'c:recolor', expect: { effect: RED_EFFECT } } });
    expect(stopped.run!.commandsCalled).toContain('C:RECOLOR');
    expect(stopped.run!.diff!.summary).toMatchObject({ modified: 3, added: 0, deleted: 0 })
    // the fourth line was red already: noted, not a mismatch
    expect(stopped.run!.effect?.notes.join(' ')).toMatch(/1 LINE on OLD_LAYER already had the values asked for/);
    expect(stopped.flagged).toEqual([other]);
  });
});
