/*
 * The debugger pane: the step buttons with their keys (VLIDE's and VS Code's), where the program
 * stopped, the call stack (click a frame to see its bindings), the variables of the selected
 * frame (values with parts open up: list elements, an entity's DXF groups, a selection's
 * members), the watch list, the breakpoints of the document with condition and hit count, and
 * which errors and function entries break.
 */
import { useState } from 'react';
import {
  addWatch, debugPause, debugResume, debugStop, editBreakpoint, expandValue, refreshWatches, selectFrame, sendBreakSettings, startDebug, toggleBreakpoint,
} from '../commands/debug.js';
import { useApp } from '../store/index.js';
import type { BreakpointRow, DebugVar } from '../store/debug.js';

const NO_BREAKPOINTS: BreakpointRow[] = [];

function Toolbar() {
  const phase = useApp((s) => s.debugPhase);
  const running = useApp((s) => s.running);
  const stopped = phase === 'stopped';
  const idle = phase === 'idle';
  return (
    <div className="debug-toolbar" role="toolbar" aria-label="debugger">
      {idle ? (
        <>
          <button type="button" className="primary" onClick={() => void startDebug()} disabled={running} title="Run under the debugger: it stops at breakpoints and errors">
            ▶ Debug
          </button>
          <button type="button" onClick={() => void startDebug({ stopOnEntry: true })} disabled={running} title="Start stopped before the first form (F8 / F11)">
            Step Into <kbd>F8</kbd>
          </button>
        </>
      ) : (
        <>
          <button type="button" className="primary" onClick={() => void debugResume('continue')} disabled={!stopped} title="Continue (F5 or Ctrl+F8)">
            ▶ Continue <kbd>F5</kbd>
          </button>
          <button type="button" onClick={() => void debugResume('stepIn')} disabled={!stopped} title="Step Into (F8, or F11 as in VS Code)">
            Step Into <kbd>F8</kbd>
          </button>
          <button type="button" onClick={() => void debugResume('next')} disabled={!stopped} title="Step Over (Shift+F8, or F10 as in VS Code)">
            Step Over <kbd>⇧F8</kbd>
          </button>
          <button type="button" onClick={() => void debugResume('stepOut')} disabled={!stopped} title="Step Out (Ctrl+Shift+F8, or Shift+F11 as in VS Code)">
            Step Out <kbd>Ctrl⇧F8</kbd>
          </button>
          <button type="button" onClick={() => void debugPause()} disabled={phase !== 'running'} title="Pause where the program is">
            ❚❚ Pause
          </button>
          <button type="button" className="stop" onClick={() => void debugStop()} title="Stop debugging (Shift+F5)">
            ■ Stop
          </button>
        </>
      )}
      <StopLine />
    </div>
  );
}

function StopLine() {
  const phase = useApp((s) => s.debugPhase);
  const stop = useApp((s) => s.stop);
  const text = phase === 'stopped' && stop ? stop.description : phase === 'running' ? 'Running…' : phase === 'starting' ? 'Starting…' : 'Not debugging. F9 or a click in the gutter sets a breakpoint.';
  return (
    <span className={`debug-status ${stop?.reason === 'exception' && phase === 'stopped' ? 'error' : ''}`} data-testid="debug-status" data-phase={phase} role="status">
      {text}
    </span>
  );
}

function CallStack() {
  const frames = useApp((s) => s.frames);
  const index = useApp((s) => s.frameIndex);
  return (
    <section className="debug-section" aria-label="call stack">
      <h4>Call stack</h4>
      <ol className="frames">
        {frames.map((f, i) => (
          <li key={f.id}>
            <button type="button" className={i === index ? 'frame on' : 'frame'} onClick={() => void selectFrame(i)} aria-current={i === index}>
              <span className="frame-name">{f.name}</span>
              {f.line > 0 && (
                <span className="frame-where">
                  {f.file ?? ''}:{f.line}
                </span>
              )}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

function VarRow({ v, depth }: { v: DebugVar; depth: number }) {
  const kids = useApp((s) => (v.ref ? s.expanded[v.ref] : undefined));
  return (
    <>
      <tr className="var-row" data-name={v.name}>
        <td className="var-name" style={{ paddingLeft: `${4 + depth * 12}px` }}>
          {v.ref > 0 ? (
            <button type="button" className="twisty" aria-expanded={!!kids} onClick={() => void expandValue(v.ref)}>
              {kids ? '▾' : '▸'}
            </button>
          ) : (
            <span className="twisty-space" />
          )}
          {v.name}
        </td>
        <td className="var-value" title={v.type}>
          {v.value}
        </td>
      </tr>
      {kids?.map((k, i) => <VarRow key={`${k.name}-${i}`} v={k} depth={depth + 1} />)}
    </>
  );
}

function Variables() {
  const scopes = useApp((s) => s.scopes);
  const [openGlobals, setOpenGlobals] = useState(false);
  return (
    <section className="debug-section" aria-label="variables">
      {scopes.map((sc) => {
        const isGlobals = sc.name === 'Globals';
        const open = !isGlobals || openGlobals;
        return (
          <div key={sc.name}>
            <h4>
              {isGlobals ? (
                <button type="button" className="link" onClick={() => setOpenGlobals(!open)} aria-expanded={open}>
                  {open ? '▾' : '▸'} Globals ({sc.vars.length})
                </button>
              ) : (
                sc.name
              )}
            </h4>
            {open && (
              <table className="vars">
                <tbody>
                  {sc.vars.length === 0 ? (
                    <tr>
                      <td className="hint">none</td>
                    </tr>
                  ) : (
                    sc.vars.map((v) => <VarRow key={v.name} v={v} depth={0} />)
                  )}
                </tbody>
              </table>
            )}
          </div>
        );
      })}
    </section>
  );
}

function Watches() {
  const watches = useApp((s) => s.watches);
  const values = useApp((s) => s.watchValues);
  const [text, setText] = useState('');
  return (
    <section className="debug-section" aria-label="watch">
      <h4>Watch</h4>
      <table className="vars">
        <tbody>
          {watches.map((w) => {
            const v = values[w];
            return (
              <tr key={w} className="watch-row">
                <td className="var-name">{w}</td>
                <td className={`var-value ${v?.error ? 'error' : ''}`}>{v ? v.value : '—'}</td>
                <td>
                  <button
                    type="button"
                    className="link"
                    aria-label={`remove watch ${w}`}
                    onClick={() => {
                      useApp.getState().removeWatch(w);
                    }}
                  >
                    ×
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) return;
          void addWatch(text);
          setText('');
        }}
      >
        <input aria-label="add watch" placeholder="expression to watch, e.g. (length pts)" value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} />
      </form>
      <button type="button" className="link" onClick={() => void refreshWatches()}>
        refresh
      </button>
    </section>
  );
}

function Breakpoints() {
  const docId = useApp((s) => s.activeId);
  const rows = useApp((s) => (s.activeId ? s.breakpoints[s.activeId] : undefined)) ?? NO_BREAKPOINTS;
  const breakOnError = useApp((s) => s.breakOnError);
  const breakOnTrapped = useApp((s) => s.breakOnTrapped);
  const entry = useApp((s) => s.entryBreaks);
  const setFlag = (patch: { breakOnError?: boolean; breakOnTrapped?: boolean; entryBreaks?: string }) => {
    useApp.getState().setDebug(patch);
    void sendBreakSettings();
  };
  return (
    <section className="debug-section" aria-label="breakpoints">
      <h4>Breakpoints</h4>
      {rows.length === 0 && <p className="hint">Click in the gutter or press F9 on a line.</p>}
      <ul className="breakpoints">
        {rows.map((r) => (
          <li key={r.line} className={r.verified === false ? 'unverified' : ''} title={r.message}>
            <button type="button" className="link" onClick={() => docId && void toggleBreakpoint(docId, r.line)} aria-label={`remove breakpoint at line ${r.line}`}>
              ●
            </button>
            line {r.line}
            <input
              aria-label={`condition at line ${r.line}`}
              placeholder="condition"
              defaultValue={r.condition ?? ''}
              onBlur={(e) => docId && void editBreakpoint(docId, r.line, { condition: e.target.value })}
              spellCheck={false}
            />
            <input
              aria-label={`hit count at line ${r.line}`}
              placeholder="hits"
              size={4}
              defaultValue={r.hitCondition ?? ''}
              onBlur={(e) => docId && void editBreakpoint(docId, r.line, { hitCondition: e.target.value })}
            />
          </li>
        ))}
      </ul>
      <label className="check">
        <input type="checkbox" checked={breakOnError} onChange={(e) => setFlag({ breakOnError: e.target.checked })} /> Break on error (before *error* runs)
      </label>
      <label className="check">
        <input type="checkbox" checked={breakOnTrapped} onChange={(e) => setFlag({ breakOnTrapped: e.target.checked })} /> …also errors trapped by vl-catch-all-apply
      </label>
      <label className="field">
        Break on entry to
        <input aria-label="break on function entry" placeholder="c:mycmd, helper" defaultValue={entry} onBlur={(e) => setFlag({ entryBreaks: e.target.value })} spellCheck={false} />
      </label>
    </section>
  );
}

export function DebugPanel() {
  const output = useApp((s) => s.debugOutput);
  return (
    <section className="debug-panel" aria-label="debugger">
      <Toolbar />
      <div className="debug-columns">
        <div className="debug-col">
          <CallStack />
          <Breakpoints />
        </div>
        <div className="debug-col wide">
          <Variables />
        </div>
        <div className="debug-col">
          <Watches />
          {output && (
            <section className="debug-section" aria-label="program output">
              <h4>Output</h4>
              <pre className="debug-output">{output}</pre>
            </section>
          )}
        </div>
      </div>
    </section>
  );
}
