/*
 * The one verification rule's parts on real runs of the floor plan: the expected effect (counts,
 * uncovered changes, system variables, implicit table records) and screening of calls outside the
 * drawing (quoted, inside command, in strings handed to eval).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cliDeps } from '../../cli/deps.js';
import { runRequest } from '../../interpreter/runner/run-request.js';
import { parseEffect, type ExpectedEffect } from '../../interpreter/runner/effect.js';
import { screenFiles } from '../../interpreter/runner/screening.js';
import type { RunRequest } from '../../interpreter/runner/contract.js';

const drawing = { kind: 'dxf' as const, name: 'floor-plan.dxf', text: readFileSync('assets/drawings/floor-plan.dxf', 'utf8') };
const run = (text: string, effect: ExpectedEffect, extra: Partial<RunRequest> = {}) =>
  runRequest({ files: [{ name: 'a.lsp', text }], drawing, expect: { effect }, ...extra }, cliDeps());
const OLD_LINES = [[0, 'LINE'], [8, 'OLD_LAYER']] as Array<[number, string]>;
const TO_NEW = '(foreach e (vl-remove-if \'listp (mapcar \'cadr (ssnamex (ssget "X" \'((0 . "LINE") (8 . "OLD_LAYER")))))) (entmod (subst (cons 8 "NEW_LAYER") (assoc 8 (entget e)) (entget e))))';

describe('expected effect', () => {
  it('holds when exactly the declared change happened; a wrong count, an uncovered change or a changed variable fails', () => {
    expect(run(TO_NEW, { modified: [{ filter: OLD_LINES, groups: { '8': 'NEW_LAYER' }, count: 4 }], sysvars: 'unchanged' }).verification?.verified).toBe(true);
    const wrongCount = run(TO_NEW, { modified: [{ filter: OLD_LINES, groups: { '8': 'NEW_LAYER' }, count: 3 }] });
    expect(wrongCount.verification?.summary).toMatch(/expected 3 LINE on OLD_LAYER to be modified; 4 were in the drawing before the run/);
    const uncovered = run(`${TO_NEW} (entdel (entlast))`, { modified: [{ filter: [[0, 'LINE'], [8, 'OLD_LAYER']], groups: { '8': 'NEW_LAYER' } }] });
    expect(uncovered.verification?.verified).toBe(false);
    const osmode = run('(setvar "OSMODE" 0)', { sysvars: 'unchanged' });
    expect(osmode.verification?.summary).toMatch(/OSMODE/);
    expect(run('(setvar "OSMODE" 0)', { sysvars: { OSMODE: 0 } }).verification?.verified).toBe(true);
  });

  it('a layer entmake creates implicitly is reported but does not fail unless tables are listed', () => {
    const make = '(entmake \'((0 . "CIRCLE") (8 . "HOLES") (10 0.0 0.0 0.0) (40 . 2.0)))';
    const r = run(make, { added: [{ type: 'CIRCLE', count: 1, groups: { '8': 'HOLES' } }] });
    expect(r.verification?.verified).toBe(true);
    expect(r.effect?.notes.join(' ')).toMatch(/HOLES/);
  });

  it('a malformed effect is refused in words', () => {
    expect(parseEffect('{"modified": 3}')).toMatchObject({ ok: false });
    expect(parseEffect('not json')).toMatchObject({ ok: false });
  });
});

describe('screening', () => {
  const names = (text: string) => screenFiles([{ name: 'a.lsp', text }]).map((f) => f.name.toLowerCase());
  it('finds calls outside the drawing wherever a function can be named, in commands and in strings given to eval', () => {
    expect(names("(mapcar 'startapp '(\"notepad\"))")).toContain('startapp');
    expect(names('(vl-registry-write "HKEY_CURRENT_USER\\\\x" "" "1")')).toContain('vl-registry-write');
    expect(names('(command "_.SHELL" "dir")')).toContain('shell');
    expect(names('(eval (read "(vl-file-delete \\"x\\")"))')).toContain('vl-file-delete');
    expect(names('(eval (read (strcat "(start" "app)")))').length).toBeGreaterThan(0);
    expect(names('(princ "startapp is a word in a string")')).toEqual([]);
  });
});
