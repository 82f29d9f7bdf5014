/*
 * Results that carry changes instead of whole snapshots (RunRequest.snapshotBase): the before and
 * after a page rebuilds from its loaded drawing and the result's snapshotDelta must equal the
 * snapshots a full result carries, over the drafter programs in test/programs (each command they
 * define, run with no scripted answers) and seeded random edits. The delta crosses a structured
 * clone, as it does between the worker, the host and the page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runRequest, type RunRequest, type RunResult } from '../../interpreter/runner/index.js';
import { withSnapshots, entityRuns, applyEntityRuns } from '../../interpreter/runner/snapshot-delta.js';
import type { SnapshotEntity } from '../../interpreter/runner/contract.js';
import { drawingFactory } from '../../interpreter/drawing/port.js';
import { repoRoot } from '../support/samples.js';
import { mixedDxf } from '../support/mixed-dxf.js';

// each drawing read once; runs get copies of it (as in the worker), the page its own snapshot of it (as from the loader)
const DRAWINGS = ['floor-plan.dxf', 'site-plan.dxf'].map((n) => {
  const text = readFileSync(join(repoRoot, 'assets/drawings', n), 'utf8');
  const pristine = drawingFactory.fromDxf(text, n);
  const page = drawingFactory.fromDxf(text, n);
  return { name: n, text, pristine, hash: pristine.hash(), base: structuredClone(page.toUi(page.snapshot())) };
});
type Drawing = (typeof DRAWINGS)[number];

function both(d: Drawing, files: RunRequest['files'], call?: string) {
  const req: RunRequest = { files, drawing: { kind: 'dxf', name: d.name, text: d.text }, wantSnapshots: true, budget: 200_000, ...(call ? { call } : {}) };
  const full = runRequest(req, { drawings: drawingFactory, port: d.pristine.clone(), drawingHash: d.hash });
  const sent = structuredClone(runRequest({ ...req, snapshotBase: d.base.hash }, { drawings: drawingFactory, port: d.pristine.clone(), drawingHash: d.hash }));
  return { full, sent, base: d.base };
}

function expectRebuilt(full: RunResult, sent: RunResult, base: Drawing['base']): void {
  expect(sent.before).toBeUndefined();
  expect(sent.after).toBeUndefined();
  expect(sent.snapshotDelta?.base).toBe(base.hash);
  const rebuilt = withSnapshots(sent, base);
  expect(rebuilt.snapshotDelta).toBeUndefined();
  expect({ ...rebuilt, elapsedMs: 0 }).toEqual({ ...full, elapsedMs: 0 });
}

const programsDir = join(repoRoot, 'test/programs');
const PROGRAMS = readdirSync(programsDir)
  .filter((f) => f.endsWith('.lsp'))
  .flatMap((f) => {
    const text = readFileSync(join(programsDir, f), 'utf8');
    const cmds = [...text.matchAll(/\(defun\s+(c:[^\s()]+)/gi)].map((m) => m[1]!);
    return cmds.slice(0, 1).map((c) => ({ file: f, text, call: c }));
  });

describe('snapshot changes instead of whole snapshots', () => {
  it('finds the test programs', () => expect(PROGRAMS.length).toBeGreaterThan(50));

  let changedSome = 0;
  it.each(PROGRAMS)('rebuilds the same before and after for $file ($call)', (p) => {
    const d = DRAWINGS[p.file.length % 2]!;
    const { full, sent, base } = both(d, [{ name: p.file, text: p.text }], p.call);
    expect(full.before, `${p.file} ${p.call}`).toBeDefined();
    expectRebuilt(full, sent, base);
    if ((full.diff?.entities.length ?? 0) > 0) changedSome++;
  });
  it('has programs among them that changed the drawing', () => expect(changedSome).toBeGreaterThan(10));

  it('rebuilds the same before and after for seeded random edits, and sends only what changed', () => {
    let seed = 19;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n);
    const num = () => (rnd(2000) - 1000) / 10;
    const edits = [
      () => `(entmake (list '(0 . "LINE") (cons 8 "E${rnd(3)}") (list 10 ${num()} ${num()} 0.0) (list 11 ${num()} ${num()} 0.0)))`,
      () => `(entmake (list '(0 . "CIRCLE") (list 10 ${num()} ${num()} 0.0) (cons 40 ${1 + rnd(50)}.0)))`,
      () => `(if (setq ss (ssget "X")) (entdel (ssname ss (rem ${rnd(1000)} (sslength ss)))))`,
      () => `(if (setq ss (ssget "X" '((0 . "LINE")))) (progn (setq e (entget (ssname ss (rem ${rnd(1000)} (sslength ss))))) (entmod (subst (cons 8 "0") (assoc 8 e) e))))`,
      () => `(if (setq ss (ssget "X" '((0 . "CIRCLE,TEXT")))) (command "_.MOVE" ss "" '(0.0 0.0) '(${num()} ${num()})))`,
      () => `(command "_.LAYER" "_M" "R${rnd(5)}" "_C" "${1 + rnd(7)}" "" "")`,
      () => `(setvar "CLAYER" "0") (setvar "LTSCALE" ${1 + rnd(4)}.0)`,
      () => `(entmake '((0 . "BLOCK") (2 . "RB${rnd(3)}") (10 0.0 0.0 0.0) (70 . 0))) (entmake '((0 . "CIRCLE") (10 0.0 0.0 0.0) (40 . 1.0))) (entmake '((0 . "ENDBLK"))) (entmake (list '(0 . "INSERT") (cons 2 "RB${rnd(3)}") (list 10 ${num()} ${num()} 0.0)))`,
      () => `(if (setq ss (ssget "X" '((0 . "INSERT")))) (command "_.ERASE" ss ""))`,
      () => `(if (setq ss (ssget "X" '((0 . "LWPOLYLINE")))) (command "_.EXPLODE" (ssname ss 0)))`,
    ];
    for (let k = 0; k < 24; k++) {
      const script = Array.from({ length: 1 + rnd(5) }, () => edits[rnd(edits.length)]!()).join('\n');
      const d = DRAWINGS[k % 2]!;
      const { full, sent, base } = both(d, [{ name: 'edit.lsp', text: script }]);
      expect(full.stage, script).toBe('ok');
      expectRebuilt(full, sent, base);
      // literal entities in the changes: at most the entities the run added or modified (and their owners' parts)
      const literals = [...(sent.snapshotDelta!.before.entities), ...(sent.snapshotDelta!.after.entities)].filter((e) => typeof e !== 'number').length;
      expect(literals, script).toBeLessThan(full.after!.entities.length / 2 + 1);
    }
  });

  it("gives the page's own snapshot back as `before`, and `before` as `after` when the run changed nothing (its views keep their scenes)", () => {
    const d = DRAWINGS[0]!;
    const same = both(d, [{ name: 'a.lsp', text: '(setq n (+ 1 2))' }]);
    const rebuilt = withSnapshots(same.sent, same.base);
    expect(rebuilt.before).toBe(same.base);
    expect(rebuilt.after).toBe(same.base);
    const changed = both(d, [{ name: 'b.lsp', text: '(entmake \'((0 . "LINE") (10 0.0 0.0 0.0) (11 1.0 1.0 0.0)))' }]);
    const r = withSnapshots(changed.sent, changed.base);
    expect(r.before).toBe(changed.base);
    expect(r.after).not.toBe(changed.base);
    expect(r.after).toEqual(changed.full.after);
    // a page whose snapshot differs in any head field gets a new object (equal to the full result's)
    const renamed = { ...same.base, ltscale: 7 };
    const again = both(d, [{ name: 'a.lsp', text: '(setq n (+ 1 2))' }]);
    const other = withSnapshots(again.sent, renamed);
    expect(other.before).not.toBe(renamed);
    expect(other.before).toEqual(again.full.before);
  });

  it('falls back to whole snapshots when the caller holds another drawing', () => {
    const d = DRAWINGS[0]!;
    const r = runRequest({ files: [{ name: 'a.lsp', text: '(princ)' }], wantSnapshots: true, snapshotBase: 'not-this-one' }, { drawings: drawingFactory, port: d.pristine.clone() });
    expect(r.snapshotDelta).toBeUndefined();
    expect(r.before?.entities.length).toBeGreaterThan(0);
    expect(r.after).toBeDefined();
  });

  it('finds runs by identity and refuses changes that do not fit', () => {
    const e = (h: string) => ({ handle: h, type: 'LINE', layer: '0', groups: [] });
    const from = ['1', '2', '3', '4', '5'].map(e);
    const x = e('X');
    const to = [from[0]!, from[1]!, x, from[3]!, from[4]!, from[2]!];
    const runs = entityRuns(from, to);
    expect(runs).toEqual([0, 2, x, 3, 2, 2, 1]);
    expect(applyEntityRuns(from, runs)).toEqual(to);
    expect(() => applyEntityRuns(from.slice(0, 3), runs)).toThrow(/do not fit/);
  });
});

describe('entity runs of an entity changed in place or put in (no index of the whole list)', () => {
  const mk = (h: string) => ({ handle: h, type: 'LINE', layer: '0', groups: [] }) as SnapshotEntity;
  const from = Array.from({ length: 1000 }, (_, i) => mk(`E${i}`));
  it.each([
    ['replaced', (l: SnapshotEntity[]) => l.splice(500, 1, mk('E500')), 5],
    ['put in', (l: SnapshotEntity[]) => l.splice(300, 0, mk('N')), 5],
    ['replaced and put in at the end', (l: SnapshotEntity[]) => (l.splice(10, 1, mk('E10')), l.push(mk('Z'))), 6],
    ['the first and the last replaced', (l: SnapshotEntity[]) => (l.splice(0, 1, mk('E0')), l.splice(999, 1, mk('E999'))), 4],
  ])('%s: compact runs that give the list back', (_, edit, size) => {
    const to = from.slice();
    edit(to);
    const runs = entityRuns(from, to);
    expect(runs.length).toBe(size);
    const back = applyEntityRuns(from, runs);
    expect(back.length).toBe(to.length);
    expect(back.every((e, i) => e === to[i])).toBe(true);
  });
});

describe('entity runs over a long list (no index of it unless many entities are out of place)', () => {
  const mk = (h: string) => ({ handle: h, type: 'LINE', layer: '0', groups: [] }) as SnapshotEntity;
  const from = Array.from({ length: 5000 }, (_, i) => mk(`E${i}`));
  const gives = (to: SnapshotEntity[], runs: ReturnType<typeof entityRuns>) => {
    const back = applyEntityRuns(from, runs);
    expect(back.length).toBe(to.length);
    expect(back.every((e, i) => e === to[i])).toBe(true);
  };
  it.each([
    ['one added at the end', (l: SnapshotEntity[]) => l.push(mk('N')), 3],
    ['three added at the end', (l: SnapshotEntity[]) => l.push(mk('N1'), mk('N2'), mk('N3')), 5],
    ['one changed in place and one added at the end', (l: SnapshotEntity[]) => (l.splice(2500, 1, mk('E2500')), l.push(mk('N'))), 6],
    ['three deleted in a row', (l: SnapshotEntity[]) => l.splice(1200, 3), 4],
    ['one deleted and one added at the end', (l: SnapshotEntity[]) => (l.splice(4000, 1), l.push(mk('N'))), 5],
    ['the last one deleted', (l: SnapshotEntity[]) => l.pop(), 2],
  ])('%s: compact runs that give the list back', (_, edit, size) => {
    const to = from.slice();
    edit(to);
    const runs = entityRuns(from, to);
    expect(runs.length).toBe(size);
    gives(to, runs);
  });

  it('a thousand deleted in a row: still one copy run on each side (the source indexed once)', () => {
    const to = from.slice();
    to.splice(1000, 1000);
    const runs = entityRuns(from, to);
    gives(to, runs);
    // the entities not found near their place before the index: each went as it is
    expect(runs.filter((r) => typeof r !== 'number').length).toBeLessThanOrEqual(65);
    expect(runs.length).toBeLessThan(80);
  });

  it('entities moved about: the right list, literals at most for the moved ones', () => {
    const to = from.slice();
    const [first] = to.splice(0, 1);
    to.push(first!);
    to.reverse();
    const runs = entityRuns(from, to);
    gives(to, runs);
    const moved = from.slice(100).concat(from.slice(0, 100));
    const r2 = entityRuns(from, moved);
    applyEntityRuns(from, r2).forEach((e, i) => expect(e).toBe(moved[i]));
    expect(r2.filter((r) => typeof r !== 'number').length).toBeLessThanOrEqual(100);
  });

  it('an entity added at the end of a 100k-entity list costs one pass (well under the index build)', () => {
    const big = Array.from({ length: 100_000 }, (_, i) => mk(`B${i}`));
    const to = big.slice();
    to.push(mk('N'));
    entityRuns(big, to);
    const t = process.cpuUsage();
    for (let i = 0; i < 10; i++) expect(entityRuns(big, to).length).toBe(3);
    const ms = (process.cpuUsage(t).user + process.cpuUsage(t).system) / 1000 / 10;
    // an index of 100k entities takes ~15-40 ms; the walk in step well under 5 (bounded generously for a loaded machine)
    expect(ms).toBeLessThan(10);
  });
});

describe("the page's run on a drawing of thousands of entities (changes, not snapshots)", () => {
  // past INDEX_SMALL entities: the runs are found without an index of the list unless many are out of place
  const text = mixedDxf(3000);
  const pristine = drawingFactory.fromDxf(text, 'mixed.dxf');
  const hash = pristine.hash();
  const page = structuredClone(pristine.toUi(pristine.snapshot()));
  const run = (script: string, snapshotBase?: string) =>
    structuredClone(runRequest({ files: [{ name: 'a.lsp', text: script }], drawing: { kind: 'dxf', name: 'mixed.dxf', text }, wantSnapshots: true, budget: 5_000_000, ...(snapshotBase ? { snapshotBase } : {}) }, { drawings: drawingFactory, port: pristine.clone(), drawingHash: hash }));
  const pick = (k: number | string) => `(ssname (ssget "X") ${k})`;
  it.each([
    ['adds an entity', `(entmake '((0 . "LINE") (8 . "0") (10 1.0 1.0 0.0) (11 9.0 7.0 0.0))) (princ "added")`, 'ok', { added: 1, modified: 0, deleted: 0 }],
    ['changes one in the middle', `(setq d (entget ${pick(1500)})) (entmod (subst '(8 . "0") (assoc 8 d) d))`, 'ok', { added: 0, modified: 1, deleted: 0 }],
    ['deletes one', `(entdel ${pick(10)})`, 'ok', { added: 0, modified: 0, deleted: 1 }],
    ['erases a thousand in a row', `(setq ss (ssadd) i 1000) (repeat 1000 (ssadd ${pick('i')} ss) (setq i (1+ i))) (command "_.ERASE" ss "")`, 'ok', { added: 0, modified: 0, deleted: 1000 }],
    ['adds, changes and deletes, then fails', `(entmake '((0 . "CIRCLE") (10 0.0 0.0 0.0) (40 . 2.0))) (setq d (entget ${pick(7)})) (entmod (subst '(62 . 250) (assoc 62 d) d)) (entdel ${pick(2999)}) (princ "before the error") (car 1)`, 'execution', { added: 1, modified: 1, deleted: 1 }],
  ])('%s: the same result and drawings as whole snapshots give', (_, script, stage, counts) => {
    const full = run(script);
    const sent = run(script, page.hash);
    expect(full.stage, full.error?.message).toBe(stage);
    expect(sent.before).toBeUndefined();
    expect(sent.after).toBeUndefined();
    const rebuilt = withSnapshots(sent, page);
    expect({ ...rebuilt, elapsedMs: 0 }).toEqual({ ...full, elapsedMs: 0 });
    expect(sent.diff?.summary).toEqual(counts);
    if (stage !== 'ok') {
      expect(sent.error?.message).toMatch(/bad argument type/);
      expect(sent.output.map((c) => c.text).join('')).toContain('before the error');
    }
    // only what changed travels: a few literal entities, never the drawing
    const d = sent.snapshotDelta!;
    const literals = [...d.before.entities, ...d.after.entities].filter((e) => typeof e !== 'number').length;
    expect(literals).toBeLessThanOrEqual(counts.added + counts.modified + 70);
    expect(JSON.stringify(d).length).toBeLessThan(60_000);
  });
});
