/*
 * The outline of the active file: its defuns and c: commands (from the same scanner as the
 * editor's document symbols). Choosing one moves the cursor to its name.
 */
import { useEffect, useState } from 'react';
import { useApp } from '../store/index.js';
import { editorService, subscribeEditorChanges } from './editor-service.js';
import { lineStarts, positionAt } from './language/lex.js';
import { findDefuns, type DefunSymbol } from './language/symbols.js';

export function Outline() {
  const activeId = useApp((s) => s.activeId);
  const [defs, setDefs] = useState<DefunSymbol[]>([]);
  useEffect(() => {
    if (!activeId) return setDefs([]);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scan = (): void => setDefs(findDefuns(editorService().getText(activeId)));
    scan();
    const off = subscribeEditorChanges((id) => {
      if (id !== activeId) return;
      clearTimeout(timer);
      timer = setTimeout(scan, 300);
    });
    return () => {
      clearTimeout(timer);
      off();
    };
  }, [activeId]);
  if (!activeId || defs.length === 0) return null;
  const go = (i: number): void => {
    const d = defs[i];
    if (!d) return;
    const text = editorService().getText(activeId);
    const p = positionAt(lineStarts(text), d.nameStart);
    editorService().reveal(activeId, { line: p.line, column: p.column });
    editorService().focus();
  };
  return (
    <select className="outline" aria-label="outline" value="" onChange={(e) => go(Number(e.target.value))}>
      <option value="">Outline ({defs.length})</option>
      {defs.map((d, i) => (
        <option key={`${d.name}:${d.start}`} value={i}>
          {d.kind === 'command' ? '⌘ ' : 'ƒ '}
          {d.name}
        </option>
      ))}
    </select>
  );
}
