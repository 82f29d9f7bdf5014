/*
 * Layer visibility toggles for the drawing views, with each layer's colour swatch. The list is a
 * drop-down: a click outside it or Escape closes it (it would otherwise stay over the editor).
 * Each layer's state in the drawing is shown with the icons of AutoCAD's layer list: a light bulb
 * (lit: on, dim: off), a sun (thawed) or a snowflake (frozen), an open or a closed padlock.
 * Frozen and off layers are not drawn, as in AutoCAD; the checkbox hides a layer in this view only.
 */
import { useEffect, useRef, useState } from 'react';
import { aciColor } from './aci.js';
import { layerHidden } from './overlay.js';
import { useApp } from '../store/index.js';
import { useViewSnapshots } from './use-snapshots.js';

export function LayerList() {
  const { after, before } = useViewSnapshots();
  const snap = after ?? before;
  const toggled = useApp((s) => s.hiddenLayers);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);
  if (!snap) return null;
  const hidden = layerHidden(snap.layers, toggled);
  return (
    <div className="layer-list" ref={ref}>
      <button type="button" onClick={() => setOpen(!open)} aria-expanded={open}>
        Layers ({snap.layers.length})
      </button>
      {open && (
        <ul>
          {snap.layers.map((l) => (
            <li key={l.name}>
              <label>
                <input type="checkbox" checked={!hidden(l.name)} onChange={() => useApp.getState().toggleLayer(l.name)} />
                <span className="swatch" style={{ background: aciColor(Math.abs(l.color) || 7) }} />
                <span className={l.frozen || l.off ? 'layer-name dim' : 'layer-name'}>{l.name}</span>
              </label>
              <span className="layer-states">
                <span className={l.off ? 'st off' : 'st on'} role="img" aria-label={l.off ? 'off' : 'on'} title={l.off ? 'Off' : 'On'}>💡</span>
                <span className={l.frozen ? 'st frozen' : 'st thawed'} role="img" aria-label={l.frozen ? 'frozen' : 'thawed'} title={l.frozen ? 'Frozen' : 'Thawed'}>{l.frozen ? '❄' : '☀'}</span>
                <span className={l.locked ? 'st locked' : 'st unlocked'} role="img" aria-label={l.locked ? 'locked' : 'unlocked'} title={l.locked ? 'Locked' : 'Unlocked'}>{l.locked ? '🔒' : '🔓'}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
