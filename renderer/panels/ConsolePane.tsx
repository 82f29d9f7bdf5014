/*
 * The console (VLIDE's Console window, AutoCAD's command line for AutoLISP): type an expression,
 * Enter runs it once its parentheses close (Shift+Enter always adds a line), Up / Down walk the
 * history, Esc stops a running expression or refuses a prompt. Each expression builds on the
 * last against the same drawing until Reset. A prompt (getpoint, entsel) waits for a pick on the
 * drawing view or a typed answer.
 */
import { useEffect, useRef, useState } from 'react';
import { isCompleteInput } from '../../interpreter/index.js';
import { consoleEscape, consoleLoad, consoleReset, consoleSubmit } from '../commands/console.js';
import { useApp } from '../store/index.js';
import type { ReplEntry } from '../store/repl.js';

function Entry({ e }: { e: ReplEntry }) {
  const printed = e.output.map((c) => (c.kind === 'alert' ? `[alert] ${c.text}\n` : c.text)).join('');
  return (
    <div className="repl-entry">
      {e.input && (
        <pre className="repl-input-echo">
          <span className="prompt">_$ </span>
          {e.input}
        </pre>
      )}
      {printed && <pre className="repl-printed">{printed}</pre>}
      {e.value !== undefined && <pre className="repl-value">{e.value}</pre>}
      {e.error && <pre className="repl-error">{e.error.handledByUser ? `(handled by *error*) ${e.error.message}` : `; error: ${e.error.message}`}</pre>}
      {e.note && <div className="repl-note">{e.note}</div>}
      {e.running && <div className="out-meta">running… (Esc stops it)</div>}
    </div>
  );
}

export function ConsolePane() {
  const entries = useApp((s) => s.replEntries);
  const busy = useApp((s) => s.replBusy);
  const ask = useApp((s) => s.replAsk);
  const history = useApp((s) => s.replHistory);
  const [text, setText] = useState('');
  const [cursor, setCursor] = useState<number | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    logRef.current?.scrollTo?.({ top: logRef.current.scrollHeight });
  }, [entries, ask]);

  const submit = () => {
    const t = text;
    setText('');
    setCursor(null);
    void consoleSubmit(t);
  };
  const onKey = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    const ta = e.currentTarget;
    if (e.key === 'Enter' && !e.shiftKey) {
      if (ask || isCompleteInput(text)) {
        e.preventDefault();
        submit();
      }
      return;
    }
    if (e.key === 'Escape') {
      e.preventDefault();
      void consoleEscape().then((did) => {
        if (!did) setText('');
      });
      return;
    }
    const firstLine = !ta.value.slice(0, ta.selectionStart).includes('\n');
    const lastLine = !ta.value.slice(ta.selectionEnd).includes('\n');
    if (e.key === 'ArrowUp' && firstLine && history.length) {
      e.preventDefault();
      const i = cursor === null ? history.length - 1 : Math.max(0, cursor - 1);
      setCursor(i);
      setText(history[i] ?? '');
    } else if (e.key === 'ArrowDown' && lastLine && cursor !== null) {
      e.preventDefault();
      const i = cursor + 1;
      if (i >= history.length) {
        setCursor(null);
        setText('');
      } else {
        setCursor(i);
        setText(history[i] ?? '');
      }
    }
  };

  return (
    <section className="repl" aria-label="console">
      <header>
        <span className="hint">One session: each expression builds on the last. !name shows a variable.</span>
        <span className="spacer" />
        <button type="button" onClick={() => void consoleLoad(true)} disabled={busy} title="Evaluate the editor's selection in the console">
          Load selection
        </button>
        <button type="button" onClick={() => void consoleLoad(false)} disabled={busy} title="Evaluate the active document in the console">
          Load file
        </button>
        <button type="button" onClick={() => void consoleReset()} title="Back to the drawing as opened, with no variables or functions">
          Reset
        </button>
        <button type="button" className="link" onClick={() => useApp.getState().setRepl({ replEntries: [] })}>
          clear
        </button>
      </header>
      <div className="repl-log" ref={logRef} data-testid="repl-log" data-entries={entries.length}>
        {entries.map((e) => (
          <Entry key={e.id} e={e} />
        ))}
        {ask && (
          <div className="repl-ask" role="alert">
            <b>{ask.prompt.trim() || `(${ask.kind})`}</b> — {/^(entsel|nentsel|nentselp|ssget|getpoint|getcorner|getdist|getangle|getorient)$/i.test(ask.kind) ? 'pick on the drawing view, or type' : 'type'} an answer; Enter alone answers Enter, Esc cancels.
          </div>
        )}
      </div>
      <div className="repl-input">
        <span className="prompt">{ask ? '?' : '_$'}</span>
        <textarea
          aria-label="console input"
          spellCheck={false}
          rows={Math.min(6, text.split('\n').length)}
          value={text}
          placeholder={ask ? 'answer' : '(setq a 1)  or  !a'}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKey}
        />
      </div>
    </section>
  );
}
