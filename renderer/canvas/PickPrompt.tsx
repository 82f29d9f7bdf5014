/*
 * The command line of a pick (interactive getpoint/getcorner/getdist/getangle/entsel/ssget/
 * getint/...): while the run waits, the prompt is shown over the drawing with its initget
 * keywords as buttons, a box to type a value ("3,4", "@2<45", "12.5", a keyword), and Enter /
 * Esc. Points, objects and windows are picked on the view itself (DrawingView, use-pick.ts).
 */
import { useEffect, useRef, useState } from 'react';
import type { PickRequest } from '../../interpreter/runner/contract.js';
import { answerPending } from '../commands/ask.js';

const HINT: Record<PickRequest['mode'], string> = {
  point: 'click a point',
  corner: 'click the other corner',
  distance: 'click the second point, or type a distance',
  angle: 'click the second point, or type an angle',
  entity: 'click an object',
  selection: 'click objects, drag a window (left to right) or a crossing (right to left); Enter when done',
  value: 'type a value',
};

export function PickPrompt({ prompt, req, selected, onDone }: { prompt: string; req: PickRequest; selected: number; onDone: () => void }) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    setText('');
    if (req.mode === 'value') inputRef.current?.focus();
  }, [prompt, req]);
  const submit = (): void => {
    const t = text.trim();
    if (t === '') {
      if (req.mode === 'selection') onDone();
      else void answerPending({ enter: true });
      return;
    }
    const kw = req.keywords.find((k) => k.toUpperCase() === t.toUpperCase());
    void answerPending(kw ? { keyword: kw } : { string: t });
  };
  return (
    <div className="pick-prompt" role="dialog" aria-label="command line" data-mode={req.mode}>
      <div className="pick-line">
        <code className="pick-text">{prompt.replace(/^\s+/, '') || `${req.fn}:`}</code>
        <span className="pick-hint">{HINT[req.mode]}</span>
      </div>
      <form
        className="pick-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {req.keywords.map((k) => (
          <button key={k} type="button" className="pick-keyword" onClick={() => void answerPending({ keyword: k })}>
            {k}
          </button>
        ))}
        <input
          ref={inputRef}
          aria-label="typed answer"
          placeholder={req.mode === 'value' ? 'value' : 'or type…'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              void answerPending({ esc: true });
            }
          }}
        />
        {req.mode === 'selection' && (
          <button type="button" className="primary" onClick={onDone}>
            Done ({selected})
          </button>
        )}
        <button type="submit" title={req.noNull ? 'This prompt needs an answer' : 'Enter'}>Enter</button>
        <button type="button" onClick={() => void answerPending({ esc: true })} title="Esc: cancel the command">Esc</button>
      </form>
    </div>
  );
}
