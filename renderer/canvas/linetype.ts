/*
 * Linetypes on the drawing view: an entity's linetype (group 6; BYLAYER, or absent, is its
 * layer's) looked up in the drawing's LTYPE table, scaled by LTSCALE and the entity's own scale
 * (48), becomes a canvas dash array in drawing units. DXF patterns are dash > 0, gap < 0, dot 0;
 * the canvas wants alternating positive dash and gap lengths, starting with a dash. Patterns whose
 * period is under 2 screen pixels are drawn solid, as AutoCAD shows a linetype too dense to see.
 * BYLAYER/BYBLOCK and the scale inside blocks are entity-style.ts's. Not modelled: shapes and
 * text embedded in complex linetypes (drawn as their gaps), CELTSCALE (it only sets 48 on new
 * entities, which is read).
 */
import type { Tags } from '../../interpreter/geometry.js';
import { ownStyle, StyleResolver, TOP_LEVEL } from './entity-style.js';
import type { DrawingSnapshot } from '../../interpreter/runner/contract.js';

/** Below this many screen pixels per pattern period, a linetype is drawn solid. */
export const MIN_PERIOD_PX = 2;

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

/** The dash array of the named linetype (upper case) at `scale` drawing units per pattern unit, or null. */
export function dashOf(snap: DrawingSnapshot, name: string | null, scale: number): number[] | null {
  const pattern = name ? snap.linetypes?.[name] : undefined;
  // a dot is kept as a zero-length dash here; the frame gives it a pixel
  return pattern ? canvasDash(pattern, scale, 0) : null;
}

/** The dash pattern (drawing units, before dots) of a top-level entity with groups `g` on `layer`, or null. */
export function entityDash(snap: DrawingSnapshot, g: Tags, layer: string): number[] | null {
  if (!snap.linetypes) return null;
  const styles = new StyleResolver(snap);
  const own = ownStyle(g);
  return dashOf(snap, styles.linetype(own, layer, TOP_LEVEL), styles.patternScale(own, TOP_LEVEL));
}
