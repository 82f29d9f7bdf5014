/**
 * A script run in its project folder, for the CLI: the folder's files (agent/project/folder.ts),
 * the project's earlier files as preloads, its drawing and the script's command to call (paths in
 * lispwright.json are relative to the folder). Problems with lispwright.json are warnings: the
 * script still runs, with the folder's files but no preloads.
 */
import { isAbsolute, join } from 'node:path';
import { readProjectFolder, scriptNameIn } from '../agent/project/folder.js';
import type { RunRequest } from '../interpreter/runner/contract.js';
import { projectRequest, scriptSettings } from '../interpreter/runner/project.js';
import { readText } from './sources.js';

export interface ProjectRun {
  request: RunRequest;
  /** the project's drawing as a CLI drawing argument (a path, or sample:NAME) */
  drawing?: string;
  call?: string;
  warnings: string[];
}

export async function projectRun(scriptPath: string): Promise<ProjectRun> {
  const text = readText(scriptPath);
  const folder = await readProjectFolder(scriptPath);
  const entry = scriptNameIn(folder, scriptPath);
  const warnings: string[] = [];
  if (folder.projectError) warnings.push(`${folder.projectError} (running without the project's load order)`);
  const built = projectRequest({ project: folder.project, entry, text, files: folder.files });
  for (const m of built.missing) warnings.push(`lispwright.json lists ${m}, which is not in ${folder.root}`);
  if (folder.projectFile && folder.skipped.length) warnings.push(`${folder.skipped.length} file(s) of ${folder.root} left out of the run (too large or too many): ${folder.skipped.slice(0, 5).join(', ')}${folder.skipped.length > 5 ? ', ...' : ''}`);
  const request: RunRequest = { files: built.files, entry: built.entry ?? entry };
  if (built.preload) request.preload = built.preload;
  const out: ProjectRun = { request, warnings };
  const p = folder.project;
  if (p?.drawing) out.drawing = p.drawing.startsWith('sample:') || isAbsolute(p.drawing) ? p.drawing : join(folder.root, p.drawing);
  const call = p ? scriptSettings(p, entry).call : undefined;
  if (call) out.call = call;
  return out;
}
