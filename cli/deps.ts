/** What in-process runs get in the CLI: the default drawing database and the bundled samples. */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultDrawings } from '../interpreter/runner/default-drawings.js';
import type { RunnerDeps } from '../interpreter/runner/run-request.js';

/** DXF text of a bundled sample drawing (assets/drawings), by name with or without .dxf. */
export function sampleText(name: string): string | undefined {
  for (const rel of ['../assets/drawings/', '../../assets/drawings/']) {
    const file = fileURLToPath(new URL(`${rel}${name.endsWith('.dxf') ? name : `${name}.dxf`}`, import.meta.url));
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  return undefined;
}

export function cliDeps(): RunnerDeps {
  return { ...(defaultDrawings ? { drawings: defaultDrawings } : {}), resolveSample: sampleText };
}
