/* Reading an entity's DXF group list: first value of a code, all values of a code, points. */
import type { SnapshotEntity } from '../../interpreter/runner/contract.js';

export type Groups = SnapshotEntity['groups'];
type GroupValue = Groups[number][1];

export function first(g: Groups, code: number): GroupValue | undefined {
  for (const [c, v] of g) if (c === code) return v;
  return undefined;
}

export function num(g: Groups, code: number, dflt = 0): number {
  const v = first(g, code);
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  return dflt;
}

export function str(g: Groups, code: number, dflt = ''): string {
  const v = first(g, code);
  return v === undefined ? dflt : Array.isArray(v) ? v.join(' ') : String(v);
}

export function point(v: GroupValue | undefined): [number, number] | null {
  if (Array.isArray(v) && v.length >= 2 && typeof v[0] === 'number' && typeof v[1] === 'number') return [v[0], v[1]];
  return null;
}

export function pt(g: Groups, code: number): [number, number] | null {
  return point(first(g, code));
}

export function allNums(g: Groups, code: number): number[] {
  const out: number[] = [];
  for (const [c, v] of g) if (c === code && typeof v === 'number') out.push(v);
  return out;
}

export function allPts(g: Groups, code: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const [c, v] of g) {
    if (c !== code) continue;
    const p = point(v);
    if (p) out.push(p);
  }
  return out;
}

/** True when the entity's extrusion direction points down (OCS mirrored in X). */
export function mirroredOcs(g: Groups): boolean {
  const e = first(g, 210);
  return Array.isArray(e) && typeof e[2] === 'number' && e[2] < 0;
}
