/*
 * A console prompt's answer from what the user did: a pick on the drawing view (an entity and
 * the point under the cursor) or text typed in the console, read the way the prompt's function
 * reads it (getint an integer, getpoint "x,y" or "x,y,z", entsel a handle...). Empty text is
 * Enter. Pure, so it is tested without a page.
 */
import type { ScriptedInput } from '../../interpreter/runner/contract.js';

const POINT_KINDS = new Set(['getpoint', 'getcorner', 'getdist', 'getangle', 'getorient']);
const ENTITY_KINDS = new Set(['entsel', 'nentsel', 'nentselp']);

/** undefined when the pick does not answer this prompt (e.g. empty space for entsel). */
export function answerFromPick(kind: string, handle: string | null, point: [number, number]): ScriptedInput | undefined {
  const k = kind.toLowerCase();
  if (ENTITY_KINDS.has(k)) return handle ? { entity: handle, point: [point[0], point[1], 0] } : undefined;
  if (k === 'ssget') return handle ? { selection: [handle] } : undefined;
  if (POINT_KINDS.has(k)) return { point: [point[0], point[1]] };
  return undefined;
}

export function answerFromText(kind: string, text: string): ScriptedInput | undefined {
  const t = text.trim();
  const k = kind.toLowerCase();
  if (t === '') return undefined;
  const point = parsePoint(t);
  const num = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t) ? Number(t) : null;
  if (k === 'getint') return num !== null && Number.isInteger(num) ? { int: num } : { keyword: t };
  if (k === 'getreal') return num !== null ? { real: num } : { keyword: t };
  if (k === 'getstring') return { string: text };
  if (k === 'getkword') return { keyword: t };
  if (k === 'getfiled') return { file: t };
  if (ENTITY_KINDS.has(k)) return { entity: t.toUpperCase() };
  if (k === 'ssget') return { selection: t.split(/[\s,]+/).filter(Boolean).map((h) => h.toUpperCase()) };
  if (POINT_KINDS.has(k)) {
    if (point) return { point };
    if (num !== null) return { real: num };
    return { keyword: t };
  }
  if (point) return { point };
  return num !== null ? (Number.isInteger(num) ? { int: num } : { real: num }) : { string: text };
}

function parsePoint(t: string): [number, number] | [number, number, number] | null {
  const parts = t.split(',').map((p) => p.trim());
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => !/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(p))) return null;
  const n = parts.map(Number);
  return n.length === 2 ? [n[0]!, n[1]!] : [n[0]!, n[1]!, n[2]!];
}
