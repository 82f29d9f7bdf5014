/*
 * Path confinement: which files the page may make the host read or write. Every HostCore method
 * that takes a path from the renderer (open, save, save as, export, open drawing) goes through
 * `PathPolicy.check`, in both transports, before any file is touched.
 *
 * Browser mode (WorkspacePathPolicy): a path resolves inside the workspace folder, after symlinks
 * are resolved, or is refused. Electron (GrantedPathPolicy): a path the renderer names is honoured
 * only when the host itself chose it this session (a dialog it showed, a file the OS or the Open
 * Recent menu opened), when it is on the recent-files list, or when it lies inside the open
 * project folder. Both refuse NUL bytes, `..` segments, device and /proc paths outright.
 */
import { promises as fs } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

export interface PathPolicy {
  /** The absolute path to use for `p`, or a thrown Error saying why the page may not use it. */
  check(p: unknown): Promise<string>;
  /** A path the host chose itself (its own dialog, the OS, its menu): usable for the session. */
  grant(path: string): void;
}

export class PathRefused extends Error {
  constructor(message: string) {
    super(`refused: ${message}`);
    this.name = 'PathRefused';
  }
}

export const MAX_PATH_CHARS = 4096;
/** Windows device names, refused as a file name with any extension (CON, NUL.txt, COM1...). */
const WINDOWS_DEVICES = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)(\..*)?$/i;
/** System folders whose "files" are devices or the process's own state (/proc/self/environ). */
const SYSTEM_PREFIXES = ['/dev', '/proc', '/sys'];

const shortened = (p: string): string => (p.length > 120 ? `${p.slice(0, 117)}...` : p);

/** The checks every path gets, whatever the mode: a sane string that names a plain file path. */
export function checkPathShape(p: unknown): string {
  if (typeof p !== 'string' || p === '') throw new PathRefused('a file path must be a non-empty string');
  if (p.includes('\0')) throw new PathRefused('a file path may not contain NUL characters');
  if (p.length > MAX_PATH_CHARS) throw new PathRefused(`a file path may not be longer than ${MAX_PATH_CHARS} characters`);
  // \\.\PhysicalDrive0, \\?\C:\..., \\?\GLOBALROOT: Windows device and raw namespaces
  if (/^[\\/]{2}[.?][\\/]/.test(p)) throw new PathRefused(`${shortened(p)} is a device path`);
  const segments = p.split(/[\\/]+/);
  if (segments.includes('..')) throw new PathRefused(`${shortened(p)}: ".." is not allowed in a path`);
  const name = segments[segments.length - 1] ?? '';
  if (WINDOWS_DEVICES.test(name.replace(/[ .]+$/, ''))) throw new PathRefused(`${shortened(p)} names a device`);
  return p;
}

const isSystemPath = (p: string): boolean => process.platform !== 'win32' && SYSTEM_PREFIXES.some((d) => p === d || p.startsWith(`${d}/`));

const within = (root: string, p: string): boolean => {
  const rel = relative(root, p);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
};

async function realpathOrNull(p: string): Promise<string | null> {
  try {
    return await fs.realpath(p);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

/**
 * `abs` with every symlink resolved: the file's real path when it exists, else its folder's real
 * path joined with its name (a file about to be created). Refuses what is not a plain file.
 */
async function realTarget(abs: string): Promise<string> {
  const real = await realpathOrNull(abs);
  if (real !== null) {
    const st = await fs.stat(real);
    if (!st.isFile()) throw new PathRefused(st.isDirectory() ? `${shortened(abs)} is a folder, not a file` : `${shortened(abs)} is not a plain file`);
    return real;
  }
  const folder = await realpathOrNull(dirname(abs));
  // a missing folder is the file operation's to report ("the folder ... does not exist")
  return join(folder ?? dirname(abs), basename(abs));
}

/** Browser mode: everything inside the workspace folder, nothing outside it. */
export class WorkspacePathPolicy implements PathPolicy {
  private realRoot: Promise<string> | undefined;
  constructor(readonly workspaceDir: string) {}

  private root(): Promise<string> {
    this.realRoot ??= fs.realpath(this.workspaceDir).catch(() => resolve(this.workspaceDir));
    return this.realRoot;
  }

  async check(p: unknown): Promise<string> {
    const given = checkPathShape(p);
    const root = await this.root();
    const abs = resolve(this.workspaceDir, given);
    const outside = (): PathRefused => new PathRefused(`${shortened(given)} is outside the workspace folder ${this.workspaceDir}`);
    if (!within(resolve(this.workspaceDir), abs) && !within(root, abs)) throw outside();
    const real = await realTarget(abs);
    // a symlink inside the workspace that points out of it is outside too
    if (!within(root, real) || isSystemPath(real)) throw outside();
    return real;
  }

  grant(): void {
    // the workspace is the whole grant in browser mode
  }
}

export interface GrantedPathPolicyOptions {
  /** the recent-files list as stored (paths the user opened before) */
  recentFiles(): Promise<readonly string[]>;
  /** the open project folder, if any: every file inside it is allowed */
  projectDir?: string;
}

/** Electron: paths from the host's own dialogs this session, the recent files, or the project folder. */
export class GrantedPathPolicy implements PathPolicy {
  private readonly granted = new Set<string>();
  projectDir: string | undefined;

  constructor(private readonly opts: GrantedPathPolicyOptions) {
    this.projectDir = opts.projectDir;
  }

  grant(path: string): void {
    if (typeof path === 'string' && isAbsolute(path)) this.granted.add(resolve(path));
  }

  async check(p: unknown): Promise<string> {
    const given = checkPathShape(p);
    if (!isAbsolute(given)) throw new PathRefused(`${shortened(given)} is not a full path; choose the file in a dialog`);
    const abs = resolve(given);
    if (isSystemPath(abs)) throw new PathRefused(`${shortened(given)} is a system path`);
    if (this.granted.has(abs)) return abs;
    const recent = await this.opts.recentFiles();
    if (recent.some((r) => resolve(r) === abs)) return abs;
    if (this.projectDir) {
      const root = await fs.realpath(this.projectDir).catch(() => resolve(this.projectDir as string));
      const real = await realTarget(abs);
      if (within(root, real) && !isSystemPath(real)) return real;
    }
    throw new PathRefused(`${shortened(given)} was not chosen in a file dialog, is not a recent file and is not in the project folder`);
  }
}
