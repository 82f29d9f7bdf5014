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
  // the entity names of the header: a pointer's address in AutoCAD, its handle here
  if ((code === -1 || code === 330) && typeof v === 'string') return `(${code} . <Entity name: ${v}>)`;
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

/**
 * Every group of an entity in entget's order, as the inspector shows it: -1 (the entity, named by
 * its handle), 0, 330 (owner), 5, then the body with 67 and 410 after the AcDbEntity marker
 * (interpreter/drawing/view.ts builds the same list for entget).
 */
export function entgetGroups(e: SnapshotEntity): SnapshotEntity['groups'] {
  const out: SnapshotEntity['groups'] = [[-1, e.handle], [0, e.type]];
  if (e.owner) out.push([330, e.owner]);
  out.push([5, e.handle]);
  const space = (): SnapshotEntity['groups'] => {
    const layout = e.layout ?? (e.block === undefined ? 'Model' : undefined);
    return layout === undefined ? [] : [[67, layout === 'Model' ? 0 : 1], [410, layout]];
  };
  let placed = false;
  for (const g of e.groups) {
    if (g[0] === 0 || g[0] === 5 || g[0] === 330 || g[0] === 67 || g[0] === 410) {
      if (g[0] === 330 && !e.owner) out.splice(out.length - 1, 0, g);
      continue;
    }
    out.push(g);
    if (!placed && g[0] === 100 && g[1] === 'AcDbEntity') {
      out.push(...space());
      placed = true;
    }
  }
  if (!placed) out.splice(out.findIndex((g) => g[0] === 5) + 1, 0, ...space());
  return out;
}
