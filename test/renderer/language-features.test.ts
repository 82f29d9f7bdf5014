import { describe, expect, test } from 'vitest';
import { callContextAt } from '../../renderer/editor/language/call-context.js';
import { completionsAt, definitionAt, hoverAt, signatureAt } from '../../renderer/editor/language/features.js';
import { lex, lineStarts, offsetAt, positionAt, wordAt } from '../../renderer/editor/language/lex.js';
import { findDefuns, findSetqNames } from '../../renderer/editor/language/symbols.js';
import { lookupBuiltin } from '../../renderer/editor/language/catalogue.js';

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
