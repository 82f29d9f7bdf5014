/*
 * .lin files: parsing linetype definitions and finding one by name. A definition is a header
 * `*NAME,description` and a pattern line `A,dash,gap,...` where a positive length is a dash, a
 * negative one a gap and 0 a dot; complex elements in brackets are text (`["GAS",STANDARD,S=.1,
 * R=0.0,X=-0.1,Y=-.05]`) or shapes (`[CIRC1,ltypeshp.shx,...]`), each attached to the dash before
 * it. The file is looked up first among the run's files (a .lin the script or the user supplied),
 * then in the bundled subset of acad.lin / acadiso.lin (lin-files.ts).
 */
import type { FilePort } from '../../ports/files.js';
import { BUNDLED_LIN } from './lin-files.js';

export interface LinElement {
  length: number;
  /** text element: the string and its style name */
  text?: string;
  style?: string;
  /** shape element: the shape name and its .shx file */
  shape?: string;
  shapeFile?: string;
  scale?: number;
  rotation?: number;
  /** R= is relative (false) or U= upright... A= absolute rotation (true) */
  absolute?: boolean;
  x?: number;
  y?: number;
}

export interface LinDefinition {
  name: string;
  description: string;
  elements: LinElement[];
}

function complex(spec: string, into: LinElement): boolean {
  const parts = spec.split(',').map((s) => s.trim());
  const first = parts[0] ?? '';
  if (first.startsWith('"')) {
    into.text = first.replace(/^"|"$/g, '');
    into.style = parts[1] ?? 'STANDARD';
  } else {
    into.shape = first;
    into.shapeFile = parts[1] ?? '';
  }
  for (const p of parts.slice(2)) {
    const m = /^([SRAUXY])\s*=\s*(-?[\d.]+)$/i.exec(p);
    if (!m) return false;
    const v = Number(m[2]);
    switch (m[1]!.toUpperCase()) {
      case 'S': into.scale = v; break;
      case 'R': into.rotation = v; break;
      case 'U': into.rotation = v; break;
      case 'A': into.rotation = v; into.absolute = true; break;
      case 'X': into.x = v; break;
      case 'Y': into.y = v; break;
    }
  }
  return true;
}

/** Parse a pattern line "A,.5,-.2,[...],-.25" into elements; undefined when malformed. */
function parsePattern(line: string): LinElement[] | undefined {
  const body = line.replace(/^\s*A\s*,/i, '');
  const out: LinElement[] = [];
  let i = 0;
  while (i < body.length) {
    while (body[i] === ' ' || body[i] === ',') i++;
    if (i >= body.length) break;
    if (body[i] === '[') {
      const end = body.indexOf(']', i);
      const last = out[out.length - 1];
      if (end < 0 || !last) return undefined;
      if (!complex(body.slice(i + 1, end), last)) return undefined;
      i = end + 1;
      continue;
    }
    let j = i;
    while (j < body.length && body[j] !== ',') j++;
    const n = Number(body.slice(i, j).trim());
    if (!Number.isFinite(n)) return undefined;
    out.push({ length: n });
    i = j;
  }
  return out.length ? out : undefined;
}

/** Every definition of a .lin file's text (malformed ones skipped). */
export function parseLin(text: string): LinDefinition[] {
  const lines = text.split(/\r?\n/).map((l) => l.replace(/;;.*$/, '').trimEnd());
  const out: LinDefinition[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (!l.startsWith('*')) continue;
    const comma = l.indexOf(',');
    const name = (comma < 0 ? l.slice(1) : l.slice(1, comma)).trim();
    const description = comma < 0 ? '' : l.slice(comma + 1);
    const next = lines[i + 1];
    const elements = next && /^\s*A\s*,/i.test(next) ? parsePattern(next) : undefined;
    if (name && elements) out.push({ name, description, elements });
  }
  return out;
}

/** The text of a .lin file: the run's own copy, else the bundled one; undefined when neither exists. */
export function linFileText(files: FilePort | undefined, name: string): string | undefined {
  const found = files?.find(name);
  if (found !== undefined) return files!.read(found);
  const base = name.replace(/^.*[\\/]/, '').toLowerCase();
  return BUNDLED_LIN[base];
}
