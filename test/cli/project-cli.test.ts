/* `lispwright run` in a project folder: lispwright.json's earlier files load first, the folder's files
   are visible without --file, the project's call and drawing apply, --file still adds, --no-project
   runs the file alone, and a broken lispwright.json is a warning, not a failure. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeHashOf } from '../../interpreter/runner/code-hash.js';

const cli = (args: string[], cwd?: string) => {
  const r = spawnSync(process.execPath, [join(import.meta.dirname, '../../bin/lispwright.mjs'), ...args], { encoding: 'utf8', ...(cwd ? { cwd } : {}) });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lw-project-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const HELPERS = '(defun lw:twice (x) (* 2 x))\n';
const SHAPES = '(defun lw:area (w h) (lw:twice (* w h)))\n';
const MAIN = '(defun c:main () (princ (lw:area 3 (atoi (read-line (setq f (open (findfile "data/size.txt") "r")))))) (close f) (princ))\n';

describe('lispwright run in a project folder', () => {
  it('loads the files listed before the script, sees the folder, calls the project\'s command, hashes what it read', () => {
    const dir = project({
      'lispwright.json': JSON.stringify({ files: ['lib/helpers.lsp', 'lib/shapes.lsp', 'main.lsp'], scripts: { 'main.lsp': { call: 'c:main' } } }),
      'lib/helpers.lsp': HELPERS,
      'lib/shapes.lsp': SHAPES,
      'main.lsp': MAIN,
      'data/size.txt': '5\n',
      'scratch.lsp': '(unbalanced',
    });
    const r = cli(['run', join(dir, 'main.lsp')]);
    expect(r).toMatchObject({ code: 0, out: '30', err: '' });
    const json = JSON.parse(cli(['run', join(dir, 'main.lsp'), '--json']).out);
    expect(json.codeFiles).toEqual(['main.lsp', 'lib/helpers.lsp', 'lib/shapes.lsp', 'data/size.txt']);
    expect(json.codeHash).toBe(codeHashOf([
      { name: 'main.lsp', text: MAIN }, { name: 'lib/helpers.lsp', text: HELPERS }, { name: 'lib/shapes.lsp', text: SHAPES }, { name: 'data/size.txt', text: '5\n' },
    ]));
    // from inside the folder, with a relative path, the same
    expect(cli(['run', 'main.lsp'], dir)).toMatchObject({ code: 0, out: '30' });
    // alone it cannot find its helpers
    const alone = cli(['run', join(dir, 'main.lsp'), '--no-project', '--call', 'c:main']);
    expect(alone.code).toBe(1);
    // findfile cannot see data/size.txt: open gets nil
    expect(alone.err).toContain('; error: bad argument type: stringp nil');
  });

  it('a folder without lispwright.json still lets (load) find a file beside the script; --file still adds', () => {
    const dir = project({ 'helpers.lsp': HELPERS, 'main.lsp': '(load "helpers")\n(princ (lw:twice 4))' });
    expect(cli(['run', join(dir, 'main.lsp')])).toMatchObject({ code: 0, out: '8' });
    const other = project({ 'extra.lsp': '(defun lw:twice (x) (* 3 x))' });
    const r = cli(['run', join(dir, 'main.lsp'), '--file', join(other, 'extra.lsp')]);
    expect(r.out).toBe('8');
  });

  it('uses the project\'s drawing; a broken lispwright.json is reported and the script still runs', () => {
    const dir = project({
      'lispwright.json': JSON.stringify({ files: ['main.lsp'], drawing: 'sample:floor-plan.dxf' }),
      'main.lsp': '(princ (sslength (ssget "X")))',
    });
    const r = cli(['run', join(dir, 'main.lsp')]);
    expect(r.code).toBe(0);
    expect(Number(r.out)).toBeGreaterThan(0);
    const broken = project({ 'lispwright.json': '{ "files": "main.lsp" }', 'main.lsp': '(princ "still runs")' });
    const b = cli(['run', join(broken, 'main.lsp')]);
    expect(b).toMatchObject({ code: 0, out: 'still runs' });
    expect(b.err).toContain('lispwright.json: "files" must be an array');
  });
});
