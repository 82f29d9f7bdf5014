import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { buildCatalogue, parseSignature } from '../../scripts/catalogue/build.js';
import { LANGUAGE_CORE } from '../../interpreter/index.js';
import { CATALOGUE, lookupBuiltin } from '../../renderer/editor/language/catalogue.js';

describe('builtin catalogue', () => {
  test('assets/catalogue/functions.json is in sync with the registration tables (run `npm run catalogue`)', () => {
    const onDisk = readFileSync(new URL('../../assets/catalogue/functions.json', import.meta.url), 'utf8');
    expect(onDisk).toBe(buildCatalogue());
  });

  test('every registered builtin is in the catalogue with its signature and description', () => {
    for (const def of LANGUAGE_CORE) {
      const e = lookupBuiltin(def.name);
      expect(e, def.name).toBeDefined();
      expect(def.doc.startsWith(e!.signature)).toBe(true);
      expect(e!.description.length).toBeGreaterThan(0);
      expect(e!.min).toBe(def.min);
    }
  });

  test('special forms are catalogued as such', () => {
    expect(lookupBuiltin('defun')?.kind).toBe('special-form');
    expect(lookupBuiltin('SETQ')?.kind).toBe('special-form');
    expect(lookupBuiltin('princ')?.kind).toBe('function');
    expect(CATALOGUE.length).toBeGreaterThan(LANGUAGE_CORE.length);
  });

  test('parseSignature reads required, optional and rest arguments', () => {
    expect(parseSignature('(strcat [str ...])')).toEqual([{ name: 'str', optional: true, rest: true }]);
    expect(parseSignature('(if test then [else])')).toEqual([
      { name: 'test', optional: false, rest: false },
      { name: 'then', optional: false, rest: false },
      { name: 'else', optional: true, rest: false },
    ]);
    expect(parseSignature('(progn expr ...)')).toEqual([{ name: 'expr', optional: false, rest: true }]);
    expect(parseSignature('(defun name (args / locals) expr ...)').map((a) => a.name)).toEqual(['name', '(args / locals)', 'expr']);
  });
});
