/* Offers back buffers autosaved before a crash or restart: restore into a tab, or discard. */
import { discardBuffer, restoreBuffer } from '../commands/documents.js';
import { useApp } from '../store/index.js';

export function RecoveryBanner() {
  const recovered = useApp((s) => s.recovered);
  if (recovered.length === 0) return null;
  return (
    <div className="recovery" role="region" aria-label="recovered buffers">
      <span>Unsaved work from a previous session:</span>
      {recovered.map((b) => (
        <span key={b.id} className="recovered-item">
          <b>{b.name}</b> <small>({new Date(b.savedAt).toLocaleString()})</small>
          <button type="button" onClick={() => restoreBuffer(b)}>Restore</button>
          <button type="button" className="link" onClick={() => void discardBuffer(b)}>Discard</button>
        </span>
      ))}
    </div>
  );
}
