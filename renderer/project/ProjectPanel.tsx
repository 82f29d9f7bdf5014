/*
 * The active script's project, as a drop-down beside the tabs: its folder, lispwright.json's files
 * in load order (numbered: a run of one loads those above it first), the other files runs can
 * see, and what is wrong with lispwright.json. A click opens a file (in its tab, if it has one).
 * Untitled scripts in browser mode belong to the workspace folder.
 */
import { useEffect, useRef, useState } from 'react';
import { projectKey } from '../../interpreter/index.js';
import { hostInfo } from '../app/host-info.js';
import { openFileCommand } from '../commands/documents.js';
import { activeDoc } from '../store/documents.js';
import { useApp } from '../store/index.js';
import { refreshProject } from './project-run.js';

export function ProjectPanel() {
  const meta = useApp((s) => activeDoc(s));
  const project = useApp((s) => s.project);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let alive = true;
    void (async () => {
      let path = meta?.path ?? null;
      if (!path) {
        const info = await hostInfo();
        path = info.workspaceDir ? `${info.workspaceDir.replace(/[\\/]+$/, '')}/untitled.lsp` : null;
      }
      const p = await refreshProject(path);
      if (alive) useApp.getState().setProject(p);
    })();
    return () => {
      alive = false;
    };
  }, [meta?.path, meta?.id, open]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);
  if (!project) return null;
  const folder = project.root.replace(/^.*[\\/]/, '') || project.root;
  const listed = project.project?.files ?? [];
  const byKey = new Map(project.files.map((f) => [projectKey(f.name), f]));
  const others = project.files.filter((f) => !listed.some((l) => projectKey(l) === projectKey(f.name)) && /\.(lsp|dcl|mnl)$/i.test(f.name) && !/\.test\.lsp$/i.test(f.name));
  const openPath = (path: string) => {
    setOpen(false);
    void openFileCommand(path);
  };
  return (
    <div className="project-panel" ref={ref}>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} title={project.root}>
        {project.project ? '▤' : '▢'} {folder}
        {project.projectError ? ' ⚠' : ''}
      </button>
      {open && (
        <div className="project-drop" role="dialog" aria-label="project files">
          <div className="project-root" title={project.root}>
            {project.projectFile ? 'lispwright.json' : 'No lispwright.json: the folder\'s files are visible to load, findfile and open'}
          </div>
          {project.projectError && <div className="error" role="alert">{project.projectError}</div>}
          {listed.length > 0 && (
            <>
              <div className="project-sub">Load order</div>
              <ol>
                {listed.map((name) => {
                  const f = byKey.get(projectKey(name));
                  return (
                    <li key={name}>
                      {f ? <button type="button" className="link" onClick={() => openPath(f.path)}>{name}</button> : <span className="missing" title="not in the folder">{name} (missing)</span>}
                    </li>
                  );
                })}
              </ol>
            </>
          )}
          {others.length > 0 && (
            <>
              <div className="project-sub">{listed.length ? 'Other files' : 'Files'}</div>
              <ul>
                {others.map((f) => (
                  <li key={f.name}>
                    <button type="button" className="link" onClick={() => openPath(f.path)}>{f.name}</button>
                  </li>
                ))}
              </ul>
            </>
          )}
          {project.skipped.length > 0 && <div className="hint">{project.skipped.length} file(s) left out (too large or too many)</div>}
        </div>
      )}
    </div>
  );
}
