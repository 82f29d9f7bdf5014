/*
 * What the run changed: entities added / deleted / modified (type, handle, layer), each row
 * expandable to its group codes before → after; table and system-variable changes; files the
 * script wrote. Selecting a row selects the entity in the drawing views, and a pick in a view
 * selects (and scrolls to) its row.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DrawingDiff, DrawingSnapshot, EntityChange, GroupChange, RunResult, WrittenFile } from '../../interpreter/runner/contract.js';
import { UNSIMULATED_LABEL, unsimulatedText } from './run-warnings.js';
import { useApp } from '../store/index.js';
import { pairGroups } from './group-format.js';

const PAGE = 500;

function groupRows(ch: EntityChange, before: DrawingSnapshot | undefined, after: DrawingSnapshot | undefined): GroupChange[] {
  if (ch.groups && ch.groups.length) return ch.groups;
  const b = before?.entities.find((e) => e.handle === ch.handle);
  const a = after?.entities.find((e) => e.handle === ch.handle);
  return pairGroups(ch.change === 'added' ? undefined : b?.groups, ch.change === 'deleted' ? undefined : a?.groups).map((r) => ({ code: r.code, before: r.before, after: r.after }));
}

/** What the diff is of: the last run, or a debug stop / the console (then `label` says which). */
interface DiffSource {
  diff?: DrawingDiff;
  before?: DrawingSnapshot;
  after?: DrawingSnapshot;
  files: WrittenFile[];
  label?: string;
  unsimulatedCommands?: RunResult['unsimulatedCommands'];
}

function EntityRow({ ch, r }: { ch: EntityChange; r: DiffSource }) {
  const selected = useApp((s) => s.selectedHandle === ch.handle);
  const expanded = useApp((s) => s.expandedHandle === ch.handle);
  const ref = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  const onClick = () => {
    const st = useApp.getState();
    st.select(ch.handle);
    st.toggleExpanded(ch.handle);
  };
  return (
    <>
      <tr ref={ref} className={`entity-row ${ch.change}${selected ? ' selected' : ''}`} onClick={onClick} aria-selected={selected} aria-expanded={expanded} data-handle={ch.handle}>
        <td>
          <span className={`badge ${ch.change}`}>{ch.change}</span>
        </td>
        <td>{ch.type}</td>
        <td>
          <code>{ch.handle}</code>
        </td>
        <td>{ch.layer}</td>
        <td className="delta">{ch.delta ? `Δ ${ch.delta.map((d) => +d.toFixed(4)).join(', ')}` : ''}</td>
      </tr>
      {expanded && (
        <tr className="groups-row">
          <td colSpan={5}>
            <table className="groups">
              <tbody>
                {groupRows(ch, r.before, r.after).map((g, i) => (
                  <tr key={i} className={g.before === g.after ? 'same' : 'changed'}>
                    <td className="code">{g.code}</td>
                    <td className="before">{g.before ?? '—'}</td>
                    <td className="arrow">→</td>
                    <td className="after">{g.after ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </td>
        </tr>
      )}
    </>
  );
}

export function DiffPanel() {
  const run = useApp((s) => s.lastRun?.result ?? null);
  const override = useApp((s) => s.drawingOverride);
  const last: DiffSource | null = override
    ? { diff: override.diff, after: override.after, files: [], label: override.label, ...(override.before ? { before: override.before } : {}) }
    : run;
  const [shown, setShown] = useState(PAGE);
  const [filter, setFilter] = useState<'all' | 'added' | 'deleted' | 'modified'>('all');
  const entities = useMemo(() => (last?.diff?.entities ?? []).filter((e) => filter === 'all' || e.change === filter), [last, filter]);
  if (!last) return <div className="empty-view">Run a script to see what it changed.</div>;
  const diff = last.diff;
  if (!diff) return <div className="empty-view">This run has no drawing diff.</div>;
  const s = diff.summary;
  return (
    <div className="diff-panel" aria-label="drawing diff">
      {last.label && <p className="diff-label" data-testid="diff-label">Changes in {last.label}</p>}
      {unsimulatedText(last) !== '' && (
        <p className="out-warn" role="status">
          {UNSIMULATED_LABEL}
          {unsimulatedText(last)}
        </p>
      )}
      <div className="diff-summary">
        <button type="button" className={filter === 'all' ? 'on' : ''} onClick={() => setFilter('all')}>all {s.added + s.deleted + s.modified}</button>
        <button type="button" className={`added ${filter === 'added' ? 'on' : ''}`} onClick={() => setFilter('added')}>+{s.added} added</button>
        <button type="button" className={`deleted ${filter === 'deleted' ? 'on' : ''}`} onClick={() => setFilter('deleted')}>−{s.deleted} deleted</button>
        <button type="button" className={`modified ${filter === 'modified' ? 'on' : ''}`} onClick={() => setFilter('modified')}>~{s.modified} modified</button>
      </div>
      {entities.length === 0 ? (
        <p className="hint">No entity changes.</p>
      ) : (
        <table className="entities">
          <thead>
            <tr>
              <th>change</th>
              <th>type</th>
              <th>handle</th>
              <th>layer</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {entities.slice(0, shown).map((ch) => (
              <EntityRow key={`${ch.change}:${ch.handle}`} ch={ch} r={last} />
            ))}
          </tbody>
        </table>
      )}
      {entities.length > shown && (
        <button type="button" onClick={() => setShown(shown + PAGE)}>
          Show {Math.min(PAGE, entities.length - shown)} more of {entities.length - shown}
        </button>
      )}
      {diff.tables.length > 0 && (
        <section>
          <h4>Tables</h4>
          <ul className="table-changes">
            {diff.tables.map((t, i) => (
              <li key={i}>
                <span className={`badge ${t.change}`}>{t.change}</span> {t.table} <b>{t.name}</b>
                {t.groups && t.groups.length > 0 && (
                  <ul>
                    {t.groups.map((g, j) => (
                      <li key={j}>
                        {g.code}: {g.before ?? '—'} → {g.after ?? '—'}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {diff.sysvars.length > 0 && (
        <section>
          <h4>System variables</h4>
          <table className="sysvars">
            <tbody>
              {diff.sysvars.map((v) => (
                <tr key={v.name}>
                  <td>{v.name}</td>
                  <td>{v.before}</td>
                  <td>→</td>
                  <td>{v.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {last.files.length > 0 && (
        <section>
          <h4>Files written</h4>
          {last.files.map((f) => (
            <details key={f.name}>
              <summary>
                {f.name} ({f.text.length} chars)
              </summary>
              <pre>{f.text}</pre>
            </details>
          ))}
        </section>
      )}
    </div>
  );
}

