/*
 * Projects: a folder whose `lispwright.json` (optional) lists its files in load order, its default
 * drawing and per-script settings. Running a file of the project first loads the files listed
 * before it, in order, as VLIDE's Load Project does (a file the list does not name gets every
 * listed file first); `load`, `findfile` and `open` in the run see every file of the folder.
 * Pure: the CLI and the host read the folder (agent/project/folder.ts) and give the texts here.
 *
 *   {
 *     "files": ["lib/strings.lsp", "lib/layers.lsp", "main.lsp"],
 *     "drawing": "plan.dxf",                      (or "sample:NAME")
 *     "scripts": { "main.lsp": { "call": "c:main", "test": "main.test.lsp" } }
 *   }
 *
 * Names are relative to the project folder, with "/" (a "\" is taken as "/"); they compare
 * case-insensitively, as Windows file names do.
 */
import type { RunRequest, SourceFile } from './contract.js';

export const PROJECT_FILE = 'lispwright.json';

export interface ScriptSettings {
  /** the command to call after loading, e.g. "c:main" */
  call?: string;
  /** the script's test file (default: NAME.test.lsp beside it) */
  test?: string;
}

export interface Project {
  /** files in load order */
  files: string[];
  /** the drawing runs start from: a path relative to the project folder, or sample:NAME */
  drawing?: string;
  /** per-script settings, by the script's name */
  scripts: Record<string, ScriptSettings>;
}

export class ProjectError extends Error {
  constructor(message: string) {
    super(`${PROJECT_FILE}: ${message}`);
    this.name = 'ProjectError';
  }
}

/** "Lib\\Helpers.lsp" and "./lib/helpers.lsp" name the same file. */
export const projectKey = (name: string): string => normalizeName(name).toLowerCase();

/** A project name in its stored form: "/" separators, no "./", no leading "/". */
export function normalizeName(name: string): string {
  return name.replace(/\\/g, '/').replace(/^(\.\/)+/, '').replace(/\/{2,}/g, '/').replace(/^\/+/, '');
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function checkName(v: unknown, where: string): string {
  if (!isString(v)) throw new ProjectError(`${where} must be a file name (a non-empty string)`);
  const n = normalizeName(v.trim());
  if (n.split('/').includes('..')) throw new ProjectError(`${where} "${v}" leaves the project folder ("..")`);
  if (/^[a-z]:/i.test(n)) throw new ProjectError(`${where} "${v}" must be relative to the project folder`);
  return n;
}

/** Read lispwright.json. Throws ProjectError naming what is wrong. */
export function parseProject(text: string): Project {
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new ProjectError(`not valid JSON (${(e as Error).message})`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ProjectError('must be a JSON object with "files"');
  const o = raw as Record<string, unknown>;
  const files: string[] = [];
  if (o.files !== undefined) {
    if (!Array.isArray(o.files)) throw new ProjectError('"files" must be an array of file names in load order');
    const seen = new Set<string>();
    o.files.forEach((f, i) => {
      const n = checkName(f, `files[${i}]`);
      if (seen.has(n.toLowerCase())) throw new ProjectError(`files[${i}] "${n}" is listed twice`);
      seen.add(n.toLowerCase());
      files.push(n);
    });
  }
  const p: Project = { files, scripts: {} };
  if (o.drawing !== undefined) {
    if (!isString(o.drawing)) throw new ProjectError('"drawing" must be a DXF path or sample:NAME');
    p.drawing = o.drawing.startsWith('sample:') ? o.drawing : checkName(o.drawing, '"drawing"');
  }
  if (o.scripts !== undefined) {
    if (typeof o.scripts !== 'object' || o.scripts === null || Array.isArray(o.scripts)) throw new ProjectError('"scripts" must be an object keyed by script name');
    for (const [name, s] of Object.entries(o.scripts as Record<string, unknown>)) {
      const key = checkName(name, '"scripts" key');
      if (typeof s !== 'object' || s === null || Array.isArray(s)) throw new ProjectError(`scripts["${name}"] must be an object`);
      const e = s as Record<string, unknown>;
      const out: ScriptSettings = {};
      if (e.call !== undefined) {
        if (!isString(e.call)) throw new ProjectError(`scripts["${name}"].call must be a command name such as "c:main"`);
        out.call = e.call.trim();
      }
      if (e.test !== undefined) out.test = checkName(e.test, `scripts["${name}"].test`);
      p.scripts[key] = out;
    }
  }
  return p;
}

/** The project file's text for a project (two-space JSON, the keys in a stable order). */
export function formatProject(p: Project): string {
  const o: Record<string, unknown> = { files: p.files };
  if (p.drawing) o.drawing = p.drawing;
  if (Object.keys(p.scripts).length) o.scripts = p.scripts;
  return `${JSON.stringify(o, null, 2)}\n`;
}

/** The listed files a run of `entry` loads first: those before it, or all when it is not listed. */
export function preloadsFor(p: Project, entry: string): string[] {
  const key = projectKey(entry);
  const at = p.files.findIndex((f) => f.toLowerCase() === key);
  return at < 0 ? p.files.slice() : p.files.slice(0, at);
}

/** The settings for a script (matched case-insensitively), or {}. */
export function scriptSettings(p: Project, entry: string): ScriptSettings {
  const key = projectKey(entry);
  for (const [k, v] of Object.entries(p.scripts)) if (k.toLowerCase() === key) return v;
  return {};
}

/** A script's test file: the project's setting, else NAME.test.lsp beside the script. */
export function testFileFor(p: Project | null, entry: string): string {
  const set = p ? scriptSettings(p, entry).test : undefined;
  if (set) return set;
  const n = normalizeName(entry);
  return /\.lsp$/i.test(n) ? n.replace(/\.lsp$/i, '.test.lsp') : `${n}.test.lsp`;
}

export interface ProjectRunInput {
  /** the project (null: a folder without lispwright.json) */
  project: Project | null;
  /** the entry script's name, relative to the project folder */
  entry: string;
  /** the entry's text (an open tab's, unsaved edits included) */
  text: string;
  /** every other file of the folder the run may see, by name (open tabs' texts win over disk) */
  files: readonly SourceFile[];
}

/**
 * The request's files and preloads for running `entry` in a project: the entry first, then every
 * other file; `preload` lists the project files to load before the entry (those missing from the
 * folder are left out of the run and returned as `missing`).
 */
export function projectRequest(input: ProjectRunInput): Pick<RunRequest, 'files' | 'entry' | 'preload'> & { missing: string[] } {
  const entry = normalizeName(input.entry);
  const byKey = new Map<string, SourceFile>();
  for (const f of input.files) {
    const k = projectKey(f.name);
    if (k !== entry.toLowerCase() && !byKey.has(k)) byKey.set(k, { name: normalizeName(f.name), text: f.text });
  }
  const files: SourceFile[] = [{ name: entry, text: input.text }, ...byKey.values()];
  const out: Pick<RunRequest, 'files' | 'entry' | 'preload'> & { missing: string[] } = { files, entry, missing: [] };
  if (input.project) {
    const preload: string[] = [];
    for (const f of preloadsFor(input.project, entry)) {
      const have = byKey.get(f.toLowerCase());
      if (have) preload.push(have.name);
      else out.missing.push(f);
    }
    if (preload.length) out.preload = preload;
  }
  return out;
}
