/*
 * The output console: the last run's printed text, alerts (marked), prompts, the error with its
 * location as a link (moves the cursor there and marks the line), the backtrace, test results,
 * and workbench notices (saves, exports, failures).
 */
import type { RunError, RunResult } from '../../interpreter/runner/contract.js';
import { UNSIMULATED_LABEL, unsimulatedText } from './run-warnings.js';
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
      {unsimulatedText(r) !== '' && (
        <div className="out-warn" role="status">
          {UNSIMULATED_LABEL}
          {unsimulatedText(r)}
        </div>
      )}
      {r.reactions && r.reactions.length > 0 && <Reactions r={r} />}
      {r.statusLine && <div className="out-status" title="MODEMACRO, as the status bar would show it">Status line: {r.statusLine}</div>}
      <div className="out-meta">
        {r.stage} · {r.steps.toLocaleString()} steps · {r.elapsedMs.toFixed(0)} ms
        {r.diff ? ` · +${r.diff.summary.added} −${r.diff.summary.deleted} ~${r.diff.summary.modified}` : ''}
      </div>
    </>
  );
}

/** The reactor callbacks the run fired, folded: one line per event and callback with a count. */
function Reactions({ r }: { r: RunResult }) {
  const rows = new Map<string, { n: number; failed: number; error?: string }>();
  for (const x of r.reactions ?? []) {
    const key = `${x.event} → ${x.callback}`;
    const row = rows.get(key) ?? { n: 0, failed: 0 };
    row.n++;
    if (!x.ok) {
      row.failed++;
      row.error ??= x.error;
    }
    rows.set(key, row);
  }
  const total = (r.reactions?.length ?? 0) + (r.reactionsDropped ?? 0);
  return (
    <details className="out-reactions">
      <summary>Reactors fired {total} callback{total === 1 ? '' : 's'}</summary>
      {[...rows].map(([k, row]) => (
        <div key={k} className={row.failed ? 'out-fail' : undefined}>
          {k}
          {row.n > 1 ? ` ×${row.n}` : ''}
          {row.failed ? ` — ${row.failed} failed: ${row.error}` : ''}
        </div>
      ))}
    </details>
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
