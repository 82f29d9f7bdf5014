/*
 * Per-run selection state, kept in a WeakMap keyed by the interpreter context so nothing leaks
 * between runs: set numbering, the Previous set (ssget "P"), the PICKFIRST set (ssget "I",
 * sssetfirst/ssgetfirst; the runner may preset it with setImpliedSelection), how each set was
 * made (ssnamex), and the open-set count.
 *
 * The 128-open-sets limit: AutoCAD frees a set when the garbage collector finds it unreferenced.
 * We cannot observe JS garbage collection deterministically, so when a new set would be the 129th,
 * we sweep: a set stays open while it is reachable from a symbol's value (walking lists), or is
 * the Previous or PICKFIRST set. Sets held only in shadowed dynamic bindings or on the evaluation
 * stack are not seen, so the limit errs on the lenient side. A swept set is still usable; only
 * the count changes. If 128 sets are still open, ssget returns nil and ERRNO is 3.
 */
import { Cons, PickSet, type Ename, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';

export const MAX_OPEN_SETS = 128;

/** How the members of a set were selected (ssnamex). */
export interface SelectionInfo {
  /** 0 non-specific, 1 pick, 2 window/WP, 3 crossing/CP, 4 fence */
  method: number;
  /** polygon or fence vertices (UCS) for methods 2-4 */
  polygon?: number[][];
  /** pick point (UCS) for method 1 */
  point?: number[];
  /** members added later with ssadd (by address): non-specific */
  added?: Set<number>;
}

export interface SelectionState {
  nextId: number;
  open: Set<PickSet>;
  previous: PickSet | null;
  implied: PickSet | null;
  info: WeakMap<PickSet, SelectionInfo>;
}

const states = new WeakMap<object, SelectionState>();

export function selectionState(ctx: Ctx): SelectionState {
  let s = states.get(ctx);
  if (!s) {
    s = { nextId: 1, open: new Set(), previous: null, implied: null, info: new WeakMap() };
    states.set(ctx, s);
  }
  return s;
}

/**
 * A new set, or null when MAX_OPEN_SETS are open (ERRNO 3 is the caller's business). `distinct`:
 * the items are known to have distinct addresses.
 */
export function newPickSet(ctx: Ctx, items: Ename[], info: SelectionInfo, distinct = false): PickSet | null {
  const st = selectionState(ctx);
  if (st.open.size >= MAX_OPEN_SETS) sweep(ctx, st);
  if (st.open.size >= MAX_OPEN_SETS) return null;
  const ss = new PickSet(st.nextId++, items, distinct);
  st.open.add(ss);
  st.info.set(ss, info);
  return ss;
}

function sweep(ctx: Ctx, st: SelectionState): void {
  const live = new Set<PickSet>();
  const seen = new Set<Cons>();
  const visit = (v: Value): void => {
    while (v instanceof Cons) {
      if (seen.has(v)) return;
      seen.add(v);
      visit(v.car);
      v = v.cdr;
    }
    if (v instanceof PickSet) live.add(v);
  };
  for (const sym of ctx.allSymbols()) visit(sym.value);
  if (st.previous) live.add(st.previous);
  if (st.implied) live.add(st.implied);
  for (const ss of st.open) if (!live.has(ss)) st.open.delete(ss);
}

/** Runner hook: preset the PICKFIRST selection (ssget "I", ssgetfirst) for a run. */
export function setImpliedSelection(ctx: Ctx, items: Ename[] | null): void {
  const st = selectionState(ctx);
  st.implied = items && items.length ? new PickSet(st.nextId++, items) : null;
  if (st.implied) st.info.set(st.implied, { method: 0 });
}

// ---- membership (core/member-list.ts keeps every edit O(1) or O(log n)) ----------------------

export const addMember = (ss: PickSet, e: Ename): boolean => ss.members.add(e);
export const removeMember = (ss: PickSet, e: Ename): boolean => ss.members.remove(e);
