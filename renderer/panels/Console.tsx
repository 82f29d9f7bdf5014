/*
 * The output console: the last run's printed text first and complete, alerts (marked), prompts,
 * the error with its location as a link (moves the cursor there and marks the line), the
 * backtrace, test results; then the workbench notices (saves, exports, drawings loaded,
 * failures), one line each (a click shows the whole text), filterable by kind and by text.
 * While a run runs, its output so far streams in (store liveOutput) with "Running…" after it;
 * its result then shows whole. The pane keeps its end in view when new output arrives while it
 * was scrolled to the end; scrolled up, it stays put and offers "Jump to end" (with the count of
 * lines that arrived meanwhile), as a terminal does. The printed output is a windowed list (OutputLines.tsx): only the lines in view are drawn, so a run
 * that printed a million lines scrolls smoothly and keeps every line (Ctrl+A, Copy: all of it).
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { STAGE_LABELS, type RunError, type RunResult } from '../../interpreter/runner/contract.js';
import type { Notice } from '../store/console.js';
import { UNSIMULATED_LABEL, unsimulatedText } from './run-warnings.js';
import { OutputLinesView, useOutputLines } from './OutputLines.js';
import type { OutputChunk } from '../../interpreter/runner/contract.js';
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

function RunOutput({ r, docId, scroller, scrollTick, onResize }: { r: RunResult; docId: string; scroller: RefObject<HTMLDivElement | null>; scrollTick: number; onResize: () => void }) {
  return (
    <>
      <OutputLinesView chunks={r.output} scroller={scroller} scrollTick={scrollTick} onResize={onResize} />
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
        {STAGE_LABELS[r.stage] ?? r.stage} · {r.steps.toLocaleString()} steps · {r.elapsedMs.toFixed(0)} ms
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

type NoticeFilter = 'all' | 'error' | 'none';

/** The notices a filter keeps: of a kind ('error' only errors, 'none' nothing) and containing `text`. */
export function filterNotices(notices: readonly Notice[], kind: NoticeFilter, text: string): Notice[] {
  if (kind === 'none') return [];
  const t = text.trim().toLowerCase();
  return notices.filter((n) => (kind === 'all' || n.kind === 'error') && (t === '' || n.text.toLowerCase().includes(t)));
}

function NoticeLine({ n }: { n: Notice }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={`${n.kind === 'error' ? 'notice error' : 'notice'}${open ? ' open' : ''}`} title={open ? undefined : n.text} onClick={() => setOpen(!open)}>
      {n.text}
    </div>
  );
}

/** The running run's output so far, and the line that says it runs. */
function LiveOutput({ chunks, scroller, scrollTick, onResize }: { chunks: readonly OutputChunk[]; scroller: RefObject<HTMLDivElement | null>; scrollTick: number; onResize: () => void }) {
  return (
    <>
      <OutputLinesView chunks={chunks} scroller={scroller} scrollTick={scrollTick} onResize={onResize} />
      <div className="out-meta out-running" role="status">
        Running… (Esc or Stop cancels)
      </div>
    </>
  );
}

export function Console() {
  const last = useApp((s) => s.lastRun);
  const running = useApp((s) => s.running);
  const live = useApp((s) => s.liveOutput);
  const notices = useApp((s) => s.notices);
  const runCount = useApp((s) => s.runCount);
  const [kind, setKind] = useState<NoticeFilter>('all');
  const [text, setText] = useState('');
  const shown = useMemo(() => filterNotices(notices, kind, text), [notices, kind, text]);
  // keep the end in view when something arrives while the pane was at its end
  const body = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const [pinned, setPinned] = useState(true);
  const [scrollTick, setScrollTick] = useState(0);
  const keepEnd = useCallback(() => {
    const el = body.current;
    if (el && atEnd.current) el.scrollTop = el.scrollHeight;
  }, []);
  // a new run starts followed (its output is what the drafter ran it for)
  useLayoutEffect(() => {
    if (!running) return;
    atEnd.current = true;
    setPinned(true);
  }, [running]);
  useLayoutEffect(keepEnd, [keepEnd, last, running, live, shown.length]);
  // lines that arrived while the drafter was scrolled up (shown on the way back to the end)
  const liveCount = useOutputLines(live).count;
  const [countAtUnpin, setCountAtUnpin] = useState(0);
  const arrived = running && !pinned ? Math.max(0, liveCount - countAtUnpin) : 0;
  const jumpToEnd = () => {
    const el = body.current;
    atEnd.current = true;
    setPinned(true);
    if (el) el.scrollTop = el.scrollHeight;
  };
  return (
    <section className="console" aria-label="output console">
      <header>
        <span>Output</span>
        <span className="notice-tools">
          <select aria-label="notices shown" value={kind} onChange={(e) => setKind(e.target.value as NoticeFilter)}>
            <option value="all">All notices ({notices.length})</option>
            <option value="error">Errors only ({notices.filter((n) => n.kind === 'error').length})</option>
            <option value="none">No notices</option>
          </select>
          <input aria-label="filter notices" placeholder="filter notices" value={text} onChange={(e) => setText(e.target.value)} />
          <button type="button" className="link" onClick={() => useApp.getState().clearNotices()}>clear notices</button>
        </span>
      </header>
      <div
        className="console-body"
        ref={body}
        data-testid="console-body"
        data-run-count={runCount}
        data-pinned={pinned}
        onScroll={(e) => {
          const el = e.currentTarget;
          atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
          if (atEnd.current !== pinned) {
            setPinned(atEnd.current);
            if (!atEnd.current) setCountAtUnpin(liveCount);
          }
          setScrollTick((t) => t + 1);
        }}
      >
        {running ? (
          <LiveOutput chunks={live} scroller={body} scrollTick={scrollTick} onResize={keepEnd} />
        ) : (
          last && <RunOutput r={last.result} docId={last.docId} scroller={body} scrollTick={scrollTick} onResize={keepEnd} />
        )}
        {shown.length > 0 && (
          <div className="notices" aria-label="notices">
            {shown.map((n) => (
              <NoticeLine key={n.id} n={n} />
            ))}
          </div>
        )}
        {!pinned && (
          <button type="button" className="out-jump" onClick={jumpToEnd} title="Scroll to the end and follow new output">
            {arrived > 0 ? `↓ ${arrived.toLocaleString()} new line${arrived === 1 ? '' : 's'}` : '↓ Jump to end'}
          </button>
        )}
      </div>
    </section>
  );
}
