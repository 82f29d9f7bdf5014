/*
 * Where the shared sample drawings live: <repo>/../shared/samples/dxf (the main checkout), or one
 * level further up (a worktree under /work/wt/), or $LISPWRIGHT_SAMPLES. Tests skip with a printed
 * reason when none exists.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const repo = resolve(new URL('../..', import.meta.url).pathname);

export function samplesDir(): string | undefined {
  const candidates = [process.env['LISPWRIGHT_SAMPLES'], resolve(repo, '../shared/samples/dxf'), resolve(repo, '../../shared/samples/dxf')];
  return candidates.find((c): c is string => !!c && existsSync(c));
}

export const repoRoot = repo;
