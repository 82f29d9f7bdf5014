/** The app's version and where its bundled files live, for both Electron main and the web server. */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import pkg from '../../../package.json';

export const APP_NAME = 'Lispwright';
export const APP_VERSION: string = pkg.version;

/**
 * The folder holding package.json, assets/ and dist/, found by walking up from a bundle's own
 * folder (dist/web, dist/electron, or the source tree under vitest).
 */
export function findAppRoot(fromDir: string): string {
  let dir = resolve(fromDir);
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return resolve(fromDir, '..', '..');
}

export const samplesDirOf = (root: string): string => join(root, 'assets', 'drawings');
export const rendererDirOf = (root: string): string => join(root, 'dist', 'renderer');

/** Same folder Electron's app.getPath('userData') uses for this app, so both modes share settings. */
export function defaultUserDataDir(env: Record<string, string | undefined> = process.env, platform = process.platform, home = env.HOME ?? env.USERPROFILE ?? '.'): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), 'lispwright');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'lispwright');
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'lispwright');
}
