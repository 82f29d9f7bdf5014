/*
 * The run bar: Run / Stop, step budget, drawing picker (samples, Open DXF…, new empty drawing),
 * the command to call after loading, the test cases of the script (the drawer: named cases, the
 * selected case's inputs and assertions, the expected effect and error; closes on Escape or a
 * click outside), and the offer to keep the answers given interactively during the last run.
 */
import { useEffect, useRef, useState } from 'react';
import { ENTITY_COUNT_MEANING, scriptSettings } from '../../interpreter/index.js';
import { newDrawing, openDrawing, openSample, refreshSamples } from '../commands/drawings.js';
import { runActive, stopRun } from '../commands/run.js';
import { cachedProject, nameInFolder } from '../project/project-run.js';
import { activeDoc } from '../store/documents.js';
import { startDebug } from '../commands/debug.js';
import { useApp } from '../store/index.js';
import { CasesPanel } from './CasesPanel.js';
import { ExpectEditor } from './ExpectEditor.js';
import { SaveAnswers } from './SaveAnswers.js';

/** The command lispwright.json names for the active script (the Call field's placeholder and default). */
function useProjectCall(): string | undefined {
  const meta = useApp((s) => activeDoc(s));
  useApp((s) => s.project);
  const info = cachedProject(meta?.path ?? null);
  const entry = info && meta?.path ? nameInFolder(info.root, meta.path) : null;
  return info?.project && entry ? scriptSettings(info.project, entry).call : undefined;
}

/** A drawer that closes on Escape or a pointer press outside it (and outside its toggle). */
function useDismiss(open: boolean, close: () => void, ...refs: Array<React.RefObject<HTMLElement | null>>): void {
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!refs.some((r) => r.current?.contains(t)) && !(t instanceof Element && t.closest('.modal-backdrop, .monaco-editor, .drawing-view'))) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) close();
    };
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
}

export function RunPanel() {
  const running = useApp((s) => s.running);
  const budget = useApp((s) => s.budget);
  const call = useApp((s) => s.call);
  const projectCall = useProjectCall();
  const caseCount = useApp((s) => {
    const m = activeDoc(s);
    return m ? (s.cases[m.id]?.cases.length ?? 0) : 0;
  });
  const selectedCase = useApp((s) => {
    const m = activeDoc(s);
    const set = m ? s.cases[m.id] : undefined;
    return set && set.selected >= 0 ? set.cases[set.selected]?.name : undefined;
  });
  const [drawer, setDrawer] = useState(false);
  const drawerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useDismiss(drawer, () => setDrawer(false), drawerRef, toggleRef);
  return (
    <div className="run-panel">
      <div className="run-bar" role="toolbar" aria-label="run">
        {running ? (
          <button type="button" className="stop" onClick={() => void stopRun()} title="Stop (Esc)">■ Stop</button>
        ) : (
          <button type="button" className="primary run" onClick={() => void runActive()} title="Run (F5 or Ctrl+Enter)">▶ Run</button>
        )}
        <DebugButton />
        <DrawingPicker />
        <label className="field">
          Call
          <input aria-label="command to call" placeholder={projectCall ?? 'c:mycommand'} title={projectCall ? `Empty: ${projectCall}, as lispwright.json says` : 'The command to call after loading the file'} value={call} onChange={(e) => useApp.getState().setCall(e.target.value)} size={12} />
        </label>
        <label className="field">
          Budget
          <input
            aria-label="step budget"
            type="number"
            min={1000}
            step={1000000}
            value={budget}
            onChange={(e) => {
              const n = Number(e.target.value);
              if (Number.isFinite(n) && n > 0) useApp.getState().setBudget(Math.round(n));
            }}
          />
        </label>
        <button type="button" ref={toggleRef} aria-expanded={drawer} onClick={() => setDrawer(!drawer)} title="Test cases: inputs, assertions, expected effect and error (NAME.test.lsp)">
          Cases{caseCount ? ` (${caseCount})` : ''}{selectedCase ? `: ${selectedCase}` : ''} {drawer ? '▴' : '▾'}
        </button>
      </div>
      <SaveAnswers />
      {drawer && (
        <div className="run-drawer" ref={drawerRef}>
          <CasesPanel />
          <ExpectEditor />
        </div>
      )}
    </div>
  );
}

function DebugButton() {
  const phase = useApp((s) => s.debugPhase);
  const running = useApp((s) => s.running);
  return (
    <button
      type="button"
      className="debug-start"
      disabled={running || phase !== 'idle'}
      onClick={() => void startDebug()}
      title="Debug: run stopping at breakpoints (click the gutter or F9) and errors; F8 starts stopped at the first form"
    >
      ▷ Debug
    </button>
  );
}

function DrawingPicker() {
  const samples = useApp((s) => s.samples);
  const drawing = useApp((s) => s.drawing);
  const loading = useApp((s) => s.drawingLoading);
  useEffect(() => {
    void refreshSamples();
  }, []);
  const onChange = (v: string) => {
    if (v === '__open') void openDrawing();
    else if (v === '__new') void newDrawing();
    else if (v.startsWith('sample:')) void openSample(v.slice(7));
  };
  return (
    <label className="field">
      Drawing
      <select aria-label="drawing" value="" onChange={(e) => onChange(e.target.value)} disabled={loading}>
        <option value="" title={ENTITY_COUNT_MEANING}>{loading ? 'Loading…' : drawing ? `${drawing.name} (${drawing.entityCount} entities)` : 'Empty drawing'}</option>
        <optgroup label="Samples">
          {samples.map((s) => (
            <option key={s.name} value={`sample:${s.name}`}>
              {s.title || s.name} — {s.entityCount} entities
            </option>
          ))}
        </optgroup>
        <option value="__open">Open DXF…</option>
        <option value="__new">New empty drawing</option>
      </select>
    </label>
  );
}

export { InputsEditor, TestsEditor } from './CaseEditors.js';
