/*
 * A small in-memory SelectionSource for selection tests, built from entget-style lists (the real
 * drawing database lives elsewhere). Entities get AutoCAD's usual head (-1 ename, 0 type, 5 handle,
 * 100 AcDbEntity, 67, 410, 8 layer) followed by the groups a test gives; data() returns the same
 * prebuilt list every time, as a database with cached entget views would.
 */
import {
  Cons, Ename, Interp, list, prin1, Real, type Value,
} from '../../interpreter/index.js';
import type { BlockGeometry, LayerState, SelectableEntity, SelectionSource } from '../../interpreter/ports/selection.js';
import { runBuiltins } from '../../interpreter/runner/index.js';
import { SysvarTable } from '../../interpreter/drawing/sysvars.js';
import { SINGLE_GROUPS } from '../../interpreter/drawing/selection/filter/codes.js';
import type { InputPort } from '../../interpreter/ports/input.js';
import type { ScriptedInput } from '../../interpreter/runner/contract.js';

export const R = (n: number): Real => new Real(n);
/** A point value (x y [z]) of reals. */
export const P = (...c: number[]): Value => list(c.map(R));
export type Group = [number, Value];

export interface FakeEntity extends SelectableEntity {
  handle: string;
  list: Value;
  subs?: Value[];
}

export class FakeDrawing implements SelectionSource {
  readonly entities: FakeEntity[] = [];
  readonly layers = new Map<string, LayerState>();
  readonly blocks = new Map<string, BlockGeometry>();
  private addr = 0x1d0000;
  private handle = 0x20;
  /** give entities the optional group() fast path (as a database with typed records would) */
  constructor(readonly fastGroups = false) {}

  /** Add a main entity; `groups` follow the head. Options: layer, space ("Model" or a layout name). */
  add(type: string, groups: Group[], opts: { layer?: string; space?: string; subs?: Group[][]; xdata?: Value } = {}): FakeEntity {
    const e = this.make(type, groups, opts);
    this.entities.push(e);
    return e;
  }

  /** An entity that is not in any space (block contents). */
  make(type: string, groups: Group[], opts: { layer?: string; space?: string; subs?: Group[][]; xdata?: Value } = {}): FakeEntity {
    const ename = new Ename((this.addr += 0x10), null);
    const handle = (this.handle++).toString(16).toUpperCase();
    const head: Group[] = [
      [-1, ename], [0, type], [5, handle], [100, 'AcDbEntity'], [67, opts.space && opts.space !== 'Model' ? 1 : 0],
      [410, opts.space ?? 'Model'], [8, opts.layer ?? '0'],
    ];
    const all = [...head, ...groups];
    const pairs: Value[] = all.map(([c, v]) => new Cons(c, v));
    if (opts.xdata) pairs.push(new Cons(-3, opts.xdata));
    const lst = list(pairs);
    const subs = opts.subs?.map((g) => list(g.map(([c, v]) => new Cons(c, v))));
    const ent: FakeEntity = { ename, type, handle, list: lst, data: () => lst };
    if (this.fastGroups) {
      const single: Record<number, Value> = {};
      for (const [c, v] of all) if (SINGLE_GROUPS.has(c) && !(c in single)) single[c] = v;
      ent.group = (code) => single[code];
    }
    if (subs) {
      ent.subs = subs;
      ent.subentities = () => subs;
    }
    return ent;
  }

  layer(name: string, state: Partial<LayerState>): void {
    this.layers.set(name.toUpperCase(), { locked: false, frozen: false, off: false, ...state });
  }

  deleted = new Set<number>();
  remove(e: FakeEntity): void {
    this.deleted.add(e.ename.address);
  }

  selectableEntities(): Iterable<SelectableEntity> {
    if (this.deleted.size === 0) return this.entities;
    return this.entities.filter((e) => !this.deleted.has(e.ename.address));
  }
  lastSelectable(): SelectableEntity | undefined {
    for (let i = this.entities.length - 1; i >= 0; i--) if (!this.deleted.has(this.entities[i]!.ename.address)) return this.entities[i];
    return undefined;
  }
  selectableByHandle(h: string): SelectableEntity | undefined {
    return this.entities.find((e) => e.handle === h.toUpperCase() && !this.deleted.has(e.ename.address));
  }
  selectableByEname(en: Ename): SelectableEntity | undefined {
    return this.entities.find((e) => e.ename.address === en.address && !this.deleted.has(e.ename.address));
  }
  layerState(name: string): LayerState | undefined {
    return this.layers.get(name.toUpperCase());
  }
  blockGeometry(name: string): BlockGeometry | undefined {
    return this.blocks.get(name.toUpperCase());
  }
}

/** Scripted answers for interactive prompts. */
export class FakeInput implements InputPort {
  readonly asked: string[] = [];
  constructor(private readonly answers: ScriptedInput[] = []) {}
  next(kind: string): ScriptedInput | undefined {
    this.asked.push(kind);
    return this.answers.shift();
  }
}

/** An interpreter with a run's builtins (families.ts) over a fake drawing (a SelectionSource only). */
export function selectionInterp(dwg: FakeDrawing = new FakeDrawing(), input?: InputPort, sysvars = new SysvarTable()) {
  const out = { text: '' };
  const ip = new Interp({
    write: (t) => (out.text += t),
    services: { drawing: dwg, ...(input ? { input } : {}) },
    builtins: runBuiltins(),
    sysvars,
  });
  const run = (src: string): string => {
    const r = ip.runText(src, 'test.lsp');
    return r.ok ? prin1(r.value) : `error: ${r.error?.message}`;
  };
  /** Run and return the handles of the resulting selection set (or null). */
  const handles = (src: string): string[] | null => {
    const r = ip.runText(src, 'test.lsp');
    if (!r.ok) throw new Error(r.error?.message);
    const v = r.value;
    if (v === null) return null;
    if (!(v && typeof v === 'object' && 'items' in v)) throw new Error(`not a selection set: ${prin1(v)}`);
    return (v as { items: Ename[] }).items.map((en) => dwg.selectableByEname(en) as FakeEntity).map((e) => e.handle);
  };
  return { ip, out, run, handles, dwg, sysvars };
}
