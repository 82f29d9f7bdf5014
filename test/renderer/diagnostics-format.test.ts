import { describe, expect, test } from 'vitest';
import { toMarkers } from '../../renderer/editor/diagnostics-markers.js';
import { formatLisp } from '../../renderer/editor/format/format.js';
import { diagnose } from '../../renderer/editor/language/diagnostics.js';

describe('reader diagnostics', () => {
  test('balanced code has none', () => {
    expect(diagnose('(defun f (x) (* x x)) ; ok\n"str"')).toEqual([]);
  });

  test('an unclosed paren is reported at that paren', () => {
    const d = diagnose('(princ 1)\n  (defun f (x)\n    (* x x)');
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ severity: 'error', line: 2, column: 3, endLine: 2, endColumn: 4 });
    expect(d[0]!.message).toMatch(/malformed list/);
    expect(d[0]!.message).toMatch(/never closed/);
  });

  test('an extra ) is reported where it is', () => {
    const d = diagnose('(a)\n(b))');
    expect(d[0]).toMatchObject({ line: 2, column: 4 });
    expect(d[0]!.message).toMatch(/no matching/);
  });

  test('an unterminated string is reported at its opening quote', () => {
    expect(diagnose('(princ "abc)\n')[0]).toMatchObject({ line: 1, column: 8 });
  });

  test('markers use Monaco severities and 1-based ranges', () => {
    expect(toMarkers(diagnose('(a'))).toEqual([
      { message: expect.stringContaining('malformed list'), severity: 8, startLineNumber: 1, startColumn: 1, endLineNumber: 1, endColumn: 2, source: 'reader' },
    ]);
  });
});

describe('formatter', () => {
  const messy = `;;; header
(defun c:test ( / a b pts) ; trailing
(setq a 1 b (+ a 2)) ; set them
    ;; own line

(setq pts (list (list 0.0 0.0) (list 1.0 2.0) (list 3.0 4.0) (list 5.0 6.0) (list 7.0 8.0) (list 9.0 10.0)))
(if (> a b) (princ "a is bigger than b and this string is quite long so the form must break") (princ "no"))
;| block
   comment |;
(princ))


(princ "loaded")
`;

  test('lays out body forms, aligned calls and setq pairs, keeping every comment', () => {
    expect(formatLisp(messy)).toBe(`;;; header
(defun c:test (/ a b pts) ; trailing
  (setq a 1 b (+ a 2)) ; set them
  ;; own line

  (setq pts (list (list 0.0 0.0)
                  (list 1.0 2.0)
                  (list 3.0 4.0)
                  (list 5.0 6.0)
                  (list 7.0 8.0)
                  (list 9.0 10.0)))
  (if (> a b)
    (princ "a is bigger than b and this string is quite long so the form must break")
    (princ "no"))
  ;| block
   comment |;
  (princ))


(princ "loaded")
`);
  });

  test('is idempotent', () => {
    const once = formatLisp(messy);
    expect(formatLisp(once)).toBe(once);
  });

  test('keeps every comment and token', () => {
    const strip = (s: string) => s.replace(/\s+/g, '');
    expect(strip(formatLisp(messy))).toBe(strip(messy));
  });

  test('short forms stay on one line; defun always breaks', () => {
    expect(formatLisp("(mapcar '(lambda (x) (* x x))   '(1 2 3))")).toBe("(mapcar '(lambda (x) (* x x)) '(1 2 3))");
    expect(formatLisp('(defun f (x) x)')).toBe('(defun f (x)\n  x)');
  });

  test('a line comment before the closing paren pushes the paren down', () => {
    expect(formatLisp('(progn (a) ; last\n)')).toBe('(progn\n  (a) ; last\n  )');
  });

  test('setq pairs stay together when broken', () => {
    const out = formatLisp('(setq alpha (strcat "aaaaaaaaaaaaaaaa" "bbbbbbbbbbbbbbb") beta (strcat "cccccccccccccccc" "ddddddddddddd"))', { maxWidth: 60 });
    expect(out).toBe('(setq alpha (strcat "aaaaaaaaaaaaaaaa" "bbbbbbbbbbbbbbb")\n      beta (strcat "cccccccccccccccc" "ddddddddddddd"))');
  });

  test('a setq written one pair per line keeps one pair per line, aligned under the first variable', () => {
    const drafted = '(defun c:x (/ a b)\n  (setq a 1\n   b   (+ a 2)\n c "three"))';
    const out = formatLisp(drafted);
    expect(out).toBe('(defun c:x (/ a b)\n  (setq a 1\n        b (+ a 2)\n        c "three"))');
    expect(formatLisp(out)).toBe(out);
    // written on one line and short: stays on one line; a single pair on two lines joins
    expect(formatLisp('(setq a 1 b 2)')).toBe('(setq a 1 b 2)');
    expect(formatLisp('(setq a\n  1)')).toBe('(setq a 1)');
    // a comment between pairs survives
    expect(formatLisp('(setq a 1 ; one\n      b 2)')).toBe('(setq a 1 ; one\n      b 2)');
  });

  test('code the reader rejects is returned unchanged', () => {
    expect(formatLisp('(defun f (x)\n (* x x)')).toBe('(defun f (x)\n (* x x)');
    expect(formatLisp('(princ "open)')).toBe('(princ "open)');
  });

  test('strings and quoted data are not changed', () => {
    expect(formatLisp('(princ "a  ;  b (c")')).toBe('(princ "a  ;  b (c")');
    expect(formatLisp("(setq l '((1 . 2) (3 . 4)))")).toBe("(setq l '((1 . 2) (3 . 4)))");
  });

  test('CRLF input formats like LF', () => {
    expect(formatLisp('(defun f (x)\r\n x)\r\n')).toBe('(defun f (x)\n  x)\n');
  });
});
