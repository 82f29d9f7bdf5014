/* The bottom area's tabs: the last run's Output, the Console session, and the Debugger. */
import { useApp } from '../store/index.js';
import type { BottomTab } from '../store/view.js';
import { Console } from './Console.js';
import { ConsolePane } from './ConsolePane.js';
import { DebugPanel } from './DebugPanel.js';

const TABS: Array<[BottomTab, string]> = [
  ['output', 'Output'],
  ['console', 'Console'],
  ['debug', 'Debug'],
];

export function BottomPane() {
  const tab = useApp((s) => s.bottomTab);
  const phase = useApp((s) => s.debugPhase);
  return (
    <div className="bottom-pane">
      <div className="bottom-tabs" role="tablist" aria-label="bottom panes">
        {TABS.map(([id, label]) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} className={tab === id ? 'active' : ''} onClick={() => useApp.getState().setBottomTab(id)}>
            {label}
            {id === 'debug' && phase !== 'idle' ? ` (${phase})` : ''}
          </button>
        ))}
      </div>
      <div className="bottom-body" hidden={tab !== 'output'}>
        <Console />
      </div>
      <div className="bottom-body" hidden={tab !== 'console'}>
        <ConsolePane />
      </div>
      <div className="bottom-body" hidden={tab !== 'debug'}>
        <DebugPanel />
      </div>
    </div>
  );
}
