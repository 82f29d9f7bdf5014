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
};

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
