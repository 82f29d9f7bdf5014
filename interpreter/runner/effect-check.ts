/*
 * checkEffect: an expected effect (effect.ts) against what a run did. `filter`s are ssget filters,
 * compiled by the selection layer's own filter compiler (wildcards, omitted defaults and -4
 * operators behave as in ssget) and matched against the drawing *before* the run (`added`: after);
 * `groups` are read from the drawing *after* the run; `count` is exact. Every entity change the
 * rules do not cover fails, and so does a changed system variable (the self-changing ones aside:
 * drawing/sysvar-table.ts) unless `sysvars` lists it. Added layers are reported as notes unless the
 * effect lists `tables` (AutoCAD creates the layer an entmod or entmake names by itself).
 */
import { Cons, Ename, Real, list, type Value } from '../core/values.js';
import { codeType } from '../drawing/model/group-codes.js';
import { OMITTED_DEFAULTS } from '../drawing/selection/filter/codes.js';
import { compileFilter, EntityView, type Predicate } from '../drawing/selection/filter/index.js';
import { SELF_CHANGING_SYSVARS } from '../drawing/sysvar-table.js';
import type { DrawingDiff, DrawingSnapshot, EntityChange, SnapshotEntity } from './contract.js';
import type { EffectReport, EffectRule, EffectValue, ExpectedEffect } from './effect.js';
import { entityPhrase, groupWord, valueText } from './effect-words.js';

/** Entities that belong to another (ssget never selects them); their changes go with their owner's. */
const SUBENTITIES = new Set(['VERTEX', 'SEQEND', 'ATTRIB']);
/** Groups whose strings are names, compared as AutoCAD compares names (case-insensitive). */
const NAME_CODES = new Set([2, 3, 6, 7, 8]);

type Raw = string | number | number[];

function toLisp(code: number, v: Raw): Value {
  if (Array.isArray(v)) return list(v.map((n) => new Real(n)));
  if (typeof v === 'number') return codeType(code) === 'int' || (codeType(code) !== 'real' && Number.isInteger(v)) ? Math.trunc(v) : new Real(v);
  return v;
}

function fromLisp(v: Value): Raw | undefined {
  if (typeof v === 'string' || typeof v === 'number') return v;
  if (v instanceof Real) return v.v;
  if (v instanceof Cons) {
    const out: number[] = [];
    for (let c: Value = v; c instanceof Cons; c = c.cdr) out.push(c.car instanceof Real ? c.car.v : Number(c.car));
    return out;
  }
  return undefined;
}

/** An entity of the snapshot as ssget's filter sees it: its entget-style list. */
function selectable(e: SnapshotEntity) {
  return {
    ename: new Ename(0, null),
    type: e.type,
    data(): Value {
      const pairs: Value[] = [];
      if (!e.groups.some(([c]) => c === 0)) pairs.push(new Cons(0, e.type));
      if (!e.groups.some(([c]) => c === 8)) pairs.push(new Cons(8, e.layer));
      for (const [c, v] of e.groups) pairs.push(new Cons(c, toLisp(c, v)));
      return list(pairs);
    },
  };
}

function predicate(pairs: ReadonlyArray<[number, EffectValue]>): Predicate | null {
  return compileFilter(list(pairs.map(([c, v]) => new Cons(c, toLisp(c, v)))));
}

/** The value an entity has for a group after the run (entget's omitted defaults included). */
function groupOf(e: SnapshotEntity, code: number): Raw | undefined {
  if (code === 0) return e.type;
  if (code === 8) return e.layer;
  const g = e.groups.find(([c]) => c === code);
  if (g) return g[1];
  const d = OMITTED_DEFAULTS.get(code);
  return d === undefined ? undefined : fromLisp(d);
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

function sameValue(code: number, have: Raw | undefined, want: EffectValue): boolean {
  if (have === undefined) return false;
  if (Array.isArray(want)) return Array.isArray(have) && want.every((n, i) => close(n, have[i] ?? 0));
  if (typeof want === 'number') return typeof have === 'number' && close(have, want);
  return typeof have === 'string' && (NAME_CODES.has(code) ? have.toUpperCase() === want.toUpperCase() : have === want);
}

/** A printed value (a sysvar in the diff) against a declared one. */
function samePrinted(printed: string, want: EffectValue): boolean {
  if (Array.isArray(want)) {
    const nums = printed.replace(/[()]/g, ' ').trim().split(/\s+/).map(Number);
    return want.every((n, i) => close(n, nums[i] ?? NaN));
  }
  if (typeof want === 'number') return close(Number(printed), want);
  return printed.replace(/^"|"$/g, '').toUpperCase() === want.toUpperCase();
}

const verb = (n: number) => (n === 1 ? 'was' : 'were');

/** "2 LINE on OLD_LAYER" for each type/layer among the entities, with how many. */
function tally(es: ReadonlyArray<{ type: string; layer: string }>): Array<[string, number]> {
  const m = new Map<string, number>();
  for (const e of es) m.set(`${e.type} on ${e.layer}`, (m.get(`${e.type} on ${e.layer}`) ?? 0) + 1);
  return [...m];
}

export function checkEffect(effect: ExpectedEffect, before: DrawingSnapshot, after: DrawingSnapshot, diff: DrawingDiff): EffectReport {
  const mismatches: string[] = [];
  const notes: string[] = [];
  const changes = new Map(diff.entities.map((c) => [c.handle, c]));
  const afterBy = new Map(after.entities.map((e) => [e.handle, e]));
  const view = new EntityView();
  const covered = new Set<string>();
  const claimed = new Set<string>();
  const matcher = (r: EffectRule, where: string): ((e: SnapshotEntity) => boolean) | undefined => {
    try {
      const pred = predicate(r.filter ?? []);
      const type = r.type;
      return (e) => (type === undefined || e.type.toUpperCase() === type) && (pred === null || pred(view.reset(selectable(e))));
    } catch (err) {
      mismatches.push(`${where}: the filter cannot be used as an ssget filter (${(err as Error).message})`);
      return undefined;
    }
  };
  const live = before.entities.filter((e) => !SUBENTITIES.has(e.type));

  const countCheck = (r: EffectRule, n: number, what: string, when: string) => {
    if (r.count !== undefined && n !== r.count) mismatches.push(`expected ${r.count} ${entityPhrase(r, r.count)} to be ${what}; ${n} ${verb(n)} ${when}`);
    else if (r.count === undefined && n === 0) mismatches.push(`expected ${entityPhrase(r, 2)} to be ${what}; there were none ${when}`);
  };
  const groupsCheck = (r: EffectRule, e: SnapshotEntity | undefined, c: EntityChange | undefined, wrong: Map<string, number>) => {
    for (const [k, want] of Object.entries(r.groups ?? {})) {
      const code = Number(k);
      const have = e ? groupOf(e, code) : undefined;
      if (!sameValue(code, have, want)) {
        const key = `${groupWord(code)} is ${have === undefined ? 'missing' : valueText(have)}, expected ${valueText(want)}`;
        wrong.set(key, (wrong.get(key) ?? 0) + 1);
      }
    }
    if (r.groups && c?.groups)
      for (const g of c.groups)
        if (!(String(g.code) in r.groups) && g.code !== 5) {
          const key = `${groupWord(g.code)} changed too (${g.before ?? '∅'} → ${g.after ?? '∅'})`;
          wrong.set(key, (wrong.get(key) ?? 0) + 1);
        }
  };
  const reportWrong = (r: EffectRule, wrong: Map<string, number>) => {
    for (const [what, n] of wrong) mismatches.push(`${n} ${entityPhrase(r, n)}: ${what}`);
  };

  (effect.modified ?? []).forEach((r, i) => {
    const m = matcher(r, `modified[${i}]`);
    if (!m) return;
    const matched = live.filter((e) => !claimed.has(e.handle) && m(e));
    for (const e of matched) claimed.add(e.handle);
    countCheck(r, matched.length, 'modified', 'in the drawing before the run');
    const deleted: SnapshotEntity[] = [];
    const unchanged: SnapshotEntity[] = [];
    const already: SnapshotEntity[] = [];
    const wrong = new Map<string, number>();
    // an entity that already had every value the rule asks for needs no change (an entmod of the
    // same value changes nothing in AutoCAD either); a rule without groups asks for a change
    const hasAll = (e: SnapshotEntity) => Object.keys(r.groups ?? {}).length > 0 && Object.entries(r.groups!).every(([k, want]) => sameValue(Number(k), groupOf(e, Number(k)), want));
    for (const e of matched) {
      const c = changes.get(e.handle);
      if (!c) (hasAll(e) ? already : unchanged).push(e);
      else if (c.change === 'deleted') deleted.push(e);
      else groupsCheck(r, afterBy.get(e.handle), c, wrong);
      if (c) covered.add(e.handle);
    }
    for (const [what, n] of tally(deleted)) mismatches.push(`${n} ${what} ${verb(n)} deleted, expected modified`);
    for (const [what, n] of tally(unchanged)) mismatches.push(`${n} ${what} ${verb(n)} not changed, expected modified`);
    for (const [what, n] of tally(already)) notes.push(`${n} ${what} already had the values asked for, so ${n === 1 ? 'it needed' : 'they needed'} no change`);
    reportWrong(r, wrong);
  });

  (effect.deleted ?? []).forEach((r, i) => {
    const m = matcher(r, `deleted[${i}]`);
    if (!m) return;
    const matched = live.filter((e) => !claimed.has(e.handle) && m(e));
    for (const e of matched) claimed.add(e.handle);
    countCheck(r, matched.length, 'deleted', 'in the drawing before the run');
    const modified: SnapshotEntity[] = [];
    const unchanged: SnapshotEntity[] = [];
    for (const e of matched) {
      const c = changes.get(e.handle);
      if (!c) unchanged.push(e);
      else if (c.change !== 'deleted') modified.push(e);
      if (c) covered.add(e.handle);
    }
    for (const [what, n] of tally(modified)) mismatches.push(`${n} ${what} ${verb(n)} modified, expected deleted`);
    for (const [what, n] of tally(unchanged)) mismatches.push(`${n} ${what} ${verb(n)} not deleted, expected deleted`);
  });

  const added = diff.entities.filter((c) => c.change === 'added' && !SUBENTITIES.has(c.type));
  (effect.added ?? []).forEach((r, i) => {
    const m = matcher(r, `added[${i}]`);
    if (!m) return;
    const matched = added.filter((c) => !covered.has(c.handle) && m(afterBy.get(c.handle) ?? { handle: c.handle, type: c.type, layer: c.layer, groups: [] }));
    for (const c of matched) covered.add(c.handle);
    countCheck(r, matched.length, 'added', 'added');
    const wrong = new Map<string, number>();
    for (const c of matched) groupsCheck({ ...r, groups: r.groups ?? {} }, afterBy.get(c.handle), undefined, wrong);
    reportWrong(r, wrong);
  });

  const rest = diff.entities.filter((c) => !covered.has(c.handle));
  const anyCovered = covered.size > 0;
  const unexpected = rest.filter((c) => !(SUBENTITIES.has(c.type) && anyCovered));
  for (const change of ['modified', 'added', 'deleted'] as const)
    for (const [what, n] of tally(unexpected.filter((c) => c.change === change))) mismatches.push(`${n} ${what} ${verb(n)} ${change}, not expected`);

  const sysvars = diff.sysvars.filter((s) => !SELF_CHANGING_SYSVARS.has(s.name.toUpperCase()));
  const allowed = effect.sysvars && effect.sysvars !== 'unchanged' ? effect.sysvars : {};
  for (const [name, want] of Object.entries(allowed)) {
    const s = sysvars.find((x) => x.name.toUpperCase() === name);
    if (!s) mismatches.push(`${name} did not change, expected ${valueText(want)}`);
    else if (!samePrinted(s.after, want)) mismatches.push(`${name} is ${s.after} after the run, expected ${valueText(want)}`);
  }
  for (const s of sysvars) if (!(s.name.toUpperCase() in allowed)) mismatches.push(`${s.name} changed from ${s.before} to ${s.after}, expected unchanged`);

  if (effect.tables) {
    const listed = effect.tables;
    const same = (t: { table: string; name: string; change: string }, l: (typeof listed)[number]) =>
      t.table.toUpperCase() === l.table && t.name.toUpperCase() === l.name.toUpperCase() && t.change === (l.change ?? 'added');
    for (const l of listed) if (!diff.tables.some((t) => same(t, l))) mismatches.push(`${l.table.toLowerCase()} ${l.name} was not ${l.change ?? 'added'}, expected it`);
    for (const t of diff.tables) if (!listed.some((l) => same(t, l))) mismatches.push(`${t.table.toLowerCase()} ${t.name} was ${t.change}, not expected`);
  } else
    for (const t of diff.tables) {
      if (t.table === 'LAYER' && t.change === 'added') notes.push(`layer ${t.name} was created (AutoCAD makes the layer an entmod or entmake names; list "tables" to check it)`);
      else mismatches.push(`${t.table.toLowerCase()} ${t.name} was ${t.change}, not expected (list it under "tables")`);
    }

  return { effect, held: mismatches.length === 0, mismatches, notes };
}
