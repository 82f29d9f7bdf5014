/*
 * Check Text, one rule at a time, with the exact FILE:LINE:COL lines it prints; VLIDE's
 * statistics for a file written to leak two globals; lispwright.json switching rules; and no
 * diagnostics at all on the shipped examples and test/programs (the guard against false alarms).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkFiles, checkText, defunReport, formatDiagnostic, parseCheckConfig, vlideStatistics, type RuleSettings } from '../../../interpreter/index.js';
import { builtinFunctionTable } from '../../../interpreter/runner/index.js';

const functions = builtinFunctionTable();
const lines = (text: string, rules?: RuleSettings) => checkText(text, 'a.lsp', { functions, ...(rules ? { rules } : {}) }).diagnostics.map(formatDiagnostic);

describe('Check Text rules', () => {
  test('syntax: the reader\'s error, where it is', () => {
    expect(lines('(defun f (x)\n  (+ x 1)')).toEqual(['a.lsp:1:1: error: malformed list on input [syntax]']);
    expect(lines('(princ "a))')).toEqual(['a.lsp:1:8: error: malformed string on input [syntax]']);
  });

  test('arg-count: against the registry and against the file\'s own defuns', () => {
    expect(lines('(substr "abc")\n(car 1 2)\n(strcat)')).toEqual([
      'a.lsp:1:2: error: SUBSTR: too few arguments (1; takes 2 to 3) [arg-count]',
      'a.lsp:2:2: error: CAR: too many arguments (2; takes 1) [arg-count]',
    ]);
    expect(lines('(defun area (w h) (* w h))\n(area 3)\n(area 3 4)\n(area 1 2 3)')).toEqual([
      'a.lsp:2:2: error: AREA: too few arguments (1; AREA takes 2) [arg-count]',
      'a.lsp:4:2: error: AREA: too many arguments (3; AREA takes 2) [arg-count]',
    ]);
  });

  test('unknown-function with "did you mean", and ActiveX functions apart', () => {
    expect(lines('(setq n (sslenght ss))')).toEqual(['a.lsp:1:10: warning: no function definition: SSLENGHT (did you mean SSLENGTH, ACHEIGHT, LENGTH?) [unknown-function]']);
    expect(lines("(mapcar 'sqaure '(1 2))")).toEqual(["a.lsp:1:9: warning: no function definition: SQAURE (did you mean SQRT?) [unknown-function]"]);
    expect(lines('(vla-get-length obj)').join('\n')).not.toMatch(/not-simulated/);
    // a parameter holding a function, a function set at run time, a defun elsewhere in the file
    expect(lines('(defun call (f x) (f x))\n(setq g car)\n(g \'(1))\n(later)\n(defun later () 1)')).toEqual([]);
  });

  test('special-form misuse', () => {
    expect(lines('(if a b c d)')).toEqual(['a.lsp:1:2: error: IF: 4 arguments (takes a test, a then-expression and an optional else-expression) [special-form]']);
    expect(lines('(setq a 1 b)')).toEqual(['a.lsp:1:2: error: SETQ: a symbol without a value (setq takes symbol / value pairs) [special-form]']);
    expect(lines('(setq "a" 1)')).toEqual(['a.lsp:1:1: error: SETQ: "a" is not a symbol [special-form]']);
    expect(lines('(defun foo)')).toEqual(['a.lsp:1:2: error: DEFUN without a parameter list: write (defun name (args / locals) ...) [special-form]']);
    expect(lines('(defun foo x (princ x))')).toEqual(['a.lsp:1:2: error: DEFUN without a parameter list: write (defun name (args / locals) ...) [special-form]']);
    expect(lines('(cond ((= a 1) 2) a)')).toEqual(['a.lsp:1:1: error: COND: the clause A is not a list (write (test expr ...)) [special-form]']);
    expect(lines("(foreach 1 '(1 2) (princ))")).toEqual(['a.lsp:1:1: error: FOREACH: 1 is not a symbol (write (foreach name list expr ...)) [special-form]']);
    expect(lines('(defun f (a/b) a/b)')).toEqual(['a.lsp:1:11: error: parameter A/B contains a slash: put spaces around / to declare locals [special-form]']);
    expect(lines('(mapcar (lambda) l)')).toEqual(['a.lsp:1:10: error: LAMBDA without a parameter list: write (lambda (args / locals) ...) [special-form]']);
  });

  test('global-variable: what each defun sets without declaring it; unused-local', () => {
    const src = '(defun c:tally (/ n unused)\n  (setq n 0 total 0)\n  (foreach x lst (setq n (1+ n) total (+ total x)))\n  (setq last-n n))';
    expect(lines(src)).toEqual([
      'a.lsp:1:21: warning: local variable UNUSED of C:TALLY is never used [unused-local]',
      'a.lsp:2:13: warning: C:TALLY sets the global variable TOTAL: declare it local, (defun c:tally (... / total) ...) [global-variable]',
      'a.lsp:4:9: warning: C:TALLY sets the global variable LAST-N: declare it local, (defun c:tally (... / last-n) ...) [global-variable]',
    ]);
    const r = checkText(src, 'a.lsp', { functions });
    expect(r.defuns[0]).toMatchObject({ name: 'C:TALLY', globalsSet: ['TOTAL', 'LAST-N'], globalsRead: ['LST', 'TOTAL'], unusedLocals: ['UNUSED'] });
    // *earmuffed* globals are meant: reported, not warned about; lambdas and nested foreach see the defun's locals
    expect(lines("(defun c:e (/ pts) (setq *last* 1) (mapcar '(lambda (p) (setq pts (cons p pts))) '(1 2)) pts)")).toEqual([]);
  });

  test('no warning for app:name globals, nor for a helper that sets its callers\' locals', () => {
    // app:name is kept between runs and shared with dialog callbacks on purpose
    expect(lines('(defun c:ring (/ r) (setq r 1.0 ring:last r))')).toEqual([]);
    // every call of cleanup is made where dch is bound: the setq lands in the caller's local
    const helper = '(defun cleanup () (setq dch nil))\n(defun c:a (/ dch) (setq dch 1) (cleanup))\n(defun c:b (/ *error* dch) (defun *error* (m) (cleanup)) (setq dch 2))';
    expect(lines(helper)).toEqual([]);
    // one call from where dch is not bound: then it leaks
    expect(lines(`${helper}\n(defun c:c () (cleanup))`)).toEqual(['a.lsp:1:25: warning: CLEANUP sets the global variable DCH: declare it local, (defun cleanup (... / dch) ...) [global-variable]']);
  });

  test('protected symbols and builtins redefined or hidden', () => {
    expect(lines('(setq t nil)\n(setq pi 3)\n(defun rem (a b) a)\n(defun f (list / length) (length list))')).toEqual([
      'a.lsp:1:7: error: assignment to the protected symbol T [protected-symbol]',
      'a.lsp:2:7: warning: assignment to the protected symbol PI [protected-symbol]',
      'a.lsp:3:8: warning: DEFUN REM redefines the builtin function REM [protected-symbol]',
      'a.lsp:4:11: warning: parameter LIST of F hides the builtin function LIST while F runs [protected-symbol]',
      'a.lsp:4:18: warning: local LENGTH of F hides the builtin function LENGTH while F runs [protected-symbol]',
    ]);
  });

  test('dxf-list: malformed group pairs in entmake / entmod lists', () => {
    expect(lines("(entmake '((0 . \"LINE\") (8 \"0\") (10 . 1.0) (40 1.0) (11 1.0 2.0 0.0) (2000 . 1)))")).toEqual([
      'a.lsp:1:25: error: (8 "0"): group 8 takes a string, written (8 . "0") [dxf-list]',
      'a.lsp:1:33: error: (10 . 1.0): group 10 takes a point, written (10 x y z) [dxf-list]',
      'a.lsp:1:44: error: (40 1.0): group 40 takes a number, written (40 . 1.0) [dxf-list]',
      'a.lsp:1:70: warning: group code 2000 is not a DXF group code [dxf-list]',
    ]);
    expect(lines("(entmake (list '(0 . \"CIRCLE\") (cons 8 lay) (cons 10 pt) (cons 40 r)))")).toEqual([]);
    expect(lines("(entmod (list '(0 . \"LINE\") '(62 . \"red\")))")).toEqual(['a.lsp:1:29: error: (62 . "red"): group 62 takes a number [dxf-list]']);
  });

  test('ssget-filter: unknown group codes and unbalanced -4 operators, as ssget parses them', () => {
    expect(lines("(ssget \"X\" '((-4 . \"<OR\") (0 . \"LINE\") (0 . \"ARC\")))")).toEqual(['a.lsp:1:12: error: ssget filter: a (-4 . "<...") group is never closed [ssget-filter]']);
    expect(lines("(ssget \"X\" '((-4 . \"<NOT\") (0 . \"LINE\") (0 . \"ARC\") (-4 . \"NOT>\")))")).toEqual(['a.lsp:1:12: error: ssget filter: <NOT takes exactly one test and <XOR exactly two [ssget-filter]']);
    expect(lines("(ssget \"X\" (list '(0 . \"LINE\") (cons 8 lay) '(-4 . \"AND>\")))")).toEqual(['a.lsp:1:12: error: ssget filter: a closing (-4 . "...>") that does not match the open group [ssget-filter]']);
    expect(lines("(ssget \"X\" '((0 . \"LINE\") (1234 . 5)))")).toEqual(['a.lsp:1:27: error: ssget filter: group code 1234 is not a DXF group code [ssget-filter]']);
    // a fence's point list is not a filter
    expect(lines("(ssget \"_F\" '((4000 1000) (6000 1000)) '((0 . \"LINE\")))")).toEqual([]);
    expect(lines("(ssget '((-4 . \"<AND\") (0 . \"TEXT\") (8 . \"A*\") (-4 . \"AND>\")))")).toEqual([]);
    // the filter's place follows the mode table, flags and prefixes included
    expect(lines("(ssget \"_W:L\" '(0 0) '(1 1) '((0 . \"LINE\") (1234 . 5)))")).toEqual(['a.lsp:1:44: error: ssget filter: group code 1234 is not a DXF group code [ssget-filter]']);
    expect(lines("(ssget \"_+.CP:S\" '((0 0) (1 0) (1 1)) '((1234 . 5)))")).toEqual(['a.lsp:1:41: error: ssget filter: group code 1234 is not a DXF group code [ssget-filter]']);
  });
});

describe('the global variable report', () => {
  const LEAK = ['(defun c:leak (/ ss)', '  (setq ss (ssget "X"))', '  (setq count (sslength ss)', '        total (* count 2))', '  (princ))'].join('\n');

  test('VLIDE\'s statistics list the two leaked globals; the defun report says who sets them', () => {
    const r = checkText(LEAK, 'leak.lsp', { functions });
    expect(vlideStatistics(r)).toBe(
      ['[CHECKING TEXT leak.lsp loading...]', '.', '; === Top statistic:', '; Global variables: (COUNT TOTAL)', '; Function definition (with number of arguments): ((C:LEAK . 0))', '; Check done.', ''].join('\n'),
    );
    expect(defunReport(r)).toBe('; C:LEAK (leak.lsp:1) sets (COUNT TOTAL), reads (COUNT)\n');
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([
      'leak.lsp:3:9: warning: C:LEAK sets the global variable COUNT: declare it local, (defun c:leak (... / count) ...) [global-variable]',
      'leak.lsp:4:9: warning: C:LEAK sets the global variable TOTAL: declare it local, (defun c:leak (... / total) ...) [global-variable]',
    ]);
  });

  test('files checked together know each other\'s defuns', () => {
    const [main] = checkFiles([{ name: 'main.lsp', text: '(helper 1 2)' }, { name: 'lib.lsp', text: '(defun helper (a) a)' }], { functions });
    expect(main!.diagnostics.map(formatDiagnostic)).toEqual(['main.lsp:1:2: error: HELPER: too many arguments (2; HELPER takes 1) [arg-count]']);
  });
});

describe('lispwright.json', () => {
  test('rules can be switched off or made errors; unknown names are reported', () => {
    const cfg = parseCheckConfig('{"check": {"rules": {"unused-local": false, "global-variable": "error", "nonsense": false}}}');
    expect(cfg.problems).toEqual([expect.stringContaining('unknown rule "nonsense"')]);
    expect(lines('(defun f (/ a b) (setq a 1 g 2) a)', cfg.rules)).toEqual(['a.lsp:1:28: error: F sets the global variable G: declare it local, (defun f (... / g) ...) [global-variable]']);
    expect(parseCheckConfig('{not json').problems[0]).toMatch(/not JSON/);
  });
});

describe('no false warnings', () => {
  const root = join(__dirname, '..', '..', '..');
  const dirs = ['assets/examples', 'assets/tests', 'test/programs'];
  for (const d of dirs) {
    test(`nothing to report on ${d}`, () => {
      const files = readdirSync(join(root, d)).filter((f) => f.endsWith('.lsp')).map((f) => ({ name: `${d}/${f}`, text: readFileSync(join(root, d, f), 'utf8') }));
      expect(files.length).toBeGreaterThan(0);
      const all = checkFiles(files, { functions }).flatMap((f) => f.diagnostics.map(formatDiagnostic));
      expect(all).toEqual([]);
    });
  }
});
