/*
 * `lispwright dap` end to end over real stdio framing (dist/cli.mjs and dist/session-worker.mjs,
 * built by `npm test`): launch a script against a drawing, stop at a breakpoint, read locals,
 * step in, out and over, evaluate, continue to a break on error, and terminate; pause a loop that never
 * ends; run without debugging.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DapClient, type Msg } from '../support/dap-client.js';

const dir = mkdtempSync(join(tmpdir(), 'lw-dap-'));
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

const AREA = [
  '(defun sq (x)', //            1
  '  (* x x))', //               2
  '(defun area (w h / a)', //    3
  '  (setq a (sq w))', //        4
  '  (setq a (* a h))', //       5
  "  (entmake (list '(0 . \"CIRCLE\") '(8 . \"0\") '(10 0.0 0.0 0.0) (cons 40 (float a))))", // 6
  '  (/ a (- h h)))', //         7
  '(area 3 4)', //               8
].join('\n');

let child: ChildProcessWithoutNullStreams | null = null;
afterEach(() => {
  child?.kill();
  child = null;
});

function start(): { dap: DapClient; exit: Promise<number | null> } {
  const c = spawn(process.execPath, ['bin/lispwright.mjs', 'dap'], { stdio: 'pipe' });
  child = c;
  const exit = new Promise<number | null>((resolve) => c.on('exit', (code) => resolve(code)));
  return { dap: DapClient.overChild(c), exit };
}

const ok = (m: Msg): Msg => {
  if (!m.success) throw new Error(`${m.command} failed: ${m.message}`);
  return m;
};

async function locals(dap: DapClient, frameIndex = 0): Promise<Record<string, string>> {
  const st = ok(await dap.request('stackTrace', { threadId: 1 }));
  const frames = st.body!.stackFrames as Array<{ id: number }>;
  const sc = ok(await dap.request('scopes', { frameId: frames[frameIndex]!.id }));
  const ref = (sc.body!.scopes as Array<{ variablesReference: number }>)[0]!.variablesReference;
  const vars = ok(await dap.request('variables', { variablesReference: ref }));
  return Object.fromEntries((vars.body!.variables as Array<{ name: string; value: string }>).map((v) => [v.name, v.value]));
}

async function top(dap: DapClient): Promise<{ name: string; line: number; column: number; source?: { path?: string } }> {
  const st = ok(await dap.request('stackTrace', { threadId: 1 }));
  return (st.body!.stackFrames as Array<{ name: string; line: number; column: number; source?: { path?: string } }>)[0]!;
}

describe('lispwright dap', () => {
  it('breakpoint, locals, step in and out, evaluate, break on error, terminate', async () => {
    const program = file('area.lsp', AREA);
    const { dap, exit } = start();
    const init = ok(await dap.request('initialize', { adapterID: 'lispwright', linesStartAt1: true, columnsStartAt1: true }));
    expect(init.body).toMatchObject({ supportsConfigurationDoneRequest: true, supportsConditionalBreakpoints: true, supportsFunctionBreakpoints: true });
    ok(await dap.request('launch', { program, drawing: 'sample:floor-plan' }));
    await dap.next('initialized');
    const bps = ok(await dap.request('setBreakpoints', { source: { path: program }, breakpoints: [{ line: 4 }] }));
    expect(bps.body!.breakpoints).toMatchObject([{ verified: true, line: 4, source: { path: program } }]);
    ok(await dap.request('setExceptionBreakpoints', { filters: ['uncaught'] }));
    ok(await dap.request('configurationDone'));

    const hit = await dap.next('stopped');
    expect(hit.body).toMatchObject({ reason: 'breakpoint', threadId: 1 });
    expect((await dap.request('threads')).body).toEqual({ threads: [{ id: 1, name: 'AutoLISP' }] });
    expect(await top(dap)).toMatchObject({ name: '(AREA 3 4)', line: 4, column: 3, source: { path: program } });
    expect(await locals(dap)).toEqual({ W: '3', H: '4', A: 'nil' });

    // step in twice: into the call form, then into sq's body
    ok(await dap.request('stepIn', { threadId: 1 }));
    expect((await dap.next('stopped')).body).toMatchObject({ reason: 'step' });
    expect(await top(dap)).toMatchObject({ line: 4, column: 11 });
    ok(await dap.request('stepIn', { threadId: 1 }));
    await dap.next('stopped');
    expect(await top(dap)).toMatchObject({ name: '(SQ 3)', line: 2, column: 3 });
    expect(await locals(dap)).toEqual({ X: '3' });
    // step out: back in area, after the call, with its value
    ok(await dap.request('stepOut', { threadId: 1 }));
    const out = await dap.next('stopped');
    expect(out.body).toMatchObject({ reason: 'step', lispwright: { phase: 'after', value: '9' } });
    expect(await top(dap)).toMatchObject({ name: '(AREA 3 4)', line: 4 });
    expect((await locals(dap))['*LAST-VALUE*']).toBe('9');

    // step over (next) from after (sq w): the setq that holds it is done next, with a set;
    // from after a form, Step Over stops before the next one (VLIDE's semantics)
    ok(await dap.request('next', { threadId: 1 }));
    expect((await dap.next('stopped')).body).toMatchObject({ reason: 'step', lispwright: { phase: 'after', form: '(SETQ A (SQ W))', value: '9' } });
    expect(await locals(dap)).toMatchObject({ A: '9' });
    ok(await dap.request('next', { threadId: 1 }));
    expect((await dap.next('stopped')).body).toMatchObject({ reason: 'step', lispwright: { phase: 'before', form: '(SETQ A (* A H))' } });
    expect(await top(dap)).toMatchObject({ name: '(AREA 3 4)', line: 5, column: 3 });

    // evaluate in the frame, and a watch of a user function
    expect(ok(await dap.request('evaluate', { expression: '(list w h)', frameId: 1, context: 'watch' })).body).toMatchObject({ result: '(3 4)' });
    expect(ok(await dap.request('evaluate', { expression: '(sq 5)', frameId: 1, context: 'repl' })).body).toMatchObject({ result: '25' });
    const bad = await dap.request('evaluate', { expression: '(car 1)', frameId: 1, context: 'repl' });
    expect(bad).toMatchObject({ success: false, message: 'bad argument type: consp 1' });

    // the drawing at this stop: nothing made yet
    const before = ok(await dap.request('lispwright/drawing'));
    expect((before.body as { diff: { summary: { added: number } } }).diff.summary.added).toBe(0);

    // continue to the break on error
    ok(await dap.request('continue', { threadId: 1 }));
    const err = await dap.next('stopped');
    expect(err.body).toMatchObject({ reason: 'exception', text: 'divide by zero' });
    expect(await top(dap)).toMatchObject({ line: 7, column: 3 });
    expect(await locals(dap)).toEqual({ W: '3', H: '4', A: '36' });
    // the After view at this stop: the circle is there
    const at = ok(await dap.request('lispwright/drawing'));
    expect((at.body as { diff: { summary: { added: number } } }).diff.summary.added).toBe(1);

    ok(await dap.request('continue', { threadId: 1 }));
    const exited = await dap.next('exited');
    expect(exited.body).toEqual({ exitCode: 1 });
    await dap.next('terminated');
    expect(dap.output()).toContain('; error: divide by zero');
    expect(dap.output()).toContain('  in (AREA 3 4)');
    ok(await dap.request('disconnect'));
    expect(await exit).toBe(0);
  }, 60_000);

  it('launch with call, inputs and stopOnEntry: stops before the first form, the command takes its answers', async () => {
    const program = file('pt.lsp', [
      '(defun c:pt (/ p)', //                                       1
      '  (setq p (getpoint "\\nPlace: "))', //                        2
      "  (entmake (list '(0 . \"POINT\") (cons 10 p)))", //          3
      '  (princ (strcat "\\nat " (rtos (car p) 2 1)))', //            4
      '  (princ))', //                                              5
    ].join('\n'));
    const { dap } = start();
    ok(await dap.request('initialize', { adapterID: 'lispwright' }));
    ok(await dap.request('launch', { program, call: 'c:pt', inputs: [{ point: [7, 8] }], stopOnEntry: true }));
    await dap.next('initialized');
    ok(await dap.request('setBreakpoints', { source: { path: program }, breakpoints: [{ line: 3 }] }));
    ok(await dap.request('configurationDone'));
    expect((await dap.next('stopped')).body).toMatchObject({ reason: 'entry' });
    ok(await dap.request('continue', { threadId: 1 }));
    expect((await dap.next('stopped')).body).toMatchObject({ reason: 'breakpoint' });
    expect(await top(dap)).toMatchObject({ name: '(C:PT)', line: 3 });
    expect(await locals(dap)).toMatchObject({ P: '(7.0 8.0 0.0)' });
    ok(await dap.request('continue', { threadId: 1 }));
    expect((await dap.next('exited')).body).toEqual({ exitCode: 0 });
    expect(dap.output()).toContain('at 7.0');
  }, 60_000);

  it('pause stops a loop that never ends; disconnect ends the session', async () => {
    const program = file('loop.lsp', '(setq n 0)\n(princ "looping")\n(while t (setq n (1+ n)))');
    const { dap, exit } = start();
    ok(await dap.request('initialize', { adapterID: 'lispwright' }));
    ok(await dap.request('launch', { program, budget: 1_000_000_000 }));
    await dap.next('initialized');
    ok(await dap.request('configurationDone'));
    // the program is in its loop once it has printed
    await expect.poll(() => dap.output(), { timeout: 15_000 }).toContain('looping');
    await new Promise((r) => setTimeout(r, 100));
    ok(await dap.request('pause', { threadId: 1 }));
    expect((await dap.next('stopped')).body).toMatchObject({ reason: 'pause' });
    const n = Number(ok(await dap.request('evaluate', { expression: 'n', frameId: 1 })).body!.result);
    expect(n).toBeGreaterThan(0);
    ok(await dap.request('disconnect', { terminateDebuggee: true }));
    await dap.next('terminated');
    expect(await exit).toBe(0);
  }, 60_000);

  it('runs without debugging (noDebug): breakpoints are ignored, output and result still come', async () => {
    const program = file('hello.lsp', '(princ "hello")\n(setq x 42)');
    const { dap } = start();
    ok(await dap.request('initialize', { adapterID: 'lispwright' }));
    ok(await dap.request('launch', { program, noDebug: true }));
    await dap.next('initialized');
    const bps = ok(await dap.request('setBreakpoints', { source: { path: program }, breakpoints: [{ line: 2 }] }));
    expect(bps.body!.breakpoints).toMatchObject([{ verified: false }]);
    ok(await dap.request('configurationDone'));
    expect((await dap.next('exited')).body).toEqual({ exitCode: 0 });
    expect(dap.events.some((e) => e.event === 'stopped')).toBe(false);
    expect(dap.output()).toContain('hello');
    expect(dap.output()).toContain('Result: 42');
  }, 60_000);

  it("the VS Code extension's adapter hands its stdio to lispwright dap", async () => {
    const c = spawn(process.execPath, ['assets/vscode/lispwright-debug/adapter.js'], { stdio: 'pipe', env: { ...process.env, LISPWRIGHT_CLI: 'bin/lispwright.mjs' } });
    child = c;
    const dap = DapClient.overChild(c);
    const init = ok(await dap.request('initialize', { adapterID: 'lispwright' }));
    expect(init.body).toMatchObject({ supportsConfigurationDoneRequest: true });
    const pkg = JSON.parse(readFileSync('assets/vscode/lispwright-debug/package.json', 'utf8')) as { contributes: { debuggers: Array<{ type: string; program: string }> } };
    expect(pkg.contributes.debuggers[0]).toMatchObject({ type: 'lispwright', program: './adapter.js' });
  }, 30_000);

  it('a launch that names a missing program fails with a reason', async () => {
    const { dap } = start();
    ok(await dap.request('initialize', { adapterID: 'lispwright' }));
    const r = await dap.request('launch', { program: join(dir, 'nope.lsp') });
    expect(r.success).toBe(false);
    expect(r.message).toMatch(/cannot read file .*nope\.lsp/);
  }, 30_000);
});
