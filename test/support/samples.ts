/*
 * Where the shared sample drawings live: $LISPWRIGHT_SAMPLES, or a `shared/samples/dxf` folder
 * next to the repository (one or two levels up, so a worktree finds the same folder). They are not
 * shipped with the repository; tests that need them skip with a printed reason when absent, and
 * nothing else in the tree spells out where they are.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repo = resolve(new URL('../..', import.meta.url).pathname);

export function samplesDir(): string | undefined {
  const candidates = [process.env['LISPWRIGHT_SAMPLES'], resolve(repo, '../shared/samples/dxf'), resolve(repo, '../../shared/samples/dxf')];
  return candidates.find((c): c is string => !!c && existsSync(c));
}

/** The path of one shared sample drawing, or undefined when it is not there. */
export function samplePath(name: string): string | undefined {
  const dir = samplesDir();
  const p = dir ? join(dir, name) : undefined;
  return p && existsSync(p) ? p : undefined;
}

/** Why tests that need shared sample `names` cannot run here, or undefined when they can. */
export function samplesMissing(...names: string[]): string | undefined {
  if (!samplesDir()) return 'the shared sample drawings are not here (set LISPWRIGHT_SAMPLES to their folder)';
  const absent = names.filter((n) => !samplePath(n));
  return absent.length ? `shared sample ${absent.join(', ')} not found in ${samplesDir()}` : undefined;
}

/** Print why some tests are skipped (vitest shows a skip without its reason). Returns whether to skip. */
export function skipping(what: string, reason: string | undefined): boolean {
  if (reason) console.log(`[skipped] ${what}: ${reason}`);
  return !!reason;
}

export const repoRoot = repo;
