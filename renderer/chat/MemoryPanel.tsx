/*
 * The workspace memory the agent learns from: the office's standards (written here by the drafter)
 * and the lessons the loop wrote after repaired sessions. Every note can be read, edited and
 * deleted; they are plain Markdown files in the workspace's lispwright-memory/ folder.
 */
import { useCallback, useEffect, useState } from 'react';
import type { HostApi, MemoryListing, MemoryNote, MemoryNoteDraft, MemoryScope } from '../../electron/shared/contract.js';
import { PanelHead } from './PanelHead.js';

export type MemoryHost = Pick<HostApi, 'memoryList' | 'memorySave' | 'memoryDelete'>;

const blank = (): MemoryNoteDraft => ({ kind: 'standard', title: '', tags: [], body: '' });
const draftOf = (n: MemoryNote): MemoryNoteDraft => ({ id: n.id, kind: n.kind, title: n.title, tags: n.tags, body: n.body });

export function MemoryPanel({ host, scope, onClose }: { host: MemoryHost; scope: MemoryScope; onClose(): void }) {
  const [listing, setListing] = useState<MemoryListing | null>(null);
  const [editing, setEditing] = useState<MemoryNoteDraft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setListing(await host.memoryList(scope));
    } catch (e) {
      setProblem(`Could not read the memory: ${(e as Error).message}`);
    }
  }, [host, scope]);
  useEffect(() => void reload(), [reload]);

  const act = async (f: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await f();
      await reload();
    } catch (e) {
      setProblem((e as Error).message);
    }
  };

  const group = (kind: MemoryNote['kind']) => listing?.notes.filter((n) => n.kind === kind) ?? [];
  const row = (n: MemoryNote) => (
    <li key={n.id} className="lw-note">
      <button type="button" className="lw-note-title" onClick={() => setEditing(draftOf(n))} title={n.id}>
        {n.title}
      </button>
      {n.seen && n.seen > 1 ? <span className="lw-badge">×{n.seen}</span> : null}
      <button type="button" aria-label={`delete ${n.title}`} onClick={() => void act(() => host.memoryDelete(scope, n.id))}>
        Delete
      </button>
    </li>
  );

  return (
    <section className="lw-memory" aria-label="agent memory">
      <PanelHead title="Memory" onClose={onClose} />
      <p className="lw-chat-empty">
        Notes the agent reads at the start of a session when they match the request{listing ? <> — kept in <code>{listing.dir}</code></> : null}.
      </p>
      {problem && <p className="lw-notice lw-notice-error">{problem}</p>}
      {editing ? (
        <form
          className="lw-settings"
          aria-label="edit note"
          onSubmit={(e) => {
            e.preventDefault();
            const d = editing;
            void act(async () => {
              await host.memorySave(scope, d);
              setEditing(null);
            });
          }}
        >
          <label>
            Kind
            <select aria-label="note kind" value={editing.kind} disabled={editing.id !== undefined} onChange={(e) => setEditing({ ...editing, kind: e.target.value as MemoryNote['kind'] })}>
              <option value="standard">Standard (the office's conventions)</option>
              <option value="lesson">Lesson (an error and its fix)</option>
            </select>
          </label>
          <label>
            Title
            <input aria-label="note title" value={editing.title} onChange={(e) => setEditing({ ...editing, title: e.target.value })} />
          </label>
          <label>
            Tags
            <input aria-label="note tags" value={(editing.tags ?? []).join(', ')} placeholder="layer, text style, ssget" onChange={(e) => setEditing({ ...editing, tags: e.target.value.split(',').map((t) => t.trim()).filter(Boolean) })} />
          </label>
          <label>
            Note
            <textarea aria-label="note body" rows={8} value={editing.body} onChange={(e) => setEditing({ ...editing, body: e.target.value })} />
          </label>
          <div className="lw-offer">
            <button type="submit" disabled={!editing.title.trim()}>
              Save note
            </button>
            <button type="button" onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          <h4>Standards</h4>
          {group('standard').length ? <ul className="lw-notes">{group('standard').map(row)}</ul> : <p className="lw-chat-empty">None yet: add the layer names, colours, text styles, blocks and units your office uses.</p>}
          <h4>Lessons</h4>
          {group('lesson').length ? <ul className="lw-notes">{group('lesson').map(row)}</ul> : <p className="lw-chat-empty">None yet: the agent writes one when a failed run is repaired and verified.</p>}
          <button type="button" onClick={() => setEditing(blank())}>
            New standard…
          </button>
        </>
      )}
    </section>
  );
}
