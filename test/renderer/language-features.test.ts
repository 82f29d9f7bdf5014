import { describe, expect, test } from 'vitest';
import { callContextAt } from '../../renderer/editor/language/call-context.js';
import { completionsAt, definitionAt, hoverAt, signatureAt } from '../../renderer/editor/language/features.js';
import { lex, lineStarts, offsetAt, positionAt, wordAt } from '../../renderer/editor/language/lex.js';
import { findDefuns, findSetqNames } from '../../renderer/editor/language/symbols.js';
import { CATALOGUE, lookupBuiltin } from '../../renderer/editor/language/catalogue.js';
import { describeBuiltinFull } from '../../renderer/editor/language/builtin-help.js';
import { SSGET_MODES } from '../../interpreter/index.js';

const SRC = `;; Offsets a point.
(defun offset-pt (p d / x)
  (list (+ (car p) d) (cadr p)))
(defun C:GRID ()
  (setq pts nil count 0)
  (offset-pt '(1 2) 5))
`;

describe('lexer', () => {
  test('tokens with offsets, tolerant of unterminated strings and block comments', () => {
    const t = lex('(a "b\\"c" ;| x |; \'d ; e\n)');
    expect(t.map((x) => x.kind)).toEqual(['open', 'atom', 'string', 'block-comment', 'quote', 'atom', 'comment', 'close']);
    expect(t[2]!.text).toBe('"b\\"c"');
    expect(lex('(a "open').at(-1)).toMatchObject({ kind: 'string', text: '"open' });
    expect(lex(';| never closed').at(-1)).toMatchObject({ kind: 'block-comment' });
  });

  test('positions and words', () => {
    const starts = lineStarts('ab\ncd\n');
    expect(positionAt(starts, 4)).toEqual({ line: 2, column: 2 });
    expect(offsetAt(starts, 2, 2)).toBe(4);
    expect(wordAt('(vl-string-trim x)', 5)).toEqual({ word: 'vl-string-trim', start: 1, end: 15 });
    expect(wordAt('( )', 1)).toBeNull();
  });
});

describe('outline and definitions', () => {
  test('defuns with kinds, params, locals, ranges and leading comments', () => {
    const d = findDefuns(SRC);
    expect(d.map((x) => [x.name, x.kind, x.params, x.locals])).toEqual([
      ['offset-pt', 'function', ['p', 'd'], ['x']],
      ['C:GRID', 'command', [], []],
    ]);
    expect(SRC.slice(d[0]!.start, d[0]!.end)).toBe('(defun offset-pt (p d / x)\n  (list (+ (car p) d) (cadr p)))');
    expect(SRC.slice(d[0]!.nameStart, d[0]!.nameEnd)).toBe('offset-pt');
    expect(d[0]!.doc).toBe('Offsets a point.');
  });

  test('an unclosed defun still appears, running to the end', () => {
    const text = '(defun broken (a)\n  (princ a)';
    expect(findDefuns(text)).toMatchObject([{ name: 'broken', end: text.length }]);
  });

  test('go to definition is case-insensitive', () => {
    const at = SRC.lastIndexOf('offset-pt') + 2;
    const def = definitionAt(SRC.replace('(offset-pt \'(1 2)', "(OFFSET-PT '(1 2)"), at);
    expect(def).toEqual({ start: SRC.indexOf('offset-pt'), end: SRC.indexOf('offset-pt') + 9 });
    expect(definitionAt(SRC, SRC.indexOf('car') + 1)).toBeNull();
  });

  test('setq names', () => {
    expect(findSetqNames(lex('(setq a 1 b (+ a 1)) (setq c \'(x y))'))).toEqual(['a', 'b', 'c']);
  });
});

describe('completion', () => {
  test('builtins by prefix with signature and description', () => {
    const text = '(str';
    const items = completionsAt(text, text.length);
    const strcat = items.find((i) => i.label === 'strcat');
    expect(strcat).toMatchObject({ kind: 'function', start: 1, end: 4 });
    expect(strcat!.detail).toMatch(/^\(strcat/);
    expect(items.every((i) => i.label.toLowerCase().startsWith('str'))).toBe(true);
  });

  test('user defuns, commands and variables join the builtins', () => {
    const text = `${SRC}(off`;
    expect(completionsAt(text, text.length).map((i) => [i.label, i.kind])).toContainEqual(['offset-pt', 'user-function']);
    const c = `${SRC}(c:`;
    expect(completionsAt(c, c.length).map((i) => i.label)).toContain('C:GRID');
    const v = `${SRC}(princ cou`;
    expect(completionsAt(v, v.length).map((i) => [i.label, i.kind])).toContainEqual(['count', 'variable']);
  });

  test('special forms complete as keywords', () => {
    const text = '(def';
    expect(completionsAt(text, 4).find((i) => i.label === 'defun')?.kind).toBe('keyword');
  });
});

describe('system-variable names', () => {
  test('inside (getvar "..."), completion offers system variables from the full inventory', () => {
    const text = '(getvar "osm';
    const items = completionsAt(text, text.length);
    expect(items.map((i) => i.label)).toContain('OSMODE');
    expect(items.every((i) => i.label.startsWith('OSM'))).toBe(true);
    const osmode = items.find((i) => i.label === 'OSMODE')!;
    expect(osmode).toMatchObject({ kind: 'variable', start: 9, end: 12 });
    expect(osmode.detail).toBe('integer · default 4133');
    expect(osmode.documentation).toContain('Saved in: registry');
    expect(osmode.documentation).toContain('https://help.autodesk.com/view/ACD/2026/ENU/?guid=GUID-DD9B3216');
  });
  test("a quoted symbol after setvar completes too; variables the issue found missing are there", () => {
    const text = "(setvar 'secure";
    expect(completionsAt(text, text.length).map((i) => i.label)).toContain('SECURELOAD');
    const m = '(getvar "MODEM';
    expect(completionsAt(m, m.length).map((i) => i.label)).toEqual(['MODEMACRO']);
  });
  test('outside getvar/setvar strings, no system variables are offered; a closed string offers builtins again', () => {
    const text = '(princ "osm';
    expect(completionsAt(text, text.length).some((i) => i.label === 'OSMODE')).toBe(false);
    const closed = '(getvar "OSMODE")';
    expect(completionsAt(closed, 16).some((i) => i.label === 'OSMODE')).toBe(false);
  });
  test('hover over a system-variable name shows its type, default and whether it is read-only', () => {
    const text = '(setvar "CANNOSCALEVALUE" 1.0)';
    const h = hoverAt(text, 12);
    expect(h?.contents[0]).toContain('**CANNOSCALEVALUE** — real, read-only');
    expect(h?.contents[0]).toContain('Default: `1.0`');
    expect(hoverAt('(getvar "DIMZIN")', 10)?.contents[0]).toContain('(metric template: `8`)');
  });
});

describe('hover', () => {
  test('builtin: signature and description', () => {
    const h = hoverAt('(strcat "a")', 3);
    expect(h!.contents[0]).toContain('(strcat');
    expect(h!.contents[1]!.length).toBeGreaterThan(5);
    expect([h!.start, h!.end]).toEqual([1, 7]);
  });

  test('user function: its signature and comment', () => {
    const h = hoverAt(SRC, SRC.lastIndexOf('offset-pt') + 1);
    expect(h!.contents[0]).toContain('(offset-pt p d / x)');
    expect(h!.contents[1]).toContain('Offsets a point.');
  });

  test('user function: arguments and locals apart; a local names its defun', () => {
    const src = '(defun f (a b / c d)\n  (setq c (+ a b) d c))\n(f 1 2)';
    const h = hoverAt(src, src.lastIndexOf('(f') + 1)!;
    expect(h.contents[1]).toContain('**Arguments:** a b — **Locals:** c d');
    const local = hoverAt(src, src.indexOf('(setq c') + 6)!;
    expect(local.contents[0]).toBe('**c** — local variable of `f`');
    expect(hoverAt('(defun g ( / x) x)', 16)!.contents[1]).toBe('**Arguments:** (none) — **Locals:** x');
  });

  test('builtin: the full catalogue entry with a link to its Autodesk page', () => {
    const doc = hoverAt('(substr "abc" 1 2)', 3)!.contents[1]!;
    expect(doc).toContain('**Arguments** (2 to 3 arguments)');
    expect(doc).toContain('- `string` — String');
    expect(doc).toContain('**Returns:** String');
    expect(doc).toContain('fewer than 2: `; error: too few arguments`');
    expect(doc).toContain('more than 3: `; error: too many arguments`');
    expect(doc).toMatch(/\*\*Example\*\*\n```autolisp\n\(substr [^\n]+\n;=> "/);
    expect(doc).toContain('(https://help.autodesk.com/view/OARX/2025/ENU/?guid=GUID-');
    // a function the reference data has no page for links to a search of the reference
    const own = CATALOGUE.find((e) => !e.reference && e.kind === 'function')!;
    expect(describeBuiltinFull(own)).toContain(`(https://help.autodesk.com/view/OARX/2025/ENU/?query=${encodeURIComponent(own.name)})`);
  });

  test('group codes: named for the entity type of the list, else every meaning', () => {
    const src = `(entmake '((0 . "CIRCLE") (8 . "0") (10 1.0 2.0 0.0) (40 . 5.0)))`;
    const at = (s: string, needle: string) => hoverAt(s, s.indexOf(needle))!.contents[0]!;
    expect(at(src, '40 .')).toMatch(/^\*\*DXF group 40\*\*\n\nRadius — CIRCLE\n\nValue: real/);
    expect(at(src, '8 .')).toContain('Layer name');
    expect(at(src, '10 1.0')).toContain('Centre point — CIRCLE');
    expect(at(`(entmake (list (cons 0 "LINE") (cons 10 p)))`, '10 p')).toContain('Start point — LINE');
    // the type pair need not come first
    expect(at(`(entmake '((8 . "0") (40 . 2.5) (0 . "TEXT")))`, '40 .')).toContain('Text height — TEXT');
    const any = at('(cdr (assoc 40 ed))', '40');
    expect(any).toContain('Radius — CIRCLE, ARC');
    expect(any).toContain('Text height — TEXT');
    expect(at(`(ssget "X" '((0 . "TEXT,MTEXT") (-4 . ">") (40 . 2.5)))`, '40 .')).toMatch(/Text height — TEXT\n\nNominal \(initial\) text height — MTEXT/);
    // a number that is not a group code stays silent
    expect(hoverAt('(+ 40 2)', 4)).toBeNull();
    expect(hoverAt('(list 40 2)', 7)).toBeNull();
    expect(hoverAt("(mapcar '1+ '(10 20 30))", 15)).toBeNull();
    expect(hoverAt("(setq pts '((10 20) (30 40) 5))", 14)).toBeNull();
    expect(hoverAt("(setq pts '((10 20) (30 40)))", 14)).not.toBeNull();
  });

  test('ssget mode strings: completion with meanings and a hover naming each part', () => {
    const labels = (s: string) => completionsAt(s, s.length).map((c) => c.label);
    expect(labels('(ssget "')).toEqual(SSGET_MODES.map((m) => m.code));
    expect(labels('(ssget "_')).toEqual(expect.arrayContaining(['X', 'WP', ':S', '+.']));
    expect(labels('(ssget "_')).not.toContain('_');
    expect(labels('(ssget "_W')).toEqual(['W', 'WP']);
    const flags = completionsAt('(ssget "_X:', 11);
    expect(flags.map((c) => c.label)).toContain(':L');
    expect(flags[0]!.start).toBe(10);
    expect(completionsAt('(ssget "', 8).find((c) => c.label === 'CP')!.documentation).toContain('inside or crossing the polygon');
    expect(labels('(princ "')).not.toContain('CP');
    const h = hoverAt('(ssget "_+.:E:S")', 9)!;
    expect(h.contents[1]).toMatch(/\*\*_\*\*[\s\S]*\*\*\+\.\*\*[\s\S]*\*\*:E\*\*[\s\S]*\*\*:S\*\*/);
    expect(hoverAt('(ssget "Q")', 8)!.contents[1]).toContain('not a mode ssget accepts');
  });

  test('nothing on unknown symbols or whitespace', () => {
    expect(hoverAt('(zork)', 2)).toBeNull();
    expect(hoverAt('(a  b)', 3)).toBeNull();
  });
});

describe('signature help', () => {
  test('active parameter follows the cursor', () => {
    expect(callContextAt('(if ', 4)).toEqual({ head: 'if', headStart: 1, argIndex: 0 });
    expect(signatureAt('(if (= a b) ', 12)).toMatchObject({ activeParameter: 1, parameters: ['test', 'then', '[else]'] });
    expect(signatureAt('(if x y ', 8)!.activeParameter).toBe(2);
  });

  test('the innermost call wins; nested finished lists count as one argument', () => {
    expect(callContextAt('(strcat "a" (itoa ', 18)!.head).toBe('itoa');
    expect(callContextAt('(strcat "a" (itoa 1) ', 21)).toMatchObject({ head: 'strcat', argIndex: 2 });
  });

  test('rest parameters stay active', () => {
    const s = signatureAt('(strcat "a" "b" "c" ', 20)!;
    const entry = lookupBuiltin('strcat')!;
    expect(entry.args).toHaveLength(1);
    expect(s.parameters).toEqual([`[${entry.args[0]!.name} ...]`]);
    expect(s.activeParameter).toBe(0);
  });

  test('typing the function name or inside a string: no help', () => {
    expect(signatureAt('(strc', 5)).toBeNull();
    expect(callContextAt('(princ "abc', 10)).toBeNull();
  });

  test('user functions', () => {
    const text = `${SRC}(offset-pt p `;
    expect(signatureAt(text, text.length)).toMatchObject({ label: '(offset-pt p d / x)', activeParameter: 1 });
  });
});
