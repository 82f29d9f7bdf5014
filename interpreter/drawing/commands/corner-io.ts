/*
 * The object picks FILLET and CHAMFER share: a LINE picked with an (ename point) list (the point
 * says which part is kept), a point on it, or a bare ename (then its midpoint is the pick point,
 * which keeps the longer part). Other types end the command as not simulated (arcs, circles,
 * polylines, splines...); the same line twice is refused.
 */
import type { Vec3 } from '../geometry/vec.js';
import type { Ask, CommandIo } from './engine/io.js';
import { pickObject, type Picked } from './edit-io.js';

function withPoint(p: Picked): Picked {
  if (p.p) return p;
  const b = p.rec.body;
  const a = b.v[b.c.indexOf(10)] as number[];
  const e = b.v[b.c.indexOf(11)] as number[];
  const mid: Vec3 = [(a[0]! + e[0]!) / 2, (a[1]! + e[1]!) / 2, ((a[2] ?? 0) + (e[2] ?? 0)) / 2];
  return { ...p, p: mid };
}

export function* cornerPick(io: CommandIo, prompt: string, enter: boolean): Ask<{ kind: 'end' } | { kind: 'keyword'; k: string } | { kind: 'pick'; pick: Picked }> {
  const a = yield* pickObject(io, prompt, { enter: true });
  if (a.kind === 'enter') {
    if (enter) return { kind: 'end' };
    return { kind: 'end' };
  }
  if (a.kind === 'keyword') return a;
  if (a.rec.type !== 'LINE') io.notSimulated(`${io.invokedAs.replace(/^-/, '')} of ${a.rec.type}`);
  return { kind: 'pick', pick: withPoint(a) };
}

export function* secondCornerPick(io: CommandIo, prompt: string, first: Picked): Ask<{ kind: 'keyword'; k: string } | { kind: 'pick'; pick: Picked }> {
  for (;;) {
    const a = yield* pickObject(io, prompt);
    if (a.kind === 'enter') continue;
    if (a.kind === 'keyword') return a;
    if (a.rec.handle === first.rec.handle) {
      io.complainText('Cannot fillet or chamfer an object to itself.');
      continue;
    }
    if (a.rec.type !== 'LINE') io.notSimulated(`${io.invokedAs.replace(/^-/, '')} of ${a.rec.type}`);
    return { kind: 'pick', pick: withPoint(a) };
  }
}
