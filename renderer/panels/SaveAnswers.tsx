/*
 * After an interactive run: the answers the drafter gave (points and objects picked on the
 * drawing, dialogs filled in, grread) can be kept, so the next run replays them without asking:
 * into the selected test case (written to its NAME.test.lsp at once), into a new case, or into the
 * scratch inputs.
 */
import { useState } from 'react';
import type { ScriptedInput } from '../../interpreter/runner/contract.js';
import { activeDoc } from '../store/documents.js';
import { useApp } from '../store/index.js';
import { addCase, appendAnswersToCase, saveCases } from '../tests/case-files.js';
import { validateInputs } from './inputs-validate.js';

/** The inputs text with `answers` appended, one answer per line. */
export function appendAnswers(text: string, answers: readonly ScriptedInput[]): string | null {
  const v = validateInputs(text);
  if (!v.ok) return null;
  const all = [...v.inputs, ...answers];
  return `[\n${all.map((a) => `  ${JSON.stringify(a)}`).join(',\n')}\n]`;
}

export function SaveAnswers() {
  const answers = useApp((s) => s.lastRun?.result.interactiveAnswers ?? null);
  const runCount = useApp((s) => s.runCount);
  const saved = useApp((s) => s.answersSavedFor === s.runCount);
  const docId = useApp((s) => s.lastRun?.docId ?? null);
  const set = useApp((s) => (docId ? s.cases[docId] : undefined));
  const activeId = useApp((s) => activeDoc(s)?.id ?? null);
  const [naming, setNaming] = useState<string | null>(null);
  if (!answers?.length || saved || !docId || docId !== activeId) return null;
  const n = answers.length;
  const selected = set && set.selected >= 0 ? set.cases[set.selected] : undefined;
  const done = (msg: string) => {
    useApp.getState().markAnswersSaved(runCount);
    useApp.getState().notify('info', msg);
  };
  const intoInputs = () => {
    if (!appendAnswersToCase(docId, answers)) {
      useApp.getState().notify('error', 'The scripted inputs are not valid JSON yet: fix them, then save the answers.');
      return;
    }
    done(`${n} answer(s) added to the scratch inputs: the next run replays them.`);
  };
  const intoCase = async () => {
    if (!appendAnswersToCase(docId, answers)) {
      useApp.getState().notify('error', 'The case\'s inputs are not valid JSON: fix them, then save the answers.');
      return;
    }
    useApp.getState().markAnswersSaved(runCount);
    if (await saveCases(docId)) useApp.getState().notify('info', `${n} answer(s) saved into the case "${selected?.name ?? ''}".`);
  };
  const asNewCase = async (name: string) => {
    if (!appendAnswersToCase(docId, answers)) return;
    addCase(docId, name);
    setNaming(null);
    useApp.getState().markAnswersSaved(runCount);
    await saveCases(docId);
  };
  return (
    <div className="save-answers" role="status" data-testid="save-answers">
      You answered {n === 1 ? 'one question' : `${n} questions`} in this run.
      {selected ? (
        <button type="button" className="primary" onClick={() => void intoCase()}>
          Save into case “{selected.name}”
        </button>
      ) : naming === null ? (
        <>
          <button type="button" className="primary" onClick={() => setNaming('')}>Save as a new case…</button>
          <button type="button" onClick={intoInputs}>Save {n === 1 ? 'the answer' : 'the answers'} to inputs</button>
        </>
      ) : (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void asNewCase(naming);
          }}
        >
          <input aria-label="new case name" autoFocus placeholder="case name" value={naming} onChange={(e) => setNaming(e.target.value)} />
          <button type="submit" className="primary" disabled={!naming.trim()}>Save case</button>
          <button type="button" onClick={() => setNaming(null)}>Cancel</button>
        </form>
      )}
      <button type="button" onClick={() => useApp.getState().markAnswersSaved(runCount)}>Dismiss</button>
    </div>
  );
}
