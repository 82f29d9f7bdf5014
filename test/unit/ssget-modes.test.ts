/* The one table of ssget modes is what ssget accepts; B (Box) is a window or a crossing by direction. */
import { describe, expect, test } from 'vitest';
import { prin1, SSGET_MODES } from '../../interpreter/index.js';
import { makeTestInterp } from '../support/make-interp.js';

const run = (src: string): string => {
  const ip = makeTestInterp();
  const r = ip.runForms([ip.readForm(`(progn ${src})`)]);
  return r.ok ? prin1(r.value) : `error: ${r.error?.message}`;
};

describe('ssget modes', () => {
  test('every method and flag of the table is accepted; other letters are refused', () => {
    for (const m of SSGET_MODES) {
      if (m.kind === 'prefix') continue;
      const mode = m.kind === 'flag' ? `_X${m.code}` : `_${m.code}`;
      const args = m.takes.startsWith('pt1') ? " '(0 0) '(1 1)" : m.takes.startsWith('pt-list') ? " '((0 0) (1 0) (1 1))" : '';
      expect(run(`(ssget "${mode}"${args})`), mode).not.toMatch(/error: bad argument value: ssget mode/);
    }
    expect(run('(ssget "Q")')).toBe('error: bad argument value: ssget mode "Q"');
    expect(run('(ssget "_X:Q")')).toBe('error: bad argument value: ssget mode "_X:Q"');
  });

  test('B selects like W left to right and like C right to left', () => {
    const setup = `(entmake '((0 . "LINE") (10 0.0 0.0 0.0) (11 10.0 0.0 0.0)))`;
    expect(run(`${setup} (ssget "_B" '(-1 -1) '(5 1))`)).toBe('nil');
    expect(run(`${setup} (sslength (ssget "_B" '(5 1) '(-1 -1)))`)).toBe('1');
    expect(run(`${setup} (sslength (ssget "_B" '(-1 -1) '(11 1)))`)).toBe('1');
  });
});
