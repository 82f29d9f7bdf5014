/*
 * A document's run in its project (the host reads the folder: HostApi.projectOf): the folder's
 * files with the open tabs' texts in their place (unsaved edits win over disk), the project's
 * earlier files as preloads, its call and drawing. Untitled documents run alone, with the open
 * .dcl documents they name. The latest folder listing per document is kept for the verification
 * gate and the Project panel.
 */
import type { ProjectInfo, SourceFile } from '../../electron/shared/contract.js';
import { normalizeName, projectRequest, scriptSettings } from '../../interpreter/index.js';
import type { RunRequest } from '../../interpreter/runner/contract.js';
import { host } from '../app/host.js';
import { editorService } from '../editor/editor-service.js';
import { isDclName } from '../editor/language/dcl-monarch.js';
import type { DocMeta } from '../store/documents.js';
import { useApp } from '../store/index.js';

/** Path separators and case compared the forgiving way (Windows paths, "/" vs "\\"). */
export const samePath = (a: string, b: string): boolean => a.replace(/\\/g, '/').toLowerCase() === b.replace(/\\/g, '/').toLowerCase();

/** A path's name inside a folder ("tools/x.lsp"), or null when it is outside. */
export function nameInFolder(root: string, path: string): string | null {
  const r = root.replace(/\\/g, '/').replace(/\/+$/, '');
  const p = path.replace(/\\/g, '/');
  if (!p.toLowerCase().startsWith(`${r.toLowerCase()}/`)) return null;
  return normalizeName(p.slice(r.length + 1));
}

export interface ProjectRun {
  request: Pick<RunRequest, 'files' | 'entry' | 'preload'>;
  /** the command the project names for this script (the Call field, when empty, uses it) */
  call?: string;
  /** the project's drawing: a path on the host, or sample:NAME */
  drawing?: string;
  info: ProjectInfo | null;
  warnings: string[];
}

const listings = new Map<string, ProjectInfo>();

/** The last listing of a document's project (null for untitled documents or before the first read). */
export const cachedProject = (docPath: string | null): ProjectInfo | null => (docPath ? (listings.get(docPath) ?? null) : null);

/** Read a document's project folder again (null for untitled documents or when the host cannot). */
export async function refreshProject(docPath: string | null): Promise<ProjectInfo | null> {
  if (!docPath) return null;
  try {
    const info = await host().projectOf(docPath);
    listings.set(docPath, info);
    if (useApp.getState().docs.find((d) => d.id === useApp.getState().activeId)?.path === docPath) useApp.getState().setProject(info);
    return info;
  } catch {
    return listings.get(docPath) ?? null;
  }
}

/** The open tab's text for a path, if a tab has it open. */
function openText(path: string): string | undefined {
  const d = useApp.getState().docs.find((x) => x.path && samePath(x.path, path));
  return d ? editorService().getText(d.id) : undefined;
}

/** Open .dcl documents whose name the script mentions in a string ("picker" or "picker.dcl"). */
export function dialogFilesNamedIn(text: string, except: string): SourceFile[] {
  const lower = text.toLowerCase();
  return useApp
    .getState()
    .docs.filter((d) => d.id !== except && isDclName(d.name))
    .filter((d) => {
      const base = d.name.toLowerCase();
      return lower.includes(`"${base}"`) || lower.includes(`"${base.replace(/\.dcl$/, '')}"`) || lower.includes(`\\${base}"`);
    })
    .map((d) => ({ name: d.name, text: editorService().getText(d.id) }));
}

/** Everything a run of `meta` in its project needs (see the header). */
export async function projectRunOf(meta: DocMeta): Promise<ProjectRun> {
  const text = editorService().getText(meta.id);
  const alone = (info: ProjectInfo | null, warnings: string[] = []): ProjectRun => ({
    request: { files: [{ name: meta.name, text }, ...dialogFilesNamedIn(text, meta.id)] },
    info,
    warnings,
  });
  if (!meta.path) return alone(null);
  const info = await refreshProject(meta.path);
  const entry = info ? nameInFolder(info.root, meta.path) : null;
  if (!info || !entry) return alone(info);
  const files: SourceFile[] = info.files.map((f) => ({ name: f.name, text: openText(f.path) ?? f.text }));
  // open tabs in the folder that are not on disk yet (a new file saved nowhere else) are not in
  // the listing; untitled .dcl tabs the script names go along as before
  for (const d of dialogFilesNamedIn(text, meta.id)) if (!files.some((f) => f.name.toLowerCase() === d.name.toLowerCase())) files.push(d);
  const built = projectRequest({ project: info.project, entry, text, files });
  const warnings: string[] = [];
  if (info.projectError) warnings.push(`${info.projectError}: running without the project's load order.`);
  for (const m of built.missing) warnings.push(`lispwright.json lists ${m}, which is not in ${info.root}.`);
  const out: ProjectRun = { request: { files: built.files, entry: built.entry ?? entry, ...(built.preload ? { preload: built.preload } : {}) }, info, warnings };
  const call = info.project ? scriptSettings(info.project, entry).call : undefined;
  if (call) out.call = call;
  const dwg = info.project?.drawing;
  if (dwg) out.drawing = dwg.startsWith('sample:') ? dwg : `${info.root.replace(/[\\/]+$/, '')}/${dwg}`;
  return out;
}

/**
 * The texts the code files of a run have now: the document's editor text, open tabs' texts, else
 * the folder on disk (read again). null: a file the run read is gone.
 */
export async function currentCodeFiles(meta: DocMeta, codeFiles: readonly string[]): Promise<SourceFile[] | null> {
  const out: SourceFile[] = [{ name: codeFiles[0] ?? meta.name, text: editorService().getText(meta.id) }];
  if (codeFiles.length <= 1) return out;
  const info = await refreshProject(meta.path);
  for (const n of codeFiles.slice(1)) {
    const f = info?.files.find((x) => x.name === n);
    const dcl = f ? undefined : dialogFilesNamedIn(out[0]!.text, meta.id).find((d) => d.name === n);
    const text = f ? (openText(f.path) ?? f.text) : dcl?.text;
    if (text === undefined) return null;
    out.push({ name: n, text });
  }
  return out;
}
