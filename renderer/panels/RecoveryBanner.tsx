/*
 * After a reload or a restart the session comes back by itself (app/session.ts); this lists each
 * unsaved document it brought back, once, with when it was last autosaved: keep the edits (OK) or
 * throw them away (the tab goes back to the file on disk, an untitled one closes).
 */
import { discardRestored } from '../commands/documents.js';
import { useApp } from '../store/index.js';

export function RecoveryBanner() {
  const recovered = useApp((s) => s.recovered);
  if (recovered.length === 0) return null;
  return (
    <div className="recovery" role="region" aria-label="recovered buffers">
      <span>Restored {recovered.length === 1 ? 'an unsaved document' : `${recovered.length} unsaved documents`} from the last session:</span>
      {recovered.map((b) => (
        <span key={b.id} className="recovered-item" data-testid="recovered-item">
          <b>{b.name}</b> <small>(autosaved {new Date(b.savedAt).toLocaleString()})</small>
          <button type="button" className="link" onClick={() => void discardRestored(b)} title="Throw these edits away: back to the file on disk (an untitled document closes)">Discard changes</button>
        </span>
      ))}
      <button type="button" onClick={() => useApp.getState().setRecovered([])}>OK</button>
    </div>
  );
}
