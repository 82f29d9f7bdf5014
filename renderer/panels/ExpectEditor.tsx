/*
 * The case's expectations beside the inputs and tests: the expected effect (the JSON form shared
 * with the agent, .test.lsp and the export sidecar), checked as the drafter types and said in
 * words, next to what the last run changed, in the same words; and an expected error, for a run
 * that must end with one (a deliberate Esc: "Function cancelled").
 */
import { describeDiff, describeEffect, parseEffect } from '../../interpreter/index.js';
import { useApp } from '../store/index.js';

const EXAMPLE = '{"modified": [{"filter": [[0, "LINE"], [8, "OLD_LAYER"]], "groups": {"8": "NEW_LAYER"}}], "sysvars": "unchanged"}';

export function ExpectEditor() {
  const text = useApp((s) => s.effectText);
  const error = useApp((s) => s.expectError);
  const activeId = useApp((s) => s.activeId);
  const last = useApp((s) => s.lastRun);
  const run = last && last.docId === activeId ? last.result : null;
  const parsed = text.trim() ? parseEffect(text) : null;
  return (
    <div className="expect-editor">
      <label htmlFor="effect-json">Expected effect (what the run must change; any other change fails)</label>
      <textarea id="effect-json" spellCheck={false} rows={3} value={text} aria-invalid={parsed?.ok === false} placeholder={EXAMPLE} onChange={(e) => useApp.getState().setEffectText(e.target.value)} />
      <div className="effect-words">
        <div data-testid="effect-declared">
          <strong>Declared:</strong>{' '}
          {!parsed ? 'nothing declared (the run is not checked against an effect)' : parsed.ok ? describeEffect(parsed.effect).join('; ') : <span role="alert" className="error">{parsed.problems.join('; ')}</span>}
        </div>
        {run?.diff && (
          <div data-testid="effect-diff">
            <strong>Last run changed:</strong> {describeDiff(run.diff).join('; ')}
          </div>
        )}
        {run?.effect && (
          <div data-testid="effect-result" className={run.effect.held ? 'hint' : 'error'}>
            {run.effect.held ? 'The effect held.' : `The effect did not hold: ${run.effect.mismatches.join('; ')}`}
            {run.effect.notes.length > 0 && ` (${run.effect.notes.join('; ')})`}
          </div>
        )}
      </div>
      <label className="field">
        Expected error
        <input aria-label="expected error" placeholder="Function cancelled" value={error} onChange={(e) => useApp.getState().setExpectError(e.target.value)} size={24} />
      </label>
    </div>
  );
}
