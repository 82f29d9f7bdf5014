/*
 * Where the last LINE, ARC or PLINE segment ended and the direction it left in (UCS), for the
 * commands whose Enter at the first prompt continues from there (LINE, ARC, PLINE).
 */
import type { Vec3 } from '../selection/geometry/xform.js';
import type { CommandIo } from './engine/io.js';

export interface LastEnd {
  p: Vec3 | null;
  /** tangent direction at p, radians in the UCS */
  dir: number | null;
}

export const lastEnd = (io: CommandIo): LastEnd => io.memory('lastEnd', (): LastEnd => ({ p: null, dir: null }));
