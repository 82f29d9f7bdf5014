/*
 * The state machine TRIM and EXTEND share (AutoCAD 2021 on). TRIMEXTENDMODE 0 (Standard): select
 * the cutting / boundary edges first (Enter at once: every object), then pick objects to trim or
 * extend until Enter. TRIMEXTENDMODE 1 (Quick, the default): every object is an edge; a picked
 * object that no edge meets is erased by TRIM (AutoCAD's quick-mode rule). Picks are (ename point)
 * lists as entsel returns them (the point says which part), or points on the object; Fence trims
 * or extends every object the fence crosses, where it crosses. Options: cuTting/Boundary edges
 * (back to edge selection, standard mode), mOde, Project (accepted: the edits are in plan), Edge
 * (Extend is not simulated, nor is EDGEMODE 1), eRase (TRIM), Undo. Crossing is not simulated.
 * Messages: "Object does not intersect an edge." (TRIM), "No edge in that direction." (EXTEND),
 * "Cannot TRIM this object." for types without a length.
 */
import type { Ename } from '../../core/values.js';
import { isEditCurve } from '../edit/curves.js';
import { eraseRecord, liveEntity } from '../edit/records.js';
import { collectEdges, extendEntity, trimEntity, type Edge } from '../edit/trim.js';
import { pieceHits } from '../geometry/pieces.js';
import { polyOf } from '../geometry/prims.js';
import { editCurve } from '../edit/curves.js';
import type { Vec3 } from '../geometry/vec.js';
import type { DbRecord } from '../model/record.js';
import { currentSpace } from './engine/entity.js';
import type { Ask, CommandIo } from './engine/io.js';
import { selectObjects } from './engine/select.js';
import { pickObject } from './edit-io.js';

const CURVES_ELSEWHERE = new Set(['ELLIPSE', 'SPLINE', 'XLINE', 'RAY', 'POLYLINE', 'HATCH', 'MLINE', 'DIMENSION', 'LEADER']);

type Which = 'TRIM' | 'EXTEND';

function* fencePoints(io: CommandIo): Ask<Vec3[]> {
  const pts: Vec3[] = [];
  const a = yield* io.point('Specify first fence point: ', { enter: true, snap: false });
  if (a.kind !== 'point') return pts;
  pts.push(io.wcs(a.p));
  for (let last = a.p; ; ) {
    const b = yield* io.point('Specify next fence point or [Undo]: ', { enter: true, base: last, snap: false });
    if (b.kind === 'point') {
      pts.push(io.wcs(b.p));
      last = b.p;
    } else if (b.kind === 'keyword') {
      if (pts.length > 1) pts.pop();
    } else return pts;
  }
}

/** Where a fence crosses each trimmable object: (object, crossing point) picks. */
function fencePicks(io: CommandIo, fence: Vec3[]): Array<{ rec: DbRecord; p: Vec3 }> {
  const db = io.d.db;
  const flat: number[] = [];
  for (const p of fence) flat.push(p[0], p[1]);
  const line = polyOf(flat);
  const out: Array<{ rec: DbRecord; p: Vec3 }> = [];
  for (const h of [...(db.ownerLists.get(currentSpace(io.ctx, io.d)) ?? [])]) {
    const r = db.get(h);
    if (!r || r.deleted || !isEditCurve(r)) continue;
    const c = editCurve(db, r);
    if (!c?.plan) continue;
    for (const p of c.pieces) {
      const hit = pieceHits(p, [line])[0];
      if (hit) {
        out.push({ rec: r, p: [hit.x, hit.y, 0] });
        break;
      }
    }
  }
  return out;
}

export function* trimOrExtend(io: CommandIo, which: Which): Ask<void> {
  const db = io.d.db;
  const trim = which === 'TRIM';
  let quick = io.num('TRIMEXTENDMODE', 1) === 1;
  if (io.num('EDGEMODE', 0) === 1) io.notSimulated(`${which} with EDGEMODE 1 (extended edges)`);
  const proj = ['None', 'UCS', 'View'][io.num('PROJMODE', 1)] ?? 'UCS';
  io.message(`Current settings: Projection=${proj}, Edge=None, Mode=${quick ? 'Quick' : 'Standard'}`);
  const space = currentSpace(io.ctx, io.d);
  let edgeSet: readonly Ename[] | undefined;
  let edges: Edge[] | undefined;
  const edgesNow = (): Edge[] => (edges ??= collectEdges(db, edgeSet, space));
  function* chooseEdges(): Ask<void> {
    io.message(trim ? 'Select cutting edges ...' : 'Select boundary edges ...');
    const items = yield* selectObjects(io, { prompt: 'Select objects or [mOde] <select all>: ', rejectLocked: false });
    edgeSet = items.length ? items : undefined;
    edges = undefined;
  }
  if (!quick) yield* chooseEdges();
  const done: number[] = [];
  const apply = (rec: DbRecord, p: Vec3): void => {
    if (CURVES_ELSEWHERE.has(rec.type)) io.notSimulated(`${which} of ${rec.type}`);
    if (!isEditCurve(rec)) {
      io.complainText(`Cannot ${which} this object.`);
      return;
    }
    const cp = io.checkpoint();
    // the object's own changes move the other edges' shapes: edges are taken fresh each pick
    edges = undefined;
    const res = trim ? trimEntity(db, rec.handle, p, edgesNow()) : extendEntity(db, rec.handle, p, edgesNow());
    const err = res.failed[0]?.error;
    if (!err) done.push(cp);
    else if (err === 'noEdge' && trim && quick) {
      eraseRecord(db, db.get(rec.handle)!);
      done.push(cp);
    } else if (err === 'noEdge') io.complainText(trim ? 'Object does not intersect an edge.' : 'No edge in that direction.');
    else if (err === 'notPlanar') io.complainText('Entity not parallel to the UCS.');
    else if (err === 'closed') io.complainText('Closed objects cannot be extended.');
  };
  for (;;) {
    const undo = done.length ? '/Undo' : '';
    const prompt = trim
      ? `Select object to trim or shift-select to extend or [${quick ? `cuTting edges/Crossing/mOde/Project/eRase${undo}` : `cuTting edges/Fence/Crossing/mOde/Project/Edge/eRase${undo}`}]: `
      : `Select object to extend or shift-select to trim or [${quick ? `Boundary edges/Crossing/mOde/Project${undo}` : `Boundary edges/Fence/Crossing/mOde/Project/Edge${undo}`}]: `;
    const a = yield* pickObject(io, prompt, { enter: true, keywords: 'Fence' });
    if (a.kind === 'enter') return;
    if (a.kind === 'pick') {
      if (!a.p) {
        io.complainText('*Invalid selection*\nExpects a point or Fence/Crossing');
        continue;
      }
      apply(a.rec, a.p);
      continue;
    }
    switch (a.k) {
      case 'cuTting':
      case 'Boundary':
        quick = false;
        yield* chooseEdges();
        break;
      case 'Fence': {
        const fence = yield* fencePoints(io);
        if (fence.length >= 2) for (const f of fencePicks(io, fence)) if (liveEntity(db, f.rec.handle)) apply(db.get(f.rec.handle)!, f.p);
        break;
      }
      case 'Crossing':
        io.notSimulated(`${which} Crossing`);
        break;
      case 'mOde': {
        const m = yield* io.keyword(`Enter a${trim ? ' trim' : 'n extend'} mode option [Quick/Standard] <${quick ? 'Quick' : 'Standard'}>: `, { enter: true });
        if (m.kind === 'keyword') {
          quick = m.k === 'Quick';
          io.setVar('TRIMEXTENDMODE', quick ? 1 : 0);
          if (!quick) yield* chooseEdges();
          else edgeSet = undefined;
        }
        break;
      }
      case 'Project': {
        const p = yield* io.keyword(`Enter a projection option [None/Ucs/View] <${proj === 'UCS' ? 'Ucs' : proj}>: `, { enter: true });
        if (p.kind === 'keyword') io.setVar('PROJMODE', p.k === 'None' ? 0 : p.k === 'View' ? 2 : 1);
        break;
      }
      case 'Edge': {
        const e = yield* io.keyword('Enter an implied edge extension mode [Extend/No extend] <No extend>: ', { enter: true });
        if (e.kind === 'keyword' && e.k === 'Extend') io.notSimulated(`${which} Edge Extend`);
        break;
      }
      case 'eRase': {
        const items = yield* selectObjects(io, { prompt: 'Select objects to erase or <exit>: ' });
        const cp = io.checkpoint();
        for (const e of items) {
          const r = liveEntity(db, e);
          if (r) eraseRecord(db, r);
        }
        if (items.length) done.push(cp);
        break;
      }
      case 'Undo': {
        const at = done.pop();
        if (at !== undefined) io.rollback(at);
        break;
      }
    }
  }
}
