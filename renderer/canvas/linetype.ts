/*
 * Linetypes on the drawing view: an entity's linetype (group 6; BYLAYER, or absent, is its
 * layer's) looked up in the drawing's LTYPE table, scaled by LTSCALE and the entity's own scale
 * (48), becomes a canvas dash array in drawing units. DXF patterns are dash > 0, gap < 0, dot 0;
 * the canvas wants alternating positive dash and gap lengths, starting with a dash. Patterns whose
 * period is under a few pixels on screen are drawn solid, as AutoCAD shows a dense linetype.
 * Not modelled: shapes and text embedded in complex linetypes (drawn as their gaps), BYBLOCK
 * (drawn continuous), CELTSCALE (it only sets 48 on new entities, which is read).
 */
import { first, type Tags } from '../../interpreter/geometry.js';
import type { DrawingSnapshot } from '../../interpreter/runner/contract.js';

/** Below this many screen pixels per pattern period, a linetype is drawn solid. */
export const MIN_PERIOD_PX = 4;

/** The canvas dash array of a DXF pattern scaled by `scale`, or null when continuous. Dots get `dot`. */
export function canvasDash(pattern: readonly number[], scale: number, dot = 0): number[] | null {
  const segs: Array<[boolean, number]> = [];
  for (const d of pattern) {
    const on = d >= 0;
    const len = d === 0 ? dot : Math.abs(d) * scale;
    const last = segs[segs.length - 1];
    if (last && last[0] === on) last[1] += len;
    else segs.push([on, len]);
  }
  if (segs.length < 2) return null;
  // start with a dash: a leading gap moves to the end (same period, the phase shifts by the gap)
  if (!segs[0]![0]) segs.push(segs.shift()!);
  if (segs.length > 1 && segs[segs.length - 1]![0] === segs[0]![0]) {
    const tail = segs.pop()!;
    segs[0]![1] += tail[1];
  }
  if (segs.length % 2 === 1) return null;
  return segs.map(([, l]) => l);
}

/** The dash pattern (drawing units, before dots) of an entity with groups `g` on `layer`, or null. */
export function entityDash(snap: DrawingSnapshot, g: Tags, layer: string): number[] | null {
  const table = snap.linetypes;
  if (!table) return null;
  let name = first(g, 6);
  if (typeof name !== 'string' || name.toUpperCase() === 'BYLAYER') name = snap.layers.find((l) => l.name.toUpperCase() === layer.toUpperCase())?.linetype;
  if (typeof name !== 'string') return null;
  const pattern = table[name.toUpperCase()];
  if (!pattern) return null;
  const own = first(g, 48);
  const scale = (snap.ltscale ?? 1) * (typeof own === 'number' && own > 0 ? own : 1);
  // a dot is kept as a zero-length dash here; the frame gives it a pixel
  return canvasDash(pattern, scale, 0);
}
