/* `lispwright check` and `lispwright repl` through bin/lispwright.mjs (dist/cli.mjs is built by `npm test`). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const BIN = resolve('bin/lispwright.mjs');
const cli = (args: string[], opts: { input?: string; cwd?: string } = {}) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', input: opts.input ?? '', ...(opts.cwd ? { cwd: opts.cwd } : {}) });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const dir = mkdtempSync(join(tmpdir(), 'lw-check-'));
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return name;
};

describe('lispwright check', () => {
  const leak = file('leak.lsp', '(defun c:leak (/ ss)\n  (setq ss (ssget "X"))\n  (setq count (sslength ss)\n        total (* count 2))\n  (princ))\n');

  it('reports the globals a defun leaks, as VLIDE lists them; warnings only: exit 0', () => {
    const r = cli(['check', leak], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      [
        'leak.lsp:3:9: warning: C:LEAK sets the global variable COUNT: declare it local, (defun c:leak (... / count) ...) [global-variable]',
        'leak.lsp:4:9: warning: C:LEAK sets the global variable TOTAL: declare it local, (defun c:leak (... / total) ...) [global-variable]',
        '',
        '[CHECKING TEXT leak.lsp loading...]',
        '.',
        '; === Top statistic:',
        '; Global variables: (COUNT TOTAL)',
        '; Function definition (with number of arguments): ((C:LEAK . 0))',
        '; Check done.',
        '; C:LEAK (leak.lsp:1) sets (COUNT TOTAL), reads (COUNT)',
        '',
        '0 errors, 2 warnings',
        '',
      ].join('\n'),
    );
  });

  it('exits 1 on errors; --json carries diagnostics and the per-defun report', () => {
    const bad = file('bad.lsp', '(if a b c d)\n(defun f (x) (car x 1))\n');
    const r = cli(['check', bad, '--json'], { cwd: dir });
    expect(r.code).toBe(1);
    const j = JSON.parse(r.out);
    expect(j.errors).toBe(2);
    expect(j.files[0].diagnostics.map((d: { rule: string; line: number }) => `${d.rule}@${d.line}`)).toEqual(['special-form@1', 'arg-count@2']);
    expect(j.files[0].defuns[0]).toMatchObject({ name: 'F', params: ['X'] });
  });

  it('reads lispwright.json at the workspace root', () => {
    const sub = mkdtempSync(join(dir, 'ws-'));
    writeFileSync(join(sub, 'lispwright.json'), '{"check": {"rules": {"global-variable": false}}}');
    writeFileSync(join(sub, 'leak.lsp'), '(defun c:l () (setq g 1))');
    const r = cli(['check', 'leak.lsp'], { cwd: sub });
    expect(r.out).toContain('0 errors, 0 warnings');
    expect(r.out).toContain('; Global variables: (G)');
  });

  it('a file that is not there: exit 2', () => {
    expect(cli(['check', 'nope.lsp'], { cwd: dir }).code).toBe(2);
  });
});

describe('lispwright repl', () => {
  it('reads one expression after another from a pipe, printing each value; state carries', () => {
    const r = cli(['repl'], { input: '(setq a 20)\n(defun twice (x)\n  (* 2 x))\n(twice a) (princ "hi")\n!a\n' });
    expect(r.out).toBe('20\nTWICE\n40\nhi\n"hi"\n20\n');
    expect(r.code).toBe(0);
  });

  it('works on a drawing; prompts take --input answers; an error exits 1 but does not stop the session', () => {
    const r = cli(['repl', '--drawing', 'sample:floor-plan', '--input', '[{"string": "A-WALL"}]'], {
      input: '(setq n (sslength (ssget "X")))\n(car n)\n(setq lay (getstring "Layer: "))\n(> n 0)\n',
    });
    const lines = r.out.split('\n');
    expect(Number(lines[0])).toBeGreaterThan(0);
    expect(r.out).toContain('; error: bad argument type: consp');
    expect(r.out).toContain('Layer: A-WALL\n"A-WALL"\n');
    expect(r.out.trim().endsWith('T')).toBe(true);
    expect(r.code).toBe(1);
  });
});
