/*
 * No regex from user text (issue 10): every wildcard match is the linear-time engine of
 * builtins/wcmatch.ts, and parsers of typed text (distof, angtof, typed numbers, cvunit names)
 * never backtrack. The hang patterns below took minutes with a RegExp; each must finish in
 * milliseconds and give the same answers as before.
 */
import { describe, expect, it } from 'vitest';
import { compileGlob, compileWcmatch } from '../../interpreter/index.js';
import { WCMATCH_MAX_CHARS } from '../../interpreter/builtins/wcmatch.js';
import { appMatches } from '../../interpreter/drawing/xdata.js';
import { wildMatch } from '../../agent/inspector.js';
import { run, outcome } from '../runner/run-helpers.js';

const timed = <T>(f: () => T): { value: T; ms: number } => {
  const t = performance.now();
  const value = f();
  return { value, ms: performance.now() - t };
};

const EVIL_NAME = `${'a'.repeat(40)}.lsp`; // 44 characters
const EVIL_PATTERN = `${'*a'.repeat(30)}*b`;

describe('vl-directory-files uses no RegExp', () => {
  it('the catastrophic-backtracking pattern against a 44-character name answers in under 50 ms', () => {
    const code = `(vl-directory-files "C:\\\\Lispwright" "${EVIL_PATTERN}" 1)`;
    run(code, [], { files: [{ name: EVIL_NAME, text: '' }] }); // warm up the compiler
    const { value: r, ms } = timed(() => run(code, [], { files: [{ name: EVIL_NAME, text: '' }] }));
    expect(r.stage).toBe('ok');
    expect(r.value).toBe('nil');
    expect(ms).toBeLessThan(50);
  });
  it('a 1,000,000-character pattern is an answer, not an internal error', () => {
    const r = run('(setq p "*") (repeat 20 (setq p (strcat p p))) (vl-directory-files "C:\\\\Lispwright" p 1)', [], { files: [{ name: 'a.lsp', text: '' }] });
    expect(r.stage).toBe('ok');
    expect(r.value).toBe('("main.lsp" "a.lsp")');
  });
  it('still matches DOS wildcards case-insensitively, *.* including names without a dot', () => {
    const files = [{ name: 'Plan.DWG', text: '' }, { name: 'notes', text: '' }, { name: 'a1.lsp', text: '' }];
    expect(outcome(run('(vl-directory-files "C:\\\\Lispwright" "*.dwg" 1)', [], { files }))).toBe('("Plan.DWG")');
    expect(outcome(run('(vl-directory-files "C:\\\\Lispwright" "a?.LSP" 1)', [], { files }))).toBe('("a1.lsp")');
    expect(outcome(run('(vl-directory-files "C:\\\\Lispwright" "*.*" 1)', [], { files }))).toBe('("main.lsp" "Plan.DWG" "notes" "a1.lsp")');
  });
});

describe('wcmatch: linear, 500 characters as AutoCAD documents', () => {
  it('the backtracking pattern is fast in wcmatch too', () => {
    const test = compileWcmatch(EVIL_PATTERN);
    const { value, ms } = timed(() => test(EVIL_NAME));
    expect(value).toBe(false);
    expect(ms).toBeLessThan(50);
  });
  it('compares only the first 500 characters of the string and of the pattern', () => {
    const x = 'x'.repeat(WCMATCH_MAX_CHARS);
    expect(outcome(run(`(wcmatch "${x}yes" "${x}no")`))).toBe('T');
    expect(outcome(run(`(wcmatch "${x.slice(1)}yes" "${x.slice(1)}no")`))).toBe('nil');
  });
  it('a 1,000,000-character pattern or string answers quickly', () => {
    const r = run('(setq p "*a") (repeat 19 (setq p (strcat p p))) (list (wcmatch p p) (wcmatch "abc" p))');
    expect(r.stage).toBe('ok');
    expect(r.value).toBe('(T nil)');
  });
});

describe('the other wildcard matchers share the engine', () => {
  it('entget application names: * ? and commas, case-insensitive', () => {
    expect(appMatches('ACAD*,MY?PP', 'acad_x')).toBe(true);
    expect(appMatches('ACAD*,MY?PP', 'myApp')).toBe(true);
    expect(appMatches('ACAD*,MY?PP', 'other')).toBe(false);
    expect(timed(() => appMatches(EVIL_PATTERN, EVIL_NAME)).ms).toBeLessThan(50);
  });
  it("the agent's inspector filter", () => {
    expect(wildMatch('WALL*, DOOR', 'wall-ext')).toBe(true);
    expect(wildMatch('WALL*, DOOR', 'door')).toBe(true);
    expect(wildMatch('[A-Z]', 'A')).toBe(false); // brackets are literal here
    expect(timed(() => wildMatch(EVIL_PATTERN, EVIL_NAME)).ms).toBeLessThan(50);
  });
  it('compileGlob treats regex syntax as literal text', () => {
    expect(compileGlob('a.c')('abc')).toBe(false);
    expect(compileGlob('a.c')('a.c')).toBe(true);
    expect(compileGlob('(x)+')('(x)+')).toBe(true);
  });
});

describe('typed-text parsers do not backtrack', () => {
  const digits = '1'.repeat(30_000);
  const spaces = ' '.repeat(30_000);
  it('distof of a 30,000-digit string with a stray letter (was 10 s)', () => {
    const { value: r, ms } = timed(() => run(`(list (distof "${digits}x" 4) (distof "${digits}x" 2) (distof "1'${spaces}x" 4))`));
    expect(r.value).toBe('(nil nil nil)');
    expect(ms).toBeLessThan(500);
  });
  it('distof still reads feet and inches', () => {
    expect(outcome(run('(list (distof "5\'" 4) (distof "5\'6\\"" 4) (distof "5\'-6 1/2\\"" 4) (distof "6\\"" 3) (distof "1\'x" 4))'))).toBe('(60.0 66.0 66.5 6.0 nil)');
  });
  it('angtof of long bearings and degree texts', () => {
    const { value: r, ms } = timed(() => run(`(list (angtof "n${spaces}x" 4) (angtof "${digits}dx" 0) (angtof "n 45d e" 4))`));
    expect(r.value).toMatch(/^\(nil nil 0\.785398\)$/);
    expect(ms).toBeLessThan(500);
  });
  it('cvunit with a long unit name', () => {
    const { value: r, ms } = timed(() => run(`(list (cvunit 1 "${'m '.repeat(10_000)}x" "inch") (cvunit 1 "m^2" "cm^2"))`));
    expect(r.value).toBe('(nil 10000.0)');
    expect(ms).toBeLessThan(500);
  });
  it('a typed number answer of 30,000 digits and a letter', () => {
    const { value: r, ms } = timed(() => run('(getreal "n: ")', [{ string: `${digits}x` }, { real: 2.5 }]));
    expect(r.value).toBe('2.5');
    expect(ms).toBeLessThan(500);
  });
});
