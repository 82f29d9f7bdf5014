/*
 * Printing DXF groups the way entget shows them: (code . value) for atoms, (code x y z) for
 * points. Used by the diff rows and the inspector. Snapshots carry plain JS numbers, so whether a
 * number is a REAL (5000.0) or an INT (5000) comes from the group code (the interpreter's one
 * group-code table, isRealCode), as in AutoCAD.
 */
import { formatReal, isRealCode } from '../../interpreter/index.js';
import type { SnapshotEntity } from '../../interpreter/runner/contract.js';

type GroupValue = SnapshotEntity['groups'][number][1];

export function formatNumber(n: number): string {
  if (Number.isInteger(n) && Math.abs(n) < 1e15) return String(n);
  const s = n.toPrecision(10);
  return s.includes('e') ? s : s.replace(/\.?0+$/, '') || '0';
}

/** A number as entget prints it for this group code: REAL codes (and points) as AutoLISP reals. */
function formatNumberFor(code: number | undefined, n: number): string {
  return code !== undefined && isRealCode(code) ? formatReal(n) : formatNumber(n);
}

export function formatValue(v: GroupValue, code?: number): string {
  if (Array.isArray(v)) return v.map((n) => formatNumberFor(code ?? 10, n)).join(' ');
  if (typeof v === 'number') return formatNumberFor(code, v);
  return JSON.stringify(v);
}

export function formatGroup(code: number, v: GroupValue): string {
  return Array.isArray(v) ? `(${code} ${formatValue(v, code)})` : `(${code} . ${formatValue(v, code)})`;
}

/** Pair the groups of two versions of an entity by code and occurrence, for a side-by-side view. */
export function pairGroups(before: SnapshotEntity['groups'] | undefined, after: SnapshotEntity['groups'] | undefined): Array<{ code: number; before: string | null; after: string | null; changed: boolean }> {
  const key = (g: SnapshotEntity['groups']): Array<[string, number, GroupValue]> => {
    const seen = new Map<number, number>();
    return g.map(([c, v]) => {
      const n = seen.get(c) ?? 0;
      seen.set(c, n + 1);
      return [`${c}#${n}`, c, v];
    });
  };
  const b = new Map(key(before ?? []).map(([k, c, v]) => [k, { c, v }]));
  const a = key(after ?? []);
  const rows: Array<{ code: number; before: string | null; after: string | null; changed: boolean }> = [];
  const used = new Set<string>();
  for (const [k, c, v] of a) {
    const old = b.get(k);
    used.add(k);
    const after = formatGroup(c, v);
    const beforeText = old ? formatGroup(old.c, old.v) : null;
    rows.push({ code: c, before: beforeText, after, changed: beforeText !== after });
  }
  for (const [k, { c, v }] of b) if (!used.has(k)) rows.push({ code: c, before: formatGroup(c, v), after: null, changed: true });
  return rows;
}
