/*
 * The output console: the last run's printed text, alerts (marked), prompts, the error with its
 * location as a link (moves the cursor there and marks the line), the backtrace, test results,
 * and workbench notices (saves, exports, failures).
 */
import type { RunError, RunResult } from '../../interpreter/runner/contract.js';
import { editorService } from '../editor/editor-service.js';
import { useApp } from '../store/index.js';

function goTo(docId: string, err: { line?: number; column?: number; endLine?: number; endColumn?: number }, message: string): void {
  if (err.line === undefined) return;
  const st = useApp.getState();
  if (st.docs.some((d) => d.id === docId)) st.setActive(docId);
  const loc = { line: err.line, column: err.column, endLine: err.endLine, endColumn: err.endColumn };
  editorService().reveal(docId, loc);
  editorService().markError(docId, loc, message);
  editorService().focus();
}

function ErrorBlock({ err, docId }: { err: RunError; docId: string }) {
  const where = err.line !== undefined ? `${err.file ?? ''}:${err.line}:${err.column ?? 1}` : null;
  return (
    <div className="out-error" role="alert">
      <span>; error: {err.message}</span>
      {where && (
        <button type="button" className="link location" onClick={() => goTo(docId, err, err.message)} title="Show in the editor">
          {where}
        </button>
      )}
      {err.handledByUser && <span className="tag">handled by *error*</span>}
      {err.stack.length > 0 && (
        <ol className="stack">
          {err.stack.map((f, i) => (
            <li key={i}>
              ({[f.name, ...f.args].join(' ')})
              {f.line !== undefined && (
                <button type="button" className="link location" onClick={() => goTo(docId, f, err.message)}>
                  {f.file ?? ''}:{f.line}:{f.column ?? 1}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function RunOutput({ r, docId }: { r: RunResult; docId: string }) {
  return (
    <>
      {r.output.map((c, i) =>
        c.kind === 'alert' ? (
          <div key={i} className="out-alert">
            <span className="tag">alert</span> {c.text}
          </div>
        ) : (
          <span key={i} className={c.kind === 'prompt' ? 'out-prompt' : 'out-text'}>
            {c.text}
          </span>
        ),
      )}
      {r.error && <ErrorBlock err={r.error} docId={docId} />}
      {r.ok && <div className="out-value">=&gt; {r.value}</div>}
      {(r.assertions ?? []).map((a, i) => (
        <div key={i} className={a.passed ? 'out-pass' : 'out-fail'}>
          {a.passed ? '✓' : '✗'} {a.expr} {a.error ? `— ${a.error}` : `=> ${a.value}`}
        </div>
      ))}
      {r.unansweredPrompts.length > 0 && <div className="out-warn">Prompts with no scripted answer (answered Enter; dialogs Cancel): {r.unansweredPrompts.join(', ')}</div>}
      {r.sandboxRefused.length > 0 && <div className="out-warn">Refused by the sandbox: {r.sandboxRefused.join(', ')}</div>}
      <div className="out-meta">
        {r.stage} · {r.steps.toLocaleString()} steps · {r.elapsedMs.toFixed(0)} ms
        {r.diff ? ` · +${r.diff.summary.added} −${r.diff.summary.deleted} ~${r.diff.summary.modified}` : ''}
      </div>
    </>
  );
}

export function Console() {
  const last = useApp((s) => s.lastRun);
  const running = useApp((s) => s.running);
  const notices = useApp((s) => s.notices);
  const runCount = useApp((s) => s.runCount);
  return (
    <section className="console" aria-label="output console">
      <header>
        <span>Output</span>
        <button type="button" className="link" onClick={() => useApp.getState().clearNotices()}>clear notices</button>
      </header>
      <div className="console-body" data-testid="console-body" data-run-count={runCount}>
        {notices.map((n) => (
          <div key={n.id} className={n.kind === 'error' ? 'notice error' : 'notice'}>
            {n.text}
          </div>
        ))}
        {running && <div className="out-meta">Running… (Esc or Stop cancels)</div>}
        {last && <RunOutput r={last.result} docId={last.docId} />}
      </div>
    </section>
  );
}
