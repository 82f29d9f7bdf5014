/*
 * A HATCH's fill as the drawing view needs it, read once per scene (no DOM here, so scenes build
 * anywhere): solid (70 = 1) or its pattern's line families from the entity's own groups (53 angle,
 * 43/44 base, 45/46 offset, 49 dashes), which the DXF stores already at the hatch's scale and
 * angle (53 in radians, as the database keeps angles). hatch-fill.ts draws them.
 */
import { num, parseHatch, type Tags } from '../../interpreter/geometry.js';

export interface PatternFamily {
  /** direction (unit) of the lines, a point on the first line, the offset to the next line */
  dx: number;
  dy: number;
  bx: number;
  by: number;
  ox: number;
  oy: number;
  /** dash lengths (positive dash, negative gap, 0 dot); empty: continuous */
  dashes: number[];
}

export interface HatchInfo {
  solid: boolean;
  families: PatternFamily[];
}

/** A HATCH's fill kind and pattern, read once per scene. */
export function hatchInfo(g: Tags): HatchInfo {
  const solid = num(g, 70, 0) === 1;
  if (solid) return { solid, families: [] };
  const { v } = g;
  const at = (k: number, d = 0): number => (k >= 0 && typeof v[k] === 'number' ? (v[k] as number) : d);
  const families: PatternFamily[] = [];
  for (const l of parseHatch(g).pattern.lines) {
    // 53 is in radians here: the DXF reader converts the file's degrees, as entget shows them
    const a = at(l.angle);
    const ox = at(l.ox);
    const oy = at(l.oy);
    if (Math.hypot(ox, oy) < 1e-12) continue;
    families.push({ dx: Math.cos(a), dy: Math.sin(a), bx: at(l.bx), by: at(l.by), ox, oy, dashes: l.dashes.map((k) => at(k)) });
  }
  return { solid, families };
}
