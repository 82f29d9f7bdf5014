// @vitest-environment jsdom
/*
 * The AutoLISP Monarch grammar run through Monaco's own tokenizer (monaco.editor.tokenize works in
 * jsdom once CSS.escape and matchMedia exist).
 */
import { beforeAll, describe, expect, test } from 'vitest';

type Tok = { offset: number; type: string };
let tokenize: (text: string) => Tok[][];
let tokenizeDcl: (text: string) => Tok[][];

beforeAll(async () => {
  (globalThis as unknown as { CSS: { escape: (s: string) => string } }).CSS ??= { escape: (s: string) => s };
  window.matchMedia ??= (() => ({ matches: false, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} })) as unknown as typeof window.matchMedia;
  const monaco = await import('monaco-editor/editor/editor.api.js');
  const { registerAutolisp, registerDcl } = await import('../../renderer/editor/language/register.js');
  registerAutolisp(monaco);
  registerDcl(monaco);
  tokenize = (text) => monaco.editor.tokenize(text, 'autolisp') as Tok[][];
  tokenizeDcl = (text) => monaco.editor.tokenize(text, 'dcl') as Tok[][];
}, 60_000);

/** [text, type] pairs of one line, whitespace dropped. */
function tokens(line: string, row = 0, text = line): Array<[string, string]> {
  const rows = tokenize(text);
  const toks = rows[row]!;
  const src = text.split('\n')[row]!;
  return toks
    .map((t, i) => [src.slice(t.offset, toks[i + 1]?.offset ?? src.length), t.type.replace(/\.lsp$/, '')] as [string, string])
    .filter(([s]) => s.trim() !== '');
}

describe('autolisp tokenizer', () => {
  test('special forms, builtins, c: commands, user symbols and parens', () => {
    expect(tokens('(defun c:zap (x) (princ x))')).toEqual([
      ['(', 'delimiter.parenthesis'],
      ['defun', 'keyword'],
      ['c:zap', 'type.command'],
      ['(', 'delimiter.parenthesis'],
      ['x', 'identifier'],
      [')', 'delimiter.parenthesis'],
      ['(', 'delimiter.parenthesis'],
      ['princ', 'predefined'],
      ['x', 'identifier'],
      ['))', 'delimiter.parenthesis'],
    ]);
  });

  test('symbols are case-insensitive', () => {
    expect(tokens('(PRINC)')[1]).toEqual(['PRINC', 'predefined']);
    expect(tokens('(SetQ a 1)')[1]).toEqual(['SetQ', 'keyword']);
  });

  test('numbers (ints, reals, exponents, signs) but not symbols like 1+', () => {
    const t = tokens('(+ 1 -2.5 .5 1e3 1+)');
    expect(t.filter(([, k]) => k === 'number').map(([s]) => s)).toEqual(['1', '-2.5', '.5', '1e3']);
    expect(t.find(([s]) => s === '1+')?.[1]).toBe('predefined');
  });

  test('strings with escapes', () => {
    const t = tokens('(princ "a\\"b\\n")');
    expect(t.map(([, k]) => k)).toContain('string.escape');
    expect(t.filter(([, k]) => k.startsWith('string')).map(([s]) => s).join('')).toBe('"a\\"b\\n"');
  });

  test('line comments and quote', () => {
    expect(tokens("'(1 2) ; note")).toEqual([
      ["'", 'operator.quote'],
      ['(', 'delimiter.parenthesis'],
      ['1', 'number'],
      ['2', 'number'],
      [')', 'delimiter.parenthesis'],
      ['; note', 'comment'],
    ]);
  });

  test('block comments span lines and end at |;', () => {
    const text = '(a ;| one\ntwo |; b)';
    expect(tokens('', 0, text).slice(-1)).toEqual([[';| one', 'comment']]);
    expect(tokens('', 1, text)).toEqual([
      ['two |;', 'comment'],
      ['b', 'identifier'],
      [')', 'delimiter.parenthesis'],
    ]);
  });

  test('constants', () => {
    expect(tokens('(setq a nil b t c pi)').filter(([, k]) => k === 'constant').map(([s]) => s)).toEqual(['nil', 't', 'pi']);
  });
});

describe('dcl tokenizer', () => {
  const dcl = (text: string, row = 0): Array<[string, string]> => {
    const toks = tokenizeDcl(text)[row]!;
    const src = text.split('\n')[row]!;
    return toks.map((t, i) => [src.slice(t.offset, toks[i + 1]?.offset ?? src.length), t.type.replace(/\.dcl$/, '')] as [string, string]).filter(([s]) => s.trim() !== '');
  };

  test('definitions, tiles, attributes, values, strings and numbers', () => {
    expect(dcl('mine : dialog { label = "A \\"b\\""; width = 2.5; fixed_width = true; ok_cancel; }')).toEqual([
      ['mine', 'type.command'],
      [':', 'delimiter'],
      ['dialog', 'predefined'],
      ['{', 'delimiter.curly'],
      ['label', 'keyword'],
      ['=', 'delimiter'],
      ['"A ', 'string'],
      ['\\"', 'string.escape'],
      ['b', 'string'],
      ['\\"', 'string.escape'],
      ['"', 'string'],
      [';', 'delimiter'],
      ['width', 'keyword'],
      ['=', 'delimiter'],
      ['2.5', 'number'],
      [';', 'delimiter'],
      ['fixed_width', 'keyword'],
      ['=', 'delimiter'],
      ['true', 'constant'],
      [';', 'delimiter'],
      ['ok_cancel', 'predefined'],
      [';', 'delimiter'],
      ['}', 'delimiter.curly'],
    ]);
  });

  test('@include, // and /* */ comments across lines', () => {
    expect(dcl('@include "x.dcl" // note')).toEqual([['@include', 'keyword'], ['"x.dcl"', 'string'], ['// note', 'comment']]);
    const text = 'a /* one\ntwo */ b';
    expect(dcl(text, 1)).toEqual([['two */', 'comment'], ['b', 'identifier']]);
  });
});
