/* The CLI end to end through bin/lispwright.mjs (dist/cli.mjs is built by `npm test`). */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const cli = (args: string[], input?: string) => {
  const r = spawnSync(process.execPath, ['bin/lispwright.mjs', ...args], { encoding: 'utf8', input });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const dir = mkdtempSync(join(tmpdir(), 'lw-cli-'));
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

describe('lispwright CLI', () => {
  it('eval prints the value; errors go to stderr with exit 1', () => {
    expect(cli(['eval', '(+ 1 2)'])).toMatchObject({ code: 0, out: '3\n' });
    const e = cli(['eval', '(/ 1 0)']);
    expect(e.code).toBe(1);
    expect(e.err).toContain('; error: divide by zero');
  });
  it('run takes --input, --file and --call', () => {
    const main = file('main.lsp', '(load "helpers")\n(defun c:ask () (princ (twice (getint "N: "))) (princ))');
    const helpers = file('helpers.lsp', '(defun twice (x) (* 2 x))');
    const r = cli(['run', main, '--file', helpers, '--call', 'c:ask', '--input', '[{"int": 21}]']);
    expect(r).toMatchObject({ code: 0, out: 'N: 21\n42' });
    const inputs = file('answers.json', '[{"int": 5}]');
    expect(cli(['run', main, '--file', helpers, '--call', 'c:ask', '--input', inputs]).out).toBe('N: 5\n10');
  });
  it('run --json prints the full RunResult', () => {
    const r = cli(['run', '-', '--json', '--budget', '1000'], '(while t)');
    expect(r.code).toBe(1);
    const result = JSON.parse(r.out);
    expect(result).toMatchObject({ ok: false, stage: 'budget', steps: 1000, codeHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(result.error.file).toBe('<stdin>');
  });
  it('points a load error at the helper file', () => {
    const main = file('m2.lsp', '(load "bad")');
    const bad = file('bad.lsp', '(setq a 1)\n(car a)');
    const r = cli(['run', main, '--file', bad]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('; error: bad argument type: consp 1\n  at bad.lsp:2:1');
  });
  it('runs against a drawing and writes the result with --out-dxf', () => {
    const out = join(dir, 'after.dxf');
    const r = cli(['run', 'assets/examples/move-lines.lsp', '--drawing', 'assets/drawings/floor-plan.dxf', '--call', 'c:movelines', '--input', '[{"keyword": "Yes"}]', '--out-dxf', out, '--json']);
    expect(r.code).toBe(0);
    const diff = JSON.parse(r.out).diff;
    expect(diff.summary).toEqual({ added: 0, deleted: 0, modified: 4 });
    // exactly the OLD_LAYER lines, each changed in group 8 only
    for (const e of diff.entities) {
      expect(e).toMatchObject({ change: 'modified', type: 'LINE', layer: 'NEW_LAYER' });
      expect(e.groups).toEqual([{ code: 8, before: 'OLD_LAYER', after: 'NEW_LAYER' }]);
    }
    const after = cli(['run', '-', '--drawing', out], '(princ (sslength (ssget "X" (quote ((8 . "NEW_LAYER")))))) (princ)');
    expect(after.out).toBe('4');
  });
  it('--out-dxf: an unwritable destination is reported before the run; a stopped run leaves the old file as it was', () => {
    const r = cli(['run', '-', '--drawing', 'assets/drawings/floor-plan.dxf', '--out-dxf', join(dir, 'no-such-dir', 'x.dxf')], '(princ "ran")');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^lispwright: --out-dxf: cannot write .*x\.dxf: ENOENT\n$/);
    expect(r.out).toBe('');
    const out = file('kept.dxf', 'the old file\n');
    const hang = '(setq a nil b nil) (repeat 40 (setq a (list a a) b (list b b))) (equal a b)';
    const stopped = cli(['run', '-', '--drawing', 'assets/drawings/floor-plan.dxf', '--out-dxf', out, '--timeout', '1000'], hang);
    expect(stopped.code).toBe(2);
    expect(stopped.err).toContain('--out-dxf: the run left no drawing to write');
    expect(readFileSync(out, 'utf8')).toBe('the old file\n');
    expect(readdirSync(dir).filter((n) => n.endsWith('.part'))).toEqual([]);
    // a destination that cannot take the finished file (a folder): reported after the run, nothing left behind
    const folder = join(dir, 'a-folder.dxf');
    mkdirSync(folder);
    const ran = cli(['run', '-', '--drawing', 'assets/drawings/floor-plan.dxf', '--out-dxf', folder], '(princ "ran")');
    expect(ran.code).toBe(2);
    expect(ran.err).toMatch(/^lispwright: --out-dxf: cannot write .*a-folder\.dxf: E(ISDIR|EXIST|NOTEMPTY)\n/);
    expect(ran.out).toBe('ran');
    expect(readdirSync(dir).filter((n) => n.endsWith('.part'))).toEqual([]);
  });
  it('--esc-check reports the sysvars a command leaves behind', () => {
    const args = ['--call', 'c:box', '--input', '[{"point": [0, 0]}, {"point": [5, 5]}]', '--esc-check'];
    const bad = cli(['run', 'assets/examples/box-forgets-osmode.lsp', ...args]);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('Esc at prompt 1 (First corner:): OSMODE left at 0 (was 4133)');
    expect(cli(['run', 'assets/examples/box-restores-osmode.lsp', ...args]).code).toBe(0);
  });
  it('keeps exit 2 for usage and unreadable files', () => {
    expect(cli(['run']).code).toBe(2);
    expect(cli(['run', join(dir, 'nope.lsp')]).code).toBe(2);
    expect(cli(['run', 'x.lsp', '--input', 'not json']).code).toBe(2);
    expect(cli(['frobnicate']).code).toBe(2);
  });
  it('test prints one line per case and the closing line', () => {
    const r = cli(['test']);
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines).toHaveLength(12);
    expect(lines.slice(0, -1).every((l) => /^PASS {2}assets\/tests\/[a-z-]+\.test\.lsp › /.test(l))).toBe(true);
    expect(lines.at(-1)).toBe('11 passed, 0 failed');
    const failing = file('f.test.lsp', `;;; script: ${join(process.cwd(), 'assets/examples/room-report.lsp')}\n;;; test: wrong\n;;; call: c:roomreport\n(= 1 2)\n`);
    const f = cli(['test', failing]);
    expect(f.code).toBe(1);
    expect(f.out.trim().split('\n').at(-1)).toBe('0 passed, 1 failed');
    expect(readFileSync(failing, 'utf8')).toContain('wrong');
  });
});

describe('lispwright CLI limits: scripts run in a worker with the app\'s limits', () => {
  const timedCli = (args: string[], input?: string) => {
    const t = performance.now();
    const r = cli(args, input);
    return { ...r, ms: performance.now() - t };
  };
  it('the list bomb ends with stage budget (memory), exit 1, long before the old 63 s abort', () => {
    const r = timedCli(['eval', '(setq l (list 1 2 3 4 5 6 7 8)) (repeat 40 (setq l (append l l)))', '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toMatchObject({ stage: 'budget', error: { message: expect.stringContaining('memory') } });
    // The target is 10 s; on an idle 2-core machine this takes about 4 s of CPU. The wall
    // bound is looser because the shared test machines run at 6-7x their core count.
    expect(r.ms).toBeLessThan(30_000);
  }, 40_000);
  it('the 64M-character vl-string->list ends with budget, in the worker and --in-process alike', () => {
    const code = '(setq s "xxxxxxxxxxxxxxxx") (repeat 22 (setq s (strcat s s))) (vl-string->list s)';
    for (const extra of [[], ['--in-process']]) {
      const r = cli(['eval', code, '--json', ...extra]);
      expect(r.code).toBe(1);
      const res = JSON.parse(r.out);
      expect(res.stage).toBe('budget');
      expect(res.error.message).toMatch(/insufficient memory/);
      expect(res.steps).toBeGreaterThan(0);
    }
  });
  it('a builtin that never returns is stopped by the wall-clock backstop: stage timeout, exit 1', () => {
    // equal on two separately built lists shared with themselves 40 times: 2^40 comparisons in one call
    const r = timedCli(['eval', '(setq a nil b nil) (repeat 40 (setq a (list a a) b (list b b))) (equal a b)', '--timeout', '1500']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^; error: time limit reached: the run did not finish within 1500 ms/);
    expect(r.ms).toBeLessThan(10_000);
  });
  it('prints a drawing error with its file only, never FILE:undefined:undefined', () => {
    const bad = file('bad.dxf', '0\nSECTION\n2\nENTITIES\n0\nLINE\n10\nnot-a-number\n');
    const r = cli(['run', '-', '--drawing', bad], '(princ 1)');
    expect(r.code).toBe(1);
    expect(r.err).toContain('  at bad.dxf\n');
    expect(r.err).not.toContain('undefined');
  });
  it('an invalid request is exit 2 with the field named', () => {
    const r = cli(['run', '-', '--input', '[{"point": "abc"}]'], '(getpoint)');
    expect(r.code).toBe(2);
    expect(r.err).toBe('lispwright: invalid run request: inputs[0].point must be 2 or 3 numbers, not "abc"\n');
    expect(cli(['run', '-', '--input', '[null]'], '1').err).toContain('inputs[0] must be an answer such as');
    expect(cli(['eval', '1', '--budget', '3000000000']).code).toBe(2);
    expect(cli(['eval', '1', '--timeout', '0']).code).toBe(2);
  });
});
