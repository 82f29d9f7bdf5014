/*
 * Prompts the editing commands share: a base point and displacement (MOVE, COPY), a single
 * object pick with its pick point (OFFSET, FILLET, TRIM, BREAK, LENGTHEN, PEDIT: an ename, an
 * (ename point) list as entsel returns, or a point that picks the object under it), and what an
 * edit's result means on the command line: a type the edit does not simulate makes the command
 * not simulated (reported, nothing changed), refusals print AutoCAD's words.
 */
import type { Ename } from '../../core/values.js';
import type { DrawingDb } from '../db.js';
import type { Vec3 } from '../geometry/vec.js';
import type { DbRecord } from '../model/record.js';
import { SUBENTITY_TYPES } from '../model/record.js';
import { layerOf, liveEntity, type EditError, type EditResult } from '../edit/records.js';
import type { Ask, CommandIo } from './engine/io.js';
import { atPoint, selectObjects } from './engine/select.js';
import { canTransform } from '../edit/transform.js';

export interface Displacement {
  /** WCS points whose difference is the displacement */
  from: Vec3;
  to: Vec3;
  /** the base point as given (UCS), for rubber bands of later prompts */
  base: Vec3;
  /** Enter at the second point: the base point was read as the displacement */
  enter?: boolean;
}

const lastDisplacement = (io: CommandIo): { v: Vec3 } => io.memory('edit.displacement', () => ({ v: [0, 0, 0] as Vec3 }));

/** "Specify displacement <x, y, z>:" — a point read as a vector (UCS). */
export function* displacementPrompt(io: CommandIo): Ask<Displacement> {
  const last = lastDisplacement(io);
  const shown = last.v.map((x) => io.fmtDist(x)).join(', ');
  const a = yield* io.point(`Specify displacement <${shown}>: `, { enter: true });
  const v = a.kind === 'point' ? a.p : last.v;
  last.v = v;
  return { from: io.wcs([0, 0, 0]), to: io.wcs(v), base: [0, 0, 0] };
}

/**
 * The base point prompt ("Specify base point or [Displacement] <Displacement>:"): a point, Enter
 * or Displacement (then the displacement prompt), or another keyword of the prompt for the caller.
 */
export function* basePoint(io: CommandIo, prompt: string): Ask<{ kind: 'point'; p: Vec3 } | { kind: 'displacement'; d: Displacement } | { kind: 'keyword'; k: string }> {
  const a = yield* io.point(prompt, { enter: true });
  if (a.kind === 'point') return { kind: 'point', p: a.p };
  if (a.kind === 'enter' || a.k === 'Displacement') return { kind: 'displacement', d: (yield* displacementPrompt(io))! };
  return a;
}

/** The second point, or Enter: the base point read as the displacement. */
export function* secondPoint(io: CommandIo, prompt: string, base: Vec3): Ask<Displacement | { keyword: string } | undefined> {
  const a = yield* io.point(prompt, { enter: true, base });
  if (a.kind === 'keyword') return { keyword: a.k };
  if (a.kind === 'enter') {
    lastDisplacement(io).v = base;
    return { from: io.wcs([0, 0, 0]), to: io.wcs(base), base, enter: true };
  }
  return { from: io.wcs(base), to: io.wcs(a.p), base };
}

export interface Picked {
  kind: 'pick';
  rec: DbRecord;
  e: Ename;
  /** the pick point (WCS), when one was given */
  p?: Vec3;
}

/**
 * A single-object prompt: an ename, an (ename point) pick, or a point that picks the object
 * under it. Objects on locked layers are refused ("Object is on a locked layer."), as are picks
 * that find nothing; `accept` may refuse a type with its own message. Keywords and Enter as the
 * prompt text and `enter` allow.
 */
export function* pickObject(
  io: CommandIo,
  prompt: string,
  opts: { enter?: boolean; keywords?: string; locked?: boolean; accept?: (r: DbRecord) => string | undefined } = {},
): Ask<Picked | { kind: 'keyword'; k: string } | { kind: 'enter' }> {
  const db = io.d.db;
  for (;;) {
    const a = yield* io.ask(prompt, { pick: true, point: true, enter: opts.enter, keywords: opts.keywords, snap: false });
    if (a.kind === 'enter' || a.kind === 'keyword') return a;
    let rec: DbRecord | undefined;
    let p: Vec3 | undefined;
    if (a.kind === 'pick') {
      rec = liveEntity(db, a.e);
      p = a.p ? io.wcs(a.p) : undefined;
    } else if (a.kind === 'point') {
      const hit = atPoint(io, a.p)[0];
      rec = hit ? liveEntity(db, hit.ename) : undefined;
      p = io.wcs(a.p);
    } else continue;
    if (!rec || SUBENTITY_TYPES.has(rec.type)) {
      io.message('0 found');
      continue;
    }
    if (opts.locked !== true && db.layerState(layerOf(rec))?.locked) {
      io.complainText('Object is on a locked layer.');
      continue;
    }
    const why = opts.accept?.(rec);
    if (why) {
      io.complainText(why);
      continue;
    }
    return p ? { kind: 'pick', rec, e: db.ename(rec.handle), p } : { kind: 'pick', rec, e: db.ename(rec.handle) };
  }
}

/** The records of a selection, for checks before an edit. */
export function recordsOf(db: DrawingDb, items: readonly Ename[]): DbRecord[] {
  return items.map((e) => liveEntity(db, e)).filter((r): r is DbRecord => r !== undefined);
}

/**
 * Finish an edit on the command line: an entity type the edit has no simulation for makes the
 * command not simulated (raised before anything was written, see `refuseUnsupported`); other
 * refusals print `messages[error]` once with the count.
 */
export function reportFailures(io: CommandIo, res: EditResult, messages: Partial<Record<EditError, (n: number) => string>> = {}): void {
  const counts = new Map<EditError, number>();
  for (const f of res.failed) counts.set(f.error, (counts.get(f.error) ?? 0) + 1);
  for (const [err, n] of counts) {
    const m = messages[err];
    if (m) io.complainText(m(n));
  }
}

/** Before editing: a selected type the edit cannot simulate ends the command as not simulated. */
export function refuseUnsupported(io: CommandIo, command: string, recs: readonly DbRecord[], supported: (r: DbRecord) => boolean): void {
  const bad = recs.find((r) => !supported(r));
  if (bad) io.notSimulated(`${command} of ${bad.type}`);
}

/**
 * How ROTATE and SCALE start: "Select objects:" (nothing selected ends the command), a type the
 * transform cannot simulate ends it as not simulated, then "Specify base point:" until a point.
 */
export function* selectThenBase(io: CommandIo, command: string): Ask<{ items: Ename[]; base: Vec3 } | null> {
  const items = yield* selectObjects(io);
  if (items.length === 0) return null;
  refuseUnsupported(io, command, recordsOf(io.d.db, items), canTransform);
  let base;
  do base = yield* io.point('Specify base point: ');
  while (base.kind !== 'point');
  return { items, base: base.p };
}
