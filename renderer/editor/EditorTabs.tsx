/* One tab per open document: name, unsaved marker, close; plus a button for a new buffer. */
import { closeDocument, newDocument } from '../commands/documents.js';
import { useApp } from '../store/index.js';
import { editorService } from './editor-service.js';
import { Outline } from './Outline.js';
import { ProjectPanel } from '../project/ProjectPanel.js';

export function EditorTabs() {
  const docs = useApp((s) => s.docs);
  const activeId = useApp((s) => s.activeId);
  return (
    <div className="editor-tabs" role="tablist" aria-label="open files">
      {docs.map((d) => (
        <div key={d.id} role="tab" aria-selected={d.id === activeId} className={`editor-tab${d.id === activeId ? ' active' : ''}`} title={d.path ?? d.name}>
          <button
            type="button"
            className="tab-name"
            onClick={() => {
              useApp.getState().setActive(d.id);
              editorService().activate(d.id);
            }}
          >
            {d.name}
            {d.dirty && <span className="dirty" aria-label="unsaved"> ●</span>}
          </button>
          <button type="button" className="tab-close" aria-label={`close ${d.name}`} onClick={() => void closeDocument(d.id)}>
            ×
          </button>
        </div>
      ))}
      <button type="button" className="tab-new" aria-label="new file" onClick={() => void newDocument()}>
        +
      </button>
      <span className="spacer" />
      <ProjectPanel />
      <Outline />
    </div>
  );
}
