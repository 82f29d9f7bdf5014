/*
 * "Select objects:" — the selection sub-prompt ERASE, MOVE, COPY, CHPROP, EXPLODE, SELECT and the
 * rest share. It repeats until Enter and accepts: an ename, a selection set, an (ename point)
 * entsel list, a picked point (the topmost object within the pickbox under it, by the selection
 * geometry ssget uses), and the keywords L (last), P (previous), ALL, W / C / BOX (two corners),
 * F (fence), WP / CP (polygons), R (then objects are removed), A (add again), U (undo the last
 * input), SI (the first input ends it). From a program PICKADD is taken as 1 and PICKAUTO as 0
 * (Autodesk, command), so a pick that finds nothing selects nothing. Each input reports
 * "N found" ("N found, T total" later, with duplicates and removals counted) when CMDECHO is on.
 * Object snaps do not apply to window, fence and polygon points (they are not point input).
 * Editing commands reject objects on locked layers ("1 was on a locked layer."); objects of
 * another space are refused ("1 was not in current space."). The set becomes the Previous set
 * (ssget "P") when it is not empty.
 */
import type { Ename } from '../../../core/values.js';
import { Real } from '../../../core/values.js';
import { parseKeywords, type InitgetState } from '../../../builtins/keywords.js';
import type { Prim } from '../../geometry/prims.js';
import { selectionGroups, selectionShape, selectionShapeContext } from '../../selection/shape.js';
import { crossingSelects, fenceSelects, makeRegion, rectangle, shapeNearPoint, windowSelects, type Region } from '../../selection/region.js';
import { str } from '../../geometry/groups.js';
import type { SelectableEntity } from '../../../ports/selection.js';
import { newPickSet, selectionState } from '../../selection/state.js';
import type { Vec3 } from '../../geometry/vec.js';
import { keywordIn, type Ask, type CommandIo } from './io.js';
import type { Token } from './tokens.js';

export interface SelectOptions {
  /** the prompt (default "Select objects: ") */
  prompt?: string;
  /** editing commands refuse objects on locked layers (default true) */
  rejectLocked?: boolean;
  /** end after the first input that finds something (EXPLODE from a script, SI) */
  single?: boolean;
}

const KEYWORDS: InitgetState = { bits: 0, ...parseKeywords('Window Last Crossing BOX ALL Fence WPolygon CPolygon Group Add Remove Multiple Previous Undo AUto SIngle SUbobject Object') };
const INVALID = '*Invalid selection*\nExpects a point or\nWindow/Last/Crossing/BOX/ALL/Fence/WPolygon/CPolygon/Group/Add/Remove/Multiple/Previous/Undo/AUto/SIngle/SUbobject/Object';

type Rule = 'visible' | 'thawed' | 'given';

class Selection {
  readonly items: Ename[] = [];
  private readonly members = new Set<number>();
  /** per input: what it added (for Undo) */
  private readonly history: Ename[][] = [];

  constructor(private readonly io: CommandIo, private readonly rejectLocked: boolean) {}

  private spaceOf(e: SelectableEntity): string {
    const g = e.group?.(410);
    return typeof g === 'string' ? g : 'Model';
  }
  private ctab(): string {
    return this.io.str('CTAB', 'Model').toUpperCase();
  }

  /** Filter candidates by the rule, report, then add (or remove) them; how many changed. */
  take(found: Array<SelectableEntity | undefined>, rule: Rule, remove: boolean): number {
    const d = this.io.d;
    let n = 0;
    let locked = 0;
    let otherSpace = 0;
    let dup = 0;
    let removed = 0;
    const added: Ename[] = [];
    const seen = new Set<number>();
    // one lookup per layer and one CTAB per input: a 10,000-object set is mostly the same few layers
    const layers = new Map<string, ReturnType<typeof d.layerState>>();
    const ctab = this.ctab();
    for (const e of found) {
      if (!e || seen.has(e.ename.address)) continue;
      seen.add(e.ename.address);
      const layer = String(e.group?.(8) ?? str(selectionGroups(e), 8) ?? '0');
      let st = layers.get(layer);
      if (st === undefined && !layers.has(layer)) layers.set(layer, (st = d.layerState(layer)));
      if (rule !== 'given' && st && (st.frozen || (rule === 'visible' && st.off))) continue;
      if (this.spaceOf(e).toUpperCase() !== ctab) {
        // windows, picks and ALL only see the current space; a given ename says why it is refused
        if (rule === 'given') otherSpace++;
        continue;
      }
      n++;
      const a = e.ename.address;
      if (remove) {
        if (this.members.delete(a)) {
          this.items.splice(this.items.findIndex((x) => x.address === a), 1);
          removed++;
        }
      } else if (st?.locked && this.rejectLocked) locked++;
      else if (this.members.has(a)) dup++;
      else {
        this.members.add(a);
        this.items.push(e.ename);
        added.push(e.ename);
      }
    }
    this.history.push(added);
    this.report(n, dup, removed, remove);
    if (otherSpace) this.io.message(`${otherSpace} ${otherSpace === 1 ? 'was' : 'were'} not in current space.`);
    if (locked) this.io.message(`${locked} ${locked === 1 ? 'was' : 'were'} on a locked layer.`);
    return added.length + removed;
  }

  private first = true;
  private report(n: number, dup: number, removed: number, remove: boolean): void {
    const total = this.items.length;
    let text = `${n} found`;
    if (remove) text += `, ${removed} removed, ${total} total`;
    else if (dup) text += ` (${dup} duplicate), ${total} total`;
    else if (!this.first) text += `, ${total} total`;
    this.first = false;
    this.io.message(text);
  }

  undoLast(): void {
    const last = this.history.pop();
    if (!last) return;
    for (const e of last) {
      if (!this.members.delete(e.address)) continue;
      this.items.splice(this.items.findIndex((x) => x.address === e.address), 1);
    }
  }
}

/** The selection tolerance: PICKBOX pixels at VIEWSIZE units per SCREENSIZE height. */
export function pickTolerance(io: CommandIo): number {
  const px = io.num('PICKBOX', 3);
  const view = io.num('VIEWSIZE', 9);
  const h = io.ctx.sysvars.get('SCREENSIZE');
  const height = h && typeof h === 'object' && 'cdr' in h && h.cdr && typeof h.cdr === 'object' && 'car' in h.cdr ? h.cdr.car : 900;
  const hy = typeof height === 'number' ? height : height instanceof Real ? height.v : 900;
  return Math.max((px * view) / (hy || 900), 1e-9);
}

function shapes(io: CommandIo): (e: SelectableEntity) => Prim[] {
  const ctx = selectionShapeContext(io.d, io.num('TEXTSIZE', 0.2));
  return (e) => selectionShape(e, ctx);
}

function byRegion(io: CommandIo, ucsPts: Vec3[], test: (s: readonly Prim[], r: Region) => boolean, fence: boolean): SelectableEntity[] {
  const pts: number[] = [];
  for (const p of ucsPts) {
    const w = io.wcs(p);
    pts.push(w[0], w[1]);
  }
  const region = makeRegion(pts, fence);
  const shapeOf = shapes(io);
  const out: SelectableEntity[] = [];
  for (const e of io.d.selectableEntities()) if (test(shapeOf(e), region)) out.push(e);
  return out;
}

export function atPoint(io: CommandIo, p: Vec3): SelectableEntity[] {
  const w = io.wcs(p);
  const tol = pickTolerance(io);
  const shapeOf = shapes(io);
  let top: SelectableEntity | undefined;
  for (const e of io.d.selectableEntities()) {
    const st = io.d.layerState(String(e.group?.(8) ?? '0'));
    if (st && (st.frozen || st.off)) continue;
    if (shapeNearPoint(shapeOf(e), w[0], w[1], tol)) top = e;
  }
  return top ? [top] : [];
}

function* corners(io: CommandIo): Ask<[Vec3, Vec3] | undefined> {
  const a = yield* io.point('Specify first corner: ', { enter: true, snap: false });
  if (a.kind !== 'point') return undefined;
  const b = yield* io.point('Specify opposite corner: ', { base: a.p, enter: true, snap: false });
  if (b.kind !== 'point') return undefined;
  return [a.p, b.p];
}

function* polygon(io: CommandIo, first: string, next: string): Ask<Vec3[]> {
  const pts: Vec3[] = [];
  const a = yield* io.point(first, { enter: true, snap: false });
  if (a.kind !== 'point') return pts;
  pts.push(a.p);
  for (;;) {
    const b = yield* io.point(next, { base: pts[pts.length - 1], enter: true, snap: false });
    if (b.kind === 'point') pts.push(b.p);
    else if (b.kind === 'keyword') pts.pop();
    else return pts;
    if (pts.length === 0) return pts;
  }
}

/** Run the sub-prompt; the objects selected, in selection order. */
export function* selectObjects(io: CommandIo, opts: SelectOptions = {}): Ask<Ename[]> {
  const sel = new Selection(io, opts.rejectLocked ?? true);
  let remove = false;
  let single = opts.single ?? false;
  const d = io.d;
  const live = (e: Ename): SelectableEntity | undefined => d.selectableByEname(e);
  for (;;) {
    const prompt = remove ? 'Remove objects: ' : (opts.prompt ?? 'Select objects: ');
    const tok: Token = yield { text: prompt };
    let n = -1;
    switch (tok.k) {
      case 'enter':
        return finish(io, sel.items);
      case 'ename':
        n = sel.take([live(tok.e)], 'given', remove);
        break;
      case 'entsel':
        n = sel.take([live(tok.e)], 'given', remove);
        break;
      case 'ss':
        n = sel.take(tok.items.map(live), 'given', remove);
        break;
      case 'point': {
        const p: Vec3 = [tok.p[0]!, tok.p[1]!, tok.p[2] ?? 0];
        n = sel.take(atPoint(io, p), 'visible', remove);
        break;
      }
      case 'text': {
        const kw = keywordIn(KEYWORDS, tok.s);
        switch (kw) {
          case 'Last': {
            const last = lastVisible(io);
            n = sel.take(last ? [last] : [], 'visible', remove);
            break;
          }
          case 'Previous': {
            const prev = selectionState(io.ctx).previous;
            n = sel.take(prev ? prev.items.map(live) : [], 'given', remove);
            break;
          }
          case 'ALL':
            n = sel.take([...d.selectableEntities()], 'thawed', remove);
            break;
          case 'Window':
          case 'Crossing':
          case 'BOX': {
            const c = yield* corners(io);
            if (!c) break;
            const [a, b] = c;
            const crossing = kw === 'Crossing' || (kw === 'BOX' && b[0] < a[0]);
            const rect = rectangle(a[0], a[1], b[0], b[1]);
            const pts: Vec3[] = [0, 2, 4, 6].map((k) => [rect[k]!, rect[k + 1]!, a[2]]);
            n = sel.take(byRegion(io, pts, crossing ? crossingSelects : windowSelects, false), 'visible', remove);
            break;
          }
          case 'Fence': {
            const pts = yield* polygon(io, 'Specify first fence point: ', 'Specify next fence point or [Undo]: ');
            if (pts.length >= 2) n = sel.take(byRegion(io, pts, fenceSelects, true), 'visible', remove);
            break;
          }
          case 'WPolygon':
          case 'CPolygon': {
            const pts = yield* polygon(io, 'First polygon point: ', 'Specify endpoint of line or [Undo]: ');
            if (pts.length >= 3) n = sel.take(byRegion(io, pts, kw === 'WPolygon' ? windowSelects : crossingSelects, false), 'visible', remove);
            break;
          }
          case 'Remove':
            remove = true;
            continue;
          case 'Add':
            remove = false;
            continue;
          case 'Undo':
            sel.undoLast();
            continue;
          case 'SIngle':
            single = true;
            continue;
          case 'Multiple':
          case 'AUto':
          case 'Object':
          case 'SUbobject':
            continue;
          default:
            io.complainText(INVALID);
            continue;
        }
        break;
      }
      default:
        io.complainText(INVALID);
        continue;
    }
    if (single && n > 0) return finish(io, sel.items);
  }
}

function lastVisible(io: CommandIo): SelectableEntity | undefined {
  let found: SelectableEntity | undefined;
  const ctab = io.str('CTAB', 'Model').toUpperCase();
  for (const e of io.d.selectableEntities()) {
    const st = io.d.layerState(String(e.group?.(8) ?? '0'));
    if (st && (st.frozen || st.off)) continue;
    const sp = e.group?.(410);
    if ((typeof sp === 'string' ? sp : 'Model').toUpperCase() !== ctab) continue;
    found = e;
  }
  return found;
}

function finish(io: CommandIo, items: Ename[]): Ename[] {
  if (items.length) {
    const ss = newPickSet(io.ctx, items.slice(), { method: 0 });
    if (ss) selectionState(io.ctx).previous = ss;
  }
  return items;
}
