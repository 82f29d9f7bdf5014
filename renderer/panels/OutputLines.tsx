/*
 * The run's printed output as a windowed list: only the rows in view (plus a margin) are in the
 * DOM, at a fixed row height, inside a block as tall as all of them, so a million lines scroll
 * like ten and none is dropped. Long lines wrap: the pane is monospace, so its width is a number
 * of characters and a line takes ceil(length / that) rows (wrapRows). The scrolling element is the console body around it (the error,
 * value and notices follow the output there); the window is worked out from that element's
 * scroll position. Past MAX_PX the block is compressed and rows are placed relative to the
 * scroll position, since browsers cap an element's height. Ctrl+A inside the output selects all
 * of it and Copy then gives the whole text, not just the rows on screen; "Copy output" does the
 * same from a button.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { OutputChunk } from '../../interpreter/runner/contract.js';
import { OutputLinesBuilder, wrapRows, type OutputLines } from './output-lines.js';

export const ROW_PX = 17;
/** rows drawn above and below the visible ones */
const OVERSCAN = 30;
/** the tallest block we let the browser lay out (Chromium caps near 33.5 million px) */
export const MAX_PX = 15_000_000;
/** rows assumed visible while the scroller has no size yet (hidden tab, tests without layout) */
const FALLBACK_ROWS = 60;

interface Props {
  /** told after the block's height changed (long lines wrapped, new output), to keep the end in view */
  onResize?: () => void;
  chunks: readonly OutputChunk[];
  /** the scrolling element the list sits in */
  scroller: RefObject<HTMLDivElement | null>;
  /** bumped by the scroller's scroll events */
  scrollTick: number;
}

/**
 * The lines of `chunks`; when the new array extends the one before (a run streaming: chunks
 * appended), only the new chunks are indexed.
 */
export function useOutputLines(chunks: readonly OutputChunk[]): OutputLines {
  const seen = useRef<{ builder: OutputLinesBuilder; src: readonly OutputChunk[] } | null>(null);
  return useMemo(() => {
    const s = seen.current;
    const extends_ = s !== null && s.src.length > 0 && chunks.length >= s.src.length && chunks[0] === s.src[0] && chunks[s.src.length - 1] === s.src[s.src.length - 1];
    const builder = extends_ ? s.builder.append(chunks.slice(s.src.length)) : new OutputLinesBuilder().append(chunks);
    seen.current = { builder, src: chunks };
    return builder.view();
  }, [chunks]);
}

export function OutputLinesView({ chunks, scroller, scrollTick, onResize }: Props) {
  const lines = useOutputLines(chunks);
  const block = useRef<HTMLDivElement>(null);
  const ruler = useRef<HTMLSpanElement>(null);
  // characters per row: the block's width over one character's (Infinity until measured)
  const [perRow, setPerRow] = useState(Infinity);
  const rowMap = useMemo(() => wrapRows(lines, perRow), [lines, perRow]);
  const [win, setWin] = useState<{ first: number; last: number; top: number; within: number }>({ first: 0, last: -1, top: 0, within: 0 });
  const [allSelected, setAllSelected] = useState(false);
  const total = rowMap.count * ROW_PX;
  const height = Math.min(total, MAX_PX);

  const measure = useCallback(() => {
    const el = block.current;
    // the scroller's ref is attached after this child's layout effect on the first commit
    const sc = scroller.current ?? (el?.parentElement as HTMLDivElement | null | undefined);
    if (!sc || !el) return;
    const view = sc.clientHeight || FALLBACK_ROWS * ROW_PX;
    // where the block starts inside the scroller's content
    const offset = el.getBoundingClientRect().top - sc.getBoundingClientRect().top + sc.scrollTop;
    const within = Math.max(0, Math.min(height, sc.scrollTop - offset));
    // compressed block: the scroll fraction picks the rows; uncompressed: ratio 1
    const ratio = total > MAX_PX ? (total - view) / Math.max(1, height - view) : 1;
    const trueTop = within * ratio;
    const first = Math.max(0, Math.floor(trueTop / ROW_PX) - OVERSCAN);
    const last = Math.min(rowMap.count - 1, Math.ceil((trueTop + view) / ROW_PX) + OVERSCAN);
    setWin((w) => (w.first === first && w.last === last && w.within === within ? w : { first, last, top: trueTop, within }));
    const charPx = ruler.current ? ruler.current.getBoundingClientRect().width / 10 : 0;
    const room = el.clientWidth - 8;
    const per = charPx > 0 && room > charPx * 8 ? Math.floor(room / charPx) : Infinity;
    setPerRow((p) => (p === per ? p : per));
  }, [scroller, rowMap.count, total, height]);

  useLayoutEffect(measure, [measure, scrollTick]);
  useLayoutEffect(() => onResize?.(), [height, onResize]);
  useEffect(() => {
    const sc = scroller.current;
    if (!sc || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => measure());
    ro.observe(sc);
    return () => ro.disconnect();
  }, [scroller, measure]);
  useEffect(() => setAllSelected(false), [chunks]);

  const rows = [];
  for (let i = win.first; i <= win.last; i++) {
    // row i's place: its own offset, shifted so the rows around the scroll position line up
    const y = win.within + (i * ROW_PX - win.top);
    const at = rowMap.at(i);
    rows.push(
      <div key={i} className={at.from > 0 ? 'out-line cont' : 'out-line'} style={{ top: y }} data-line={at.line + 1}>
        {lines.line(at.line, at.from, at.to).map((p, k) => (
          <span key={k} className={p.kind === 'prompt' ? 'out-prompt' : p.kind === 'alert' ? 'out-alert' : 'out-text'}>
            {p.text}
          </span>
        ))}
      </div>,
    );
  }
  if (lines.count === 0) return null;
  return (
    <div
      className={allSelected ? 'out-lines all-selected' : 'out-lines'}
      ref={block}
      style={{ height }}
      tabIndex={0}
      role="log"
      aria-label={`run output, ${lines.count.toLocaleString()} lines`}
      data-lines={lines.count}
      data-rows={rowMap.count}
      onKeyDown={(e) => {
        if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'a') {
          e.preventDefault();
          window.getSelection()?.removeAllRanges();
          setAllSelected(true);
        } else if (e.key === 'Escape') setAllSelected(false);
      }}
      onMouseDown={() => setAllSelected(false)}
      onBlur={() => setAllSelected(false)}
      onCopy={(e) => {
        if (!allSelected) return; // a mouse selection inside the rows copies as usual
        e.preventDefault();
        e.clipboardData.setData('text/plain', lines.text);
      }}
    >
      <button type="button" className="link out-copy" onClick={() => void navigator.clipboard?.writeText(lines.text)} title="Copy the whole output, every line">
        Copy output
      </button>
      <span className="out-ruler" ref={ruler} aria-hidden="true">
        MMMMMMMMMM
      </span>
      {rows}
    </div>
  );
}
