/*
 * The selected entity's group list, before and after side by side (changed groups marked), and
 * beside it the entity's ActiveX properties as a program reads them (vla-get-* over the same
 * groups, the interpreter's activexView). Entities are looked up by handle in the run's
 * snapshots; deleted ones only have a before column and added ones only an after column. Every
 * group is listed, in entget's order: -1, 0, 330, 5, the body with 67/410 (group-format.ts
 * entgetGroups).
 */
import { useMemo, useState } from 'react';
import { activexView } from '../../interpreter/index.js';
import type { DrawingSnapshot, SnapshotEntity } from '../../interpreter/runner/contract.js';
import { entgetGroups, pairGroups } from '../panels/group-format.js';
import { useApp } from '../store/index.js';
import { useViewSnapshots } from './use-snapshots.js';

const indexes = new WeakMap<DrawingSnapshot, Map<string, SnapshotEntity> | null>();
/**
 * The entity of a handle: the first lookup in a snapshot scans its list (a run's After on a 100k
 * drawing is a new snapshot, and one scan is cheaper than indexing it), later ones use an index.
 */
function entityIn(snap: DrawingSnapshot | null, handle: string): SnapshotEntity | undefined {
  if (!snap) return undefined;
  const m = indexes.get(snap);
  if (m) return m.get(handle);
  if (m === undefined) {
    indexes.set(snap, null);
    return snap.entities.find((e) => e.handle === handle);
  }
  const made = new Map(snap.entities.map((e) => [e.handle, e]));
  indexes.set(snap, made);
  return made.get(handle);
}

export function Inspector() {
  const handle = useApp((s) => s.selectedHandle);
  const { before, after } = useViewSnapshots();
  const [showActiveX, setShowActiveX] = useState(false);
  const rows = useMemo(() => {
    if (!handle) return null;
    const b = entityIn(before, handle);
    const a = before === after ? b : entityIn(after, handle);
    if (!b && !a) return null;
    return { type: (a ?? b)!.type, b: !!b, a: !!a, groups: pairGroups(b && entgetGroups(b), a && entgetGroups(a)), entity: (a ?? b)!, snapshot: a ? after : before };
  }, [handle, before, after]);
  const activex = useMemo(() => {
    if (!showActiveX || !rows) return null;
    const layers = rows.snapshot?.layers.map((l) => l.name) ?? [];
    return activexView(rows.entity.type, rows.entity.groups, rows.entity.handle, layers) ?? null;
  }, [showActiveX, rows]);
  if (!handle || !rows) return null;
  return (
    <aside className="inspector" aria-label="entity inspector">
      <header>
        <b>{rows.type}</b> <code>{handle}</code>
        <button type="button" className="link" onClick={() => useApp.getState().select(null)} aria-label="close inspector">×</button>
      </header>
      <table>
        <thead>
          <tr>
            <th>before{rows.b ? '' : ' (none)'}</th>
            <th>after{rows.a ? '' : ' (deleted)'}</th>
          </tr>
        </thead>
        <tbody>
          {rows.groups.map((g, i) => (
            <tr key={i} className={g.changed && rows.a && rows.b ? 'changed' : undefined}>
              <td>{g.before ?? ''}</td>
              <td>{g.after ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <details className="inspector-activex" open={showActiveX} onToggle={(e) => setShowActiveX((e.target as HTMLDetailsElement).open)}>
        <summary>ActiveX properties{activex ? ` — ${activex.iface}` : ''}</summary>
        {activex && (
          <table aria-label="ActiveX properties">
            <tbody>
              {activex.properties.map((p) => (
                <tr key={p.name}>
                  <th scope="row">
                    {p.name}
                    {p.readOnly ? <span className="ro"> (RO)</span> : null}
                  </th>
                  <td>{p.shown}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
    </aside>
  );
}
