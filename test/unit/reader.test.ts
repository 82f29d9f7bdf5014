import { describe, expect, it } from 'vitest';
import { Interp, readAll, prin1, LispError, Real } from '../../interpreter/index.js';

const ip = new Interp();
const read = (t: string) => readAll(t, { file: 'f.lsp', intern: (n) => ip.intern(n) });
const fail = (t: string): LispError => {
  try {
    read(t);
  } catch (e) {
    return e as LispError;
  }
  throw new Error('expected a reader error');
};

describe('reader', () => {
  it('reads numbers in every AutoLISP spelling', () => {
    expect(read('1. .5 1e3 -2.5e-3 42 2147483648').map(prin1)).toEqual(['1.0', '0.5', '1000.0', '-0.0025', '42', '2.14748e+009']);
    expect(read('2147483647')[0]).toBe(2147483647);
    expect(read('2147483648')[0]).toBeInstanceOf(Real);
  });
  it('upper-cases symbols, reads nil as nil and keeps 1+ a symbol', () => {
    expect(read('abc NiL 1+').map(prin1)).toEqual(['ABC', 'nil', '1+']);
  });
  it('reads strings with escapes', () => {
    expect(read('"a\\nb\\t\\\\\\"\\101\\e"')[0]).toBe('a\nb\t\\"A\x1b');
  });
  it('skips line and block comments', () => {
    expect(read('; c\n(1 ;| block\n |; 2)').map(prin1)).toEqual(['(1 2)']);
  });
  it('reads dotted pairs and quote', () => {
    expect(read("(8 . \"0\") '(a b)").map(prin1)).toEqual(['(8 . "0")', '(QUOTE (A B))']);
  });
  it('reports the unclosed paren with its position', () => {
    const e = fail('(defun f ()\n  (if x\n    (foo)\n');
    expect(e.message).toBe('malformed list on input');
    expect([e.span?.line, e.span?.col]).toEqual([2, 3]);
  });
  it('reports an extra right paren with its position', () => {
    const e = fail('(+ 1 2))');
    expect(e.message).toBe('extra right paren on input');
    expect([e.span?.line, e.span?.col]).toEqual([1, 8]);
  });
  it('reports an unterminated string where it opens', () => {
    const e = fail('(princ "abc)\n');
    expect(e.message).toBe('malformed string on input');
    expect([e.span?.line, e.span?.col]).toEqual([1, 8]);
  });
  it('reports extra cdrs in a dotted pair', () => {
    expect(fail('(1 . 2 3)').message).toBe('extra cdrs in dotted pair on input');
  });
  it('gives every list its span', () => {
    const [form] = read('\n  (a (b))');
    expect(form && typeof form === 'object' && 'span' in form ? (form as { span: { line: number; col: number } }).span : null).toMatchObject({ line: 2, col: 3 });
  });
});
