/*
 * After an interactive run: the answers the drafter gave (dialogs filled in, grread picks) can
 * be appended to the scripted inputs, so the next run replays them without asking.
 */
import type { ScriptedInput } from '../../interpreter/runner/contract.js';
import { useApp } from '../store/index.js';
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
  if (!answers?.length || saved) return null;
  const n = answers.length;
  const save = () => {
    const st = useApp.getState();
    const next = appendAnswers(st.inputsText, answers);
    if (next === null) {
      st.notify('error', 'The scripted inputs are not valid JSON yet: fix them, then save the answers.');
      return;
    }
    st.setInputsText(next);
    st.markAnswersSaved(runCount);
    st.notify('info', `${n} answer(s) added to the scripted inputs: the next run replays them.`);
  };
  return (
    <div className="save-answers" role="status">
      You answered {n === 1 ? 'one question' : `${n} questions`} in this run.
      <button type="button" className="primary" onClick={save}>
        Save {n === 1 ? 'the answer' : 'the answers'} to inputs
      </button>
      <button type="button" onClick={() => useApp.getState().markAnswersSaved(runCount)}>Dismiss</button>
    </div>
  );
}
