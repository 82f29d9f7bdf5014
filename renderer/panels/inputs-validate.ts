/*
 * Validation of the scripted-inputs editor: a JSON list of ScriptedInput answers (see
 * interpreter/runner/contract.ts). Pure; returns the parsed inputs or the first problem in words.
 */
import type { ScriptedInput } from '../../interpreter/runner/contract.js';

export type InputsResult = { ok: true; inputs: ScriptedInput[] } | { ok: false; error: string };

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isPoint = (v: unknown): boolean => Array.isArray(v) && (v.length === 2 || v.length === 3) && v.every(isNum);

const CHECKS: Record<string, (v: unknown, item: Record<string, unknown>) => string | null> = {
  point: (v) => (isPoint(v) ? null : 'a point is [x, y] or [x, y, z]'),
  int: (v) => (isNum(v) && Number.isInteger(v) ? null : '"int" needs a whole number'),
  real: (v) => (isNum(v) ? null : '"real" needs a number'),
  string: (v) => (typeof v === 'string' ? null : '"string" needs text'),
  keyword: (v) => (typeof v === 'string' && v.length > 0 ? null : '"keyword" needs a keyword'),
  entity: (v, item) => (typeof v === 'string' && v.length > 0 ? (item.point === undefined || isPoint(item.point) && (item.point as number[]).length === 3 ? null : '"point" of an entity pick is [x, y, z]') : '"entity" needs a handle'),
  selection: (v) => (Array.isArray(v) && v.every((h) => typeof h === 'string') ? null : '"selection" needs a list of handles'),
  file: (v) => (typeof v === 'string' ? null : '"file" needs a file name'),
  enter: (v) => (v === true ? null : 'use {"enter": true}'),
  esc: (v) => (v === true ? null : 'use {"esc": true}'),
  dialog: (v) => dialogProblem(v),
  grread: (v) => grreadProblem(v),
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function dialogProblem(v: unknown): string | null {
  if (!isObject(v)) return '"dialog" takes {"tiles": {...}, "press": "accept"}';
  const extra = Object.keys(v).find((k) => !['name', 'tiles', 'press', 'at', 'cancel'].includes(k));
  if (extra) return `"dialog" has no "${extra}" (use name, tiles, press, at, cancel)`;
  if (v.tiles !== undefined && (!isObject(v.tiles) || !Object.values(v.tiles).every((x) => typeof x === 'string' || isNum(x)))) return '"tiles" maps tile keys to values, e.g. {"layer": "2"}';
  if (v.press !== undefined && typeof v.press !== 'string') return '"press" is the key of a button, e.g. "accept"';
  if (v.name !== undefined && typeof v.name !== 'string') return '"name" is the dialog\'s name in its DCL file';
  if (v.at !== undefined && !(Array.isArray(v.at) && v.at.length === 2 && v.at.every(isNum))) return '"at" is [x, y] in the image button';
  if (v.cancel !== undefined && v.cancel !== true) return 'use "cancel": true';
  return null;
}

const GRREAD_FIELDS = ['move', 'pick', 'key', 'menu', 'buttons', 'aux', 'right'];
function grreadProblem(v: unknown): string | null {
  if (!isObject(v)) return '"grread" takes one of move, pick, key, menu, buttons, aux, right';
  const keys = Object.keys(v);
  if (keys.length !== 1 || !GRREAD_FIELDS.includes(keys[0] as string)) return `"grread" takes exactly one of ${GRREAD_FIELDS.join(', ')}`;
  const [k, x] = [keys[0] as string, v[keys[0] as string]];
  if (k === 'move' || k === 'pick') return isPoint(x) ? null : `"${k}" is [x, y] or [x, y, z]`;
  if (k === 'key') return (isNum(x) && Number.isInteger(x)) || (typeof x === 'string' && x.length === 1) ? null : '"key" is a character code or one character';
  return isNum(x) && Number.isInteger(x) ? null : `"${k}" takes a whole number`;
}

export const INPUT_KINDS = Object.keys(CHECKS);

export function validateInputs(text: string): InputsResult {
  if (text.trim() === '') return { ok: true, inputs: [] };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `Not valid JSON: ${(e as Error).message}` };
  }
  if (!Array.isArray(data)) return { ok: false, error: 'Scripted inputs are a JSON list, e.g. [{"point": [0, 0]}, {"string": "A"}]' };
  for (let i = 0; i < data.length; i++) {
    const item = data[i] as unknown;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return { ok: false, error: `Input ${i + 1}: each answer is an object such as {"int": 3}` };
    const rec = item as Record<string, unknown>;
    const keys = Object.keys(rec).filter((k) => !(k === 'point' && 'entity' in rec));
    const kind = keys.find((k) => k in CHECKS);
    if (!kind || keys.length !== 1) return { ok: false, error: `Input ${i + 1}: use exactly one of ${INPUT_KINDS.join(', ')}` };
    const problem = CHECKS[kind]!(rec[kind], rec);
    if (problem) return { ok: false, error: `Input ${i + 1}: ${problem}` };
  }
  return { ok: true, inputs: data as ScriptedInput[] };
}
