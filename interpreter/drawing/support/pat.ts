/*
 * .pat files: hatch pattern definitions and the lookup HATCH does. A definition is `*NAME, desc`
 * then one line per family of parallel lines: `angle, x-origin,y-origin, delta-x,delta-y[, dash...]`
 * (delta-x along the line, delta-y between lines; dashes as in linetypes). A pattern is found in a
 * file named after it among the run's files (NAME.pat, AutoCAD's rule for custom patterns), else in
 * the bundled acad.pat (MEASUREMENT 0) or acadiso.pat (MEASUREMENT 1) subset (pat-files.ts).
 */
import type { FilePort } from '../../ports/files.js';
import { BUNDLED_PAT } from './pat-files.js';

export interface PatLine {
  /** degrees */
  angle: number;
  x: number;
  y: number;
  /** along the line, and perpendicular to it (the pattern file's delta-x, delta-y) */
  dx: number;
  dy: number;
  dashes: number[];
}

export interface PatDefinition {
  name: string;
  description: string;
  lines: PatLine[];
}

/** Every definition in a .pat file's text (malformed lines end their definition). */
export function parsePat(text: string): PatDefinition[] {
  const out: PatDefinition[] = [];
  let cur: PatDefinition | undefined;
  let broken = false;
  for (const raw of text.split(/\r?\n/)) {
    const l = raw.replace(/;.*$/, '').trim();
    if (!l) continue;
    if (l.startsWith('*')) {
      const comma = l.indexOf(',');
      cur = { name: (comma < 0 ? l.slice(1) : l.slice(1, comma)).trim(), description: comma < 0 ? '' : l.slice(comma + 1).trim(), lines: [] };
      broken = false;
      out.push(cur);
      continue;
    }
    if (!cur || broken) continue;
    const n = l.split(',').map((s) => Number(s.trim()));
    if (n.length < 5 || n.some((x) => !Number.isFinite(x))) {
      broken = true;
      continue;
    }
    cur.lines.push({ angle: n[0]!, x: n[1]!, y: n[2]!, dx: n[3]!, dy: n[4]!, dashes: n.slice(5) });
  }
  return out.filter((d) => d.lines.length > 0);
}

const cache = new Map<string, PatDefinition[]>();

function bundled(file: string): PatDefinition[] {
  let defs = cache.get(file);
  if (!defs) cache.set(file, (defs = parsePat(BUNDLED_PAT[file] ?? '')));
  return defs;
}

/** The pattern named `name` (case-insensitive), or undefined when neither the run's files nor the bundled file has it. */
export function findPattern(files: FilePort | undefined, name: string, metric: boolean): PatDefinition | undefined {
  const up = name.toUpperCase();
  const own = files?.find(`${name}.pat`);
  const ownText = own !== undefined ? files!.read(own) : undefined;
  if (ownText !== undefined) {
    const d = parsePat(ownText).find((p) => p.name.toUpperCase() === up);
    if (d) return d;
  }
  return bundled(metric ? 'acadiso.pat' : 'acad.pat').find((p) => p.name.toUpperCase() === up);
}

/** Names of the bundled patterns (for "?" listings). */
export const bundledPatternNames = (metric: boolean): string[] => bundled(metric ? 'acadiso.pat' : 'acad.pat').map((p) => p.name);
