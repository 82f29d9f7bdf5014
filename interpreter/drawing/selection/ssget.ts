/*
 * ssget: argument forms, modes (the table in modes.ts) and candidate rules (the window, crossing and fence tests belong
 * to the selection geometry). Candidates:
 *   "X"                 every main entity of every space, whatever its layer state;
 *   "A"                 the current space (410 = CTAB), except frozen and locked layers;
 *   graphical and "L"   the current space, layers on and thawed (what would be visible);
 *   ":L"                additionally drops entities on locked layers, in every mode.
 * Interactive ssget reads the run's scripted input ({selection: [handles]}; Esc cancels; nothing
 * or Enter gives nil). ":S", ":E", ":D", ":N", ":U", ":V", ":R" and "+." are accepted and change
 * nothing a script can observe. A pick point (ssget pt) selects the topmost entity passing within
 * 1e-6 drawing units (scaled to the coordinates) of the point. The filter is compiled once and
 * applied to every mode. Never returns an empty set.
 */
import { raise, showInMessage } from '../../core/errors.js';
import { Cons, Real, type Ename, type Value } from '../../core/values.js';
import type { Ctx } from '../../core/context.js';
import type { InputPort } from '../../ports/input.js';
import { checkPickAnswer } from '../../ports/ask.js';
import { argPoint } from '../../builtins/assert.js';
import { ucsToWcs } from '../coords.js';
import { setErrno } from '../errno.js';
import { compileFilter, EntityView, FilterGrammarError, type Predicate } from './filter/index.js';
import { lispNumber } from '../geometry/groups.js';
import { apply, IDENTITY, type Mat } from '../geometry/matrix.js';
import type { Prim } from '../geometry/prims.js';
import { crossingSelects, fenceSelects, makeRegion, rectangle, shapeNearPoint, windowSelects, type Region } from './region.js';
import { selectionShape, selectionShapeContext } from './shape.js';
import type { SelectableEntity, SelectionSource } from '../../ports/selection.js';
import { newPickSet, selectionState, type SelectionInfo } from './state.js';
import { SSGET_FLAGS as FLAGS, SSGET_METHODS as MAINS, splitSsgetMode } from './modes.js';


interface Mode {
  main: string;
  unlockedOnly: boolean;
}

function parseMode(text: string): Mode {
  const { main, flags } = splitSsgetMode(text);
  if (!MAINS.has(main) || flags.some((f) => !FLAGS.has(f))) raise('badSsgetMode', showInMessage(text));
  return { main, unlockedOnly: flags.includes('L') };
}

export const drawingSource = (ctx: Ctx): SelectionSource | undefined => ctx.services['drawing'] as SelectionSource | undefined;

function isPointArg(v: Value | undefined): boolean {
  return v instanceof Cons && (typeof v.car === 'number' || v.car instanceof Real);
}

function pointList(v: Value | undefined): number[][] {
  const out: number[][] = [];
  let c = v ?? null;
  if (!(c instanceof Cons)) raise('badPointList', showInMessage(v ?? null));
  for (; c instanceof Cons; c = c.cdr) out.push(argPoint(c.car));
  return out;
}

/** Everything ssget needs to judge one entity, shared across the candidates of a call. */
class Judge {
  private readonly layers = new Map<string, { locked: boolean; frozen: boolean; off: boolean } | undefined>();
  private readonly ctab: string;
  readonly view = new EntityView();
  constructor(
    private readonly src: SelectionSource,
    ctx: Ctx,
    private readonly pred: Predicate | null,
    private readonly unlockedOnly: boolean,
  ) {
    const t = ctx.sysvars.get('CTAB');
    this.ctab = (typeof t === 'string' ? t : 'Model').toUpperCase();
  }
  private layer() {
    const e = this.view.entity;
    const g = e.group ? e.group(8) : stringGroup(this.view.data(), 8);
    const name = typeof g === 'string' ? g : '0';
    const key = name.toUpperCase();
    if (!this.layers.has(key)) this.layers.set(key, this.src.layerState(name));
    return this.layers.get(key);
  }
  /** rules: 'x' any, 'all' current space minus frozen/locked, 'visible' current space on+thawed */
  accept(e: SelectableEntity, rule: 'x' | 'all' | 'visible'): boolean {
    this.view.reset(e);
    if (rule !== 'x') {
      const g = e.group ? e.group(410) : stringGroup(this.view.data(), 410);
      const space = typeof g === 'string' ? g : numberGroup(this.view.data(), 67) === 1 ? '*PAPER' : 'Model';
      if (space.toUpperCase() !== this.ctab) return false;
      const ls = this.layer();
      if (ls && (ls.frozen || (rule === 'all' ? ls.locked : ls.off))) return false;
    }
    if (this.unlockedOnly && this.layer()?.locked) return false;
    return this.pred === null || this.pred(this.view);
  }
}

function stringGroup(d: Value, code: number): string | undefined {
  for (let c = d; c instanceof Cons; c = c.cdr) {
    const p = c.car;
    if (p instanceof Cons && p.car === code) return typeof p.cdr === 'string' ? p.cdr : undefined;
  }
  return undefined;
}

function numberGroup(d: Value, code: number): number | undefined {
  for (let c = d; c instanceof Cons; c = c.cdr) {
    const p = c.car;
    if (p instanceof Cons && p.car === code) return typeof p.cdr === 'number' ? p.cdr : undefined;
  }
  return undefined;
}

export function ssget(args: Value[], ctx: Ctx): Value {
  let i = 0;
  let mode: Mode = { main: '', unlockedOnly: false };
  if (typeof args[0] === 'string') {
    mode = parseMode(args[0]);
    i = 1;
  }
  const ucs: Mat = ucsToWcs(ctx.sysvars);
  const toWcs = (p: number[]): [number, number] => {
    if (ucs === IDENTITY) return [p[0]!, p[1]!];
    const w = apply(ucs, p[0]!, p[1]!, p[2] ?? 0);
    return [w[0], w[1]];
  };
  let region: Region | null = null;
  let test: ((s: readonly Prim[]) => boolean) | null = null;
  let info: SelectionInfo = { method: 0 };
  let pick: number[] | null = null;
  switch (mode.main) {
    case 'W':
    case 'C':
    case 'B': {
      const p1 = argPoint(args[i] ?? null);
      const p2 = argPoint(args[i + 1] ?? null);
      i += 2;
      // Box: a window drawn left to right, a crossing drawn right to left (in the UCS)
      if (mode.main === 'B') mode = { ...mode, main: p1[0]! <= p2[0]! ? 'W' : 'C' };
      const ucsRect = rectangle(p1[0]!, p1[1]!, p2[0]!, p2[1]!);
      const pts: number[] = [];
      for (let k = 0; k < 8; k += 2) pts.push(...toWcs([ucsRect[k]!, ucsRect[k + 1]!, p1[2] ?? 0]));
      region = makeRegion(pts, false);
      info = { method: mode.main === 'W' ? 2 : 3, polygon: [0, 2, 4, 6].map((k) => [ucsRect[k]!, ucsRect[k + 1]!, p1[2] ?? 0]) };
      break;
    }
    case 'WP':
    case 'CP':
    case 'F': {
      const pl = pointList(args[i]);
      i++;
      if (pl.length < (mode.main === 'F' ? 2 : 3)) return null;
      region = makeRegion(pl.flatMap(toWcs), mode.main === 'F');
      info = { method: mode.main === 'WP' ? 2 : mode.main === 'CP' ? 3 : 4, polygon: pl };
      break;
    }
    case '':
      if (isPointArg(args[i])) {
        pick = argPoint(args[i]!);
        i++;
        info = { method: 1, point: pick };
      }
      break;
  }
  if (region) {
    const r = region;
    test = mode.main === 'W' || mode.main === 'WP' ? (s) => windowSelects(s, r) : mode.main === 'F' ? (s) => fenceSelects(s, r) : (s) => crossingSelects(s, r);
  }
  const filterArg = args[i] ?? null;
  if (args.length > i + 1) raise('tooManyArgs');
  if (filterArg !== null && !(filterArg instanceof Cons)) raise('badSsgetList');
  let pred: Predicate | null;
  try {
    pred = compileFilter(filterArg);
  } catch (e) {
    if (e instanceof FilterGrammarError) {
      setErrno(ctx.sysvars, e.errno);
      return null;
    }
    throw e;
  }
  const src = drawingSource(ctx);
  const items = src ? collect(ctx, src, mode, pred, test, pick, toWcs) : [];
  if (items.length === 0) return null;
  // collect() yields each entity once (a scan visits each record once; lists are de-duplicated)
  const ss = newPickSet(ctx, items, info, true);
  if (!ss) {
    setErrno(ctx.sysvars, 3);
    return null;
  }
  selectionState(ctx).previous = ss;
  return ss;
}

/** The enames of the entities `keep` takes, in database order (through the source's scan when it has one). */
function scan(src: SelectionSource, keep: (e: SelectableEntity) => boolean): Ename[] {
  if (src.scanSelectable) return src.scanSelectable(keep);
  const out: Ename[] = [];
  for (const e of src.selectableEntities()) if (keep(e)) out.push(e.ename);
  return out;
}

function collect(
  ctx: Ctx,
  src: SelectionSource,
  mode: Mode,
  pred: Predicate | null,
  test: ((s: readonly Prim[]) => boolean) | null,
  pick: number[] | null,
  toWcs: (p: number[]) => [number, number],
): Ename[] {
  const judge = new Judge(src, ctx, pred, mode.unlockedOnly);
  const out: Ename[] = [];
  const shapeCtx = selectionShapeContext(src, lispNumber(ctx.sysvars.get('TEXTSIZE'), 0.2));
  const fromList = (ents: Iterable<SelectableEntity | undefined>, rule: 'x' | 'visible') => {
    const seen = new Set<number>();
    for (const e of ents) {
      if (!e || seen.has(e.ename.address)) continue;
      seen.add(e.ename.address);
      if (judge.accept(e, rule)) out.push(e.ename);
    }
  };
  switch (mode.main) {
    case 'X':
      return scan(src, (e) => judge.accept(e, 'x'));
    case 'A':
      return scan(src, (e) => judge.accept(e, 'all'));
    case 'L': {
      const last = src.lastSelectable();
      if (last && judge.accept(last, 'visible')) return [last.ename];
      if (last) {
        // the last entity is not visible: the last one that is
        let found: SelectableEntity | undefined;
        const vis = new Judge(src, ctx, null, mode.unlockedOnly);
        for (const e of src.selectableEntities()) if (vis.accept(e, 'visible')) found = e;
        if (found && judge.accept(found, 'visible')) return [found.ename];
      }
      return out;
    }
    case 'P': {
      const prev = selectionState(ctx).previous;
      if (prev) fromList(prev.items.map((e) => src.selectableByEname(e)), 'x');
      return out;
    }
    case 'I': {
      const imp = selectionState(ctx).implied;
      if (imp) fromList(imp.items.map((e) => src.selectableByEname(e)), 'x');
      return out;
    }
  }
  if (test) return scan(src, (e) => judge.accept(e, 'visible') && test(selectionShape(e, shapeCtx)));
  if (pick) {
    const [x, y] = toWcs(pick);
    const tol = 1e-6 * Math.max(1, Math.abs(x), Math.abs(y));
    let top: SelectableEntity | undefined;
    for (const e of src.selectableEntities()) if (judge.accept(e, 'visible') && shapeNearPoint(selectionShape(e, shapeCtx), x, y, tol)) top = e;
    return top ? [top.ename] : out;
  }
  // interactive: the run's scripted answer
  const input = ctx.services['input'] as InputPort | undefined;
  const osmode = ctx.sysvars.get('OSMODE');
  const answer = input?.next('ssget', 'Select objects: ', {
    ask: () => ({ kind: 'pick', prompt: 'Select objects: ', data: { mode: 'selection', fn: 'ssget', keywords: [], noNull: false, osmode: typeof osmode === 'number' ? osmode : 0 } }),
    check: (a) => checkPickAnswer('selection', a),
  });
  if (!answer) return out;
  if ('esc' in answer) raise('cancelled');
  const handles = 'selection' in answer ? answer.selection : 'entity' in answer ? [answer.entity] : [];
  fromList(handles.map((h) => src.selectableByHandle(h)), 'x');
  return out;
}
