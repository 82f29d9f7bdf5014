/*
 * A script's project folder on disk: the nearest folder at or above the script that holds a
 * lispwright.json (else the script's own folder), its parsed project file, and the files a run
 * may see there (load, findfile, open), read as text with names relative to the folder ("/").
 * The CLI (`lispwright run`, `lispwright test`) and the host (the app's runs) read folders the
 * same way through here; the project rules themselves are the runner's (interpreter/runner/project.ts).
 *
 * Limits keep a script in a big folder (a home directory) cheap: two levels of sub-folders, text
 * files with the extensions scripts read, 1 MB each, 8 MB and 400 files in all; dot-folders,
 * node_modules and lispwright-memory are skipped. What is left out is listed in `skipped`.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { parseProject, PROJECT_FILE, ProjectError, type Project } from '../../interpreter/runner/project.js';

export interface FolderFile {
  /** relative to the folder, with "/" */
  name: string;
  path: string;
  text: string;
}

export interface ProjectFolder {
  /** the project folder (absolute) */
  root: string;
  /** the lispwright.json path, or null when the folder has none */
  projectFile: string | null;
  project: Project | null;
  /** why lispwright.json could not be used (the run goes on without it) */
  projectError?: string;
  files: FolderFile[];
  /** files left out by the limits, relative names */
  skipped: string[];
}

export const FOLDER_LIMITS = { depth: 2, fileBytes: 1024 * 1024, totalBytes: 8 * 1024 * 1024, files: 400 };
/** Extensions of files scripts load or read. */
const TEXT_EXTENSIONS = new Set(['.lsp', '.dcl', '.mnl', '.scr', '.txt', '.csv', '.dat', '.ini', '.json', '.xml', '.tsv', '.lin', '.pat', '.shp']);
const SKIP_DIRS = new Set(['node_modules', 'lispwright-memory']);
/** Folders searched upwards for lispwright.json. */
const MAX_UP = 8;

const exists = async (p: string): Promise<boolean> => stat(p).then((s) => s.isFile(), () => false);

/** The project folder of a script: the nearest ancestor with lispwright.json, else the script's folder. */
export async function projectRootOf(scriptPath: string): Promise<{ root: string; projectFile: string | null }> {
  const start = dirname(resolve(scriptPath));
  let dir = start;
  for (let i = 0; i < MAX_UP; i++) {
    const candidate = join(dir, PROJECT_FILE);
    if (await exists(candidate)) return { root: dir, projectFile: candidate };
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return { root: start, projectFile: null };
}

/** Bytes as text: UTF-8 (BOM dropped) when valid, else Windows-1252, as AutoCAD's own files often are. */
export function decodeFileText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export const relativeName = (root: string, path: string): string => relative(root, resolve(path)).split(sep).join('/');

/** Read a script's project folder (see the header for what is read and the limits). */
export async function readProjectFolder(scriptPath: string, limits = FOLDER_LIMITS): Promise<ProjectFolder> {
  const { root, projectFile } = await projectRootOf(scriptPath);
  const out: ProjectFolder = { root, projectFile, project: null, files: [], skipped: [] };
  if (projectFile) {
    try {
      out.project = parseProject(decodeFileText(await readFile(projectFile)));
    } catch (e) {
      out.projectError = e instanceof ProjectError ? e.message : `${PROJECT_FILE}: ${(e as Error).message}`;
    }
  }
  let total = 0;
  const walk = async (dir: string, depth: number): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const p = join(dir, e.name);
      if (e.isDirectory()) {
        if (depth < limits.depth && !e.name.startsWith('.') && !SKIP_DIRS.has(e.name)) await walk(p, depth + 1);
        continue;
      }
      if (!e.isFile()) continue;
      const dot = e.name.lastIndexOf('.');
      if (dot < 0 || !TEXT_EXTENSIONS.has(e.name.slice(dot).toLowerCase()) || e.name === PROJECT_FILE) continue;
      const name = relativeName(root, p);
      let size: number;
      try {
        size = (await stat(p)).size;
      } catch {
        continue;
      }
      if (size > limits.fileBytes || total + size > limits.totalBytes || out.files.length >= limits.files) {
        out.skipped.push(name);
        continue;
      }
      try {
        out.files.push({ name, path: p, text: decodeFileText(await readFile(p)) });
        total += size;
      } catch {
        out.skipped.push(name);
      }
    }
  };
  await walk(root, 0);
  return out;
}

/** The script's name inside its project folder ("main.lsp", "tools/x.lsp"). */
export const scriptNameIn = (folder: Pick<ProjectFolder, 'root'>, scriptPath: string): string => relativeName(folder.root, scriptPath) || basename(scriptPath);
