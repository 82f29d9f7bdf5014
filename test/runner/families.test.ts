/*
 * The builtin registry (interpreter/runner/families.ts) is the one list of families: a run has
 * exactly its functions, and the editor's catalogue and the agent's lookup_function/check_code
 * know every one of them.
 */
import { describe, expect, it } from 'vitest';
import { catalogueFromInterp } from '../../agent/catalogue.js';
import { BUILTIN_FAMILIES, runBuiltins, runRequest } from '../../interpreter/runner/index.js';
import { defaultDrawings } from '../../interpreter/runner/default-drawings.js';
import { lookupBuiltin } from '../../renderer/editor/language/catalogue.js';
import { defineBuiltinsForTests } from '../support/interp-parts.js';

const agent = catalogueFromInterp();

/** The names of every function value a fresh run can call, as the run itself lists them. */
function callableInARun(drawing: boolean): string[] {
  const probe = "(vl-remove-if-not '(lambda (n) (member (type (eval (read n))) '(SUBR EXRXSUBR))) (atoms-family 1))";
  const r = runRequest({ files: [{ name: 'probe.lsp', text: probe }] }, drawing ? { drawings: defaultDrawings! } : {});
  expect(r.ok, r.error?.message).toBe(true);
  return JSON.parse(`[${r.value.slice(1, -1).replace(/" "/g, '", "')}]`) as string[];
}

describe('the builtin registry', () => {
  it('every function a run can call is in the editor catalogue and the agent catalogue', () => {
    const names = callableInARun(true);
    expect(names.length).toBeGreaterThan(250);
    for (const n of ['SSGET', 'ENTMOD', 'GETPOINT', 'COMMAND', 'VLAX-CURVE-GETENDPARAM', 'STRCAT', 'DEFUN']) expect(names).toContain(n);
    const missingEditor = names.filter((n) => !lookupBuiltin(n));
    const missingAgent = names.filter((n) => !agent.get(n));
    expect(missingEditor).toEqual([]);
    expect(missingAgent).toEqual([]);
  });

  it('every row of every family is in both catalogues', () => {
    for (const family of BUILTIN_FAMILIES)
      for (const d of family.defs) {
        if (d.selfEvaluating) continue; // a named constant (:VLR-Command-Reactor), not a function
        expect(lookupBuiltin(d.name), `${family.name}: ${d.name} in the editor catalogue`).toBeDefined();
        expect(agent.get(d.name), `${family.name}: ${d.name} in the agent catalogue`).toBeDefined();
      }
  });

  it('a run has exactly the registry\'s functions (plus the special forms)', () => {
    const fromRegistry = new Set(runBuiltins().flatMap((t) => t.filter((d) => !d.constant && !d.selfEvaluating).map((d) => d.name.toUpperCase())));
    const inRun = callableInARun(true);
    const extra = inRun.filter((n) => !fromRegistry.has(n));
    expect(extra.every((n) => lookupBuiltin(n)?.kind === 'special-form')).toBe(true);
    expect([...fromRegistry].filter((n) => !inRun.includes(n))).toEqual([]);
  });

  it('constant rows bind their symbols to values, not functions', () => {
    const r = runRequest({ files: [{ name: 'c.lsp', text: '(list acByLayer vlax-vbDouble acExtendBoth (eq :vlax-true (quote :vlax-true)) (type acRed))' }] });
    expect(r.value).toBe('(256 5 3 T INT)');
    const constants = runBuiltins().flatMap((t) => t.filter((d) => d.constant).map((d) => d.name));
    expect(constants).toContain('acbylayer');
    expect(constants).toContain(':vlax-true');
  });

  it('a run without a drawing leaves the drawing families out', () => {
    const names = callableInARun(false);
    expect(names).not.toContain('SSGET');
    expect(names).not.toContain('ENTGET');
    expect(names).toContain('GETPOINT');
    expect(names).toContain('COMMAND');
  });

  it('named constants (reactor types and events) evaluate to themselves in a run', () => {
    const r = runRequest({ files: [{ name: 'k.lsp', text: '(list :vlr-command-reactor (eq :vlr-commandEnded (quote :VLR-COMMANDENDED)))' }] }, { drawings: defaultDrawings! });
    expect(r.value).toBe('(:VLR-Command-Reactor T)');
  });

  it('each function is declared by one family; only a wrap row takes over a name', () => {
    const owner = new Map<string, string>();
    for (const family of BUILTIN_FAMILIES)
      for (const d of family.defs) {
        const before = owner.get(d.name);
        if (before) expect(family.wrap, `${d.name} in ${before} and ${family.name}`).toBeDefined();
        owner.set(d.name, family.name);
      }
  });

  it('the command guard wraps the drawing\'s command; a stand-in drawing and extras take their places', () => {
    const last = (t: ReturnType<typeof runBuiltins>) => t[t.length - 1]!;
    expect(last(runBuiltins()).find((d) => d.name === 'command')?.doc).toMatch(/simulated command line/);
    expect(last(runBuiltins({ drawing: false })).find((d) => d.name === 'command')?.doc).toMatch(/shell commands are refused/);
    const standIn = defineBuiltinsForTests([{ name: 'fake-thing', min: 0, max: 0, doc: '(fake-thing) — test', fn: () => null }]);
    const extra = defineBuiltinsForTests([{ name: 'extra-thing', min: 0, max: 0, doc: '(extra-thing) — test', fn: () => null }]);
    const tables = runBuiltins({ drawing: [standIn], extra: [extra] });
    const names = tables.flatMap((t) => t.map((d) => d.name));
    expect(names).toContain('fake-thing');
    expect(names).not.toContain('ssget');
    expect(names.indexOf('extra-thing')).toBeGreaterThan(names.indexOf('getenv'));
    expect(names.indexOf('extra-thing')).toBeLessThan(names.lastIndexOf('command'));
  });
});
