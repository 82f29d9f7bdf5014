/* The CLI end to end through bin/lispwright.mjs (dist/cli.mjs is built by `npm test`). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
