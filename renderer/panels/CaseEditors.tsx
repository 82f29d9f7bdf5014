/* The working copy's editors (the selected case's, or the scratch case's): scripted inputs and assertions. */
import { useApp } from '../store/index.js';
import { INPUT_KINDS, validateInputs } from './inputs-validate.js';

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
      <label htmlFor="tests-text">Assertions (one AutoLISP expression per line; each must be non-nil after the run)</label>
      <textarea id="tests-text" spellCheck={false} rows={4} value={text} onChange={(e) => useApp.getState().setTests(e.target.value.split('\n'))} placeholder="(= (sslength (ssget &quot;X&quot;)) 4)" />
    </div>
  );
}
