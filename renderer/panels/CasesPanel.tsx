/*
 * The script's test cases, in the run bar's drawer: the named cases of its NAME.test.lsp (and
 * the scratch case), the selected case's inputs, assertions and expectations, Run (the selected
 * case, interactively), Test (all, with a pass/fail list), the Esc check (which prompt left which
 * system variable changed) and Save (writes the test file; replacing a file it did not read is
 * asked first). The inputs and assertions editors are the working copy the Run button uses.
 */
import { useState } from 'react';
import type { TestCase } from '../../interpreter/index.js';
import type { RunStage } from '../../interpreter/runner/contract.js';
import { runActive } from '../commands/run.js';
import { activeDoc } from '../store/documents.js';
import { useApp } from '../store/index.js';
import { addCase, deleteCase, readCases, saveCases, selectCase, updateCase } from '../tests/case-files.js';
import { escCheckCase, runAllCases } from '../tests/case-runner.js';
import { InputsEditor, TestsEditor } from './CaseEditors.js';

const STAGES: Array<RunStage | ''> = ['', 'ok', 'execution', 'syntax', 'budget'];

function StatusMark({ status }: { status?: string }) {
  if (!status) return <span className="case-mark none" aria-label="not run">○</span>;
  return status === 'passed' ? <span className="case-mark pass" aria-label="passed">✓</span> : status === 'failed' ? <span className="case-mark fail" aria-label="failed">✗</span> : <span className="case-mark pending" aria-label="pending">…</span>;
}

function Expectations({ docId, index, c }: { docId: string; index: number; c: TestCase }) {
  const x = c.expect;
  const diff = x.diff ?? {};
  const num = (v: string): number | undefined => (v.trim() === '' ? undefined : Math.max(0, Math.round(Number(v))));
  const setDiff = (k: 'added' | 'deleted' | 'modified', v: string) => {
    const next = { ...diff, [k]: num(v) };
    for (const key of Object.keys(next) as Array<keyof typeof next>) if (next[key] === undefined || Number.isNaN(next[key])) delete next[key];
    updateCase(docId, index, { expect: { ...x, diff: Object.keys(next).length ? next : undefined } as TestCase['expect'] });
  };
  return (
    <fieldset className="case-expect">
      <legend>Expected</legend>
      <label className="field">
        Drawing
        <input aria-label="case drawing" placeholder="(the current drawing) or sample:floor-plan.dxf" value={c.drawing ?? ''} onChange={(e) => updateCase(docId, index, { drawing: e.target.value.trim() || undefined })} />
      </label>
      <label className="field">
        Stage
        <select aria-label="expected stage" value={x.stage ?? ''} onChange={(e) => updateCase(docId, index, { expect: { ...x, stage: (e.target.value || undefined) as RunStage | undefined } })}>
          {STAGES.map((s) => <option key={s} value={s}>{s || (x.error ? 'execution (an error)' : 'ok (default)')}</option>)}
        </select>
      </label>
      <label className="field">
        Error
        <input aria-label="expected error" placeholder="no error" value={x.error ?? ''} onChange={(e) => updateCase(docId, index, { expect: { ...x, error: e.target.value === '' ? undefined : e.target.value } })} />
      </label>
      <label className="field grow">
        Output contains (one per line)
        <textarea aria-label="expected output" rows={2} value={x.output.join('\n')} onChange={(e) => updateCase(docId, index, { expect: { ...x, output: e.target.value.split('\n').filter((l) => l !== '') } })} />
      </label>
      <span className="field">
        Effect
        {(['added', 'deleted', 'modified'] as const).map((k) => (
          <label key={k} className="mini">
            {k}
            <input aria-label={`expected ${k}`} type="number" min={0} value={diff[k] ?? ''} onChange={(e) => setDiff(k, e.target.value)} />
          </label>
        ))}
      </span>
      <label className="field">
        Esc check
        <select aria-label="expected esc check" value={x.escCheck ?? ''} onChange={(e) => updateCase(docId, index, { expect: { ...x, escCheck: (e.target.value || undefined) as 'pass' | 'fail' | undefined } })}>
          <option value="">not checked</option>
          <option value="pass">must pass</option>
          <option value="fail">must fail</option>
        </select>
      </label>
    </fieldset>
  );
}

function EscReport({ docId }: { docId: string }) {
  const esc = useApp((s) => s.cases[docId]?.esc);
  if (!esc) return null;
  const r = esc.report;
  return (
    <div className="esc-report" data-testid="esc-report">
      <div className={r.passed ? 'out-pass' : 'out-fail'}>
        Esc check of “{esc.caseName}” ({r.command}, {r.prompts} prompt{r.prompts === 1 ? '' : 's'}): {r.passed ? 'every Esc left the drawing and system variables as they were' : 'Esc leaves changes behind'}
      </div>
      {r.error && <div className="out-fail">{r.error}</div>}
      {r.steps.length > 0 && (
        <table>
          <thead>
            <tr><th>#</th><th>Esc at the prompt</th><th>ended</th><th>left changed</th></tr>
          </thead>
          <tbody>
            {r.steps.map((s) => (
              <tr key={s.prompt} className={s.passed ? 'ok' : 'bad'}>
                <td>{s.prompt}</td>
                <td>{s.label}</td>
                <td>{s.message}{s.handledByUser ? ' (*error* ran)' : ''}</td>
                <td>
                  {s.sysvarsNotRestored.map((v) => <div key={v.name}><b>{v.name}</b> {v.before} → {v.after}</div>)}
                  {s.drawingChanges > 0 && <div>{s.drawingChanges} drawing change(s)</div>}
                  {s.passed && '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export function CasesPanel() {
  const meta = useApp((s) => activeDoc(s));
  const set = useApp((s) => (meta ? s.cases[meta.id] : undefined));
  const busy = useApp((s) => s.running || s.testingAll);
  const [naming, setNaming] = useState<string | null>(null);
  if (!meta || !set)
    return (
      <div className="cases-panel" aria-label="test cases">
        <div className="case-detail">
          {meta && <div className="hint">Reading the test cases…</div>}
          <InputsEditor />
          <TestsEditor />
        </div>
      </div>
    );
  const docId = meta.id;
  const selected = set.selected >= 0 ? set.cases[set.selected] : undefined;
  const result = selected ? set.results[selected.name] : undefined;
  return (
    <div className="cases-panel" aria-label="test cases">
      <div className="cases-list">
        <div className="cases-head">
          <b>Test cases</b>
          <small title={set.testPath ?? ''}>{set.testPath ? set.testPath.replace(/^.*[\\/]/, '') : 'save the script to keep cases'}</small>
          {set.dirty && <span className="tag" aria-label="unsaved cases">unsaved</span>}
        </div>
        {set.error && <div className="error" role="alert">{set.error}</div>}
        <ul role="listbox" aria-label="cases">
          <li role="option" aria-selected={set.selected < 0} className={set.selected < 0 ? 'selected' : ''} onClick={() => selectCase(docId, -1)}>
            <span className="case-mark none">·</span> <i>scratch (not saved)</i>
          </li>
          {set.cases.map((c, i) => (
            <li key={`${i}-${c.name}`} role="option" aria-selected={set.selected === i} className={set.selected === i ? 'selected' : ''} onClick={() => selectCase(docId, i)} title={set.results[c.name]?.failures.join('\n') || set.results[c.name]?.summary || ''}>
              <StatusMark status={set.results[c.name]?.status} /> {c.name}
            </li>
          ))}
        </ul>
        {naming === null ? (
          <button type="button" onClick={() => setNaming('')} title="A new case from the current inputs and assertions">+ New case</button>
        ) : (
          <form className="inline-form" onSubmit={(e) => { e.preventDefault(); addCase(docId, naming); setNaming(null); }}>
            <input aria-label="case name" autoFocus placeholder="case name" value={naming} onChange={(e) => setNaming(e.target.value)} onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), setNaming(null))} />
            <button type="submit" className="primary" disabled={!naming.trim()}>Add</button>
          </form>
        )}
        <div className="cases-actions">
          <button type="button" className="primary" disabled={busy} onClick={() => void runActive()} title="Run the selected case, asking for what it does not answer (F5)">▶ Run case</button>
          <button type="button" disabled={busy || set.cases.length === 0} onClick={() => void runAllCases(docId)} title="Run every case, asking nothing">Test all</button>
          <button type="button" disabled={busy} onClick={() => void escCheckCase(docId, set.selected)} title="Press Esc at each prompt in turn and check that the command cleans up">Esc check</button>
          <button type="button" disabled={busy || (!set.dirty && set.cases.length === 0)} onClick={() => void saveCases(docId)} title={`Write the cases to ${set.testPath ?? 'NAME.test.lsp'}`}>Save cases</button>
          {set.testPath && <button type="button" className="link" disabled={busy} onClick={() => void readCases(docId)} title="Read the test file again (drops unsaved case edits)">Reload</button>}
        </div>
        {Object.keys(set.results).length > 0 && (
          <div className="cases-summary" data-testid="cases-summary">
            {set.cases.filter((c) => set.results[c.name]?.status === 'passed').length} passed, {set.cases.filter((c) => set.results[c.name]?.status === 'failed').length} failed
          </div>
        )}
      </div>
      <div className="case-detail">
        {selected && (
          <div className="case-title">
            <label className="field grow">
              Name
              <input aria-label="selected case name" value={selected.name} onChange={(e) => updateCase(docId, set.selected, { name: e.target.value })} />
            </label>
            <button type="button" className="link danger" onClick={() => deleteCase(docId, set.selected)}>Delete case</button>
          </div>
        )}
        {result && (
          <div className={result.status === 'passed' ? 'out-pass' : 'out-fail'} data-testid="case-result">
            {result.status === 'passed' ? '✓ passed' : result.status === 'failed' ? '✗ failed' : '… pending'} — {result.summary}
            {result.failures.map((f, i) => <div key={i}>• {f}</div>)}
          </div>
        )}
        <InputsEditor />
        <TestsEditor />
        {selected && <Expectations docId={docId} index={set.selected} c={selected} />}
        <EscReport docId={docId} />
      </div>
    </div>
  );
}
