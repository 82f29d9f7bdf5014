import { describe, expect, it } from 'vitest';
import { compileWcmatch } from '../../../interpreter/drawing/selection/wildcard.js';

const m = (s: string, p: string, ci = false) => compileWcmatch(p, ci)(s);

describe('wcmatch patterns', () => {
  it('matches the documented examples', () => {
    expect(m('Name', 'N*')).toBe(true);
    expect(m('Name', '???,~*m*,N*')).toBe(true);
    expect(m('Name', '???')).toBe(false);
  });
  it('# digit, @ letter, . non-alphanumeric, ? any one', () => {
    expect(m('A1', '@#')).toBe(true);
    expect(m('11', '@#')).toBe(false);
    expect(m('a-b', '@.@')).toBe(true);
    expect(m('aXb', '@.@')).toBe(false);
    expect(m('abc', 'a?c')).toBe(true);
    expect(m('ac', 'a?c')).toBe(false);
  });
  it('* matches any run including the empty one, anywhere', () => {
    expect(m('WALLS', '*ALL*')).toBe(true);
    expect(m('ALL', '*ALL*')).toBe(true);
    expect(m('WAL', '*ALL*')).toBe(false);
  });
  it('~ negates an alternative', () => {
    expect(m('DOOR', '~WALL*')).toBe(true);
    expect(m('WALL1', '~WALL*')).toBe(false);
    expect(m('WALL1', '~WALL*,W*')).toBe(true);
  });
  it('classes, negated classes and ranges', () => {
    expect(m('B', '[ABC]')).toBe(true);
    expect(m('D', '[ABC]')).toBe(false);
    expect(m('D', '[~ABC]')).toBe(true);
    expect(m('m', '[a-z]')).toBe(true);
    expect(m('M', '[a-z]')).toBe(false);
    expect(m('L5', 'L[0-4]')).toBe(false);
    expect(m(']', '[]]')).toBe(true);
    expect(m(',', '[,]')).toBe(true);
  });
  it('back-quote escapes a special character', () => {
    expect(m('*U2', '`*U2')).toBe(true);
    expect(m('XU2', '`*U2')).toBe(false);
    expect(m('a,b', 'a`,b')).toBe(true);
    expect(m('#1', '`##')).toBe(true);
  });
  it('is case-sensitive unless asked (ssget filters ask)', () => {
    expect(m('walls', 'WALLS')).toBe(false);
    expect(m('walls', 'WALLS', true)).toBe(true);
    expect(m('walls', 'W*', true)).toBe(true);
    expect(m('Line', 'LINE,ARC', true)).toBe(true);
  });
  it('treats an unclosed bracket literally and regex characters as plain', () => {
    expect(m('[a', '[a')).toBe(true);
    expect(m('a+b(c)', 'a+b(c)')).toBe(true);
    expect(m('a-b', 'a-b')).toBe(true);
    expect(m('x$y', '*$*')).toBe(true);
  });
});
