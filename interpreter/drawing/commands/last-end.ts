/*
 * Where the last LINE, ARC or PLINE segment ended and the direction it left in (UCS), for the
 * commands whose Enter at the first prompt continues from there (LINE, ARC, PLINE).
 */
import { Real, list } from '../../core/values.js';
import type { Vec3 } from '../geometry/vec.js';
import type { CommandIo } from './engine/io.js';

export interface LastEnd {
  p: Vec3 | null;
  /** tangent direction at p, radians in the UCS */
  dir: number | null;
}

export const lastEnd = (io: CommandIo): LastEnd => io.memory('lastEnd', (): LastEnd => ({ p: null, dir: null }));

/** LASTPOINT back to where a command's Undo option left it (the rubber band's start). */
export function setLastPoint(io: CommandIo, p: Vec3): void {
  io.setVar('LASTPOINT', list([new Real(p[0]), new Real(p[1]), new Real(p[2])]));
}
