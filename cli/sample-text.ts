/** The bundled sample drawings, by name (no interpreter here: the worker runner's main thread uses it). */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** DXF text of a bundled sample drawing (assets/drawings), by name with or without .dxf. */
export function sampleText(name: string): string | undefined {
  for (const rel of ['../assets/drawings/', '../../assets/drawings/']) {
    const file = fileURLToPath(new URL(`${rel}${name.endsWith('.dxf') ? name : `${name}.dxf`}`, import.meta.url));
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  return undefined;
}
