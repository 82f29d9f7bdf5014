/*
 * The right-hand tabs: Before, After, Overlay drawing views, the Diff and the Plot, and the
 * Dialog preview while a .dcl document is active (it opens there by itself).
 */
import { useEffect } from 'react';
import { DrawingView } from '../canvas/DrawingView.js';
import { Inspector } from '../canvas/Inspector.js';
import { LayerList } from '../canvas/LayerList.js';
import { PlotPanel } from '../canvas/plot/PlotView.js';
import { useApp } from '../store/index.js';
import type { RightTab } from '../store/view.js';
import { DiffPanel } from './DiffPanel.js';
import { DialogPreview } from '../dialogs/DialogPreview.js';
import { isDclName } from '../editor/language/dcl-monarch.js';
import { activeDoc } from '../store/documents.js';

const TABS: Array<[RightTab, string]> = [
  ['before', 'Before'],
  ['after', 'After'],
  ['overlay', 'Overlay'],
  ['diff', 'Diff'],
  ['plot', 'Plot'],
];

export function RightPane() {
  const tab = useApp((s) => s.rightTab);
  const dclActive = useApp((s) => isDclName(activeDoc(s)?.name ?? ''));
  useEffect(() => {
    const st = useApp.getState();
    if (dclActive) st.setRightTab('dialog');
    else if (st.rightTab === 'dialog') st.setRightTab('overlay');
  }, [dclActive]);
  const tabs: Array<[RightTab, string]> = dclActive ? [...TABS, ['dialog', 'Dialog']] : TABS;
  const changes = useApp((s) => (s.drawingOverride ? s.drawingOverride.diff.entities.length : s.lastRun?.result.diff ? s.lastRun.result.diff.entities.length : null));
  const isView = tab === 'before' || tab === 'after' || tab === 'overlay';
  return (
    <section className="right-pane">
      <div className="right-tabs" role="tablist" aria-label="views">
        {tabs.map(([id, label]) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} className={tab === id ? 'active' : ''} onClick={() => useApp.getState().setRightTab(id)}>
            {label}
            {id === 'diff' && changes !== null ? ` (${changes})` : ''}
          </button>
        ))}
        <span className="spacer" />
        {isView && <LayerList />}
      </div>
      <div className="right-body">
        {isView ? <DrawingView key={tab} mode={tab} /> : tab === 'diff' ? <DiffPanel /> : tab === 'dialog' ? <DialogPreview /> : <PlotPanel />}
        {/* The diff rows expand to the same before -> after groups, so the floating inspector
            would only cover them: it belongs to the drawing views. */}
        {isView && <Inspector />}
      </div>
    </section>
  );
}
