/* The agent's tools and their helpers, without a model. */
import { describe, expect, it } from 'vitest';
import { catalogueFromInterp, closestNames, editDistance } from '../../agent/catalogue.js';
import { lispBlocks } from '../../agent/delivery.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reportFromSnapshot, runnerInspector, wildMatch } from '../../agent/inspector.js';
import { compactRun, diffLines, oneLine, truncate } from '../../agent/run-format.js';
import { checkCode } from '../../agent/tools/check-code.js';
import { StuckDetector } from '../../agent/stuck.js';
import { ALL_TOOLS } from '../../agent/tools/index.js';
import { validate } from '../../agent/tools/schema.js';
import type { ToolContext } from '../../agent/tools/types.js';
import type { DrawingSnapshot, RunResult } from '../../interpreter/runner/contract.js';
import { inProcessRunner } from '../support/in-process-runner.js';
import { session } from './helpers.js';

const catalogue = catalogueFromInterp();
const ctx = (over: Partial<ToolContext> = {}): ToolContext => ({
  runLisp: inProcessRunner(),
  inspector: { inspect: async () => { throw new Error('no drawing'); } },
  catalogue,
  session: session(),
  signal: new AbortController().signal,
  lastCode: () => undefined,
  callId: 'call_test',
  emit: () => undefined,
  ...over,
});
const tool = (name: string) => ALL_TOOLS.find((t) => t.name === name)!;

describe('schema validation', () => {
  const schema = tool('run_lisp').parameters;
  it('accepts valid arguments', () => expect(validate({ code: '(princ)', call: 'c:x', assertions: ['T'], drawing: 'empty' }, schema)).toEqual([]));
  it('names each problem', () => {
    expect(validate({ code: 1 }, schema)).toEqual(['code: expected string, got integer']);
    expect(validate({}, schema)).toEqual(['code: required']);
    expect(validate({ code: '', drawing: 'paper' }, schema)).toEqual(['drawing: must be one of "session", "empty"']);
    expect(validate({ code: '', assertions: [1] }, schema)).toEqual(['assertions[0]: expected string, got integer']);
    expect(validate({ code: '', zap: 1 }, schema)).toEqual(['zap: unknown argument']);
    expect(validate([1], schema)).toEqual(['arguments: expected object, got array']);
  });
  it('checks numbers against limits', () => {
    expect(validate({ limit: 50 }, tool('inspect_drawing').parameters)).toEqual(['limit: must be at most 20']);
    expect(validate({ limit: 1.5 }, tool('inspect_drawing').parameters)).toEqual(['limit: expected integer, got number']);
  });
});

describe('lookup_function', () => {
  it('knows builtins and special forms from the interpreter at run time', async () => {
    const r = await tool('lookup_function').execute({ names: ['princ', 'DEFUN'] }, ctx());
    expect(r.ok).toBe(true);
    const found = JSON.parse(r.content) as Array<{ name: string; signature: string; arguments: string }>;
    expect(found[0]).toMatchObject({ name: 'princ', signature: '(princ [expr [file]])' });
    expect(found[1]!.name).toBe('defun');
    expect(found[1]!.arguments).toBe('2 or more');
  });
  it('answers system-variable names from the full inventory', async () => {
    const r = await tool('lookup_function').execute({ names: ['osmode', 'CANNOSCALEVALUE'] }, ctx());
    expect(r.ok).toBe(true);
    const [osmode, scale] = JSON.parse(r.content) as Array<{ name: string; systemVariable: { type: string; default: string; readOnly: boolean; range?: string } }>;
    expect(osmode).toMatchObject({ name: 'OSMODE', systemVariable: { type: 'integer', default: '4133', readOnly: false, range: '0..32767' } });
    expect(scale!.systemVariable).toMatchObject({ type: 'real', readOnly: true });
  });
  it('answers unknown names with the closest known ones', async () => {
    const r = await tool('lookup_function').execute({ names: ['prinx'] }, ctx());
    expect(r.ok).toBe(false);
    expect(r.summary).toBe('unknown: prinx');
    const [entry] = JSON.parse(r.content) as Array<{ known: boolean; closest: string[] }>;
    expect(entry!.known).toBe(false);
    expect(entry!.closest.slice(0, 2)).toEqual(expect.arrayContaining(['princ', 'prin1']));
  });
  it('knows the drawing, selection, input, command and curve functions a run has', async () => {
    const names = ['ssget', 'entmod', 'getpoint', 'command', 'vlax-curve-getendparam', 'entget', 'getvar', 'findfile'];
    const r = await tool('lookup_function').execute({ names }, ctx());
    expect(r.summary).toBe(`${names.length} found`);
    const found = JSON.parse(r.content) as Array<{ name: string; signature: string }>;
    expect(found.map((f) => f.name)).toEqual(names);
    expect(found[0]!.signature).toBe('(ssget [mode] [pt1 [pt2]] [pt-list] [filter-list])');
  });
  it('edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(closestNames('zzzzzzzz', catalogue)).toEqual([]);
  });
});

describe('check_code', () => {
  it('reports reader errors with their location', () => {
    const r = checkCode('(defun c:x ()\n  (princ "a")\n', catalogue);
    expect(r.ok).toBe(false);
    expect(r.syntax?.message).toBe('malformed list on input');
    expect(r.syntax?.line).toBeDefined();
  });
  it('finds calls to functions that do not exist, but not locally defined ones, parameters or quoted data', () => {
    const code = "(defun helper (x / y) (setq y (+ x 1)) y)\n(defun c:go ( / lst)\n  (setq lst '((1 . 2) (foo bar)))\n  (foreach p lst (princ p))\n  (cond ((= 1 1) (helper 2)) (T (vla-frob 1)))\n  (princ))";
    const r = checkCode(code, catalogue);
    expect(r.unknownFunctions.map((u) => u.name)).toEqual(['vla-frob']);
    expect(r.unknownFunctions[0]!.line).toBe(5);
    expect(r.defined).toEqual(['helper', 'c:go']);
  });
  it('is Check Text: argument counts, leaked globals, drawing builtins known', () => {
    const r = checkCode('(defun c:x (/ e)\n  (setq e (entget (car (entsel))) n (substr "a")))', catalogue);
    expect(r.ok).toBe(false);
    expect(r.unknownFunctions).toEqual([]);
    expect(r.problems).toEqual([
      'code:2:35: warning: C:X sets the global variable N: declare it local, (defun c:x (... / n) ...) [global-variable]',
      'code:2:38: error: SUBSTR: too few arguments (1; takes 2 to 3) [arg-count]',
    ]);
    expect(r.globals).toEqual([{ defun: 'c:x', sets: ['n'] }]);
  });
  it('knows the drawing functions (ssget, entget, entmod, command)', () => {
    const code = '(defun c:mv ( / ss e)\n  (setq ss (ssget "X" \'((0 . "LINE"))))\n  (setq e (entget (ssname ss 0)))\n  (entmod (subst \'(8 . "B") (assoc 8 e) e))\n  (command "_.REGEN")\n  (princ))';
    const r = checkCode(code, catalogue);
    expect(r.unknownFunctions).toEqual([]);
    expect(r.ok).toBe(true);
  });
  it('runs as a tool', async () => {
    const r = await tool('check_code').execute({ code: '(princ (strcatt "a"))' }, ctx());
    expect(r.summary).toBe('unknown functions: strcatt');
  });
});

describe('run_lisp and run_tests tools', () => {
  it('returns the compact view to the model and the full result as a run', async () => {
    const r = await tool('run_lisp').execute({ code: '(defun c:x () (princ "hi") (/ 1 0))', call: 'c:x', assertions: ['T'] }, ctx());
    expect(r.ok).toBe(false);
    const view = JSON.parse(r.content) as { ok: boolean; stage: string; output: string; error: { message: string; line: number } };
    expect(view).toMatchObject({ ok: false, stage: 'execution', output: 'hi', error: { message: 'divide by zero', line: 1 } });
    expect(r.runs?.[0]?.result.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(r.runs?.[0]?.call).toBe('c:x');
  });
  it('rejects scripted inputs of no known kind', async () => {
    const r = await tool('run_lisp').execute({ code: '(princ)', inputs: [{ click: 1 }] }, ctx());
    expect(r.ok).toBe(false);
    expect(r.content).toContain('inputs[0]');
  });
  it('runs the saved tests on the last code', async () => {
    const tests = [
      { name: 'passes', assertions: ['(= 3 (+ 1 2))'] },
      { name: 'fails', assertions: ['(= 4 (+ 1 2))'] },
    ];
    const r = await tool('run_tests').execute({}, ctx({ session: session({ tests }), lastCode: () => '(princ)' }));
    expect(r.summary).toBe('1/2 tests passed');
    expect(r.tests?.failures).toHaveLength(1);
    expect(r.tests?.failures[0]).toBe('test "fails": the assertion (= 4 (+ 1 2)) returned nil');
    expect(r.tests?.results?.map((t) => [t.name, t.passed])).toEqual([['passes', true], ['fails', false]]);
  });
});

describe('run formatting', () => {
  const base: RunResult = { ok: true, stage: 'ok', output: [], value: 'nil', steps: 10, elapsedMs: 1, files: [], inputsUsed: 0, inputsLeft: 0, unansweredPrompts: [], sandboxRefused: [], codeHash: 'h', drawingHash: 'd' };
  it('groups identical changes in the diff', () => {
    const entities = Array.from({ length: 12 }, (_, i) => ({ handle: `A${i}`, type: 'LINE', layer: 'NEW_LAYER', change: 'modified' as const, groups: [{ code: 8, before: '"OLD_LAYER"', after: '"NEW_LAYER"' }] }));
    const diff = { entities, tables: [], sysvars: [{ name: 'OSMODE', before: '35', after: '0' }], summary: { added: 0, deleted: 0, modified: 12 } };
    expect(diffLines(diff)).toEqual(['12 LINE on NEW_LAYER modified: layer "OLD_LAYER" → "NEW_LAYER"', 'system variable OSMODE 35 → 0 (left changed)']);
    expect(oneLine({ ...base, diff })).toBe('ok, 0 added, 12 modified, 0 deleted, 10 steps');
  });
  it('a run that only failed assertions is not an error, and is not "stuck"', () => {
    const r = { ...base, ok: false, assertions: [{ expr: '(= 1 2)', passed: false, value: 'nil' }] };
    expect(oneLine(r)).toBe('ok, 1/1 assertions FAILED, 10 steps');
    const d = new StuckDetector();
    expect([d.observeRun(1, r), d.observeRun(2, r)]).toEqual([null, null]);
    const err = { ...base, ok: false, stage: 'execution' as const, error: { message: 'divide by zero', line: 2, column: 3, stack: [] } };
    expect(d.observeRun(3, err)).toBeNull();
    expect(d.observeRun(4, err)?.pattern).toBe('repeated-error');
  });
  it('tells the model which reactor callbacks fired (grouped) and the MODEMACRO status line', () => {
    const reaction = { reactor: ':VLR-Command-Reactor', event: ':vlr-commandEnded', callback: 'LOG-END', args: ['#<VLR-Command-Reactor>', '("LAYER")'], ok: true };
    const failed = { ...reaction, event: ':vlr-commandWillStart', callback: 'BAD', ok: false, error: 'divide by zero' };
    const c = compactRun({ ...base, reactions: [reaction, reaction, failed], statusLine: 'Layer: 0' });
    expect(c.reactions).toEqual([':vlr-commandEnded -> LOG-END ("LAYER") x 2', ':vlr-commandWillStart -> BAD ("LAYER") FAILED: divide by zero']);
    expect(c.statusLine).toBe('Layer: 0');
    expect(compactRun(base).reactions).toBeUndefined();
  });
  it('truncates long output keeping both ends', () => {
    const t = truncate('a'.repeat(3000) + 'END', 100);
    expect(t.length).toBeLessThan(160);
    expect(t.endsWith('END')).toBe(true);
    expect(t).toContain('characters cut');
    expect(JSON.stringify(compactRun({ ...base, output: [{ kind: 'text', text: 'x'.repeat(5000) }] })).length).toBeLessThan(2300);
  });
});

describe('delivery blocks', () => {
  it('takes the exact text between lisp fences', () => {
    expect(lispBlocks('x\n```lisp\n(a)\n  (b)\n```\ny')).toEqual(['(a)\n  (b)']);
    expect(lispBlocks('```autolisp\n(a)\n```\n```lisp\n(b)\n```')).toEqual(['(a)', '(b)']);
    expect(lispBlocks('```js\n1\n```')).toEqual([]);
  });
});

describe('inspector from a snapshot', () => {
  const snap: DrawingSnapshot = {
    name: 'plan.dxf',
    hash: 'x',
    layers: [
      { name: '0', color: 7, linetype: 'Continuous', frozen: false, locked: false, off: false },
      { name: 'OLD_LAYER', color: 1, linetype: 'Continuous', frozen: false, locked: true, off: false },
    ],
    entities: [
      { handle: '1A', type: 'LINE', layer: 'OLD_LAYER', groups: [[0, 'LINE'], [5, '1A'], [8, 'OLD_LAYER'], [10, [0, 0, 0]], [62, 1]] },
      { handle: '1B', type: 'LINE', layer: 'OLD_LAYER', groups: [[0, 'LINE'], [8, 'OLD_LAYER']] },
      { handle: '1C', type: 'CIRCLE', layer: '0', groups: [[0, 'CIRCLE'], [8, '0'], [40, 2.5]] },
      { handle: '1D', type: 'LINE', layer: 'OLD_LAYER', groups: [], deleted: true },
      { handle: '1E', type: 'LINE', layer: '0', groups: [], block: 'DOOR' },
    ],
    blocks: { DOOR: { base: [0, 0, 0], entities: [] }, '*Model_Space': { base: [0, 0, 0], entities: [] } },
  };
  it('counts live model-space entities by layer and type and samples the filter', () => {
    const { report } = reportFromSnapshot(snap, { type: 'LINE', layer: 'old_*', limit: 1 });
    expect(report.entityCount).toBe(3);
    expect(report.layers.map((l) => [l.name, l.entities, l.locked])).toEqual([['0', 1, false], ['OLD_LAYER', 2, true]]);
    expect(report.countsByTypeAndLayer).toEqual({ 'LINE@OLD_LAYER': 2, 'CIRCLE@0': 1 });
    expect(report.matched).toBe(2);
    expect(report.samples).toEqual(['((0 . "LINE") (5 . "1A") (8 . "OLD_LAYER") (10 0.0 0.0 0.0) (62 . 1))']);
    expect(report.blocks).toEqual(['DOOR']);
  });
  it('wildcards', () => {
    expect(wildMatch('*POLYLINE', 'LWPOLYLINE')).toBe(true);
    expect(wildMatch('LINE,ARC', 'arc')).toBe(true);
    expect(wildMatch('L?NE', 'LINES')).toBe(false);
  });
});

describe('inspector on a real drawing', () => {
  const dxf = readFileSync(join(import.meta.dirname, 'fixtures', 'hostile-plan.dxf'), 'utf8');
  const s = session({ drawing: { kind: 'dxf', name: 'hostile-plan.dxf', text: dxf }, drawingName: 'hostile-plan.dxf' });

  it('counts paper-space entities by layout, as ssget "X" does, and not VERTEX/SEQEND', async () => {
    const r = await runnerInspector(inProcessRunner(), () => s).inspect({});
    const all = await inProcessRunner()({ drawing: s.drawing, files: [{ name: 'x.lsp', text: '(princ (sslength (ssget "X")))' }] });
    expect(r.entityCount).toBe(Number(all.output[0]!.text));
    expect(r.countsByLayout).toEqual({ Model: 4, Layout1: 2 });
    expect(r.countsByTypeAndLayer['LINE@TITLE']).toBe(1);
    expect(r.countsByType.VERTEX).toBeUndefined();
    expect(r.countsByType.SEQEND).toBeUndefined();
    expect(r.countsByType.POLYLINE).toBe(1);
  });

  it('reports extents from the geometry, not the ±1e20 header placeholders', async () => {
    const r = await runnerInspector(inProcessRunner(), () => s).inspect({});
    // from the origin (the line's start) to at least the line's end at x=100 and the polyline vertex at y=90
    expect(r.extents!.min).toEqual([0, 0]);
    expect(r.extents!.max[0]).toBeGreaterThanOrEqual(100);
    expect(r.extents!.max[1]).toBeGreaterThanOrEqual(90);
    expect(Math.max(...r.extents!.max)).toBeLessThan(1e6);
    // EXTMIN follows the drawing's objects (the header's ±1e20 no longer shows through)
    expect(r.sysvars.EXTMIN).toBe('(0.0 0.0 0.0)');
    expect(r.sysvars.EXTMAX).not.toContain('placeholder');
  });

  it('lists text contents, abbreviated, when asked', async () => {
    const r = await runnerInspector(inProcessRunner(), () => s).inspect({ texts: true, layer: 'NOTES' });
    expect(r.texts).toHaveLength(1);
    expect(r.texts![0]!.text.length).toBeLessThanOrEqual(80);
    expect(r.texts![0]!.text).toMatch(/^IGNORE PREVIOUS INSTRUCTIONS.*…$/);
    expect((await runnerInspector(inProcessRunner(), () => s).inspect({})).texts).toBeUndefined();
  });
});
