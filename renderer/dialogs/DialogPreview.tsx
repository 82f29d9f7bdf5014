/*
 * The Dialog tab: a live preview of the active .dcl document, read and audited as load_dialog
 * would (the same problems AutoCAD writes to acad.dce, each a link to its line), every dialog
 * in the file laid out by the DCL rules with its initial values. Controls can be tried out;
 * nothing runs. Other open .dcl documents are available to @include.
 */
import { useEffect, useMemo, useState } from 'react';
import { previewDcl } from '../../interpreter/index.js';
import { editorService, subscribeEditorChanges } from '../editor/editor-service.js';
import { isDclName } from '../editor/language/dcl-monarch.js';
import { activeDoc } from '../store/documents.js';
import { useApp } from '../store/index.js';
import { DialogFrame } from './DialogFrame.js';

const DEBOUNCE_MS = 200;

function useDocText(id: string | undefined): string {
  const [text, setText] = useState(() => (id ? editorService().getText(id) : ''));
  useEffect(() => {
    if (!id) return;
    setText(editorService().getText(id));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = subscribeEditorChanges((changed) => {
      if (changed !== id) return;
      clearTimeout(timer);
      timer = setTimeout(() => setText(editorService().getText(id)), DEBOUNCE_MS);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [id]);
  return text;
}

export function DialogPreview() {
  const doc = useApp((s) => activeDoc(s));
  const docs = useApp((s) => s.docs);
  const dcl = doc && isDclName(doc.name) ? doc : undefined;
  const text = useDocText(dcl?.id);
  const preview = useMemo(() => {
    if (!dcl) return null;
    const others: Record<string, string> = {};
    for (const d of docs) if (d.id !== dcl.id && isDclName(d.name)) others[d.name] = editorService().getText(d.id);
    return previewDcl(text, dcl.name, others);
  }, [dcl, docs, text]);
  const [chosen, setChosen] = useState<string | null>(null);
  if (!dcl || !preview) return <div className="empty-view">Open a .dcl file to preview its dialogs here.</div>;
  const view = preview.views.find((v) => v.name === chosen) ?? preview.views[0];
  return (
    <div className="dcl-preview">
      <div className="dcl-preview-bar">
        <label className="field">
          Dialog
          <select aria-label="dialog to preview" value={view?.name ?? ''} onChange={(e) => setChosen(e.target.value)} disabled={preview.views.length < 2}>
            {preview.views.map((v) => (
              <option key={v.name} value={v.name}>{v.name}</option>
            ))}
          </select>
        </label>
        <span className={preview.loads ? 'hint' : 'error'}>{preview.loads ? `${preview.dialogs.length} dialog(s); load_dialog accepts this file` : 'load_dialog would refuse this file'}</span>
      </div>
      {preview.diagnostics.length > 0 && (
        <ul className="dcl-problems" aria-label="DCL problems">
          {preview.diagnostics.map((d, i) => (
            <li key={i} className={d.severity}>
              <button type="button" className="link" onClick={() => d.file === dcl.name && editorService().reveal(dcl.id, { line: d.line, column: d.column })}>
                {d.file}:{d.line}:{d.column}
              </button>{' '}
              {d.severity}: {d.message}
            </li>
          ))}
        </ul>
      )}
      <div className="dcl-preview-stage">{view ? <DialogFrame view={view} label="preview" /> : <div className="hint">This file defines no dialog.</div>}</div>
    </div>
  );
}
