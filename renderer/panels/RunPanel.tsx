/*
 * The run bar: Run / Stop, step budget, drawing picker (samples, Open DXF…, new empty drawing),
 * the command to call after loading, and the scripted inputs and test cases editors (in a
 * collapsible drawer, validated as the user types), the expected effect and error, and the offer to keep the answers given to
 * dialogs and grread during the last run.
 */
import { useEffect, useState } from 'react';
import { newDrawing, openDrawing, openSample, refreshSamples } from '../commands/drawings.js';
import { runActive, stopRun } from '../commands/run.js';
import { startDebug } from '../commands/debug.js';
import { useApp } from '../store/index.js';
import { INPUT_KINDS, validateInputs } from './inputs-validate.js';
import { ExpectEditor } from './ExpectEditor.js';
import { SaveAnswers } from './SaveAnswers.js';

export function RunPanel() {
  const running = useApp((s) => s.running);
  const budget = useApp((s) => s.budget);
  const call = useApp((s) => s.call);
  const [drawer, setDrawer] = useState(false);
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
          <input aria-label="command to call" placeholder="c:mycommand" value={call} onChange={(e) => useApp.getState().setCall(e.target.value)} size={12} />
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
        <button type="button" aria-expanded={drawer} onClick={() => setDrawer(!drawer)}>
          Inputs, tests &amp; effect {drawer ? '▴' : '▾'}
        </button>
      </div>
      <SaveAnswers />
      {drawer && (
        <div className="run-drawer">
          <InputsEditor />
          <TestsEditor />
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
        <option value="">{loading ? 'Loading…' : drawing ? `${drawing.name} (${drawing.entityCount})` : 'Empty drawing'}</option>
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

export function InputsEditor() {
  const text = useApp((s) => s.inputsText);
  const v = validateInputs(text);
  return (
    <div className="inputs-editor">
      <label htmlFor="inputs-json">Scripted inputs (answers to getpoint, getstring, entsel… in order)</label>
      <textarea id="inputs-json" spellCheck={false} rows={4} value={text} aria-invalid={!v.ok} onChange={(e) => useApp.getState().setInputsText(e.target.value)} placeholder='[{"point": [0, 0]}, {"string": "A"}, {"enter": true}]' />
      <div className={v.ok ? 'hint' : 'error'} role={v.ok ? undefined : 'alert'}>
        {v.ok ? `${v.inputs.length} answer(s). Kinds: ${INPUT_KINDS.join(', ')}.` : v.error}
      </div>
    </div>
  );
}

export function TestsEditor() {
  const tests = useApp((s) => s.tests);
  const text = tests.join('\n');
  return (
    <div className="tests-editor">
      <label htmlFor="tests-text">Test cases (one AutoLISP expression per line; each must be non-nil after the run)</label>
      <textarea id="tests-text" spellCheck={false} rows={4} value={text} onChange={(e) => useApp.getState().setTests(e.target.value.split('\n'))} placeholder="(= (sslength (ssget &quot;X&quot;)) 4)" />
    </div>
  );
}
