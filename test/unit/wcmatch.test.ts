import { describe, expect, it } from 'vitest';
import { compileWcmatch } from '../../interpreter/builtins/wcmatch.js';

describe('compileWcmatch', () => {
  it('returns a reusable, case-sensitive test', () => {
    const m = compileWcmatch('A*');
    expect(m('ABC')).toBe(true);
    expect(m('abc')).toBe(false);
    expect(m('A')).toBe(true);
    expect(m('')).toBe(false);
  });

  it('caches one matcher per pattern', () => {
    expect(compileWcmatch('LINE,ARC')).toBe(compileWcmatch('LINE,ARC'));
    expect(compileWcmatch('LINE,ARC')).not.toBe(compileWcmatch('LINE,CIRCLE'));
  });

  it.each([
    ['LINE', 'LINE,ARC', true],
    ['ARC', 'LINE,ARC', true],
    ['CIRCLE', 'LINE,ARC', false],
    ['*U2', '`*U2', true],
    ['XU2', '`*U2', false],
    ['Wall-01', '@*-##', true],
    ['Wall-1', '@*-##', false],
    ['abc', '~a*', false],
    ['xbc', '~a*', true],
    ['B', '[A-C]', true],
    ['D', '[~A-C]', true],
    ['a.b', '?.?', true],
    ['aab', '?.?', false],
    ['', '', true],
    ['x', '', false],
    ['xyz', '*y*', true],
    ['xyz', '*q*', false],
    ['prefix-rest', 'prefix*', true],
    ['rest.dwg', '*.dwg', true],
    ['ÄÖ', '@@', true],
    ['€', '.', true],
  ])('%s ~ %s -> %s', (s, p, want) => {
    expect(compileWcmatch(p)(s)).toBe(want);
  });

  it('matches many stars without exponential backtracking', () => {
    const s = 'a'.repeat(5000);
    const t0 = performance.now();
    expect(compileWcmatch('*a*a*a*a*a*a*a*a*b')(s)).toBe(false);
    expect(performance.now() - t0).toBeLessThan(500);
  });

  it('stays correct when the cache overflows', () => {
    for (let i = 0; i < 1200; i++) expect(compileWcmatch(`L${i}*`)(`L${i}x`)).toBe(true);
    expect(compileWcmatch('L5*')('L6')).toBe(false);
  });
});
