/*
 * `lispwright eval` start-up (issue 19: ≤ 150 ms) without losing issue 10's bounds. Deterministic
 * checks of what the fast path does, on the built CLI (npm test builds it): the interpreter comes
 * from the V8 code cache from the second start on, no worker thread starts for an ordinary
 * expression, and a run whose outcome could depend on the worker's larger stack is re-run in a
 * worker, so its output is the worker's (`run -` runs there too).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const built = existsSync('dist/cli.mjs') && existsSync('dist/worker-script.cjs') && existsSync('dist/cli-eval.cjs');
if (!built) console.warn('startup: skipped, the CLI is not built (run npm run build:node)');

const cacheDir = mkdtempSync(join(tmpdir(), 'lw-cache-'));
const cli = (args: string[], input?: string) => {
  const r = spawnSync(process.execPath, ['bin/lispwright.mjs', ...args], {
    encoding: 'utf8',
    input,
    env: { ...process.env, LISPWRIGHT_CACHE_DIR: cacheDir, LISPWRIGHT_TRACE_STARTUP: '1' },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe.skipIf(!built)('eval start-up', () => {
  it('loads the interpreter from the code cache from the second start on, and starts no worker', () => {
    const first = cli(['eval', '(+ 1 2)']);
    expect(first).toMatchObject({ code: 0, out: '3\n' });
    expect(first.err).toMatch(/interpreter from (bundle|code-cache); worker none/);
    expect(readdirSync(cacheDir).filter((f) => /^code-cli-eval-cjs-.*\.v8cache$/.test(f))).toHaveLength(1);
    const second = cli(['eval', '(+ 1 2)']);
    expect(second).toMatchObject({ code: 0, out: '3\n', err: 'lispwright: interpreter from code-cache; worker none; lazy tables made 0; CommonJS files 2; worker_threads not loaded\n' });
  });

  it('a corrupt, truncated or missing code cache costs only the cache: the same result, and the cache is written again', () => {
    const caches = () => readdirSync(cacheDir).filter((f) => /^code-cli-eval-cjs-.*\.v8cache$/.test(f));
    cli(['eval', '1']);
    const [name] = caches();
    expect(name).toBeDefined();
    const file = join(cacheDir, name!);
    const good = readFileSync(file);
    const damaged: Array<[string, () => void]> = [
      ['garbage', () => writeFileSync(file, Buffer.alloc(good.length, 0x5a))],
      ['truncated', () => writeFileSync(file, good.subarray(0, good.length >> 1))],
      ['empty', () => writeFileSync(file, '')],
      ['missing', () => rmSync(file)],
    ];
    for (const [what, damage] of damaged) {
      damage();
      const r = cli(['eval', '(strcat "a" "b")']);
      expect(r, what).toMatchObject({ code: 0, out: '"ab"\n' });
      expect(r.err, what).toMatch(/interpreter from bundle; worker none/);
      expect(caches(), what).toEqual([name]);
      expect(cli(['eval', '(strcat "a" "b")']).err, what).toMatch(/interpreter from code-cache; worker none/);
    }
  });

  it('prints straight to the fds what the streams printed: UTF-8 text, output past a pipe\'s buffer, errors on stderr', () => {
    const r = cli(['eval', '(princ "h\u00e9llo \u00d8 \u2014") (princ "\n") (repeat 3000 (princ "0123456789012345678901234567890123456789")) (car 1)']);
    expect(r.code).toBe(1);
    expect(r.out.startsWith('h\u00e9llo \u00d8 \u2014\n')).toBe(true);
    expect(r.out.length).toBe('h\u00e9llo \u00d8 \u2014\n'.length + 3000 * 40 + 1);
    expect(r.err).toContain('; error: bad argument type: consp 1\n  at <eval>:2:');
    const json = cli(['eval', '(princ "\u00e9")', '--json']);
    expect(JSON.parse(json.out)).toMatchObject({ ok: true, value: '"\u00e9"' });
  });

  it('`eval 1` loads only its own two files, makes no lazy family and no worker (counts, not time)', () => {
    // through package.json's bin (bin/lispwright.cjs) as an installed `lispwright` runs
    const r = spawnSync(process.execPath, ['bin/lispwright.cjs', 'eval', '1'], { encoding: 'utf8', env: { ...process.env, LISPWRIGHT_CACHE_DIR: cacheDir, LISPWRIGHT_TRACE_STARTUP: '1' } });
    expect(r.stdout).toBe('1\n');
    // the bin and dist/cli-eval-boot.cjs; the bundle itself runs through vm from the code cache; no ES-module CLI, no agent
    expect(r.stderr).toBe('lispwright: interpreter from code-cache; worker none; lazy tables made 0; CommonJS files 2; worker_threads not loaded\n');
  });

  it('a builtin of each lazy family works on first use in a fresh process', () => {
    const cases: Array<[string, string, number]> = [
      ['(vla-get-name (vla-get-activedocument (vlax-get-acad-object)))', '"Drawing1.dwg"', 1],
      ['(vlax-get-acad-object)', '#<VLA-OBJECT IAcadApplication 000002a1b4c3d000>', 1],
      ['(list acByLayer kCellOptionNone)', '(256 0)', 1],
      ['(command "_.LINE" "0,0" "1,1" "") (cdr (assoc 0 (entget (entlast))))', '"LINE"', 1],
      ['(vl-cmdf "_.CIRCLE" "0,0" 2) (cdr (assoc 40 (entget (entlast))))', '2.0', 1],
    ];
    for (const [expr, value, made] of cases) {
      const r = cli(['eval', expr]);
      expect(r.code, expr).toBe(0);
      expect(r.out.trim().split('\n').at(-1), expr).toBe(value);
      expect(r.err, expr).toContain(`lazy tables made ${made};`);
    }
  });

  it('atoms-family and the run\'s hashes are those of the worker (which computes the drawing hash itself)', () => {
    for (const code of ['(atoms-family 1)', '(vlax-get-acad-object) (atoms-family 1)', '(length (atoms-family 0))']) {
      const e = JSON.parse(cli(['eval', code, '--json']).out);
      const w = JSON.parse(cli(['run', '-', '--json'], code).out);
      expect(e.ok).toBe(true);
      expect(e.value).not.toBe('');
      expect(e.value).toBe(w.value);
    }
    const e = JSON.parse(cli(['eval', '1', '--json']).out);
    const w = JSON.parse(cli(['run', '-', '--json'], '1').out);
    expect(e.drawingHash).toMatch(/^[0-9a-f]{32}$/);
    expect(e.drawingHash).toBe(w.drawingHash);
  });

  it('an expression that outgrows this thread\'s stack is run again in a worker, with the worker\'s result', () => {
    const deep = '(defun f (n) (if (= n 0) 0 (1+ (f (1- n))))) (f 15000)';
    const r = cli(['eval', deep]);
    expect(r.code).toBe(0);
    expect(r.out).toBe('15000\n');
    expect(r.err).toContain('worker re-run (stack)');
    // past the worker's depth limit too: the same message and depth as `run` (always in a worker)
    const deeper = '(defun f (n) (if (= n 0) 0 (1+ (f (1- n))))) (f 25000)';
    const e = cli(['eval', deeper, '--json']);
    const w = cli(['run', '-', '--json'], deeper);
    expect(e.code).toBe(1);
    expect(JSON.parse(e.out).error.message).toBe(JSON.parse(w.out).error.message);
    expect(JSON.parse(e.out).error.message).toContain('20000 nested calls');
  });

  it('keeps output, value, steps and exit codes of the worker path', () => {
    const code = '(princ "hi") (setq a (list 1 2.5 "s")) (vl-catch-all-apply (quote /) (list 1 0)) a';
    const e = cli(['eval', code, '--json']);
    const w = cli(['run', '-', '--json'], code);
    const strip = (r: { out: string }) => {
      const { elapsedMs: _e, codeHash: _c, files: _f, error: _x, ...rest } = JSON.parse(r.out);
      return rest;
    };
    expect(e.code).toBe(0);
    expect(strip(e)).toEqual(strip(w));
    expect(cli(['eval', '(car 1)'])).toMatchObject({ code: 1 });
  });
});
